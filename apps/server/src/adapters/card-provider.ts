// The club card provider port (DESIGN §6, §9 Club card): what the portal asks of the company that runs the prepaid
// cards. `CARD_PROVIDER=simulator` (the default and, for now, the only one) keeps cards and top-ups in the database
// with the real states (card-simulator.ts), so the whole flow can be clicked through with no provider. A real provider
// implements the same calls over its API; `poll` is where its webhooks or status queries come in.
import type { Tx } from '../db/client.ts';
import { createCardSimulator } from './card-simulator.ts';

export type ProviderCardStatus = 'ORDERED' | 'ISSUED' | 'ACTIVE' | 'BLOCKED';
export type ProviderTopUpStatus = 'SUBMITTED' | 'PENDING' | 'SUCCEEDED' | 'REFUSED' | 'REJECTED';

export interface ProviderCard {
  status: ProviderCardStatus;
  serialNumber: string;
  activatedAt: Date | null;
}

export interface ProviderTopUp {
  uuid: string;
  points: number;
  amount: number;
  status: ProviderTopUpStatus;
  createdAt: Date;
  dueAt: Date;
  orderId: number;
}

/** What happened at the provider since the last poll: cards shipped, top-ups settled. */
export interface ProviderEvents {
  shipped: { companyId: number; orderId: number | null; serialNumber: string }[];
  settled: { companyId: number; orderId: number; status: 'SUCCEEDED' | 'REFUSED'; reason: string | null }[];
}

export interface CardProvider {
  name: string;
  /** A card was ordered for the company (its `card` order); it ships within `days` working days. */
  orderCard(tx: Tx, input: { companyId: number; orderId: number; now: Date; days: number }): Promise<void>;
  /** The company types the serial printed on its card: an ISSUED card of theirs becomes ACTIVE. */
  verify(tx: Tx, input: { companyId: number; serialNumber: string; now: Date }): Promise<'activated' | 'unknown' | 'already_active'>;
  /** The company's current card, what succeeded top-ups put on it (złoty) and the points still pending. */
  account(tx: Tx, input: { companyId: number }): Promise<{ card: ProviderCard | null; balance: number; pendingPoints: number }>;
  /** A top-up paid by the `card_topup` order's reserved points: PENDING, or `not_active` when the card cannot take it. */
  topUp(
    tx: Tx,
    input: { companyId: number; orderId: number; points: number; amount: number; now: Date; days: number },
  ): Promise<'PENDING' | 'not_active'>;
  history(tx: Tx, input: { companyId: number; page: number; limit: number }): Promise<{ items: ProviderTopUp[]; total: number }>;
  /** Collects what became due by `now` (at most `batch` items): the module applies it to orders and company flags. */
  poll(tx: Tx, input: { now: Date; batch: number }): Promise<ProviderEvents>;
  /** Development and tests only: a card shipped to the company at once (ISSUED), answering its serial number. */
  issueNow?(tx: Tx, input: { companyId: number; now: Date }): Promise<string>;
}

export function createCardProvider(config: { provider: 'simulator' }): CardProvider {
  switch (config.provider) {
    case 'simulator':
      return createCardSimulator();
  }
}

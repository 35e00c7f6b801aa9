// The club card simulator (CARD_PROVIDER=simulator): the provider's behaviour over the portal's own tables.
// - A card order creates an ORDERED card with a random 10-digit serial; it ships (ISSUED) after the working days.
// - Verification with the printed serial turns the company's ISSUED card ACTIVE.
// - A top-up is PENDING until its due time (CARD_TOPUP_DAYS working days), then SUCCEEDED — or REFUSED when the card
//   is no longer ACTIVE, or when it would take the card over the provider's balance ceiling.
// Every state change is one UPDATE guarded by the current state (`WHERE status = 'PENDING'`), and due rows are claimed
// with FOR UPDATE SKIP LOCKED, so two processes polling at once never settle the same top-up twice.
import { randomInt } from 'node:crypto';
import { and, count, desc, eq, inArray, lte, ne, sql, sum } from 'drizzle-orm';
import { addWorkingDays } from '@club/contract/club-card';
import type { Tx } from '../db/client.ts';
import { cardTopUpsTable, clubCardsTable } from '../modules/club-card/tables.ts';
import type { CardProvider, ProviderEvents } from './card-provider.ts';

/** The simulated provider refuses a top-up that would take a card's balance over this (złoty). */
export const simulatorBalanceCeiling = 20_000;

const newSerial = () => `${1 + randomInt(9)}${String(randomInt(1_000_000_000)).padStart(9, '0')}`;

async function insertCard(tx: Tx, values: Omit<typeof clubCardsTable.$inferInsert, 'serialNumber'>): Promise<string> {
  // A serial collision (1 in 9·10⁹) is retried with a new number.
  for (let i = 0; ; i++) {
    const serialNumber = newSerial();
    const [row] = await tx
      .insert(clubCardsTable)
      .values({ ...values, serialNumber })
      .onConflictDoNothing({ target: clubCardsTable.serialNumber })
      .returning();
    if (row) return row.serialNumber;
    if (i > 5) throw new Error('no free card serial');
  }
}

async function liveCard(tx: Tx, companyId: number) {
  const [card] = await tx
    .select()
    .from(clubCardsTable)
    .where(and(eq(clubCardsTable.companiesId, companyId), ne(clubCardsTable.status, 'BLOCKED')))
    .limit(1);
  return card ?? null;
}

export function createCardSimulator(): CardProvider {
  return {
    name: 'simulator',
    async orderCard(tx, { companyId, orderId, now, days }) {
      await insertCard(tx, { companiesId: companyId, ordersId: orderId, status: 'ORDERED', shipsAt: addWorkingDays(now, days) });
    },
    async verify(tx, { companyId, serialNumber, now }) {
      const card = await liveCard(tx, companyId);
      if (!card || card.serialNumber !== serialNumber || card.status === 'ORDERED') return 'unknown';
      if (card.status === 'ACTIVE') return 'already_active';
      const [updated] = await tx
        .update(clubCardsTable)
        .set({ status: 'ACTIVE', activatedAt: now })
        .where(and(eq(clubCardsTable.id, card.id), eq(clubCardsTable.status, 'ISSUED')))
        .returning();
      return updated ? 'activated' : 'already_active';
    },
    async account(tx, { companyId }) {
      const card = await liveCard(tx, companyId);
      if (!card) return { card: null, balance: 0, pendingPoints: 0 };
      const [totals] = await tx
        .select({
          balance: sum(sql`case when ${cardTopUpsTable.status} = 'SUCCEEDED' then ${cardTopUpsTable.amount} else 0 end`),
          pending: sum(sql`case when ${cardTopUpsTable.status} = 'PENDING' then ${cardTopUpsTable.points} else 0 end`),
        })
        .from(cardTopUpsTable)
        .where(eq(cardTopUpsTable.cardsId, card.id));
      return {
        card: { status: card.status, serialNumber: card.serialNumber, activatedAt: card.activatedAt },
        balance: Number(totals?.balance ?? 0),
        pendingPoints: Number(totals?.pending ?? 0),
      };
    },
    async topUp(tx, { companyId, orderId, points, amount, now, days }) {
      const card = await liveCard(tx, companyId);
      if (!card || card.status !== 'ACTIVE') return 'not_active';
      await tx.insert(cardTopUpsTable).values({
        companiesId: companyId,
        cardsId: card.id,
        ordersId: orderId,
        points,
        amount,
        status: 'PENDING',
        dueAt: addWorkingDays(now, days),
        createdAt: now,
      });
      return 'PENDING';
    },
    async history(tx, { companyId, page, limit }) {
      const where = eq(cardTopUpsTable.companiesId, companyId);
      const [rows, [total]] = await Promise.all([
        tx
          .select()
          .from(cardTopUpsTable)
          .where(where)
          .orderBy(desc(cardTopUpsTable.createdAt), desc(cardTopUpsTable.id))
          .limit(limit)
          .offset((page - 1) * limit),
        tx.select({ n: count() }).from(cardTopUpsTable).where(where),
      ]);
      return {
        items: rows.map((r) => ({
          uuid: r.uuid,
          points: r.points,
          amount: r.amount,
          status: r.status,
          createdAt: r.createdAt,
          dueAt: r.dueAt,
          orderId: r.ordersId,
        })),
        total: Number(total?.n ?? 0),
      };
    },
    async poll(tx, { now, batch }) {
      const events: ProviderEvents = { shipped: [], settled: [] };
      const ships = await tx
        .select()
        .from(clubCardsTable)
        .where(and(eq(clubCardsTable.status, 'ORDERED'), lte(clubCardsTable.shipsAt, now)))
        .orderBy(clubCardsTable.id)
        .limit(batch)
        .for('update', { skipLocked: true });
      for (const card of ships) {
        await tx.update(clubCardsTable).set({ status: 'ISSUED', issuedAt: now }).where(eq(clubCardsTable.id, card.id));
        events.shipped.push({ companyId: card.companiesId, orderId: card.ordersId, serialNumber: card.serialNumber });
      }
      const due = await tx
        .select()
        .from(cardTopUpsTable)
        .where(and(eq(cardTopUpsTable.status, 'PENDING'), lte(cardTopUpsTable.dueAt, now)))
        .orderBy(cardTopUpsTable.dueAt, cardTopUpsTable.id)
        .limit(batch)
        .for('update', { skipLocked: true });
      if (due.length === 0) return events;
      const cards = new Map(
        (
          await tx
            .select()
            .from(clubCardsTable)
            .where(
              inArray(
                clubCardsTable.id,
                due.map((d) => d.cardsId),
              ),
            )
        ).map((c) => [c.id, c]),
      );
      for (const topUp of due) {
        const card = cards.get(topUp.cardsId);
        const [settled] = await tx
          .select({ total: sum(cardTopUpsTable.amount) })
          .from(cardTopUpsTable)
          .where(and(eq(cardTopUpsTable.cardsId, topUp.cardsId), eq(cardTopUpsTable.status, 'SUCCEEDED')));
        const reason =
          card?.status !== 'ACTIVE'
            ? 'card_not_active'
            : Number(settled?.total ?? 0) + topUp.amount > simulatorBalanceCeiling
              ? 'balance_ceiling'
              : null;
        const status = reason ? 'REFUSED' : 'SUCCEEDED';
        await tx
          .update(cardTopUpsTable)
          .set({ status, settledAt: now, failureReason: reason })
          .where(and(eq(cardTopUpsTable.id, topUp.id), eq(cardTopUpsTable.status, 'PENDING')));
        events.settled.push({ companyId: topUp.companiesId, orderId: topUp.ordersId, status, reason });
      }
      return events;
    },
    async issueNow(tx, { companyId, now }) {
      const card = await liveCard(tx, companyId);
      if (card) {
        if (card.status === 'ORDERED')
          await tx.update(clubCardsTable).set({ status: 'ISSUED', issuedAt: now }).where(eq(clubCardsTable.id, card.id));
        return card.serialNumber;
      }
      return insertCard(tx, { companiesId: companyId, status: 'ISSUED', issuedAt: now });
    },
  };
}

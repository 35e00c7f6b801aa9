// The club card (Poland): spec working-areas §2 Club card, §3 Club card, §4 Club card status, §5 Club card, §7, §8,
// §9; DESIGN §6 Club card provider, §9 Club card.
// PATCH /v1/edenred/card/verify/{id} { card_serial_number }  → the account (ISSUED → ACTIVE)   ({id}: the company id)
// GET /v1/edenred/card/account/{id}                         → the account                    (another company's → 404)
// GET /v1/edenred/card/history?page=&limit=                 → top-ups, newest first (4 per page in the portal)
// Ordering the card and topping it up are orders (`card`, `card_topup`) through POST /v2/orders.
import { z } from 'zod';
import { pageMetaSchema } from './common.ts';
import { limits, pageSizes } from './constants.ts';

export const cardStatusValues = ['ORDERED', 'ISSUED', 'ACTIVE', 'BLOCKED'] as const;
export type CardStatus = (typeof cardStatusValues)[number];
export const topUpStatusValues = ['SUBMITTED', 'PENDING', 'SUCCEEDED', 'REFUSED', 'REJECTED'] as const;
export type TopUpStatus = (typeof topUpStatusValues)[number];

/** Problem keys a 400 lists (placing a card or top-up order, verifying a card). */
export const cardProblems = {
  /** Fewer than 10 windows scanned this calendar year. */
  notEnoughScans: 'card.notEnoughScans',
  /** A card order is pending, or the company already has a card. */
  alreadyOrdered: 'card.alreadyOrdered',
  /** The club card exists only in Poland. */
  wrongRegion: 'card.wrongRegion',
  /** A top-up needs an ACTIVE card. */
  notActive: 'card.notActive',
  /** The serial is not the company's issued card. */
  unknownSerial: 'card.unknownSerial',
  /** The card is already active. */
  alreadyActive: 'card.alreadyActive',
  serialFormat: 'card.serialFormat',
} as const;

export const cardIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const verifyCardBodySchema = z.object({
  card_serial_number: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${limits.cardSerialDigits}}$`), cardProblems.serialFormat),
});
export type VerifyCardBody = z.infer<typeof verifyCardBodySchema>;

/** The card account (§3 Club card: `currentCard.status`); `number` masked but the last 4 digits. */
export const cardAccountSchema = z.object({
  currentCard: z
    .object({
      status: z.string(),
      number: z.string(),
      activated_at: z.string().nullable(),
    })
    .nullable(),
  /** What the succeeded top-ups put on the card, in złoty. */
  balance: z.object({ local: z.number().int(), currency: z.string() }),
  /** Points of top-ups still pending. */
  pending_points: z.number().int(),
});
export type CardAccount = z.infer<typeof cardAccountSchema>;

export const topUpHistoryQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(pageSizes.cardHistory),
});
export type TopUpHistoryQuery = z.infer<typeof topUpHistoryQuerySchema>;

export const topUpSchema = z.object({
  uuid: z.uuid(),
  amount: z.object({ points: z.number().int(), local: z.number().int() }),
  dateTime: z.string(),
  status: z.enum(topUpStatusValues),
  /** The working day by which a pending top-up arrives (YYYY-MM-DD). */
  due_on: z.string(),
  order_uuid: z.uuid().nullable(),
});
export type TopUp = z.infer<typeof topUpSchema>;
export const topUpHistorySchema = z.object({ data: z.array(topUpSchema), meta: pageMetaSchema });
export type TopUpHistory = z.infer<typeof topUpHistorySchema>;

export { pointsToLocal } from './constants.ts';

/** Easter Sunday (anonymous Gregorian algorithm), UTC. */
function easter(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(Date.UTC(year, month - 1, day));
}

const day = 86_400_000;
/** Polish public holidays of a year as YYYY-MM-DD (the card provider works on Polish working days). */
export function polishHolidays(year: number): Set<string> {
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  const fixed = ['01-01', '01-06', '05-01', '05-03', '08-15', '11-01', '11-11', '12-25', '12-26'];
  if (year >= 2025) fixed.push('12-24');
  const e = easter(year).getTime();
  return new Set([
    ...fixed.map((md) => `${year}-${md}`),
    iso(new Date(e + day)), // Easter Monday
    iso(new Date(e + 49 * day)), // Pentecost (a Sunday, listed for completeness)
    iso(new Date(e + 60 * day)), // Corpus Christi
  ]);
}

export function isWorkingDay(date: Date): boolean {
  const weekday = date.getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !polishHolidays(date.getUTCFullYear()).has(date.toISOString().slice(0, 10));
}

/** The moment `days` working days after `from` (same time of day; weekends and Polish holidays skipped). */
export function addWorkingDays(from: Date, days: number): Date {
  let at = new Date(from.getTime());
  let left = days;
  while (left > 0) {
    at = new Date(at.getTime() + day);
    if (isWorkingDay(at)) left -= 1;
  }
  return at;
}

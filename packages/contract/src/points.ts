// The points ledger's shapes: company points summary and the points history (spec working areas §3, access §3).
import { z } from 'zod';
import { pageQuerySchema, pagedSchema, uuidSchema } from './common.ts';
import { pageSizes, pointVariations } from './constants.ts';

/** What a credit is for. Every point a company earns arrives through one of these. */
export const pointCreditKinds = ['welcome', 'project', 'tier_bonus', 'behaviour', 'refund', 'adjustment'] as const;
export type PointCreditKind = (typeof pointCreditKinds)[number];

/** Every kind of ledger entry: the credits plus the movements of a reservation and expiry. */
export const pointEntryKinds = [...pointCreditKinds, 'reservation', 'capture', 'release', 'expiry'] as const;
export type PointEntryKind = (typeof pointEntryKinds)[number];

export const pointVariationSchema = z.enum(pointVariations);

/** GET /v1/company/points/{uuid}. Zeros where the feature (projects, scans) does not exist yet. */
export const companyPointsSummarySchema = z.object({
  company_points: z.number().int(),
  points: z.object({
    completed: z.number().int(),
    in_prog: z.number().int(),
    lost: z.number().int(),
    to_expire: z.number().int(),
  }),
  projects: z.object({ completed: z.number().int(), in_prog: z.number().int(), lost: z.number().int() }),
  scans: z.object({ current_year: z.number().int(), completed: z.number().int() }),
});
export type CompanyPointsSummary = z.infer<typeof companyPointsSummarySchema>;

export const pointsHistoryItemSchema = z.object({
  uuid: uuidSchema,
  /** What happened, in the caller's language (e.g. "Welcome points", "Order reservation"). */
  event: z.string(),
  variation: pointVariationSchema,
  /** Always ≥ 0; `variation` says which way the points went. */
  points: z.number().int().nonnegative(),
  created_at: z.string(),
  options: z.object({
    order: z.object({ order_number: z.string() }).nullable(),
    project: z.object({ uuid: uuidSchema, id: z.number().int() }).nullable(),
  }),
});
export type PointsHistoryItem = z.infer<typeof pointsHistoryItemSchema>;

export const pointsHistoryQuerySchema = pageQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(100).default(pageSizes.pointsHistory),
});
export type PointsHistoryQuery = z.infer<typeof pointsHistoryQuerySchema>;

export const pointsHistorySchema = pagedSchema(pointsHistoryItemSchema);
export type PointsHistory = z.infer<typeof pointsHistorySchema>;

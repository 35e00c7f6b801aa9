// Tiers (spec working areas §3, §7; DESIGN §6, §9): yearly brackets of scanned units with a bonus per unit.
// GET /v2/tiers?region_id=                      { data: Tier[] } — the region's tier definitions (decor roles: none)
// GET /v2/tiers/history?installer_company_id=   { data: TierHistoryItem[] } — the caller's own company only, newest year first
import { z } from 'zod';
import { idSchema } from './common.ts';
import { tierBracketSchema } from './config.ts';

export { tierBracketSchema };
export type TierBracket = z.infer<typeof tierBracketSchema>;

/** Tier (spec §3): `reset_at` is the next 1 January 00:00 UTC, when every company's count starts again. */
export const tierDefinitionSchema = z.object({
  id: z.number().int(),
  tier_category: z.number().int(),
  brackets: z.array(tierBracketSchema),
  reset_at: z.iso.datetime(),
});
export type TierDefinition = z.infer<typeof tierDefinitionSchema>;

export const tiersQuerySchema = z.object({ region_id: idSchema });
export type TiersQuery = z.infer<typeof tiersQuerySchema>;
export const tierListSchema = z.object({ data: z.array(tierDefinitionSchema) });
export type TierList = z.infer<typeof tierListSchema>;

/**
 * Tier history item (spec §3), one per calendar year the company scanned in. `progress` is the number of units with
 * flag 1 on projects closed in that year; `tier_bracket` the bracket that number reaches; `next_bracket_points` the
 * bonus per unit of the next bracket (null at the top), and `next_bracket_from` the count where it starts.
 */
export const tierHistoryItemSchema = z.object({
  id: z.number().int(),
  year: z.number().int(),
  tier_definition: z.object({ id: z.number().int(), tier_category: z.number().int() }),
  tier_bracket: z.object({ level: z.number().int(), from: z.number().int(), to: z.number().int(), points: z.number().int() }),
  progress: z.number().int(),
  next_bracket_points: z.number().int().nullable(),
  next_bracket_from: z.number().int().nullable(),
});
export type TierHistoryItem = z.infer<typeof tierHistoryItemSchema>;

export const tierHistoryQuerySchema = z.object({ installer_company_id: idSchema });
export type TierHistoryQuery = z.infer<typeof tierHistoryQuerySchema>;
export const tierHistorySchema = z.object({ data: z.array(tierHistoryItemSchema) });
export type TierHistory = z.infer<typeof tierHistorySchema>;

// Zod-free helpers live apart, so pages that only draw brackets load no zod (issue 10's first-load budgets).
export { bracketFor, bracketWidth } from './tier-brackets.ts';

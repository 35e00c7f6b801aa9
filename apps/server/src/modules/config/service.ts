// The config module's public surface: the reference data (regions, languages, regional settings, behaviours, base
// points, tiers) that other modules read. It owns modules/reference/tables.ts; nobody else queries those tables.
import { pointsExpiryYears } from '@club/contract/constants';
import type { Tx } from '../../db/client.ts';
import { expiryYearsFlag } from './queries.ts';

export {
  regionalSettings,
  regionConfig,
  welcomePoints,
  regionBasePoints,
  regionBehaviours,
  regionBehavioursSql,
  regionTierBracketsSql,
  regionTiers,
} from './queries.ts';

/** Years after the year of earning at whose end points expire in the region (`flags.points_expiry_years`). */
export async function pointsExpiryYearsOf(db: Tx, regionId: number): Promise<number> {
  const years = await expiryYearsFlag(db, regionId);
  return years !== null && Number.isInteger(years) && years >= 0 ? years : pointsExpiryYears;
}

// The staff console's edits of regional settings (staff.ts).
export { lockTier, regionBehaviourUuids, setTierBrackets, updateBehaviourPoints, updateRegionFlags, type TierBracketRow } from './staff.ts';
export { invalidatePublicConfig } from './public-cache.ts';

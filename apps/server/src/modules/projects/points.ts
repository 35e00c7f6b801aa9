// The one function that says what a project earns (DESIGN §9). The project detail's preview (available_points,
// max_points), the list and the crediting on survey submission all call it, so what the installer is promised and what
// the ledger credits never disagree. Pure: every input is passed in, nothing is read here.
import { bracketFor } from '@club/contract/tiers';
import { scanFlag } from '@club/contract/constants';

export interface PointsUnit {
  key: string;
  flag: number;
  /** The region's base points for the unit's group, fixed when it was scanned (0 for an unknown serial). */
  base: number;
}
export interface PointsBracket {
  level: number;
  from: number;
  to: number;
  points: number;
}
export interface PointsBehaviour {
  slug: string;
  name: string;
  points: number;
}

export interface ProjectPointsInput {
  /** The project's scans in the order they were made. */
  units: PointsUnit[];
  /** The region's tier brackets; null when tiers do not apply (decor companies). */
  brackets: PointsBracket[] | null;
  /** Units the company already counts in this calendar year (before this project). */
  unitsThisYear: number;
  /** Behaviour bonuses the company has not earned yet that submitting the survey earns. */
  surveyBehaviours: PointsBehaviour[];
  /** Behaviour bonuses the company has not earned yet that closing the project earns. */
  closeBehaviours: PointsBehaviour[];
  /** Whether the survey is already submitted (its bonuses are then behind it). */
  surveyDone: boolean;
}

export interface UnitPoints {
  key: string;
  base: number;
  tierBonus: number;
  /** What the unit earns now: base + tier bonus with flag 1, else 0. */
  points: number;
  /** What it would earn accepted: flag 1 or 2; rejected units 0. */
  maxPoints: number;
}

export interface ProjectPoints {
  units: UnitPoints[];
  /** Parts of `available`. */
  base: number;
  tierBonus: number;
  behaviourBonus: number;
  behaviours: PointsBehaviour[];
  /** Base + tier bonus of flag 2 units (part of `max` only). */
  inReview: number;
  /** Whether submitting the survey now would close the project (no unit in review). */
  closes: boolean;
  /** What submitting the survey now credits (open), or closing it now would credit (in review). */
  available: number;
  /** Everything accepted and every bonus earned. */
  max: number;
}

const sum = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0);

export function projectPoints(input: ProjectPointsInput): ProjectPoints {
  const closes = !input.units.some((u) => u.flag === scanFlag.inReview);
  // Tier bonus per unit by its running number in the year: earning units first, then the ones staff may accept.
  let ordinal = input.unitsThisYear;
  const tierFor = () => {
    ordinal += 1;
    return input.brackets ? (bracketFor(input.brackets, ordinal)?.points ?? 0) : 0;
  };
  const parts = new Map<string, { base: number; tier: number }>();
  for (const flag of [scanFlag.ok, scanFlag.inReview])
    for (const u of input.units) if (u.flag === flag && u.base > 0) parts.set(u.key, { base: u.base, tier: tierFor() });

  const units: UnitPoints[] = input.units.map((u) => {
    const p = parts.get(u.key) ?? { base: 0, tier: 0 };
    const total = p.base + p.tier;
    return {
      key: u.key,
      base: p.base,
      tierBonus: p.tier,
      points: u.flag === scanFlag.ok ? total : 0,
      maxPoints: u.flag === scanFlag.ok || u.flag === scanFlag.inReview ? total : 0,
    };
  });
  const earning = input.units.map((u, i) => ({ u, p: units[i] })).filter((x) => x.u.flag === scanFlag.ok);
  const reviewing = input.units.map((u, i) => ({ u, p: units[i] })).filter((x) => x.u.flag === scanFlag.inReview);
  const unitBase = sum(earning.map((x) => x.p?.base ?? 0));
  const unitTier = sum(earning.map((x) => x.p?.tierBonus ?? 0));
  const inReview = sum(reviewing.map((x) => x.p?.maxPoints ?? 0));

  const surveyBonuses = input.surveyDone ? [] : input.surveyBehaviours;
  // The survey needs at least one scan, so a project without scans earns nothing now.
  const submittable = input.surveyDone || input.units.length > 0;
  // Open: the survey's bonuses always; units and closing bonuses only if it closes. In review: closing it now.
  const unitsCount = submittable && (input.surveyDone || closes);
  const behaviours = submittable ? [...surveyBonuses, ...(unitsCount ? input.closeBehaviours : [])] : [];
  const behaviourBonus = sum(behaviours.map((b) => b.points));
  const base = unitsCount ? unitBase : 0;
  const tierBonus = unitsCount ? unitTier : 0;
  const available = base + tierBonus + behaviourBonus;
  const max = unitBase + unitTier + inReview + sum([...surveyBonuses, ...input.closeBehaviours].map((b) => b.points));
  return { units, base, tierBonus, behaviourBonus, behaviours, inReview, closes, available, max };
}

// The reference data the club starts with: regional settings, behaviours, base points and tiers per region.
// Staff will edit these from the console later; until then these are the values (see docs/decisions/0003).
import type { FieldState, Footer, RegionalSettings, Survey } from '@club/contract/config';
import { regions, type RegionCode } from '@club/contract/regions';
import { limits } from '@club/contract/constants';
import { translated } from '../../lib/i18n.ts';

const companyTypes = [
  { id: 1, key: 'roofing', disclaimer: 'required', declaration: 'hidden' },
  { id: 2, key: 'windows', disclaimer: 'hidden', declaration: 'required' },
  { id: 3, key: 'builder', disclaimer: 'required', declaration: 'required' },
  { id: 4, key: 'sole', disclaimer: 'hidden', declaration: 'hidden' },
] as const;

/** Which company fields each region asks for. */
const fieldStates: Record<RegionCode, { companyId: FieldState; vat: FieldState; companyType: FieldState }> = {
  PL: { companyId: 'required', vat: 'optional', companyType: 'required' },
  CZ: { companyId: 'required', vat: 'optional', companyType: 'required' },
  SK: { companyId: 'required', vat: 'optional', companyType: 'required' },
  HU: { companyId: 'required', vat: 'required', companyType: 'optional' },
  RO: { companyId: 'required', vat: 'optional', companyType: 'hidden' },
  SI: { companyId: 'required', vat: 'optional', companyType: 'hidden' },
  HR: { companyId: 'required', vat: 'hidden', companyType: 'hidden' },
  BG: { companyId: 'required', vat: 'optional', companyType: 'hidden' },
  RS: { companyId: 'optional', vat: 'hidden', companyType: 'hidden' },
  BA: { companyId: 'optional', vat: 'hidden', companyType: 'hidden' },
  EE: { companyId: 'optional', vat: 'optional', companyType: 'hidden' },
  LT: { companyId: 'optional', vat: 'optional', companyType: 'hidden' },
  LV: { companyId: 'optional', vat: 'optional', companyType: 'hidden' },
  UA: { companyId: 'optional', vat: 'hidden', companyType: 'hidden' },
  MD: { companyId: 'optional', vat: 'hidden', companyType: 'hidden' },
  ME: { companyId: 'optional', vat: 'hidden', companyType: 'hidden' },
};

function answers(prefix: string, keys: readonly string[]) {
  return keys.map((k, i) => ({ id: i + 1, label: translated(`${prefix}.${k}`) }));
}

const standardSurvey: Survey = {
  questions: [
    { id: 1, type: 'number', required: true, label: translated('survey.standard.q1'), answers: [] },
    {
      id: 2,
      type: 'multi',
      required: true,
      max_select: limits.surveyMultiSelectMax,
      label: translated('survey.standard.q2'),
      answers: answers('survey.standard.q2', ['roofing', 'windows', 'carpentry', 'renovation', 'newBuilds']),
    },
    {
      id: 3,
      type: 'single',
      required: true,
      label: translated('survey.standard.q3'),
      answers: answers('survey.standard.q3', ['wholesaler', 'merchant', 'online', 'direct']),
    },
  ],
};

const decorSurvey: Survey = {
  questions: [
    { id: 11, type: 'number', required: true, label: translated('survey.decor.q1'), answers: [] },
    {
      id: 12,
      type: 'multi',
      required: true,
      max_select: limits.surveyMultiSelectMax,
      label: translated('survey.decor.q2'),
      answers: answers('survey.decor.q2', ['blinds', 'awnings', 'shutters', 'screens', 'curtains']),
    },
    {
      id: 13,
      type: 'single',
      required: true,
      label: translated('survey.decor.q3'),
      answers: answers('survey.decor.q3', ['private', 'developers', 'both']),
    },
  ],
};

/** The club office of each country: the maker's local sales office (its capital). */
const officeCity: Record<RegionCode, string> = {
  PL: '00-001 Warszawa',
  CZ: '110 00 Praha 1',
  SK: '811 01 Bratislava',
  HU: '1051 Budapest',
  RO: '010011 București',
  SI: '1000 Ljubljana',
  HR: '10000 Zagreb',
  BG: '1000 София',
  RS: '11000 Beograd',
  BA: '71000 Sarajevo',
  EE: '10111 Tallinn',
  LT: '01100 Vilnius',
  LV: 'LV-1050 Rīga',
  UA: '01001 Київ',
  MD: 'MD-2001 Chișinău',
  ME: '81000 Podgorica',
};

function footer(code: RegionCode, decor: boolean): Footer {
  const base = `https://club.example.com/${code.toLowerCase()}`;
  const region = regions.find((r) => r.code === code);
  return {
    links: [
      { label: translated('footer.terms'), url: `${base}/${decor ? 'decor-terms' : 'terms'}` },
      { label: translated('footer.privacy'), url: `${base}/privacy` },
      { label: translated('footer.cookies'), url: `${base}/cookies` },
      { label: translated('footer.contact'), url: `${base}/contact` },
    ],
    address: [decor ? 'Installer Club Decor' : 'Installer Club', officeCity[code], region?.name ?? code],
    social: [
      { network: 'facebook', url: `https://www.facebook.com/installerclub.${code.toLowerCase()}` },
      { network: 'youtube', url: `https://www.youtube.com/@installerclub-${code.toLowerCase()}` },
      ...(decor ? [] : ([{ network: 'instagram', url: `https://www.instagram.com/installerclub.${code.toLowerCase()}` }] as const)),
    ],
    whistleblower_url: `${base}/whistleblowing`,
    support_email: `club-${code.toLowerCase()}@example.com`,
    support_phone: `${region?.callingCode ?? ''} 800 100 200`,
  };
}

export function regionalSettingsFor(code: RegionCode): Omit<RegionalSettings, 'region_id'> {
  const states = fieldStates[code];
  return {
    company_types: companyTypes.map((c) => ({
      id: c.id,
      name_translated: translated(`companyType.${c.key}.name`),
      disclaimer_state: c.disclaimer,
      declaration_state: c.declaration,
      disclaimer_translated: translated('companyType.disclaimer'),
      declaration_translated: translated('companyType.declaration'),
    })),
    company_type_state: states.companyType,
    vat_field: states.vat,
    company_id_field: states.companyId,
    flags: { club_card: code === 'PL', team_limit: code === 'PL', marketing_shop: true, points_expiry_years: 1 },
    surveys: { standard: standardSurvey, decor: decorSurvey },
    terms_url: {
      standard: `https://club.example.com/${code.toLowerCase()}/terms`,
      decor: `https://club.example.com/${code.toLowerCase()}/decor-terms`,
    },
    footer: { standard: footer(code, false), decor: footer(code, true) },
  };
}

/** Welcome points per region slug (spec: per slug; default 20). */
export const welcomePoints: Partial<Record<RegionCode, number>> = { PL: 50, CZ: 30, SK: 30, HU: 25 };

/**
 * Yearly tier brackets per region: units with flag 1 on projects closed in the year → bonus points per unit. Thresholds
 * follow the size of the market, so reaching a level takes a comparable share of a busy installer's year (decision 0031).
 */
const bracketSets = {
  large: [100, 300, 600],
  medium: [50, 150, 300],
  small: [30, 100, 200],
} as const;
const bracketSetOf: Partial<Record<RegionCode, keyof typeof bracketSets>> = {
  PL: 'large',
  CZ: 'medium',
  SK: 'medium',
  HU: 'medium',
  RO: 'medium',
  UA: 'medium',
};

export function tierBracketsFor(code: RegionCode): { level: number; from: number; to: number; points: number }[] {
  const [two, three, four] = bracketSets[bracketSetOf[code] ?? 'small'];
  return [
    { level: 1, from: 0, to: two - 1, points: 0 },
    { level: 2, from: two, to: three - 1, points: 1 },
    { level: 3, from: three, to: four - 1, points: 2 },
    { level: 4, from: four, to: 999_999, points: 3 },
  ];
}

/** Behaviour bonuses every region starts with, each earned once per company (decision 0032; staff-editable later). */
export const behaviourBonuses = [
  { slug: 'first-project', key: 'firstProject', icon: 'flag', points: 50 },
  { slug: 'project-survey', key: 'projectSurvey', icon: 'clipboard', points: 10 },
  { slug: 'email-verified', key: 'emailVerified', icon: 'mail', points: 10 },
  { slug: 'profile-complete', key: 'profileComplete', icon: 'user', points: 10 },
] as const;

// Contract-shaped test data shared by the web tests: regional settings, the public configuration, the own user.
import { toPublicRegion, type PublicConfig, type RegionalSettings } from '@club/contract/config';
import { languages, regions } from '@club/contract/regions';
import type { SelfUser } from '@club/contract/company';
import type { Content } from '@club/contract/content';
import type { StubHandler } from './stub-fetch';

const t = (en: string) => ({ en });

export function settingsFixture(overrides: Partial<RegionalSettings> = {}): RegionalSettings {
  const footer = { links: [], address: [], social: [], whistleblower_url: '', support_email: '', support_phone: '' };
  return {
    region_id: 1,
    company_types: [
      {
        id: 1,
        name_translated: t('Roofing'),
        disclaimer_state: 'required',
        declaration_state: 'hidden',
        disclaimer_translated: t('D'),
        declaration_translated: t('X'),
      },
      {
        id: 2,
        name_translated: t('Windows'),
        disclaimer_state: 'hidden',
        declaration_state: 'required',
        disclaimer_translated: t('D'),
        declaration_translated: t('X'),
      },
      {
        id: 3,
        name_translated: t('Builder'),
        disclaimer_state: 'optional',
        declaration_state: 'required',
        disclaimer_translated: t('D'),
        declaration_translated: t('X'),
      },
      {
        id: 4,
        name_translated: t('Sole'),
        disclaimer_state: 'hidden',
        declaration_state: 'hidden',
        disclaimer_translated: t('D'),
        declaration_translated: t('X'),
      },
    ],
    company_type_state: 'required',
    vat_field: 'optional',
    company_id_field: 'required',
    flags: { club_card: true, team_limit: true, marketing_shop: true, points_expiry_years: 1 },
    surveys: {
      standard: { questions: [{ id: 1, type: 'number', required: true, label: t('How many?'), answers: [] }] },
      decor: { questions: [{ id: 11, type: 'number', required: true, label: t('How many decor?'), answers: [] }] },
    },
    terms_url: { standard: 'https://example.com/terms', decor: 'https://example.com/decor-terms' },
    footer: { standard: footer, decor: footer },
    ...overrides,
  };
}

/** The public configuration; `welcomePoints` per region code (20 where not given). */
export function publicConfigFixture(
  settings: RegionalSettings[] = [settingsFixture()],
  welcomePoints: Partial<Record<string, number>> = {},
): PublicConfig {
  return {
    regions: regions.map((r) => toPublicRegion(r, welcomePoints[r.code] ?? 20)),
    languages: languages.map((l) => ({ id: l.id, code: l.code, name: l.name })),
    regional_settings: settings,
    environment: 'test',
    demo: false,
  };
}

export function selfUserFixture(overrides: Partial<Omit<SelfUser, 'company'>> & { company?: Partial<SelfUser['company']> } = {}): SelfUser {
  const { company, ...rest } = overrides;
  return {
    uuid: '00000000-0000-4000-8000-000000000011',
    id: 11,
    name: 'Anna',
    surname: 'Wiśniewska',
    email: 'anna@example.pl',
    phone: '+48501222333',
    role: { id: 3 },
    region: { id: 1, code: 'PL' },
    language: 'en',
    languages_id: 1,
    // A member who has signed in before (home says "Welcome back"); a first visit leaves firstTime unset.
    options: { firstTime: false },
    email_consent: false,
    phone_consent: false,
    is_decor_installer: false,
    verified_email_at: null,
    pending_email: null,
    active: 1,
    avatar: null,
    created_at: '2023-01-01T00:00:00.000Z',
    ...rest,
    company: {
      uuid: '00000000-0000-4000-8000-000000000021',
      id: 21,
      name: 'Okna Wiśniewski',
      registration_number: null,
      registration_number_2: null,
      company_type: null,
      disclaimer_accepted: false,
      declaration_accepted: false,
      address: 'ul. Długa 5',
      postal_code: '80-827',
      city: 'Gdańsk',
      regions_id: 1,
      is_decor: false,
      has_edenred_card: 0,
      pending_edenred_card: false,
      edenred_card: null,
      is_recommended: false,
      survey: null,
      options: {},
      ...company,
    },
  };
}

/** The header's points summary: a balance and nothing else yet. */
export const pointsSummaryRoute = (points: number): Record<string, StubHandler> => ({
  'GET /v1/company/points/:uuid': () => ({
    body: {
      company_points: points,
      points: { completed: 0, in_prog: 0, lost: 0, to_expire: 0 },
      projects: { completed: 0, in_prog: 0, lost: 0 },
      scans: { current_year: 0, completed: 0 },
    },
  }),
});

/**
 * What the signed-in frame reads on every page: the public configuration, the own user, an empty bell and — when a
 * balance is given — the header's points summary.
 */
export function frameRoutes(points?: number): Record<string, StubHandler> {
  return {
    'GET /v1/config/public': () => ({ body: publicConfigFixture() }),
    'GET /v1/company/user/self': () => ({ body: selfUserFixture() }),
    'GET /v1/notifications': () => ({ body: { data: [], meta: { current_page: 1, last_page: 1, per_page: 5, total: 0 }, unread: 0 } }),
    ...(points === undefined ? {} : pointsSummaryRoute(points)),
  };
}

/** Stores a session token that is valid for `minutes` more. */
export function signIn(minutes = 50) {
  window.localStorage.setItem(
    'token',
    JSON.stringify({ token: 't', refresh_token: 'r', expiresAt: new Date(Date.now() + minutes * 60_000).toISOString() }),
  );
}

/** One content item (news by default) with a picture in two sizes; `n` makes its uuid and pictures distinct. */
export function contentFixture(
  n: number,
  overrides: Partial<Omit<Content, 'content'>> & { content?: Partial<Content['content']> } = {},
): Content {
  const { content, ...rest } = overrides;
  const id = `3f0b6c1e-2a4d-4c8e-9b1a-${String(n).padStart(12, '0')}`;
  return {
    uuid: id,
    type: 'news',
    content: { title: `Item ${n}`, excerpt: `About item ${n}.`, text: [], youtube: null, link: null, ...content },
    media: {
      uuid: id,
      s: `/media/content/c${n}-s.jpg`,
      m: `/media/content/c${n}-m.jpg`,
      l: `/media/content/c${n}-l.jpg`,
      width: 1600,
      height: 900,
      alt: '',
    },
    other_images: [],
    sticky: false,
    target_role: null,
    published_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    ...rest,
  };
}

// Registration test data on top of the shared fixtures (test/fixtures.ts, test/stub-fetch.ts): regions with
// different settings, the surveys, the server's answers to the registration's calls, and a complete set of answers.
import type { FieldState, RegionalSettings, Survey } from '@club/contract/config';
import type { AddressSuggestion } from '@club/contract/maps';
import type { RegisterBodyInput } from '@club/contract/registration';
import { publicConfigFixture, settingsFixture } from '../../../test/fixtures';
import { stubFetch, type StubRequest } from '../../../test/stub-fetch';
import type { FormValues } from '../utils/form';

const t = (en: string) => ({ en, pl: `${en} (pl)` });

export const standardSurvey: Survey = {
  questions: [
    { id: 1, type: 'number', required: true, label: t('How many roof windows a year?'), answers: [] },
    {
      id: 2,
      type: 'multi',
      required: true,
      max_select: 3,
      label: t('What work do you do?'),
      answers: ['Roofing', 'Windows', 'Carpentry', 'Renovation'].map((l, i) => ({ id: i + 1, label: t(l) })),
    },
    {
      id: 3,
      type: 'single',
      required: true,
      label: t('Where do you buy?'),
      answers: ['Wholesaler', 'Online'].map((l, i) => ({ id: i + 1, label: t(l) })),
    },
  ],
};
export const decorSurvey: Survey = {
  questions: [{ id: 11, type: 'number', required: true, label: t('How many blinds a month?'), answers: [] }],
};

export function settings(regionId: number, states: { companyId: FieldState; vat: FieldState; companyType: FieldState }): RegionalSettings {
  return settingsFixture({
    region_id: regionId,
    company_types: [
      {
        id: 1,
        name_translated: t('Roofing company'),
        disclaimer_state: 'required',
        declaration_state: 'hidden',
        disclaimer_translated: t('Roofing disclaimer text.'),
        declaration_translated: t('Declaration text.'),
      },
      {
        id: 2,
        name_translated: t('Window company'),
        disclaimer_state: 'hidden',
        declaration_state: 'required',
        disclaimer_translated: t('Disclaimer text.'),
        declaration_translated: t('Window declaration text.'),
      },
      {
        id: 4,
        name_translated: t('Sole trader'),
        disclaimer_state: 'hidden',
        declaration_state: 'hidden',
        disclaimer_translated: t('x'),
        declaration_translated: t('x'),
      },
    ],
    company_type_state: states.companyType,
    vat_field: states.vat,
    company_id_field: states.companyId,
    flags: { club_card: false, team_limit: false, marketing_shop: true, points_expiry_years: 1 },
    surveys: { standard: standardSurvey, decor: decorSurvey },
    terms_url: { standard: `https://terms.example/${regionId}/standard`, decor: `https://terms.example/${regionId}/decor` },
  });
}

/** PL asks for everything; HR hides the VAT number and the company type; EE makes both numbers optional. */
export const publicConfig = publicConfigFixture(
  [
    settings(1, { companyId: 'required', vat: 'optional', companyType: 'required' }),
    settings(7, { companyId: 'required', vat: 'hidden', companyType: 'hidden' }),
    settings(11, { companyId: 'optional', vat: 'optional', companyType: 'hidden' }),
  ],
  { PL: 50 },
);

export interface ServerStub {
  takenEmails?: string[];
  suggestions?: AddressSuggestion[];
  register?: (body: RegisterBodyInput) => { status: number; body: unknown };
}

/** The registration's calls answered like the server (on the shared fetch stub); returns the calls made. */
export function stubServer(stub: ServerStub = {}): StubRequest[] {
  return stubFetch({
    'GET /v1/config/public': () => ({ body: publicConfig }),
    'GET /v2/company/validate': ({ query }) => {
      const email = query.get('email');
      if (email && (stub.takenEmails ?? []).includes(email))
        return { body: { unique: false, message: 'The email has already been taken.' } };
      return { body: { unique: true } };
    },
    'GET /v1/address/autocomplete': () => ({ body: { data: stub.suggestions ?? [] } }),
    'POST /v2/company/register': ({ body }) =>
      stub.register?.(body as RegisterBodyInput) ?? {
        status: 201,
        body: { company_uuid: crypto.randomUUID(), user_uuid: crypto.randomUUID(), welcome_points: 50 },
      },
  }).calls;
}

/** A complete set of answers for Poland, as the draft stores them. */
export function polishAnswers(): FormValues {
  return {
    company: {
      regions_id: 1,
      name: 'Dachy Kowalski',
      registration_number: '5213456784',
      registration_number_2: '',
      company_type: 1,
      disclaimer_accepted: true,
      declaration_accepted: false,
      street: 'ul. Długa',
      house_number: '12',
      postal_code: '00-001',
      city: 'Warszawa',
    },
    installer: {
      name: 'Jan',
      surname: 'Kowalski',
      email: 'jan@example.com',
      phone: '501234567',
      email_consent: true,
      phone_consent: false,
    },
    survey: { q1: { answer_ids: [], value: '40' }, q2: { answer_ids: [1, 2], value: '' }, q3: { answer_ids: [1], value: '' } },
    terms_accepted: false,
  };
}

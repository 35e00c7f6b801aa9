// Test request bodies: a registration body that is valid for its region, to be spoiled one field at a time.
import type { RegisterBodyInput } from '@club/contract/registration';

export interface BodyOverrides {
  company?: Partial<RegisterBodyInput['company']>;
  installer?: Partial<RegisterBodyInput['installer']>;
  decor?: boolean;
  terms_accepted?: boolean;
  invite?: string | null;
}

/** A mobile number of the region (those used in tests), distinct for each `n`. */
export function phoneFor(regionId: number, n: number): string {
  const six = String(n % 1_000_000).padStart(6, '0');
  const prefixes: Record<number, string> = { 1: '+48 600', 2: '+420 601', 4: '+36 30 1', 9: '+381 64 1' };
  return `${prefixes[regionId] ?? '+48 600'} ${six}`;
}

const weighted = (digits: string, weights: number[]) => weights.reduce((sum, w, i) => sum + w * Number(digits[i]), 0);

/** A company registration number in the region's format (NIP, IČO, adószám), distinct for each `n`. */
export function registrationNumberFor(regionId: number, n: number): string {
  const pad = (width: number) => String(n).padStart(width, '0');
  switch (regionId) {
    case 1: {
      for (const lead of ['52', '53', '54']) {
        const base = `${lead}${pad(7)}`;
        const check = weighted(base, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11;
        if (check !== 10) return `${base}${check}`;
      }
      throw new Error('no NIP');
    }
    case 2: {
      const base = `2${pad(6)}`;
      return `${base}${(11 - (weighted(base, [8, 7, 6, 5, 4, 3, 2]) % 11)) % 10}`;
    }
    case 3:
      return `3${pad(7)}`;
    case 4: {
      const base = `1${pad(6)}`;
      return `${base}${(10 - (weighted(base, [9, 7, 3, 1, 9, 7, 3]) % 10)) % 10}-2-42`;
    }
    default:
      return `52134567${pad(2)}`;
  }
}

let seq = 0;

/** A body that passes every rule of its region (PL by default); `n` makes email/phone/numbers distinct. */
export function validBody(regionId = 1, o: BodyOverrides = {}, n = seq++): RegisterBodyInput {
  const decor = o.decor ?? false;
  const survey = decor
    ? [
        { question_id: 11, value: 12 },
        { question_id: 12, answer_ids: [1, 3] },
        { question_id: 13, answer_ids: [2] },
      ]
    : [
        { question_id: 1, value: 120 },
        { question_id: 2, answer_ids: [1, 2] },
        { question_id: 3, answer_ids: [1] },
      ];
  return {
    company: {
      name: `Dachy Test ${n}`,
      registration_number: registrationNumberFor(regionId, n),
      registration_number_2: null,
      company_type: 4,
      disclaimer_accepted: false,
      declaration_accepted: false,
      street: 'ul. Marszałkowska',
      house_number: '10',
      postal_code: '00-590',
      city: 'Warszawa',
      regions_id: regionId,
      survey,
      ...o.company,
    },
    installer: {
      name: 'Jan',
      surname: 'Kowalski',
      email: `jan.test${n}@example.pl`,
      phone: phoneFor(regionId, n),
      email_consent: true,
      phone_consent: false,
      languages_id: null,
      options: {},
      ...o.installer,
    },
    invite: o.invite ?? null,
    decor,
    terms_accepted: o.terms_accepted ?? true,
  };
}

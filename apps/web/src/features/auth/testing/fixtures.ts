// Test data for the login track: regional settings and login answers shaped like the contract.
import type { LoginResponse } from '@club/contract/auth';
import type { TrackAnswer } from '../utils/login-track';

/** A login answer for an owner who has done everything: no extra steps. */
export function answerFixture(
  overrides: Partial<Omit<TrackAnswer, 'company'>> & { company?: Partial<TrackAnswer['company']> } = {},
): TrackAnswer {
  const { company, ...rest } = overrides;
  return {
    role: 3,
    has_survey: true,
    email_consent: true,
    phone_consent: true,
    options: { consentSeen: true, hasAgreedToTerms: false },
    region: { id: 1, code: 'PL' },
    created_at: '2023-01-01T00:00:00Z',
    ...rest,
    company: {
      registration_number_missing: false,
      registration_number_2_missing: false,
      company_type_missing: false,
      registration_number_required: true,
      registration_number_2_required: false,
      company_type_required: true,
      registration_number_seen: true,
      company_type_seen: true,
      company_type: 4,
      disclaimer_accepted: false,
      declaration_accepted: false,
      ...company,
    },
  };
}

/** A whole login answer (the server's shape) around `answerFixture`. */
export function loginResponseFixture(overrides: Parameters<typeof answerFixture>[0] = {}): LoginResponse {
  return { user_id: 11, company_id: 21, is_decor: false, steps: [], channel: 'email', resend_after: 60, ...answerFixture(overrides) };
}

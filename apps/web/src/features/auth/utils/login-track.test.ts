import { describe, expect, it } from 'vitest';
import { loginTrack, nextStep, previousStep } from './login-track';
import { settingsFixture } from '../../../test/fixtures';
import { answerFixture } from '../testing/fixtures';

const base = ['type', 'identifier', 'code'];

describe('loginTrack', () => {
  it('is type → identifier → code before the login answer', () => {
    expect(loginTrack(null, settingsFixture())).toEqual(base);
  });

  it('adds nothing for an account that has done every step', () => {
    expect(loginTrack(answerFixture(), settingsFixture())).toEqual(base);
  });

  it('adds consent and marketing when consentSeen is unset, marketing only while a consent is missing', () => {
    expect(
      loginTrack(answerFixture({ options: { consentSeen: false, hasAgreedToTerms: true }, email_consent: false }), settingsFixture()),
    ).toEqual([...base, 'consent', 'marketing']);
    expect(loginTrack(answerFixture({ options: { consentSeen: false, hasAgreedToTerms: true } }), settingsFixture())).toEqual([
      ...base,
      'consent',
    ]);
  });

  it('gives an installer (role 4) only the consent steps, never the company steps', () => {
    const answer = answerFixture({
      role: 4,
      has_survey: false,
      options: { consentSeen: false, hasAgreedToTerms: false },
      phone_consent: false,
      region: { id: 2, code: 'CZ' },
      company: { registration_number_seen: false, company_type_seen: false },
    });
    expect(loginTrack(answer, settingsFixture())).toEqual([...base, 'consent', 'marketing']);
  });

  describe('Czech/Slovak terms', () => {
    const cz = { region: { id: 2, code: 'CZ' } };
    it('for an owner in CZ or SK who has not agreed, created before 31 Jan 2024', () => {
      expect(loginTrack(answerFixture({ ...cz, created_at: '2024-01-30T23:59:59Z' }), settingsFixture())).toEqual([...base, 'terms']);
      expect(loginTrack(answerFixture({ region: { id: 3, code: 'SK' }, role: 7 }), settingsFixture())).toEqual([...base, 'terms']);
    });
    it('not for an account created on or after the cutoff', () => {
      expect(loginTrack(answerFixture({ ...cz, created_at: '2024-01-31T00:00:00Z' }), settingsFixture())).toEqual(base);
    });
    it('not once agreed, not outside CZ/SK, not for installers', () => {
      expect(loginTrack(answerFixture({ ...cz, options: { consentSeen: true, hasAgreedToTerms: true } }), settingsFixture())).toEqual(base);
      expect(loginTrack(answerFixture({ region: { id: 1, code: 'PL' } }), settingsFixture())).toEqual(base);
      expect(loginTrack(answerFixture({ ...cz, role: 8 }), settingsFixture())).toEqual(base);
    });
  });

  describe('registration number', () => {
    it('when missing and required', () => {
      expect(loginTrack(answerFixture({ company: { registration_number_missing: true } }), settingsFixture())).toEqual([
        ...base,
        'registration_number',
      ]);
      expect(
        loginTrack(
          answerFixture({ company: { registration_number_2_missing: true, registration_number_2_required: true } }),
          settingsFixture(),
        ),
      ).toEqual([...base, 'registration_number']);
    });
    it('when not yet seen, even if present', () => {
      expect(loginTrack(answerFixture({ company: { registration_number_seen: false } }), settingsFixture())).toEqual([
        ...base,
        'registration_number',
      ]);
    });
    it('not when missing but optional and seen', () => {
      expect(
        loginTrack(
          answerFixture({ company: { registration_number_missing: true, registration_number_required: false } }),
          settingsFixture(),
        ),
      ).toEqual(base);
    });
    it('never when the region hides both numbers', () => {
      expect(
        loginTrack(
          answerFixture({ company: { registration_number_seen: false } }),
          settingsFixture({ company_id_field: 'hidden', vat_field: 'hidden' }),
        ),
      ).toEqual(base);
    });
  });

  describe('company type, disclaimer and declaration', () => {
    const unseen = { company: { company_type_seen: false, company_type: null, company_type_missing: true } };
    it('when missing and required, or not yet seen', () => {
      expect(loginTrack(answerFixture(unseen), settingsFixture())).toEqual([...base, 'company_type']);
      expect(loginTrack(answerFixture({ company: { company_type_seen: false } }), settingsFixture())).toEqual([...base, 'company_type']);
    });
    it('never when the region hides the company type', () => {
      expect(loginTrack(answerFixture(unseen), settingsFixture({ company_type_state: 'hidden' }))).toEqual(base);
    });
    it('the chosen type adds or removes the disclaimer and declaration steps', () => {
      const answer = answerFixture(unseen);
      expect(loginTrack(answer, settingsFixture(), 1)).toEqual([...base, 'company_type', 'disclaimer']);
      expect(loginTrack(answer, settingsFixture(), 2)).toEqual([...base, 'company_type', 'declaration']);
      expect(loginTrack(answer, settingsFixture(), 3)).toEqual([...base, 'company_type', 'disclaimer', 'declaration']);
      expect(loginTrack(answer, settingsFixture(), 4)).toEqual([...base, 'company_type']);
    });
    it("before a choice, the company's current type decides", () => {
      expect(loginTrack(answerFixture({ company: { company_type_seen: false, company_type: 1 } }), settingsFixture())).toEqual([
        ...base,
        'company_type',
        'disclaimer',
      ]);
    });
  });

  describe('survey', () => {
    it('for an owner whose company has no survey', () => {
      expect(loginTrack(answerFixture({ has_survey: false }), settingsFixture())).toEqual([...base, 'survey']);
    });
    it('not when the region has no questions', () => {
      const empty = settingsFixture({ surveys: { standard: { questions: [] }, decor: { questions: [] } } });
      expect(loginTrack(answerFixture({ has_survey: false }), empty)).toEqual(base);
    });
  });

  it('puts every extra step in the spec order', () => {
    const answer = answerFixture({
      has_survey: false,
      email_consent: false,
      options: { consentSeen: false, hasAgreedToTerms: false },
      region: { id: 2, code: 'CZ' },
      company: { registration_number_seen: false, company_type_seen: false },
    });
    expect(loginTrack(answer, settingsFixture(), 3)).toEqual([
      ...base,
      'consent',
      'terms',
      'registration_number',
      'company_type',
      'disclaimer',
      'declaration',
      'marketing',
      'survey',
    ]);
  });
});

describe('moving along the track', () => {
  const track = loginTrack(answerFixture({ has_survey: false, company: { registration_number_seen: false } }), settingsFixture());
  it('goes forward and ends after the last step', () => {
    expect(nextStep(track, 'code')).toBe('registration_number');
    expect(nextStep(track, 'registration_number')).toBe('survey');
    expect(nextStep(track, 'survey')).toBeNull();
  });
  it('goes back between extra steps but never back to the used code', () => {
    expect(previousStep(track, 'survey')).toBe('registration_number');
    expect(previousStep(track, 'registration_number')).toBeNull();
    expect(previousStep(track, 'code')).toBe('identifier');
  });
});

import { describe, expect, it } from 'vitest';
import { firstStepWith, registrationSteps, stepOfPath } from './steps';
import { settings } from '../testing/fixtures';

const hidden = settings(7, { companyId: 'required', vat: 'hidden', companyType: 'hidden' });
const required = settings(1, { companyId: 'required', vat: 'optional', companyType: 'required' });
const optional = settings(4, { companyId: 'required', vat: 'required', companyType: 'optional' });

describe('registrationSteps', () => {
  it('leaves out company type, disclaimer and declaration when the region hides the company type', () => {
    expect(registrationSteps(hidden, null)).toEqual(['region', 'user', 'company', 'address', 'survey', 'consent', 'review', 'complete']);
    // Even a type left over from another region does not bring the steps back.
    expect(registrationSteps(hidden, 1)).not.toContain('disclaimer');
  });

  it('asks for the company type when the region requires it, before a type is chosen without its statements', () => {
    expect(registrationSteps(required, null)).toEqual([
      'region',
      'user',
      'company',
      'address',
      'companyType',
      'survey',
      'consent',
      'review',
      'complete',
    ]);
  });

  it('adds the disclaimer or the declaration according to the chosen type', () => {
    expect(registrationSteps(required, 1)).toEqual([
      'region',
      'user',
      'company',
      'address',
      'companyType',
      'disclaimer',
      'survey',
      'consent',
      'review',
      'complete',
    ]);
    expect(registrationSteps(required, 2)).toEqual([
      'region',
      'user',
      'company',
      'address',
      'companyType',
      'declaration',
      'survey',
      'consent',
      'review',
      'complete',
    ]);
    expect(registrationSteps(required, 4)).toEqual([
      'region',
      'user',
      'company',
      'address',
      'companyType',
      'survey',
      'consent',
      'review',
      'complete',
    ]);
  });

  it('shows the company type step in a region where it is optional', () => {
    expect(registrationSteps(optional, null)).toContain('companyType');
  });

  it('before a region is chosen, has only the steps every region has', () => {
    expect(registrationSteps(null, 1)).toEqual(['region', 'user', 'company', 'address', 'survey', 'consent', 'review', 'complete']);
  });
});

describe('stepOfPath / firstStepWith', () => {
  it('maps server field paths to the step that asks for them', () => {
    expect(stepOfPath('installer.email')).toBe('user');
    expect(stepOfPath('installer')).toBe('user');
    expect(stepOfPath('company.registration_number_2')).toBe('company');
    expect(stepOfPath('company.postal_code')).toBe('address');
    expect(stepOfPath('company.survey.2')).toBe('survey');
    expect(stepOfPath('company.declaration_accepted')).toBe('declaration');
    expect(stepOfPath('terms_accepted')).toBe('review');
  });

  it('finds the earliest step with a problem, in the order of the steps', () => {
    const steps = registrationSteps(required, 1);
    expect(firstStepWith(steps, ['company.survey.1', 'company.city', 'installer.phone'])).toBe('user');
    expect(firstStepWith(steps, ['company.disclaimer_accepted', 'terms_accepted'])).toBe('disclaimer');
    expect(firstStepWith(steps, ['unknown'])).toBeNull();
  });
});

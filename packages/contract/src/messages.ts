// Translation keys of validation problems, and the texts the spec fixes for server answers — without zod, so a page can
// show and check them with its own code while the schemas that produce them load with a form (issue 10). The modules
// that own them (validators, registration, company) re-export them.

export const messages = {
  required: 'validation.required',
  email: 'validation.email',
  phone: 'validation.phone',
  code: 'validation.code',
  tooShort: 'validation.tooShort',
  registrationNumber: 'validation.registrationNumber',
  registrationNumberFormat: 'validation.registrationNumberFormat',
  postalCode: 'validation.postalCode',
  houseNumber: 'validation.houseNumber',
  lettersNotAllowed: 'validation.lettersNotAllowed',
  digitsNotAllowed: 'validation.digitsNotAllowed',
  terms: 'validation.terms',
  surveyMax: 'validation.surveyMax',
  surveyNumber: 'validation.surveyNumber',
} as const;

/**
 * Texts the spec fixes for server answers (access §8). They are sent as-is in the error envelope;
 * the web app maps each to its translation.
 */
export const registrationMessages = {
  phoneTaken: 'Phone number is not unique.',
  emailTaken: 'The email has already been taken.',
  registrationNumberTaken: 'The company registration number has already been taken.',
  installerExists: 'Installer exists.',
  invalidPhone: 'Invalid phone number.',
  lettersNotAllowed: 'Letters are not allowed.',
} as const;

/** Extra translation keys used by the registration rules, beside `messages` of validators.ts. */
export const registrationKeys = {
  invalid: 'validation.invalid',
  region: 'validation.region',
  language: 'validation.language',
} as const;

/** Company edit on /user: a changed name, address, city or postal code must not be empty (each its own message). */
export const companyFieldMessages = {
  name: 'validation.companyNameRequired',
  address: 'validation.companyAddressRequired',
  city: 'validation.companyCityRequired',
  postal_code: 'validation.companyPostalCodeRequired',
} as const;

// Edits of the caller's own user and company (the login track's extra steps and the profile).
// Every function is scoped by construction: the caller's own ids are compared first; anything else is 404.
import { isDecor, isOwner, limits, userActive } from '@club/contract/constants';
import type { FieldState, RegionalSettings, Survey } from '@club/contract/config';
import { cleanSurvey, surveyProblems, type SurveyResponse } from '@club/contract/survey';
import type { SelfUser, UpdateCompanyBody, UpdateCompanyTypeBody, UpdateInstallerUserBody, UpdateUserBody } from '@club/contract/users';
import { messages, normalizePhone } from '@club/contract/validators';
import type { Db } from '../../db/client.ts';
import { FieldErrors, ForbiddenError, NotFoundError } from '../../lib/errors.ts';
import type { Caller } from '../../plugins/auth.ts';
import { revokeUserSessions } from '../auth/queries.ts';
import { regionalSettings } from '../config/queries.ts';
import * as q from './queries.ts';

export const texts = {
  emailTaken: 'The email has already been taken.',
  phoneTaken: 'Phone number is not unique.',
  registrationNumberTaken: 'The company registration number has already been taken.',
} as const;
const invalid = 'validation.invalid';

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

async function reload(db: Db, usersId: number): Promise<SelfUser> {
  const row = await q.userWithCompany(db, usersId);
  if (!row) throw new NotFoundError();
  return q.toSelfUser(row.user, row.company);
}

export async function selfUser(db: Db, caller: Caller): Promise<SelfUser> {
  return q.toSelfUser(caller.user, caller.company);
}

/** PATCH /v1/company/user/{id}: name, surname, email, phone of the caller's own user. */
export async function updateOwnUser(db: Db, caller: Caller, id: number, body: UpdateUserBody, now: Date): Promise<SelfUser> {
  const { user, company } = caller;
  if (id !== user.id) throw new NotFoundError();
  const errors = new FieldErrors();
  const values: Parameters<typeof q.updateUser>[2] = { updatedAt: now };
  if (body.name !== undefined) values.name = body.name;
  if (body.surname !== undefined) values.surname = body.surname;
  if (body.email !== undefined && body.email !== user.email) {
    if (body.email !== null && (await q.contactTaken(db, { email: body.email }, user.id))) errors.add('email', texts.emailTaken);
    values.email = body.email;
    values.verifiedEmailAt = null;
  }
  if (body.phone !== undefined) {
    const phone = body.phone === null || body.phone === '' ? null : normalizePhone(body.phone, company.regionsId);
    if (body.phone && phone === null) errors.add('phone', messages.phone);
    else if (phone !== user.phone) {
      if (phone !== null && (await q.contactTaken(db, { phone }, user.id))) errors.add('phone', texts.phoneTaken);
      values.phone = phone;
    }
  }
  const email = values.email !== undefined ? values.email : user.email;
  const phone = values.phone !== undefined ? values.phone : user.phone;
  if (email === null && phone === null) errors.add('email', messages.required);
  errors.throwIfAny();
  try {
    await q.updateUser(db, user.id, values);
  } catch (err) {
    // Someone took the address between the check and the write.
    if (!isUniqueViolation(err)) throw err;
    new FieldErrors()
      .add(values.email !== undefined ? 'email' : 'phone', values.email !== undefined ? texts.emailTaken : texts.phoneTaken)
      .throwIfAny();
  }
  return reload(db, user.id);
}

/** PATCH /v1/installer/user/{uuid}: options (merged; null removes a key), consents, interface language. */
export async function updateInstallerUser(
  db: Db,
  caller: Caller,
  uuid: string,
  body: UpdateInstallerUserBody,
  now: Date,
): Promise<SelfUser> {
  const { user } = caller;
  if (uuid !== user.uuid) throw new NotFoundError();
  const values: Parameters<typeof q.updateUser>[2] = { updatedAt: now };
  if (body.options) {
    const merged: Record<string, unknown> = { ...user.options };
    for (const [key, value] of Object.entries(body.options)) {
      if (value === null) delete merged[key];
      else merged[key] = value;
    }
    values.options = merged;
  }
  if (body.email_consent !== undefined) values.emailConsent = body.email_consent;
  if (body.phone_consent !== undefined) values.phoneConsent = body.phone_consent;
  if (body.languages_id !== undefined) values.languagesId = body.languages_id;
  await q.updateUser(db, user.id, values);
  return reload(db, user.id);
}

function ownCompany(caller: Caller, matches: boolean): void {
  if (!matches) throw new NotFoundError();
  if (!isOwner(caller.user.role)) throw new ForbiddenError();
}

async function settingsOf(db: Db, regionsId: number): Promise<RegionalSettings> {
  const settings = await regionalSettings(db, regionsId);
  if (!settings) throw new Error(`no regional settings for region ${regionsId}`);
  return settings;
}

/** Checks a survey answer set against the region's survey; problems go under `surveyResponse.<question_id>`. */
export function checkSurvey(survey: Survey, response: SurveyResponse, errors: FieldErrors): SurveyResponse {
  for (const [path, problems] of Object.entries(surveyProblems(survey, response, 'surveyResponse')))
    for (const m of problems) errors.add(path, m);
  return cleanSurvey(survey, response);
}

async function checkRegistrationNumber(
  db: Db,
  company: q.CompanyRow,
  field: 'registration_number' | 'registration_number_2',
  given: string | null,
  state: FieldState,
  errors: FieldErrors,
): Promise<string | null> {
  const value = given === null || given.trim() === '' ? null : given.trim();
  if (state === 'required') {
    if (value === null) errors.add(field, messages.required);
    else if (value.length < limits.registrationNumberMin) errors.add(field, messages.registrationNumber);
  }
  const column = field === 'registration_number' ? 'registrationNumber' : 'registrationNumber2';
  if (value !== null && (await q.registrationNumberTaken(db, company.regionsId, column, value, company.id)))
    errors.add(field, texts.registrationNumberTaken);
  return value;
}

/** PATCH /v1/company/{id}: decline (active 2), registration numbers, survey. Owners of that company only. */
export async function updateOwnCompany(db: Db, caller: Caller, id: number, body: UpdateCompanyBody, now: Date): Promise<SelfUser> {
  const { user, company } = caller;
  ownCompany(caller, id === company.id);
  const settings = await settingsOf(db, company.regionsId);
  const errors = new FieldErrors();
  const values: Parameters<typeof q.updateCompany>[2] = { updatedAt: now };
  let numbersSaved = false;
  if (body.registration_number !== undefined && settings.company_id_field !== 'hidden') {
    values.registrationNumber = await checkRegistrationNumber(
      db,
      company,
      'registration_number',
      body.registration_number,
      settings.company_id_field,
      errors,
    );
    numbersSaved = true;
  }
  if (body.registration_number_2 !== undefined && settings.vat_field !== 'hidden') {
    values.registrationNumber2 = await checkRegistrationNumber(
      db,
      company,
      'registration_number_2',
      body.registration_number_2,
      settings.vat_field,
      errors,
    );
    numbersSaved = true;
  }
  if (body.surveyResponse !== undefined) {
    const survey = company.isDecor || isDecor(user.role) ? settings.surveys.decor : settings.surveys.standard;
    values.survey = checkSurvey(survey, body.surveyResponse, errors);
  }
  errors.throwIfAny();
  if (numbersSaved) values.options = { ...company.options, registrationNumberSeen: true };
  const declined = body.active === userActive.declinedTerms;
  if (body.active !== undefined) values.active = body.active;
  try {
    await db.transaction(async (tx) => {
      await q.updateCompany(tx, company.id, values);
      if (declined) {
        // Declining the Czech/Slovak terms ends this user's access at once (spec access §4).
        await q.updateUser(tx, user.id, { active: userActive.declinedTerms, updatedAt: now });
        await revokeUserSessions(tx, user.id, now);
      }
    });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    new FieldErrors().add('registration_number', texts.registrationNumberTaken).throwIfAny();
  }
  return reload(db, user.id);
}

/** PATCH /v1/company/{uuid}/companyType: the type and, as that type asks, the disclaimer and declaration. */
export async function updateCompanyType(db: Db, caller: Caller, uuid: string, body: UpdateCompanyTypeBody, now: Date): Promise<SelfUser> {
  const { company } = caller;
  ownCompany(caller, uuid === company.uuid);
  const settings = await settingsOf(db, company.regionsId);
  const type = settings.company_types.find((x) => x.id === body.company_type);
  const errors = new FieldErrors();
  if (!type) errors.add('company_type', invalid);
  else {
    if (type.disclaimer_state === 'required' && body.disclaimer_accepted !== true) errors.add('disclaimer_accepted', messages.required);
    if (type.declaration_state === 'required' && body.declaration_accepted !== true) errors.add('declaration_accepted', messages.required);
  }
  errors.throwIfAny();
  const accepted = (state: FieldState | undefined, given: boolean | undefined) =>
    state !== undefined && state !== 'hidden' && given === true;
  await q.updateCompany(db, company.id, {
    companyType: body.company_type,
    disclaimerAccepted: accepted(type?.disclaimer_state, body.disclaimer_accepted),
    declarationAccepted: accepted(type?.declaration_state, body.declaration_accepted),
    options: { ...company.options, companyTypeSeen: true },
    updatedAt: now,
  });
  return reload(db, caller.user.id);
}

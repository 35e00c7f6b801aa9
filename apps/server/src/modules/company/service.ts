// The company module's public surface: companies and their users (spec access §3, §5, §7). Other modules call these
// functions, never the tables. Functions acting for a signed-in caller take `(ctx, scope, input)`; what they read
// and write is the caller's own user and company, found through the scope (anything else is 404).
import { isDecor, limits, userActive } from '@club/contract/constants';
import type { FieldState, RegionalSettings, Survey } from '@club/contract/config';
import { cleanSurvey, surveyProblems, type SurveyResponse } from '@club/contract/survey';
import { languageById, regionById } from '@club/contract/regions';
import { registrationMessages } from '@club/contract/registration';
import type { SelfUser, UpdateCompanyBody, UpdateCompanyTypeBody, UpdateInstallerUserBody, UpdateUserBody } from '@club/contract/company';
import { messages, normalizePhone } from '@club/contract/validators';
import { transaction, type Tx } from '../../db/client.ts';
import type { Ctx } from '../../deps.ts';
import { rethrowUniqueAsField, type UniqueFields } from '../../lib/db-errors.ts';
import { FieldErrors, NotFoundError } from '../../lib/errors.ts';
import type { Scope } from '../../lib/scope.ts';
import { revokeUserSessions } from '../auth/service.ts';
import { awardProfileComplete } from '../behaviours/service.ts';
import { regionalSettings } from '../config/service.ts';
import * as q from './queries.ts';
import type { CompanyRow, UserRow, companiesTable, usersTable } from './tables.ts';

export type { CompanyRow, UserRow } from './tables.ts';
export type { Member, MemberLookup } from './queries.ts';
export { companiesFeed, integrationCompany } from './integration.ts';
export {
  findMember,
  ownCompany as findOwnCompany,
  contactHolder,
  registrationNumberTaken,
  activeOwners,
  regionOfCompany,
  recordSignIn,
  storedAddresses,
  lockCompany,
  teamCounts,
  listTeam,
  teamMember,
  deleteTeamMember,
  updateTeamMember,
  setVerifiedEmail,
  setOwnAvatar,
  ownUser,
} from './queries.ts';

const invalid = 'validation.invalid';

/** Unique indexes of users and companies → the field of the own-user/company edits they protect. */
const uniqueFields: UniqueFields = {
  users_email: ['email', registrationMessages.emailTaken],
  users_phone: ['phone', registrationMessages.phoneTaken],
  companies_regnum_region: ['registration_number', registrationMessages.registrationNumberTaken],
  companies_regnum2_region: ['registration_number_2', registrationMessages.registrationNumberTaken],
};

export function toSelfUser({ user, company }: q.Member): SelfUser {
  const region = regionById(company.regionsId);
  return {
    uuid: user.uuid,
    id: user.id,
    name: user.name,
    surname: user.surname,
    email: user.email,
    phone: user.phone,
    role: { id: user.role },
    region: { id: company.regionsId, code: region?.code ?? '' },
    language: languageById(user.languagesId)?.code ?? 'en',
    languages_id: user.languagesId,
    options: user.options,
    email_consent: user.emailConsent,
    phone_consent: user.phoneConsent,
    is_decor_installer: user.isDecorInstaller,
    verified_email_at: user.verifiedEmailAt?.toISOString() ?? null,
    pending_email: user.pendingEmail,
    active: user.active,
    avatar: user.avatar,
    created_at: user.createdAt.toISOString(),
    company: {
      uuid: company.uuid,
      id: company.id,
      name: company.name,
      registration_number: company.registrationNumber,
      registration_number_2: company.registrationNumber2,
      company_type: company.companyType,
      disclaimer_accepted: company.disclaimerAccepted,
      declaration_accepted: company.declarationAccepted,
      address: company.address,
      postal_code: company.postalCode,
      city: company.city,
      regions_id: company.regionsId,
      is_decor: company.isDecor,
      has_edenred_card: company.hasEdenredCard,
      pending_edenred_card: company.pendingEdenredCard,
      edenred_card: company.edenredCard,
      is_recommended: company.isRecommended,
      survey: company.survey,
      options: company.options,
    },
  };
}

/** The caller's own user and company, fresh from the database. */
async function self(db: Tx, scope: Scope): Promise<SelfUser> {
  const row = await q.ownUser(db, scope, { id: scope.userId });
  if (!row) throw new NotFoundError();
  return toSelfUser(row);
}

/**
 * Whether the caller's profile is complete (decision 0062): the user's name, surname, email and phone; the company's
 * name and address; the registration numbers and company type the region asks for; and the company survey answered
 * when the region has one.
 */
export function isProfileComplete({ user, company }: q.Member, settings: RegionalSettings, decor: boolean): boolean {
  const filled = (v: string | null | undefined) => typeof v === 'string' && v.trim() !== '';
  const survey = decor ? settings.surveys.decor : settings.surveys.standard;
  return (
    [user.name, user.surname, user.email, user.phone, company.name, company.address, company.postalCode, company.city].every(filled) &&
    (settings.company_id_field !== 'required' || filled(company.registrationNumber)) &&
    (settings.vat_field !== 'required' || filled(company.registrationNumber2)) &&
    (settings.company_type_state !== 'required' || company.companyType !== null) &&
    (survey.questions.length === 0 || (company.survey?.length ?? 0) > 0)
  );
}

/** After an edit of the own user or company: credits the "profile complete" bonus once the profile is complete. */
async function awardIfProfileComplete(db: Tx, scope: Scope, now: Date): Promise<void> {
  await transaction(db, async (tx) => {
    const member = await q.ownUser(tx, scope, { id: scope.userId });
    if (!member) return;
    const settings = await regionalSettings(tx, member.company.regionsId);
    if (!settings || !isProfileComplete(member, settings, member.company.isDecor || isDecor(scope.role))) return;
    await awardProfileComplete(tx, scope, { regionsId: member.company.regionsId, now });
  });
}

/** PATCH /v1/company/user/{id}: name, surname, email, phone of the caller's own user. */
export async function updateOwnUser(ctx: Ctx, scope: Scope, input: { id: number; body: UpdateUserBody }): Promise<SelfUser> {
  const { db } = ctx;
  const { body } = input;
  const found = await q.ownUser(db, scope, { id: input.id });
  if (!found) throw new NotFoundError();
  const { user, company } = found;
  const errors = new FieldErrors();
  const values: Partial<typeof usersTable.$inferInsert> = { updatedAt: ctx.now() };
  if (body.name !== undefined) values.name = body.name;
  if (body.surname !== undefined) values.surname = body.surname;
  if (body.email !== undefined) {
    if (body.email === null) {
      // Removing the email takes effect at once (the phone must remain).
      values.email = null;
      values.verifiedEmailAt = null;
      values.pendingEmail = null;
    } else if (body.email === user.email) {
      values.pendingEmail = null;
    } else {
      // A new address replaces the old only once its code is entered (PATCH /v2/company/verification).
      if ((await q.contactHolder(db, { email: body.email }, user.id)) !== null) errors.add('email', registrationMessages.emailTaken);
      values.pendingEmail = body.email;
    }
  }
  if (body.phone !== undefined) {
    const phone = body.phone === null || body.phone === '' ? null : normalizePhone(body.phone, company.regionsId);
    if (body.phone && phone === null) errors.add('phone', messages.phone);
    else if (phone !== user.phone) {
      if (phone !== null && (await q.contactHolder(db, { phone }, user.id)) !== null) errors.add('phone', registrationMessages.phoneTaken);
      values.phone = phone;
    }
  }
  const email = values.email !== undefined ? values.email : user.email;
  const phone = values.phone !== undefined ? values.phone : user.phone;
  if (email === null && phone === null) errors.add('email', messages.required);
  errors.throwIfAny();
  try {
    await q.updateOwnUser(db, scope, values);
  } catch (err) {
    // Someone took the address between the check and the write.
    const fallback =
      values.email !== undefined
        ? (['email', registrationMessages.emailTaken] as const)
        : (['phone', registrationMessages.phoneTaken] as const);
    rethrowUniqueAsField(err, uniqueFields, fallback);
  }
  await awardIfProfileComplete(db, scope, values.updatedAt ?? ctx.now());
  return self(db, scope);
}

/** PATCH /v1/installer/user/{uuid}: options (merged; null removes a key), consents, interface language. */
export async function updateInstallerUser(
  ctx: Ctx,
  scope: Scope,
  input: { uuid: string; body: UpdateInstallerUserBody },
): Promise<SelfUser> {
  const { db } = ctx;
  const { body } = input;
  const found = await q.ownUser(db, scope, { uuid: input.uuid });
  if (!found) throw new NotFoundError();
  const values: Partial<typeof usersTable.$inferInsert> = { updatedAt: ctx.now() };
  if (body.options) {
    const merged: Record<string, unknown> = { ...found.user.options };
    for (const [key, value] of Object.entries(body.options)) {
      if (value === null) delete merged[key];
      else merged[key] = value;
    }
    values.options = merged;
  }
  if (body.email_consent !== undefined) values.emailConsent = body.email_consent;
  if (body.phone_consent !== undefined) values.phoneConsent = body.phone_consent;
  if (body.languages_id !== undefined) values.languagesId = body.languages_id;
  await q.updateOwnUser(db, scope, values);
  return self(db, scope);
}

async function settingsOf(db: Tx, regionsId: number): Promise<RegionalSettings> {
  const settings = await regionalSettings(db, regionsId);
  if (!settings) throw new Error(`no regional settings for region ${regionsId}`);
  return settings;
}

/** Checks a survey answer set against the region's survey; problems go under `surveyResponse.<question_id>`. */
function checkSurvey(survey: Survey, response: SurveyResponse, errors: FieldErrors): SurveyResponse {
  for (const [path, problems] of Object.entries(surveyProblems(survey, response, 'surveyResponse')))
    for (const m of problems) errors.add(path, m);
  return cleanSurvey(survey, response);
}

async function checkRegistrationNumber(
  db: Tx,
  company: CompanyRow,
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
  if (value !== null && (await q.registrationNumberTaken(db, company.regionsId, field, value, company.id)))
    errors.add(field, registrationMessages.registrationNumberTaken);
  return value;
}

/** PATCH /v1/company/{id}: decline (active 2), registration numbers, survey. Owners (route preHandler) of that company. */
export async function updateOwnCompany(ctx: Ctx, scope: Scope, input: { id: number; body: UpdateCompanyBody }): Promise<SelfUser> {
  const { db } = ctx;
  const { body } = input;
  const now = ctx.now();
  const company = await q.ownCompany(db, scope, { id: input.id });
  if (!company) throw new NotFoundError();
  const settings = await settingsOf(db, company.regionsId);
  const errors = new FieldErrors();
  const values: Partial<typeof companiesTable.$inferInsert> = { updatedAt: now };
  if (body.name !== undefined) values.name = body.name;
  if (body.address !== undefined) values.address = body.address;
  if (body.city !== undefined) values.city = body.city;
  if (body.postal_code !== undefined) values.postalCode = body.postal_code;
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
    const survey = company.isDecor || isDecor(scope.role) ? settings.surveys.decor : settings.surveys.standard;
    values.survey = checkSurvey(survey, body.surveyResponse, errors);
  }
  errors.throwIfAny();
  if (numbersSaved) values.options = { ...company.options, registrationNumberSeen: true };
  const declined = body.active === userActive.declinedTerms;
  if (body.active !== undefined) values.active = body.active;
  try {
    await transaction(db, async (tx) => {
      await q.updateOwnCompany(tx, scope, values);
      if (declined) {
        // Declining the Czech/Slovak terms ends this user's access at once (spec access §4).
        await q.updateOwnUser(tx, scope, { active: userActive.declinedTerms, updatedAt: now });
        await revokeUserSessions(tx, scope.userId, now);
      }
    });
  } catch (err) {
    rethrowUniqueAsField(err, uniqueFields, ['registration_number', registrationMessages.registrationNumberTaken]);
  }
  if (!declined) await awardIfProfileComplete(db, scope, now);
  return self(db, scope);
}

/** PATCH /v1/company/{uuid}/companyType: the type and, as that type asks, the disclaimer and declaration. Owners. */
export async function updateCompanyType(ctx: Ctx, scope: Scope, input: { uuid: string; body: UpdateCompanyTypeBody }): Promise<SelfUser> {
  const { db } = ctx;
  const { body } = input;
  const company = await q.ownCompany(db, scope, { uuid: input.uuid });
  if (!company) throw new NotFoundError();
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
  await q.updateOwnCompany(db, scope, {
    companyType: body.company_type,
    disclaimerAccepted: accepted(type?.disclaimer_state, body.disclaimer_accepted),
    declarationAccepted: accepted(type?.declaration_state, body.declaration_accepted),
    options: { ...company.options, companyTypeSeen: true },
    updatedAt: ctx.now(),
  });
  await awardIfProfileComplete(db, scope, ctx.now());
  return self(db, scope);
}

export type NewCompany = Omit<typeof companiesTable.$inferInsert, 'id' | 'uuid'>;
export type NewOwner = Omit<typeof usersTable.$inferInsert, 'id' | 'uuid' | 'companiesId'>;

/**
 * A new company with its first user (self-registration). Call it inside the caller's transaction
 * (`{ ...ctx, db: tx }`); a unique violation (email, phone, registration number taken meanwhile) is thrown as is,
 * for the caller to answer in its own terms.
 */
export async function createCompanyWithOwner(ctx: Ctx, input: { company: NewCompany; owner: NewOwner }): Promise<q.Member> {
  return transaction(ctx.db, async (tx) => {
    const company = await q.insertCompany(tx, input.company);
    const user = await q.insertUser(tx, { ...input.owner, companiesId: company.id });
    return { company, user };
  });
}

/** A user in an existing company (as staff will add installers; the test factories use it today). */
export async function addUser(db: Tx, companyId: number, values: NewOwner): Promise<UserRow> {
  return q.insertUser(db, { ...values, companiesId: companyId });
}

/**
 * The club card flags of a company (spec §3 Company): `pending_edenred_card` while a card order waits, `has_edenred_card`
 * once a card was shipped, `edenred_card` the verified card's number. Called by the club-card module (no caller of its
 * own when a job ships a card: the company is the order's).
 */
export async function setClubCardFlags(
  db: Tx,
  companyId: number,
  flags: { pendingEdenredCard?: boolean; hasEdenredCard?: 0 | 1; edenredCard?: string | null },
  now: Date,
): Promise<void> {
  await q.updateCompanyFlags(db, companyId, { ...flags, updatedAt: now });
}

/** A recommended company (spec §6): its marketing material carries the region's recommended badge. */
export async function setRecommended(db: Tx, companyId: number, recommended: boolean, now: Date): Promise<void> {
  await q.updateCompanyFlags(db, companyId, { isRecommended: recommended, updatedAt: now });
}

// Staff console reads and changes (staff.ts).
export {
  broadcastRecipients,
  companiesByIds,
  companyByUuid,
  searchCompanies,
  setCompanyActive,
  setUserActive,
  userByUuid,
  usersOfCompany,
} from './staff.ts';

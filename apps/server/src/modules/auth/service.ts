// Sign-in with one-time codes and rotating refresh tokens (DESIGN §3–4, spec access §4).
// Other modules call `issueSession` (the test factories' signIn), `revokeUserSessions` (deactivation) and
// `sessionEnded` (the authentication hook).
import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { LoginBody, LoginCompany, LoginResponse, LoginStep, TokenResponse } from '@club/contract/auth';
import { auth, isOwner, userActive } from '@club/contract/constants';
import type { RegionalSettings } from '@club/contract/config';
import { regionById } from '@club/contract/regions';
import { isTestPhone, normalizePhone } from '@club/contract/validators';
import { transaction, type Tx } from '../../db/client.ts';
import type { Ctx } from '../../deps.ts';
import { DomainError, InvalidCodeError, NotFoundError, RateLimitError, UnauthorizedError } from '../../lib/errors.ts';
import { tById } from '../../lib/i18n.ts';
import { numericCode, randomToken, sha256, signAccessToken } from '../../lib/tokens.ts';
import { findMember, recordSignIn, type CompanyRow, type UserRow } from '../company/service.ts';
import { regionalSettings } from '../config/service.ts';
import * as q from './queries.ts';

export { revokeUserSessions } from './queries.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether the access token's session (`sid`, the refresh chain) has ended. A `sid` that is no chain never ends. */
export async function sessionEnded(db: Tx, sid: string): Promise<boolean> {
  return UUID.test(sid) ? q.chainRevoked(db, sid) : false;
}

/** Contact as stored (lower-cased email or E.164 phone), or null when the phone is not one of the region. */
function loginContact(body: LoginBody): { email: string } | { phone: string } | null {
  if (body.email) return { email: body.email.trim().toLowerCase() };
  const phone = normalizePhone(body.phone ?? '', body.region ?? 0);
  return phone ? { phone } : null;
}

/** The rate-limit key part naming who asks for a code (`email:…` / `phone:…`), or null. */
export function loginIdentifier(body: LoginBody): string | null {
  const contact = loginContact(body);
  if (!contact) return null;
  return 'email' in contact ? `email:${contact.email}` : `phone:${contact.phone}`;
}

/** The fixed code of the documented demo test phones (README); accepted only while demo data is seeded. */
export const DEMO_TEST_CODE = '12345';

export class AccountDeclinedError extends DomainError {
  constructor() {
    super(403, 'account_declined', 'This account declined the club terms and cannot sign in. Please contact the club to reactivate it.');
  }
}

export class AccountLockedError extends DomainError {
  constructor(readonly until: Date) {
    const when = `${until.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
    super(403, 'account_locked', `Too many wrong codes. Sign-in by code is locked for this account until ${when}.`);
  }
}

const day = 86_400_000;
const codeHash = (attemptId: string, code: string) => sha256(`${attemptId}:${code}`);

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * The one-time code rules for another sign-in that keeps its own attempts (the staff console, modules/staff): a fresh
 * code from a CSPRNG, its hash bound to the attempt, a constant-time comparison. Lifetimes and try limits are the
 * contract's `auth` constants, the same for both.
 */
export const oneTimeCodes = {
  fresh: (): string => numericCode(auth.codeLength),
  hash: (attemptId: string, code: string): string => codeHash(attemptId, code),
  matches: (attemptId: string, code: string, hash: string): boolean => sameHash(codeHash(attemptId, code), hash),
};

function flag(options: Record<string, unknown>, key: string): boolean {
  return options[key] === true;
}
const blank = (v: string | null) => v === null || v.trim() === '';

function isDeclined(user: UserRow, company: CompanyRow): boolean {
  return user.active === userActive.declinedTerms || company.active === userActive.declinedTerms;
}
function isInactive(user: UserRow, company: CompanyRow): boolean {
  return user.active === userActive.inactive || company.active === userActive.inactive;
}

async function assertNotLocked(db: Tx, usersId: number, now: Date): Promise<void> {
  const since = new Date(now.getTime() - auth.failureWindowDays * day);
  const lock = await q.failureLock(db, usersId, since, auth.maxFailuresPerWindow);
  if (lock.oldestCounted) throw new AccountLockedError(new Date(lock.oldestCounted.getTime() + auth.failureWindowDays * day));
}

/** What the login track needs about the company (no names or numbers), from the region's settings. */
export function loginCompany(company: CompanyRow, settings: RegionalSettings | null): LoginCompany {
  return {
    registration_number_missing: blank(company.registrationNumber),
    registration_number_2_missing: blank(company.registrationNumber2),
    company_type_missing: company.companyType === null,
    registration_number_required: settings?.company_id_field === 'required',
    registration_number_2_required: settings?.vat_field === 'required',
    company_type_required: settings?.company_type_state === 'required',
    registration_number_seen: flag(company.options, 'registrationNumberSeen'),
    company_type_seen: flag(company.options, 'companyTypeSeen'),
    company_type: company.companyType,
    disclaimer_accepted: company.disclaimerAccepted,
    declaration_accepted: company.declarationAccepted,
  };
}

/**
 * The extra login steps (spec access §4). Company steps only for owners. A step the region hides is never added,
 * even when not yet seen; otherwise "missing and required, or not yet seen".
 */
export function loginSteps(user: UserRow, company: CompanyRow, settings: RegionalSettings | null): LoginStep[] {
  const steps: LoginStep[] = [];
  if (!flag(user.options, 'consentSeen')) steps.push('consent');
  if (!isOwner(user.role)) return steps;
  const region = regionById(company.regionsId);
  if (
    region &&
    auth.czSkTermsRegions.includes(region.code) &&
    !flag(user.options, 'hasAgreedToTerms') &&
    user.createdAt.getTime() < new Date(auth.czSkTermsCutoff).getTime()
  )
    steps.push('terms');
  const c = loginCompany(company, settings);
  const numbersShown = settings !== null && (settings.company_id_field !== 'hidden' || settings.vat_field !== 'hidden');
  if (
    numbersShown &&
    ((c.registration_number_missing && c.registration_number_required) ||
      (c.registration_number_2_missing && c.registration_number_2_required) ||
      !c.registration_number_seen)
  )
    steps.push('registration_number');
  if (
    settings !== null &&
    settings.company_type_state !== 'hidden' &&
    ((c.company_type_missing && c.company_type_required) || !c.company_type_seen)
  )
    steps.push('company_type');
  if (!hasSurvey(company)) steps.push('survey');
  return steps;
}

export const hasSurvey = (company: CompanyRow) => Array.isArray(company.survey) && company.survey.length > 0;

/** POST /v2/installer/login: finds the installer, checks the limits, sends a fresh code. (The hourly caps per address
 * and per identifier are the route's rate limits, counted before this runs.) */
export async function requestCode(ctx: Ctx, input: { body: LoginBody; ip: string }): Promise<LoginResponse> {
  const { db } = ctx;
  const { ip } = input;
  const now = ctx.now();
  // The body schema has already checked the phone for the region; this only satisfies the type.
  const contact = loginContact(input.body);
  if (!contact) throw new NotFoundError('Installer not found.');
  const found = await findMember(db, contact);
  if (!found || isInactive(found.user, found.company)) throw new NotFoundError('Installer not found.');
  const { user, company } = found;
  if (isDeclined(user, company)) throw new AccountDeclinedError();
  await assertNotLocked(db, user.id, now);

  const last = await q.latestAttempt(db, user.id);
  if (last) {
    const wait = last.createdAt.getTime() + auth.resendSeconds * 1000 - now.getTime();
    if (wait > 0) throw new RateLimitError(wait / 1000, 'A code was sent a moment ago. Please wait before asking for a new one.');
  }

  const channel = 'email' in contact ? ('email' as const) : ('sms' as const);
  const demoPhone = channel === 'sms' && ctx.demo() && user.phone !== null && isTestPhone(user.phone);
  const code = demoPhone ? DEMO_TEST_CODE : numericCode(auth.codeLength);
  const attemptId = randomUUID();
  await q.insertAttempt(db, {
    id: attemptId,
    usersId: user.id,
    codeHash: codeHash(attemptId, code),
    channel,
    ip,
    createdAt: now,
    expiresAt: new Date(now.getTime() + auth.codeTtlSeconds * 1000),
  });
  const values = { code, name: user.name, minutes: Math.round(auth.codeTtlSeconds / 60) };
  if ('email' in contact) {
    await ctx.messenger.email(
      contact.email,
      tById(user.languagesId, 'auth.code.email.subject', values),
      tById(user.languagesId, 'auth.code.email.text', values),
      'login_code',
      { users_id: user.id },
    );
  } else {
    await ctx.messenger.sms(contact.phone, tById(user.languagesId, 'auth.code.sms', values), 'login_code', { users_id: user.id });
  }

  const settings = await regionalSettings(db, company.regionsId);
  return {
    user_id: user.id,
    company_id: company.id,
    role: user.role,
    is_decor: company.isDecor || user.isDecorInstaller,
    has_survey: hasSurvey(company),
    email_consent: user.emailConsent,
    phone_consent: user.phoneConsent,
    options: { consentSeen: flag(user.options, 'consentSeen'), hasAgreedToTerms: flag(user.options, 'hasAgreedToTerms') },
    region: { id: company.regionsId, code: regionById(company.regionsId)?.code ?? '' },
    created_at: user.createdAt.toISOString(),
    company: loginCompany(company, settings),
    steps: loginSteps(user, company, settings),
    channel,
    resend_after: auth.resendSeconds,
  };
}

/** A new refresh chain (or the next token of `chainId`) and an access token for the user. */
export async function issueSession(
  db: Tx,
  secret: string,
  user: { id: number; companiesId: number },
  now: Date,
  chainId: string = randomUUID(),
): Promise<TokenResponse> {
  const refresh = randomToken(32);
  await q.insertRefreshToken(db, {
    chainId,
    usersId: user.id,
    tokenHash: sha256(refresh),
    createdAt: now,
    expiresAt: new Date(now.getTime() + auth.refreshTokenDays * day),
  });
  const access = signAccessToken(
    { sub: user.id, cid: user.companiesId, sid: chainId },
    secret,
    auth.accessTokenMinutes * 60,
    now.getTime(),
  );
  return { token: access.token, refresh_token: refresh, expiresAt: access.expiresAt.toISOString() };
}

/** POST /v2/installer/login/verify. */
export async function verifyCode(ctx: Ctx, input: { body: { userId: number; code: string }; ip: string }): Promise<TokenResponse> {
  const { db } = ctx;
  const { body, ip } = input;
  const now = ctx.now();
  const found = await findMember(db, { userId: body.userId });
  if (!found || isInactive(found.user, found.company)) throw new InvalidCodeError();
  const { user, company } = found;
  if (isDeclined(user, company)) throw new AccountDeclinedError();
  await assertNotLocked(db, user.id, now);

  // Only the latest code counts; an older one is wrong by definition.
  const attempt = await q.latestAttempt(db, user.id);
  if (!attempt || attempt.usedAt || attempt.failedAttempts >= auth.maxCodeAttempts || attempt.expiresAt.getTime() <= now.getTime()) {
    throw new InvalidCodeError();
  }
  // The try is taken before comparing: parallel guesses would otherwise all pass the check above and each be compared.
  if (!(await q.takeTry(db, attempt.id, auth.maxCodeAttempts, now))) throw new InvalidCodeError();
  if (!sameHash(codeHash(attempt.id, body.code), attempt.codeHash)) {
    await q.recordFailure(db, user.id, ip, now);
    throw new InvalidCodeError();
  }
  return transaction(db, async (tx) => {
    if (!(await q.claimAttempt(tx, attempt.id, now))) throw new InvalidCodeError();
    await recordSignIn(tx, user.id, attempt.channel, now);
    return issueSession(tx, ctx.config.appSecret, { id: user.id, companiesId: company.id }, now);
  });
}

/** POST /v2/installer/refresh: rotates the refresh token; a reused one revokes its chain. */
export async function refreshSession(ctx: Ctx, input: { refreshToken: string }): Promise<TokenResponse> {
  const { db } = ctx;
  const now = ctx.now();
  const row = await q.findRefreshToken(db, sha256(input.refreshToken));
  if (!row || row.revokedAt) throw new UnauthorizedError('The session has ended. Please sign in again.');
  if (row.usedAt) {
    // Someone holds an old token: end the whole session so a stolen token stops working too.
    await q.revokeChain(db, row.chainId, now);
    throw new UnauthorizedError('The session has ended. Please sign in again.');
  }
  if (row.expiresAt.getTime() <= now.getTime()) throw new UnauthorizedError('The session has ended. Please sign in again.');
  const found = await findMember(db, { userId: row.usersId });
  if (!found || found.user.active !== userActive.active || found.company.active !== userActive.active) {
    await q.revokeChain(db, row.chainId, now);
    throw new UnauthorizedError('The session has ended. Please sign in again.');
  }
  const company = found.company;
  const result = await transaction(db, async (tx) => {
    if (!(await q.claimRefreshToken(tx, row.id, now))) return null;
    return issueSession(tx, ctx.config.appSecret, { id: row.usersId, companiesId: company.id }, now, row.chainId);
  });
  if (!result) {
    await q.revokeChain(db, row.chainId, now);
    throw new UnauthorizedError('The session has ended. Please sign in again.');
  }
  return result;
}

/** POST /v2/installer/logout: ends the session of this refresh token (unknown tokens are ignored). */
export async function endSession(ctx: Ctx, input: { refreshToken: string }): Promise<void> {
  const row = await q.findRefreshToken(ctx.db, sha256(input.refreshToken));
  if (row) await q.revokeChain(ctx.db, row.chainId, ctx.now());
}

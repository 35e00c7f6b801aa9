// The verification module's public surface: proving the caller's email address with a one-time code (spec working
// areas §2 Verify email, §5; the sign-in code rules of DESIGN §4: CSPRNG, hashed, single use, only the latest valid,
// 10 minutes, 5 wrong tries burn it, 60 s between codes; hourly caps are the route's rate limits).
// A changed email (company module: `pending_email`) replaces the old address only here, once its code is entered.
// A verified email earns the region's 'email-verified' behaviour bonus once per company.
import { timingSafeEqual, randomUUID } from 'node:crypto';
import { behaviourSlugs } from '@club/contract/behaviours';
import { auth } from '@club/contract/constants';
import { registrationMessages } from '@club/contract/registration';
import type { SelfUser } from '@club/contract/company';
import type { VerificationSent } from '@club/contract/verification';
import { transaction } from '../../db/client.ts';
import type { Ctx } from '../../deps.ts';
import { rethrowUniqueAsField } from '../../lib/db-errors.ts';
import { BadRequestError, FieldErrors, InvalidCodeError, NotFoundError, RateLimitError } from '../../lib/errors.ts';
import { tById } from '../../lib/i18n.ts';
import type { Scope } from '../../lib/scope.ts';
import { numericCode, sha256 } from '../../lib/tokens.ts';
import { award } from '../behaviours/service.ts';
import { contactHolder, findMember, setVerifiedEmail, toSelfUser } from '../company/service.ts';
import * as q from './queries.ts';

const codeHash = (id: string, code: string) => sha256(`${id}:${code}`);

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

const mask = (email: string) => email.replace(/^(.)[^@]*(@.*)$/, '$1***$2');

async function me(ctx: Ctx, scope: Scope) {
  const found = await findMember(ctx.db, { userId: scope.userId });
  if (!found || found.company.id !== scope.companyId) throw new NotFoundError();
  return found;
}

/** POST /v2/company/verification: a fresh code to the pending new email, or else to the own unverified email. */
export async function sendVerification(ctx: Ctx, scope: Scope): Promise<VerificationSent> {
  const now = ctx.now();
  const { user } = await me(ctx, scope);
  const target = user.pendingEmail ?? (user.verifiedEmailAt === null ? user.email : null);
  if (target === null) throw new BadRequestError('validation.nothingToVerify');
  const last = await q.latest(ctx.db, user.id);
  if (last) {
    const wait = last.createdAt.getTime() + auth.resendSeconds * 1000 - now.getTime();
    if (wait > 0) throw new RateLimitError(wait / 1000, 'A code was sent a moment ago. Please wait before asking for a new one.');
  }
  const code = numericCode(auth.codeLength);
  const id = randomUUID();
  await q.insert(ctx.db, {
    id,
    usersId: user.id,
    email: target,
    codeHash: codeHash(id, code),
    createdAt: now,
    expiresAt: new Date(now.getTime() + auth.codeTtlSeconds * 1000),
  });
  const values = { code, name: user.name, minutes: Math.round(auth.codeTtlSeconds / 60) };
  await ctx.messenger.email(
    target,
    tById(user.languagesId, 'verification.email.subject', values),
    tById(user.languagesId, 'verification.email.text', values),
    'email_verification',
    { users_id: user.id },
  );
  return { to: mask(target), resend_after: auth.resendSeconds };
}

/** PATCH /v2/company/verification { code }: the latest code for the caller; answers the fresh own user. */
export async function verifyEmail(ctx: Ctx, scope: Scope, input: { code: string }): Promise<SelfUser> {
  const now = ctx.now();
  const { user, company } = await me(ctx, scope);
  const attempt = await q.latest(ctx.db, user.id);
  // The code must be for the address waiting now: a code for an address since replaced or withdrawn is void.
  const target = user.pendingEmail ?? user.email;
  if (!attempt || attempt.email !== target || attempt.usedAt || attempt.expiresAt.getTime() <= now.getTime()) throw new InvalidCodeError();
  if (!(await q.takeTry(ctx.db, attempt.id, auth.maxCodeAttempts, now))) throw new InvalidCodeError();
  if (!sameHash(codeHash(attempt.id, input.code), attempt.codeHash)) throw new InvalidCodeError();
  if (user.pendingEmail !== null && (await contactHolder(ctx.db, { email: attempt.email }, user.id)) !== null)
    new FieldErrors().add('email', registrationMessages.emailTaken).throwIfAny();
  try {
    await transaction(ctx.db, async (tx) => {
      if (!(await q.claim(tx, attempt.id, now))) throw new InvalidCodeError();
      await setVerifiedEmail(tx, scope, attempt.email, now);
      await award(tx, scope, { regionsId: company.regionsId, slug: behaviourSlugs.emailVerified, now });
    });
  } catch (err) {
    rethrowUniqueAsField(err, { users_email: ['email', registrationMessages.emailTaken] }, ['email', registrationMessages.emailTaken]);
  }
  const fresh = await findMember(ctx.db, { userId: scope.userId });
  if (!fresh) throw new NotFoundError();
  return toSelfUser(fresh);
}

// Bearer authentication. app.ts registers every `access: 'installer'` module under one parent plugin that adds
// `app.authenticate` as its onRequest hook (and the OpenAPI `security`), so no route adds either by hand. The hook
// sets `request.scope` (lib/scope.ts), which services pass to every query, and `request.member`, the caller's own
// user and company rows. Role checks are preHandlers: `app.requireOwner` (later `app.requireStaff(role)`).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isOwner, userActive } from '@club/contract/constants';
import type { Db } from '../db/client.ts';
import { ForbiddenError, UnauthorizedError } from '../lib/errors.ts';
import type { Scope } from '../lib/scope.ts';
import { verifyAccessToken, type AccessClaims } from '../lib/tokens.ts';
import { sessionEnded } from '../modules/auth/service.ts';
import { findMember, type Member } from '../modules/company/service.ts';
import { AuthCache } from './auth-cache.ts';
import { emulationEnded } from '../modules/staff/service.ts';

export interface Caller extends Member {
  claims: AccessClaims;
}

declare module 'fastify' {
  interface FastifyRequest {
    scope: Scope | null;
    caller: Caller | null;
  }
  interface FastifyInstance {
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** preHandler: owners (roles 3 and 7) only, else 403. */
    requireOwner: (request: FastifyRequest) => Promise<void>;
    /** The callers cached in this process (null without a cache); tests look at it. */
    authCache: AuthCache | null;
  }
  interface FastifyContextConfig {
    /**
     * A GET route that changes something or reaches the outside world (sends a message, …): an emulation token
     * (read-only) is refused on it like on every POST/PUT/PATCH/DELETE. Decision 0110.
     */
    sideEffects?: true;
  }
}

const readOnlyMethods = new Set(['GET', 'HEAD']);

/** The signed-in caller's own user and company rows (as loaded by the hook); 401 on a route without authentication. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new UnauthorizedError();
  return request.caller;
}

/**
 * `cache`: the in-process cache of callers (plugins/auth-cache.ts), fed by the database's `club_auth` notifications;
 * absent, every request loads its caller.
 */
export default fp(async function auth(app: FastifyInstance, opts: { db: Db; secret: string; cache?: AuthCache }) {
  app.decorate('authCache', opts.cache ?? null);
  app.decorateRequest('scope', null);
  app.decorateRequest('caller', null);

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
    const claims = token ? verifyAccessToken(token, opts.secret) : null;
    if (!claims) throw new UnauthorizedError();
    // The user with the company, and whether the session (refresh chain) was ended — by logout, by reuse of a rotated
    // refresh token or by staff — which ends its access tokens too. Two modules' questions, asked side by side, unless
    // the cache holds the answer (a change to any of those rows drops it in every process at once). An emulation token
    // (read-only, `ro`) ends when its staff emulation ends (the banner's exit); it is never cached.
    const key = AuthCache.key(claims.sub, claims.cid, claims.sid);
    const cached = claims.ro ? undefined : opts.cache?.get(key);
    const generation = opts.cache?.begin() ?? 0;
    const [member, ended] = cached
      ? [cached.member, false]
      : await Promise.all([
          findMember(opts.db, { userId: claims.sub }),
          claims.ro ? emulationEnded(opts.db, claims.sid).then((e) => e !== false) : sessionEnded(opts.db, claims.sid),
        ]);
    // A deactivated or declined company ends the sessions of all its users, not only of the one who declined.
    if (
      !member ||
      member.company.id !== claims.cid ||
      member.user.active !== userActive.active ||
      member.company.active !== userActive.active
    )
      throw new UnauthorizedError();
    if (ended) throw new UnauthorizedError('The session has ended. Please sign in again.');
    if (!cached && !claims.ro)
      opts.cache?.store(key, generation, { member, userId: member.user.id, companyId: member.company.id, sid: claims.sid });
    if (claims.ro && (!readOnlyMethods.has(request.method) || request.routeOptions.config.sideEffects))
      throw new ForbiddenError('Emulation is read-only.');
    request.caller = { ...member, claims };
    request.scope = { companyId: member.company.id, userId: member.user.id, role: member.user.role };
  });

  app.decorate('requireOwner', async (request: FastifyRequest) => {
    if (!request.scope) throw new UnauthorizedError();
    if (!isOwner(request.scope.role)) throw new ForbiddenError();
  });
});

// Bearer authentication. Route plugins add `app.authenticate` once as a hook for their prefix;
// handlers read the caller through `caller(request)`, which is always scoped to one user and company.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { eq, sql } from 'drizzle-orm';
import { isOwner, userActive } from '@club/contract/constants';
import { companiesTable, refreshTokensTable, usersTable } from '../db/schema.ts';
import type { Db } from '../db/client.ts';
import { ForbiddenError, UnauthorizedError } from '../lib/errors.ts';
import { verifyAccessToken, type AccessClaims } from '../lib/tokens.ts';

export type UserRow = typeof usersTable.$inferSelect;
export type CompanyRow = typeof companiesTable.$inferSelect;
export interface Caller {
  user: UserRow;
  company: CompanyRow;
  claims: AccessClaims;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
  interface FastifyInstance {
    authenticate: (request: FastifyRequest) => Promise<void>;
    requireOwner: (request: FastifyRequest) => Promise<void>;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function caller(request: FastifyRequest): Caller {
  if (!request.caller) throw new UnauthorizedError();
  return request.caller;
}

export default fp(async function auth(app: FastifyInstance, opts: { db: Db; secret: string }) {
  app.decorateRequest('caller', null);

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
    const claims = token ? verifyAccessToken(token, opts.secret) : null;
    if (!claims) throw new UnauthorizedError();
    // One round trip: the user, the company, and whether the session (refresh chain) was ended — by logout, by reuse
    // of a rotated refresh token or by staff — which ends its access tokens too.
    const chainId = UUID.test(claims.sid) ? claims.sid : null;
    const [row] = await opts.db
      .select({
        user: usersTable,
        company: companiesTable,
        revoked: chainId
          ? sql<boolean>`exists (select 1 from ${refreshTokensTable} where ${refreshTokensTable.chainId} = ${chainId} and ${refreshTokensTable.revokedAt} is not null)`
          : sql<boolean>`false`,
      })
      .from(usersTable)
      .innerJoin(companiesTable, eq(companiesTable.id, usersTable.companiesId))
      .where(eq(usersTable.id, claims.sub))
      .limit(1);
    // A deactivated or declined company ends the sessions of all its users, not only of the one who declined.
    if (!row || row.company.id !== claims.cid || row.user.active !== userActive.active || row.company.active !== userActive.active)
      throw new UnauthorizedError();
    if (row.revoked) throw new UnauthorizedError('The session has ended. Please sign in again.');
    if (claims.ro && request.method !== 'GET' && request.method !== 'HEAD') throw new ForbiddenError('Emulation is read-only.');
    request.caller = { user: row.user, company: row.company, claims };
  });

  app.decorate('requireOwner', async (request: FastifyRequest) => {
    if (!isOwner(caller(request).user.role)) throw new ForbiddenError();
  });
});

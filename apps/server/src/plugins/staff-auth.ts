// Staff authentication for the console's API under /admin/api (DESIGN §9; docs/decisions/0080-staff-console.md).
// app.ts registers every `access: 'staff'` module under one parent plugin whose onRequest hook is
// `app.authenticateStaff`: an opaque bearer token of a live 8-hour staff session. Installer access tokens (JWTs) are
// never staff sessions, and staff tokens are never JWTs, so neither works on the other's routes (401).
// Roles are preHandlers: `app.requireStaff(['review'])` lets in staff with that role or `admin`, else 403; it records
// the role the request acts under for the audit log. `app.requireStaff(['admin'])` is the admin-only check.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { StaffRole } from '@club/contract/staff';
import type { Db } from '../db/client.ts';
import { ForbiddenError, UnauthorizedError } from '../lib/errors.ts';
import { staffOfToken, type Actor, type StaffPrincipal } from '../modules/staff/service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    staff: StaffPrincipal | null;
    /** The role a staff request acts under (set by requireStaff). */
    staffRole: StaffRole | null;
  }
  interface FastifyInstance {
    authenticateStaff: (request: FastifyRequest) => Promise<void>;
    /** preHandler: staff with one of `roles` (admins always), else 403. */
    requireStaff: (roles: readonly StaffRole[]) => (request: FastifyRequest) => Promise<void>;
  }
}

/** Who acts, for the audit log: the signed-in staff user in the role the route allowed. */
export function actorOf(request: FastifyRequest): Actor {
  const staff = request.staff;
  if (!staff) throw new UnauthorizedError();
  const ua = request.headers['user-agent'];
  return {
    staffId: staff.id,
    email: staff.email,
    role: request.staffRole ?? (staff.roles.includes('admin') ? 'admin' : (staff.roles[0] ?? 'admin')),
    ip: request.ip,
    userAgent: typeof ua === 'string' ? ua.slice(0, 300) : null,
  };
}

export function staffOf(request: FastifyRequest): StaffPrincipal {
  if (!request.staff) throw new UnauthorizedError();
  return request.staff;
}

export default fp(async function staffAuth(app: FastifyInstance, opts: { db: Db; now: () => Date }) {
  app.decorateRequest('staff', null);
  app.decorateRequest('staffRole', null);

  app.decorate('authenticateStaff', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
    const staff = token ? await staffOfToken(opts.db, token, opts.now()) : null;
    if (!staff) throw new UnauthorizedError();
    request.staff = staff;
  });

  app.decorate('requireStaff', (roles: readonly StaffRole[]) => async (request: FastifyRequest) => {
    const staff = request.staff;
    if (!staff) throw new UnauthorizedError();
    const match = roles.find((r) => staff.roles.includes(r));
    if (match) request.staffRole = match;
    else if (staff.roles.includes('admin')) request.staffRole = 'admin';
    else throw new ForbiddenError('Your staff role does not allow this.');
  });
});

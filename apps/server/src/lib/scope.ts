// The caller's scope: who is asking and for which company. Set by the authentication hook (plugins/auth.ts) on
// `request.scope`; every query that reads or writes company data takes it as a parameter and puts it in its WHERE
// clause, so another company's id is simply "not found" (docs/decisions/0010-server-modules.md).
import type { FastifyRequest } from 'fastify';
import { UnauthorizedError } from './errors.ts';

export interface Scope {
  /** The caller's company: every company object read or written must belong to it. */
  companyId: number;
  /** The signed-in user. */
  userId: number;
  /** The user's role id (contract `roles`); role checks are route preHandlers (`app.requireOwner`). */
  role: number;
}

/** The scope of an authenticated request; 401 if the route was (wrongly) registered without authentication. */
export function scopeOf(request: FastifyRequest): Scope {
  if (!request.scope) throw new UnauthorizedError();
  return request.scope;
}

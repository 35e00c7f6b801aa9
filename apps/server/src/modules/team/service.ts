// The team module's public surface: a company's members (spec working areas §2 Team, §5 Add and edit installer, §6).
// Owners add, edit, delete and re-invite installers; everyone in the company sees the list. The members are the
// company module's users, reached through its service (this module owns no table). Adding holds the company row
// lock while it counts, so the region's limit holds under concurrent additions too (team.pg.test.ts).
import { isOwner, roles } from '@club/contract/constants';
import { registrationMessages } from '@club/contract/registration';
import { languageByCode, regionById } from '@club/contract/regions';
import { teamLimitFor, teamMessages, type InstallerBody, type Invitation, type TeamList, type TeamMember } from '@club/contract/team';
import { normalizePhone } from '@club/contract/validators';
import { transaction } from '../../db/client.ts';
import type { Ctx } from '../../deps.ts';
import { rethrowUniqueAsField, type UniqueFields } from '../../lib/db-errors.ts';
import { ConflictError, FieldErrors, ForbiddenError, NotFoundError } from '../../lib/errors.ts';
import { tById } from '../../lib/i18n.ts';
import type { Scope } from '../../lib/scope.ts';
import {
  addUser,
  contactHolder,
  deleteTeamMember,
  findOwnCompany,
  listTeam as listTeamRows,
  lockCompany,
  teamCounts,
  teamMember,
  updateTeamMember,
  type UserRow,
} from '../company/service.ts';

const uniqueFields: UniqueFields = {
  users_email: ['email', registrationMessages.emailTaken],
  users_phone: ['phone', registrationMessages.phoneTaken],
};

export function toTeamMember(user: UserRow): TeamMember {
  return {
    uuid: user.uuid,
    id: user.id,
    name: user.name,
    surname: user.surname,
    email: user.email,
    phone: user.phone,
    role: { id: user.role },
    avatar: user.avatar,
    last_active_at: user.lastActiveAt?.toISOString() ?? null,
    invitation_pending: user.lastActiveAt === null,
    created_at: user.createdAt.toISOString(),
  };
}

async function companyOf(ctx: Ctx, scope: Scope) {
  const company = await findOwnCompany(ctx.db, scope, { id: scope.companyId });
  if (!company) throw new NotFoundError();
  return company;
}

function canAdd(limit: ReturnType<typeof teamLimitFor>, counts: { installers: number }): boolean {
  return limit === null || counts.installers < limit.installers;
}

/** GET /v2/installer/user: one page of the caller's team, with the region's limit and whether another may join. */
export async function listTeam(ctx: Ctx, scope: Scope, input: { page: number; limit: number }): Promise<TeamList> {
  const company = await companyOf(ctx, scope);
  const [{ rows, total }, counts] = await Promise.all([
    listTeamRows(ctx.db, scope, input.page, input.limit),
    teamCounts(ctx.db, scope.companyId),
  ]);
  const limit = teamLimitFor(company.regionsId);
  return {
    data: rows.map(toTeamMember),
    meta: {
      current_page: input.page,
      per_page: input.limit,
      total,
      last_page: Math.max(1, Math.ceil(total / input.limit)),
      limit,
      owners: counts.owners,
      installers: counts.installers,
      can_add: canAdd(limit, counts),
    },
  };
}

/** The contact fields of the installer payload, checked for the company's region and club-wide uniqueness. */
async function checkContacts(
  ctx: Ctx,
  regionsId: number,
  body: InstallerBody,
  exceptUserId?: number,
): Promise<{ phone: string; email: string | null }> {
  const errors = new FieldErrors();
  const phone = normalizePhone(body.phone, regionsId);
  if (phone === null) errors.add('phone', registrationMessages.invalidPhone);
  else if ((await contactHolder(ctx.db, { phone }, exceptUserId)) !== null) errors.add('phone', registrationMessages.phoneTaken);
  const email = body.email ?? null;
  if (email !== null && (await contactHolder(ctx.db, { email }, exceptUserId)) !== null)
    errors.add('email', registrationMessages.emailTaken);
  errors.throwIfAny();
  return { phone: phone ?? '', email };
}

/** Sends the invitation by SMS and, when the member has one, by email: a link to sign in with their phone. */
async function invite(ctx: Ctx, member: UserRow, companyName: string): Promise<Invitation> {
  const values = { name: member.name, company: companyName, url: `${ctx.config.publicUrl}/login` };
  const sent: Invitation['sent'] = [];
  if (member.phone) {
    await ctx.messenger.sms(member.phone, tById(member.languagesId, 'team.invitation.sms', values), 'team_invitation', {
      users_id: member.id,
    });
    sent.push('sms');
  }
  if (member.email) {
    await ctx.messenger.email(
      member.email,
      tById(member.languagesId, 'team.invitation.email.subject', values),
      tById(member.languagesId, 'team.invitation.email.text', values),
      'team_invitation',
      { users_id: member.id },
    );
    sent.push('email');
  }
  return { sent };
}

/** POST /v1/installer/user (owners): a new installer of the caller's company, invited at once. */
export async function addInstaller(ctx: Ctx, scope: Scope, input: { body: InstallerBody }): Promise<TeamMember> {
  const company = await companyOf(ctx, scope);
  const { phone, email } = await checkContacts(ctx, company.regionsId, input.body);
  const limit = teamLimitFor(company.regionsId);
  const language = languageByCode(regionById(company.regionsId)?.language ?? 'en');
  const now = ctx.now();
  let member: UserRow;
  try {
    member = await transaction(ctx.db, async (tx) => {
      // Counted under the company row lock: two owners adding the 11th at once are served one after the other.
      await lockCompany(tx, scope.companyId);
      if (limit !== null && !canAdd(limit, await teamCounts(tx, scope.companyId))) throw new ConflictError(teamMessages.limitReached);
      return addUser(tx, scope.companyId, {
        name: input.body.name,
        surname: input.body.surname,
        phone,
        email,
        role: company.isDecor ? roles.decorInstaller : roles.installer,
        isDecorInstaller: company.isDecor,
        languagesId: language?.id ?? 1,
        createdAt: now,
        updatedAt: now,
      });
    });
  } catch (err) {
    rethrowUniqueAsField(err, uniqueFields, ['phone', registrationMessages.phoneTaken]);
  }
  await invite(ctx, member, company.name);
  return toTeamMember(member);
}

async function memberOf(ctx: Ctx, scope: Scope, uuid: string): Promise<UserRow> {
  const member = await teamMember(ctx.db, scope, uuid);
  if (!member) throw new NotFoundError();
  return member;
}

/** GET /v1/installer/user/{uuid} (owners): a member of the caller's company. */
export async function getInstaller(ctx: Ctx, scope: Scope, input: { uuid: string }): Promise<TeamMember> {
  return toTeamMember(await memberOf(ctx, scope, input.uuid));
}

/** PUT /v1/installer/user/{uuid} (owners): name, surname, phone (and email) of an installer of the company. */
export async function updateInstaller(ctx: Ctx, scope: Scope, input: { uuid: string; body: InstallerBody }): Promise<TeamMember> {
  const member = await memberOf(ctx, scope, input.uuid);
  // Owner-type members (and the caller) edit themselves on /user.
  if (isOwner(member.role) || member.id === scope.userId) throw new ForbiddenError(teamMessages.notInstaller);
  const company = await companyOf(ctx, scope);
  const { phone, email } = await checkContacts(ctx, company.regionsId, input.body, member.id);
  try {
    const row = await updateTeamMember(ctx.db, scope, member.id, {
      name: input.body.name,
      surname: input.body.surname,
      phone,
      ...(input.body.email !== undefined ? { email } : {}),
      updatedAt: ctx.now(),
    });
    if (!row) throw new NotFoundError();
    return toTeamMember(row);
  } catch (err) {
    rethrowUniqueAsField(err, uniqueFields, ['phone', registrationMessages.phoneTaken]);
  }
}

/**
 * DELETE /v1/installer/user/{uuid} (owners): removes a member (not the own account). Their refresh tokens go with the
 * row and the authentication hook finds no user for their access tokens, so every session ends at once; their scans,
 * projects and orders stay with the company (those rows keep the company and drop the user).
 */
export async function deleteInstaller(ctx: Ctx, scope: Scope, input: { uuid: string }): Promise<void> {
  const member = await memberOf(ctx, scope, input.uuid);
  if (member.id === scope.userId) throw new ForbiddenError(teamMessages.ownAccount);
  if (!(await deleteTeamMember(ctx.db, scope, member.id))) throw new NotFoundError();
}

/** GET /v1/installer/user/{uuid}/resend (owners): the invitation again (rate-limited by the route). */
export async function resendInvitation(ctx: Ctx, scope: Scope, input: { uuid: string }): Promise<Invitation> {
  const member = await memberOf(ctx, scope, input.uuid);
  if (member.id === scope.userId) throw new ForbiddenError(teamMessages.ownAccount);
  const company = await companyOf(ctx, scope);
  return invite(ctx, member, company.name);
}

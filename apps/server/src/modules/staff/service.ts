// The staff console's server side (DESIGN §9 Staff and Emulation; docs/decisions/0080-staff-console.md): staff sign-in
// with the installers' one-time code rules (auth service `oneTimeCodes`), 8-hour opaque sessions, staff accounts, the
// append-only audit log, and the console's actions over other modules' services — the review decision (projects),
// order statuses and voucher pools (orders, shop), companies and points (company, points, auth), emulation and
// broadcasts (notifications). Every write records an audit row in the same transaction as the change.
import { randomUUID } from 'node:crypto';
import { pageMeta } from '@club/contract/common';
import { auth, userActive } from '@club/contract/constants';
import type {
  StaffCompanyDetail,
  AdjustPointsBody,
  AuditList,
  AuditQuery,
  Broadcast,
  BroadcastBody,
  DecisionBody,
  DecisionResult,
  EmulationToken,
  InviteStaffBody,
  OrderStatusBody,
  ReviewDetail,
  ReviewList,
  ReviewQuery,
  StaffCompaniesQuery,
  StaffCompany,
  StaffCompanyList,
  StaffOrder,
  StaffOrderList,
  StaffOrdersQuery,
  StaffRole,
  StaffToken,
  StaffUser,
  StaffUserList,
  UpdateStaffBody,
  VoucherCodesBody,
  VoucherPool,
} from '@club/contract/staff';
import { staff } from '@club/contract/staff';
import { languageById } from '@club/contract/regions';
import { transaction, type Tx } from '../../db/client.ts';
import type { Ctx } from '../../deps.ts';
import { BadRequestError, ConflictError, DomainError, InvalidCodeError, NotFoundError, RateLimitError } from '../../lib/errors.ts';
import { randomToken, sha256, signAccessToken } from '../../lib/tokens.ts';
import { oneTimeCodes, revokeUserSessions } from '../auth/service.ts';
import {
  broadcastRecipients,
  companiesByIds,
  companyByUuid,
  findMember,
  searchCompanies,
  setCompanyActive,
  setUserActive,
  userByUuid,
  usersOfCompany,
  type CompanyRow,
} from '../company/service.ts';
import { notifyText } from '../notifications/service.ts';
import { changeOrderStatus, listAllOrders, waitingVoucherOrders, type StaffOrderRow } from '../orders/service.ts';
import { adjust, balancesOf, companyLedger } from '../points/service.ts';
import { companyProjects, decideReview, reviewDetail, reviewQueue, type ReviewRow } from '../projects/service.ts';
import { addVoucherCodes, productByUuid, voucherPools } from '../shop/service.ts';
import * as q from './queries.ts';

export { emulationBannerHtml, emulationCookie, emulationHandoffHtml, emulationScriptSources } from './emulation-page.ts';

const day = 86_400_000;

/** Who acts, for the audit log: the staff user, the role the action was allowed under, and where from. */
export interface Actor {
  staffId: number;
  email: string;
  role: StaffRole;
  ip: string | null;
  userAgent: string | null;
}

/** The signed-in staff user of a request (plugins/staff-auth.ts). */
export interface StaffPrincipal {
  id: number;
  uuid: string;
  email: string;
  name: string;
  roles: StaffRole[];
  sessionId: string;
}

export class StaffLockedError extends DomainError {
  constructor() {
    super(403, 'account_locked', 'Too many wrong codes. Sign-in by code is locked for this account for now.');
  }
}

export async function audit(
  tx: Tx,
  actor: Actor,
  entry: { action: string; entityType: string; entityId?: string | null; before?: unknown; after?: unknown },
  now: Date,
): Promise<void> {
  await q.insertAudit(tx, {
    createdAt: now,
    staffUsersId: actor.staffId,
    staffEmail: actor.email,
    staffRole: actor.role,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: actor.ip,
    userAgent: actor.userAgent,
  });
}

function toStaffUser(row: q.StaffRow): StaffUser {
  return {
    uuid: row.uuid,
    email: row.email,
    name: row.name,
    roles: row.roles,
    active: row.active,
    created_at: row.createdAt.toISOString(),
    last_login_at: row.lastLoginAt?.toISOString() ?? null,
  };
}

// ---------------------------------------------------------------------------------------------------------------------
// Accounts and sign-in

/** ADMIN_EMAIL: makes sure an active admin with this email exists (called at start). */
export async function ensureAdmin(db: Tx, email: string, now: Date): Promise<void> {
  const existing = await q.staffByEmail(db, email);
  if (!existing) {
    await q.insertStaff(db, { email, name: email.split('@')[0] ?? email, roles: ['admin'], createdAt: now });
    return;
  }
  if (!existing.active || !existing.roles.includes('admin'))
    await q.updateStaff(db, existing.id, { active: true, roles: [...new Set<StaffRole>([...existing.roles, 'admin'])] });
}

async function assertNotLocked(db: Tx, staffId: number, now: Date): Promise<void> {
  const failures = await q.failuresSince(db, staffId, new Date(now.getTime() - auth.failureWindowDays * day));
  if (failures.n >= auth.maxFailuresPerWindow) throw new StaffLockedError();
}

/**
 * POST /admin/api/login: sends a code to an active staff email. The answer is the same whether or not the email is
 * staff (nobody learns who is staff by asking); the 60 s resend gap applies to real accounts.
 */
export async function requestStaffCode(ctx: Ctx, input: { email: string; ip: string }): Promise<{ sent: true; resend_after: number }> {
  const now = ctx.now();
  const answer = { sent: true as const, resend_after: auth.resendSeconds };
  const user = await q.staffByEmail(ctx.db, input.email);
  if (!user || !user.active) return answer;
  await assertNotLocked(ctx.db, user.id, now);
  const last = await q.latestAttempt(ctx.db, user.id);
  if (last) {
    const wait = last.createdAt.getTime() + auth.resendSeconds * 1000 - now.getTime();
    if (wait > 0) throw new RateLimitError(wait / 1000, 'A code was sent a moment ago. Please wait before asking for a new one.');
  }
  const code = oneTimeCodes.fresh();
  const id = randomUUID();
  await q.insertAttempt(ctx.db, {
    id,
    staffUsersId: user.id,
    codeHash: oneTimeCodes.hash(id, code),
    ip: input.ip,
    createdAt: now,
    expiresAt: new Date(now.getTime() + auth.codeTtlSeconds * 1000),
  });
  const minutes = Math.round(auth.codeTtlSeconds / 60);
  await ctx.messenger.email(
    user.email,
    `Installer Club staff console: your code ${code}`,
    `Hello ${user.name},\n\nyour sign-in code for the Installer Club staff console is ${code}. It is valid for ${minutes} minutes.\n\nIf you did not ask for it, ignore this message.`,
    'staff_login_code',
    { staff_users_id: user.id },
  );
  return answer;
}

/** POST /admin/api/login/verify: the latest code, single use, 5 wrong tries burn it → an 8-hour session. */
export async function verifyStaffCode(
  ctx: Ctx,
  input: { email: string; code: string; ip: string; userAgent: string | null },
): Promise<StaffToken> {
  const { db } = ctx;
  const now = ctx.now();
  const user = await q.staffByEmail(db, input.email);
  if (!user || !user.active) throw new InvalidCodeError();
  await assertNotLocked(db, user.id, now);
  const attempt = await q.latestAttempt(db, user.id);
  if (!attempt || attempt.usedAt || attempt.failedAttempts >= auth.maxCodeAttempts || attempt.expiresAt.getTime() <= now.getTime())
    throw new InvalidCodeError();
  if (!(await q.takeTry(db, attempt.id, auth.maxCodeAttempts, now))) throw new InvalidCodeError();
  if (!oneTimeCodes.matches(attempt.id, input.code, attempt.codeHash)) {
    await q.recordFailure(db, user.id, input.ip, now);
    throw new InvalidCodeError();
  }
  return transaction(db, async (tx) => {
    if (!(await q.claimAttempt(tx, attempt.id, now))) throw new InvalidCodeError();
    const token = randomToken(32);
    const expiresAt = new Date(now.getTime() + staff.sessionHours * 3600_000);
    const sessionId = randomUUID();
    await q.insertSession(tx, { id: sessionId, staffUsersId: user.id, tokenHash: sha256(token), ip: input.ip, createdAt: now, expiresAt });
    const updated = await q.updateStaff(tx, user.id, { lastLoginAt: now });
    await audit(
      tx,
      { staffId: user.id, email: user.email, role: user.roles[0] ?? 'admin', ip: input.ip, userAgent: input.userAgent },
      { action: 'staff.sign_in', entityType: 'staff_user', entityId: user.uuid, after: { session: sessionId } },
      now,
    );
    return { token, expires_at: expiresAt.toISOString(), user: toStaffUser(updated) };
  });
}

/** The staff user of a bearer token, or null (unknown, expired, ended, or the account deactivated). */
export async function staffOfToken(db: Tx, token: string, now: Date): Promise<StaffPrincipal | null> {
  if (!token || token.length > 200) return null;
  const row = await q.liveSession(db, sha256(token), now);
  if (!row || !row.user.active) return null;
  return {
    id: row.user.id,
    uuid: row.user.uuid,
    email: row.user.email,
    name: row.user.name,
    roles: row.user.roles,
    sessionId: row.session.id,
  };
}

export async function staffLogout(ctx: Ctx, principal: StaffPrincipal): Promise<void> {
  await q.revokeSession(ctx.db, principal.sessionId, ctx.now());
}

export async function staffMe(ctx: Ctx, principal: StaffPrincipal): Promise<StaffUser> {
  const row = await q.staffByEmail(ctx.db, principal.email);
  if (!row) throw new NotFoundError();
  return toStaffUser(row);
}

export async function listStaffUsers(ctx: Ctx, input: { page: number; limit: number }): Promise<StaffUserList> {
  const { rows, total } = await q.listStaff(ctx.db, input.page, input.limit);
  return { data: rows.map(toStaffUser), meta: pageMeta(input.page, input.limit, total) };
}

/** Admins invite staff: the account exists at once; the person signs in with a code sent to that email. */
export async function inviteStaff(ctx: Ctx, actor: Actor, body: InviteStaffBody): Promise<StaffUser> {
  const now = ctx.now();
  const row = await transaction(ctx.db, async (tx) => {
    if (await q.staffByEmail(tx, body.email)) throw new ConflictError('A staff account with this email exists.', ['staff.emailTaken']);
    const inserted = await q.insertStaff(tx, {
      email: body.email,
      name: body.name,
      roles: [...new Set(body.roles)],
      invitedBy: actor.staffId,
      createdAt: now,
    });
    await audit(
      tx,
      actor,
      { action: 'staff.invite', entityType: 'staff_user', entityId: inserted.uuid, after: toStaffUser(inserted) },
      now,
    );
    return inserted;
  });
  // After the commit: the messenger writes the outbox on its own connection.
  await ctx.messenger.email(
    row.email,
    'You are invited to the Installer Club staff console',
    `Hello ${row.name},\n\nyou now have access to the Installer Club staff console (${row.roles.join(', ')}).\nSign in at ${ctx.config.publicUrl}/admin/login with this email address; a one-time code will be sent to you.`,
    'staff_invite',
    { staff_users_id: row.id },
  );
  return toStaffUser(row);
}

/** Admins change roles or (de)activate; deactivating ends the person's sessions. The last active admin stays. */
export async function updateStaffUser(ctx: Ctx, actor: Actor, input: { uuid: string; body: UpdateStaffBody }): Promise<StaffUser> {
  const now = ctx.now();
  return transaction(ctx.db, async (tx) => {
    const row = await q.staffByUuid(tx, input.uuid);
    if (!row) throw new NotFoundError();
    const roles = input.body.roles ? [...new Set(input.body.roles)] : row.roles;
    const active = input.body.active ?? row.active;
    const losesAdmin = row.active && row.roles.includes('admin') && (!active || !roles.includes('admin'));
    if (losesAdmin && (await q.countActiveAdmins(tx)) <= 1)
      throw new ConflictError('The last active admin cannot lose the admin role.', ['staff.lastAdmin']);
    const updated = await q.updateStaff(tx, row.id, { roles, active });
    if (!active) await q.revokeStaffSessions(tx, row.id, now);
    await audit(
      tx,
      actor,
      {
        action: active ? 'staff.update' : 'staff.deactivate',
        entityType: 'staff_user',
        entityId: row.uuid,
        before: toStaffUser(row),
        after: toStaffUser(updated),
      },
      now,
    );
    return toStaffUser(updated);
  });
}

export async function listAudit(ctx: Ctx, query: AuditQuery): Promise<AuditList> {
  const { rows, total } = await q.listAudit(ctx.db, query);
  return {
    data: rows.map((r) => ({
      id: r.id,
      created_at: r.createdAt.toISOString(),
      staff_email: r.staffEmail,
      staff_role: r.staffRole,
      action: r.action,
      entity_type: r.entityType,
      entity_id: r.entityId,
      before: r.before ?? null,
      after: r.after ?? null,
      ip: r.ip,
    })),
    meta: pageMeta(query.page, query.limit, total),
  };
}

// ---------------------------------------------------------------------------------------------------------------------
// Review queue

export async function listReview(ctx: Ctx, query: ReviewQuery): Promise<ReviewList> {
  const { rows, total } = await reviewQueue(
    ctx.db,
    query.region ? { ...query, companyIds: await companyIdsOfRegion(ctx.db, query.region) } : query,
  );
  const companies = new Map(
    (
      await companiesByIds(
        ctx.db,
        rows.map((r) => r.project.companiesId),
      )
    ).map((c) => [c.id, c]),
  );
  return {
    data: rows.map((r) => reviewItem(r, companies.get(r.project.companiesId))),
    meta: pageMeta(query.page, query.limit, total),
  };
}

async function companyIdsOfRegion(db: Tx, region: number): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const { rows } = await searchCompanies(db, { page, limit: 100, region, sort: 'created_at', dir: 'asc' });
    ids.push(...rows.map((r) => r.company.id));
    if (rows.length < 100) return ids;
  }
}

function reviewItem(r: ReviewRow, company: CompanyRow | undefined) {
  return {
    uuid: r.project.uuid,
    name: r.project.name,
    street_name: r.project.streetName,
    city: r.project.city,
    status: r.project.status,
    surveyed_at: r.project.surveyedAt?.toISOString() ?? null,
    created_at: r.project.createdAt.toISOString(),
    company: {
      uuid: company?.uuid ?? '00000000-0000-0000-0000-000000000000',
      name: company?.name ?? '',
      region_id: company?.regionsId ?? 0,
    },
    scans_total: r.scansTotal,
    scans_in_review: r.scansInReview,
  };
}

export async function getReview(ctx: Ctx, input: { uuid: string }): Promise<ReviewDetail> {
  const d = await reviewDetail(ctx.db, input.uuid);
  const holders = d.scans.flatMap((s) => (s.claimedBy ? [s.claimedBy.companiesId] : []));
  const companies = new Map(
    (await companiesByIds(ctx.db, [d.project.companiesId, ...holders, ...d.serialHolders.map((h) => h.companiesId)])).map((c) => [c.id, c]),
  );
  const region = companies.get(d.project.companiesId)?.regionsId;
  const foreignRegionSerials = d.serialHolders
    .filter((h) => companies.get(h.companiesId)?.regionsId !== region)
    .reduce((sum, h) => sum + h.serials, 0);
  const risks: string[] = [];
  if (d.history.scansTotal >= 5 && d.history.scansFlagged + d.history.scansRejected >= Math.max(3, d.history.scansTotal * 0.2))
    risks.push('many_flagged');
  if (d.history.scansRejected > 0) risks.push('rejected_before');
  if (d.scans.some((s) => s.claimedBy && s.claimedBy.companiesId !== d.project.companiesId)) risks.push('serial_of_other_company');
  if (d.history.projectsLost > d.history.projectsClosed && d.history.projectsLost >= 2) risks.push('many_lost');
  if (foreignRegionSerials > 0) risks.push('foreign_region_serials');
  return {
    ...reviewItem(d, companies.get(d.project.companiesId)),
    scans: d.scans.map((s) => ({
      uuid: s.uuid,
      serial_number: s.serialNumber,
      name: s.name,
      product_group: s.productGroup,
      flag: s.flag,
      reason: s.reason,
      claimed_by: s.claimedBy
        ? {
            company_name: companies.get(s.claimedBy.companiesId)?.name ?? '',
            scanned_at: s.claimedBy.scannedAt.toISOString(),
            region_id: companies.get(s.claimedBy.companiesId)?.regionsId ?? 0,
          }
        : null,
      base_points: s.basePoints,
      created_at: s.createdAt.toISOString(),
    })),
    history: {
      projects_closed: d.history.projectsClosed,
      projects_lost: d.history.projectsLost,
      projects_in_review: d.history.projectsInReview,
      scans_total: d.history.scansTotal,
      scans_flagged: d.history.scansFlagged,
      scans_rejected: d.history.scansRejected,
      foreign_region_serials: foreignRegionSerials,
    },
    risks,
  };
}

export async function decideProject(ctx: Ctx, actor: Actor, input: { uuid: string; body: DecisionBody }): Promise<DecisionResult> {
  return transaction(ctx.db, async (tx) => {
    const outcome = await decideReview({ ...ctx, db: tx }, input);
    await audit(
      tx,
      actor,
      { action: 'project.decision', entityType: 'project', entityId: input.uuid, before: outcome.before, after: outcome.after },
      ctx.now(),
    );
    return { status: outcome.status, points: outcome.points };
  });
}

// ---------------------------------------------------------------------------------------------------------------------
// Orders and voucher pools

function toStaffOrder(r: StaffOrderRow, company: CompanyRow | undefined): StaffOrder {
  return {
    uuid: r.uuid,
    number: r.number,
    status: r.status,
    type: r.type,
    vendor: r.vendor,
    region_id: r.regionsId,
    points: r.points,
    company: { uuid: company?.uuid ?? '00000000-0000-0000-0000-000000000000', name: company?.name ?? '' },
    customer: { ...r.customer },
    items: r.items.map((i) => ({ name: i.name, variant: i.sku, quantity: i.quantity, points: i.price * i.quantity })),
    data: r.inputData ?? null,
    note: r.note,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

export async function listStaffOrders(ctx: Ctx, query: StaffOrdersQuery): Promise<StaffOrderList> {
  const { rows, total } = await listAllOrders(ctx.db, query);
  const companies = new Map(
    (
      await companiesByIds(
        ctx.db,
        rows.map((r) => r.companiesId),
      )
    ).map((c) => [c.id, c]),
  );
  return { data: rows.map((r) => toStaffOrder(r, companies.get(r.companiesId))), meta: pageMeta(query.page, query.limit, total) };
}

/** POST /admin/api/orders/{uuid}/status: the orders module's `changeOrderStatus` (ledger capture/release, stock), audited. */
export async function setOrderStatus(ctx: Ctx, actor: Actor, input: { uuid: string; body: OrderStatusBody }): Promise<{ status: number }> {
  const now = ctx.now();
  return transaction(ctx.db, async (tx) => {
    const [before] = (await listAllOrders(tx, { page: 1, limit: 1, uuids: [input.uuid], sort: 'created_at', dir: 'desc' })).rows;
    if (!before) throw new NotFoundError();
    const result = await changeOrderStatus(
      { ...ctx, db: tx },
      { uuid: input.uuid, status: input.body.status, note: input.body.note ?? null },
    );
    await audit(
      tx,
      actor,
      {
        action: 'order.status',
        entityType: 'order',
        entityId: input.uuid,
        before: { status: before.status, note: before.note },
        after: { status: result.status, note: input.body.note ?? null },
      },
      now,
    );
    return result;
  });
}

/** Bulk: each order in its own transaction, so one refusal does not undo the others; each answers its own outcome. */
export async function setOrdersStatus(
  ctx: Ctx,
  actor: Actor,
  input: { uuids: string[]; body: OrderStatusBody },
): Promise<{ results: { uuid: string; status: number | null; error: string | null }[] }> {
  const results: { uuid: string; status: number | null; error: string | null }[] = [];
  for (const uuid of input.uuids) {
    try {
      const r = await setOrderStatus(ctx, actor, { uuid, body: input.body });
      results.push({ uuid, status: r.status, error: null });
    } catch (err) {
      if (!(err instanceof DomainError)) throw err;
      results.push({ uuid, status: null, error: err.message });
    }
  }
  return { results };
}

const csvCell = (v: unknown) => {
  let s = v === null || v === undefined ? '' : String(v);
  // Formula injection: a cell starting with = + - @ is made text for spreadsheet programs.
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\n\r;]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/** CSV of the filtered orders, one line per order line (print shop and goods warehouse). At most 10,000 orders. */
export async function ordersCsv(ctx: Ctx, query: Omit<StaffOrdersQuery, 'page' | 'limit'>): Promise<string> {
  const header = [
    'number',
    'status',
    'vendor',
    'type',
    'region',
    'company',
    'created_at',
    'item',
    'variant',
    'quantity',
    'points',
    'name',
    'street',
    'postal_code',
    'city',
    'country',
    'phone',
    'email',
    'note',
  ];
  const lines = [header.join(',')];
  for (let page = 1; page <= 100; page++) {
    const list = await listStaffOrders(ctx, { ...query, page, limit: 100 });
    for (const o of list.data) {
      const c = o.customer as Record<string, unknown>;
      const name = [c.name, c.surname].filter(Boolean).join(' ');
      const street = [c.street, c.house_number].filter(Boolean).join(' ');
      for (const i of o.items)
        lines.push(
          [
            o.number,
            o.status,
            o.vendor,
            o.type,
            o.region_id,
            o.company.name,
            o.created_at,
            i.name,
            i.variant,
            i.quantity,
            i.points,
            name,
            street,
            c.postal_code,
            c.city,
            c.country,
            c.phone,
            c.email,
            o.note,
          ]
            .map(csvCell)
            .join(','),
        );
    }
    if (page >= list.meta.last_page) break;
  }
  return `${lines.join('\r\n')}\r\n`;
}

export async function listVoucherPools(ctx: Ctx): Promise<{ data: VoucherPool[] }> {
  const [pools, waiting] = await Promise.all([voucherPools(ctx.db), waitingVoucherOrders(ctx.db)]);
  return {
    data: pools.map((p) => ({
      product_uuid: p.uuid,
      name: p.name,
      vendor: p.vendor,
      region_id: p.regionsId,
      free: p.free,
      waiting_orders: waiting.get(p.productId) ?? 0,
    })),
  };
}

/** POST /admin/api/products/{uuid}/voucher-codes: adds codes to a voucher product's pool (duplicates skipped). */
export async function uploadVoucherCodes(
  ctx: Ctx,
  actor: Actor,
  input: { uuid: string; body: VoucherCodesBody },
): Promise<{ added: number; skipped: number; free: number }> {
  const now = ctx.now();
  return transaction(ctx.db, async (tx) => {
    const product = await productByUuid(tx, input.uuid);
    if (!product) throw new NotFoundError();
    if (product.type !== 'voucher')
      throw new BadRequestError('Codes can only be added to voucher products.', ['staff.vouchers.notVoucher']);
    const added = await addVoucherCodes(
      tx,
      product.id,
      input.body.codes.map((c) => ({
        number: c.number,
        password: c.password ?? null,
        expiresAt: c.expires_at ? new Date(`${c.expires_at}T23:59:59Z`) : null,
      })),
    );
    const free = (await voucherPools(tx)).find((p) => p.productId === product.id)?.free ?? 0;
    // The codes themselves are secrets of the members who will get them: the audit keeps counts, not numbers.
    await audit(
      tx,
      actor,
      {
        action: 'voucher.codes_upload',
        entityType: 'product',
        entityId: product.uuid,
        after: { added, skipped: input.body.codes.length - added, free },
      },
      now,
    );
    return { added, skipped: input.body.codes.length - added, free };
  });
}

// ---------------------------------------------------------------------------------------------------------------------
// Companies and users

export async function listCompanies(ctx: Ctx, query: StaffCompaniesQuery): Promise<StaffCompanyList> {
  const { rows, total } = await searchCompanies(ctx.db, query);
  const balances = await balancesOf(
    ctx.db,
    rows.map((r) => r.company.id),
  );
  const data: StaffCompany[] = rows.map(({ company, users }) => ({
    uuid: company.uuid,
    name: company.name,
    region_id: company.regionsId,
    active: company.active,
    balance: balances.get(company.id) ?? 0,
    users: users.map((u) => ({
      uuid: u.uuid,
      name: `${u.name} ${u.surname}`.trim(),
      email: u.email,
      phone: u.phone,
      role: u.role,
      active: u.active,
    })),
    created_at: company.createdAt.toISOString(),
  }));
  return { data, meta: pageMeta(query.page, query.limit, total) };
}

/** How many of a company's latest ledger entries, projects and orders the company view shows. */
const companyViewRecent = 20;

/**
 * GET /admin/api/companies/{uuid}: one company with its team, balance and latest ledger entries, projects and orders,
 * each read through its module's service (decision 0111). 404 for an unknown uuid.
 */
export async function getCompany(ctx: Ctx, input: { uuid: string; language: string }): Promise<StaffCompanyDetail> {
  const company = await companyByUuid(ctx.db, input.uuid);
  if (!company) throw new NotFoundError();
  const limit = companyViewRecent;
  const [users, balances, ledger, projects, orders] = await Promise.all([
    usersOfCompany(ctx.db, company.id),
    balancesOf(ctx.db, [company.id]),
    companyLedger(ctx.db, company.id, { language: input.language, limit }),
    companyProjects(ctx.db, company.id, limit),
    listAllOrders(ctx.db, { page: 1, limit, sort: 'created_at', dir: 'desc', companiesId: company.id }),
  ]);
  return {
    company: {
      uuid: company.uuid,
      name: company.name,
      region_id: company.regionsId,
      active: company.active,
      registration_number: company.registrationNumber,
      address: company.address,
      postal_code: company.postalCode,
      city: company.city,
      company_type: company.companyType,
      created_at: company.createdAt.toISOString(),
    },
    balance: balances.get(company.id) ?? 0,
    users: users.map((u) => ({
      uuid: u.uuid,
      name: `${u.name} ${u.surname}`.trim(),
      email: u.email,
      phone: u.phone,
      role: u.role,
      active: u.active,
      last_active_at: u.lastActiveAt?.toISOString() ?? null,
    })),
    points: { data: ledger.data, total: ledger.meta.total },
    projects: {
      data: projects.rows.map((p) => ({
        uuid: p.uuid,
        name: p.name,
        address: [p.streetName, [p.postalCode, p.city].filter(Boolean).join(' ')].filter(Boolean).join(', '),
        status: p.status,
        scans: p.scans,
        credited_points: p.creditedPoints,
        created_at: p.createdAt.toISOString(),
        closed_at: p.closedAt?.toISOString() ?? null,
      })),
      total: projects.total,
    },
    orders: { data: orders.rows.map((r) => toStaffOrder(r, company)), total: orders.total },
  };
}

/** A staff correction (ledger `adjust`, never below zero), with its mandatory reason; idempotent per request key. */
export async function adjustCompanyPoints(
  ctx: Ctx,
  actor: Actor,
  input: { uuid: string; body: AdjustPointsBody; idempotencyKey?: string | undefined },
): Promise<{ balance: number }> {
  const now = ctx.now();
  return transaction(ctx.db, async (tx) => {
    const company = await companyByUuid(tx, input.uuid);
    if (!company) throw new NotFoundError();
    const before = (await balancesOf(tx, [company.id])).get(company.id) ?? 0;
    const result = await adjust(tx, {
      companyId: company.id,
      amount: input.body.amount,
      reason: input.body.reason,
      idempotencyKey: `staff-adjust:${input.idempotencyKey ?? randomUUID()}`,
      staffId: actor.staffId,
      now,
    });
    if (!result.replayed)
      await audit(
        tx,
        actor,
        {
          action: 'company.points_adjust',
          entityType: 'company',
          entityId: company.uuid,
          before: { balance: before },
          after: { balance: result.balance, amount: input.body.amount, reason: input.body.reason },
        },
        now,
      );
    return { balance: result.balance };
  });
}

export async function endUserSessions(ctx: Ctx, actor: Actor, input: { uuid: string }): Promise<void> {
  const now = ctx.now();
  await transaction(ctx.db, async (tx) => {
    const found = await userByUuid(tx, input.uuid);
    if (!found) throw new NotFoundError();
    await revokeUserSessions(tx, found.user.id, now);
    await audit(tx, actor, { action: 'user.end_sessions', entityType: 'user', entityId: input.uuid }, now);
  });
}

export async function setUserActivity(ctx: Ctx, actor: Actor, input: { uuid: string; active: boolean }): Promise<void> {
  const now = ctx.now();
  await transaction(ctx.db, async (tx) => {
    const found = await userByUuid(tx, input.uuid);
    if (!found) throw new NotFoundError();
    const next = input.active ? userActive.active : userActive.inactive;
    await setUserActive(tx, found.user.id, next, now);
    if (!input.active) await revokeUserSessions(tx, found.user.id, now);
    await audit(
      tx,
      actor,
      {
        action: input.active ? 'user.activate' : 'user.deactivate',
        entityType: 'user',
        entityId: input.uuid,
        before: { active: found.user.active },
        after: { active: next },
      },
      now,
    );
  });
}

/**
 * Deactivates or reactivates a company (admins). Deactivating ends every session of its users in the same
 * transaction; the auth hook, the refresh and the sign-in refuse an inactive company's users anyway (decision 0111).
 */
export async function setCompanyActivity(ctx: Ctx, actor: Actor, input: { uuid: string; active: boolean }): Promise<void> {
  const now = ctx.now();
  await transaction(ctx.db, async (tx) => {
    const company = await companyByUuid(tx, input.uuid);
    if (!company) throw new NotFoundError();
    const next = input.active ? userActive.active : userActive.inactive;
    await setCompanyActive(tx, company.id, next, now);
    const users = input.active ? [] : await usersOfCompany(tx, company.id);
    for (const u of users) await revokeUserSessions(tx, u.id, now);
    await audit(
      tx,
      actor,
      {
        action: input.active ? 'company.activate' : 'company.deactivate',
        entityType: 'company',
        entityId: company.uuid,
        before: { active: company.active },
        after: { active: next, ...(input.active ? {} : { sessions_ended_for: users.map((u) => u.uuid) }) },
      },
      now,
    );
  });
}

// ---------------------------------------------------------------------------------------------------------------------
// Emulation (?faker=)

/** POST /admin/api/emulation: a one-time handoff code (60 s) in a portal URL. Audited as the start of the emulation. */
export async function startEmulation(ctx: Ctx, actor: Actor, input: { userUuid: string }): Promise<{ url: string }> {
  const now = ctx.now();
  return transaction(ctx.db, async (tx) => {
    const found = await userByUuid(tx, input.userUuid);
    if (!found) throw new NotFoundError();
    if (found.user.active !== userActive.active || found.company.active !== userActive.active)
      throw new ConflictError('This user is not active and cannot be viewed.', ['staff.emulation.inactive']);
    const code = randomToken(24);
    const id = randomUUID();
    await q.insertEmulation(tx, {
      id,
      codeHash: sha256(code),
      staffUsersId: actor.staffId,
      usersId: found.user.id,
      createdAt: now,
      codeExpiresAt: new Date(now.getTime() + staff.handoffSeconds * 1000),
    });
    await audit(tx, actor, { action: 'emulation.start', entityType: 'user', entityId: input.userUuid, after: { emulation: id } }, now);
    return { url: `/?faker=${encodeURIComponent(code)}` };
  });
}

const emulationSid = (id: string) => `emu:${id}`;

/** POST /v2/installer/emulation: the handoff code (once, within 60 s) → a read-only access token of the user (15 min). */
export async function exchangeEmulation(ctx: Ctx, input: { code: string }): Promise<EmulationToken> {
  const now = ctx.now();
  const expires = new Date(now.getTime() + staff.emulationMinutes * 60_000);
  const row = await q.exchangeEmulation(ctx.db, sha256(input.code), now, expires);
  if (!row) throw new InvalidCodeError();
  const found = await userOfEmulation(ctx.db, row.usersId);
  if (!found) throw new InvalidCodeError();
  const ttl = Math.round((expires.getTime() - now.getTime()) / 1000);
  const signed = signAccessToken(
    { sub: found.id, cid: found.companiesId, sid: emulationSid(row.id), ro: true },
    ctx.config.appSecret,
    ttl,
    now.getTime(),
  );
  return {
    token: signed.token,
    expiresAt: signed.expiresAt.toISOString(),
    read_only: true,
    name: found.name,
    language: languageById(found.languagesId)?.code ?? 'en',
  };
}

async function userOfEmulation(
  db: Tx,
  usersId: number,
): Promise<{ id: number; companiesId: number; name: string; languagesId: number } | null> {
  const m = await findMember(db, { userId: usersId });
  return m
    ? { id: m.user.id, companiesId: m.company.id, name: `${m.user.name} ${m.user.surname}`.trim(), languagesId: m.user.languagesId }
    : null;
}

/** Whether an emulation token's session was ended (the banner's exit). `sid` of other tokens → null (not emulation). */
export async function emulationEnded(db: Tx, sid: string): Promise<boolean | null> {
  if (!sid.startsWith('emu:')) return null;
  const row = await q.findEmulation(db, sid.slice(4));
  return !row || row.endedAt !== null;
}

/** The portal's exit: ends the emulation token at once and writes the end to the audit log (as the staff who began it). */
export async function endEmulation(ctx: Ctx, input: { sid: string; ip: string | null; userAgent: string | null }): Promise<void> {
  if (!input.sid.startsWith('emu:')) throw new BadRequestError('Not an emulation session.');
  const now = ctx.now();
  await transaction(ctx.db, async (tx) => {
    const row = await q.endEmulation(tx, input.sid.slice(4), now);
    if (!row) return;
    const who = await q.staffById(tx, row.staffUsersId);
    await audit(
      tx,
      {
        staffId: row.staffUsersId,
        email: who?.email ?? '',
        role: who?.roles.includes('support') ? 'support' : 'admin',
        ip: input.ip,
        userAgent: input.userAgent,
      },
      { action: 'emulation.end', entityType: 'emulation', entityId: row.id, after: { ended_at: now.toISOString() } },
      now,
    );
  });
}

// ---------------------------------------------------------------------------------------------------------------------
// Broadcasts

function toBroadcast(row: q.BroadcastRow, companyUuid: string | null): Broadcast {
  return {
    uuid: row.uuid,
    type: row.type,
    title: row.title,
    region: row.regionsId,
    role: row.role,
    company_uuid: companyUuid,
    email: row.email,
    status: row.status,
    sent: row.sent,
    created_at: row.createdAt.toISOString(),
  };
}

export async function createBroadcast(ctx: Ctx, actor: Actor, body: BroadcastBody): Promise<Broadcast> {
  const now = ctx.now();
  return transaction(ctx.db, async (tx) => {
    const company = body.company_uuid ? await companyByUuid(tx, body.company_uuid) : null;
    if (body.company_uuid && !company) throw new NotFoundError();
    const row = await q.insertBroadcast(tx, {
      staffUsersId: actor.staffId,
      type: body.type,
      title: body.title,
      text: body.text,
      regionsId: body.region ?? null,
      role: body.role ?? null,
      companiesId: company?.id ?? null,
      email: body.email,
      createdAt: now,
    });
    const result = toBroadcast(row, company?.uuid ?? null);
    await audit(
      tx,
      actor,
      { action: 'broadcast.create', entityType: 'broadcast', entityId: row.uuid, after: { ...result, text: body.text } },
      now,
    );
    return result;
  });
}

export async function listBroadcasts(ctx: Ctx, input: { page: number; limit: number }) {
  const { rows, total } = await q.listBroadcasts(ctx.db, input.page, input.limit);
  const companies = new Map(
    (
      await companiesByIds(
        ctx.db,
        rows.flatMap((r) => (r.companiesId ? [r.companiesId] : [])),
      )
    ).map((c) => [c.id, c.uuid]),
  );
  return {
    data: rows.map((r) => toBroadcast(r, r.companiesId ? (companies.get(r.companiesId) ?? null) : null)),
    meta: pageMeta(input.page, input.limit, total),
  };
}

/**
 * One batch of the oldest unfinished broadcast (the job runner calls this until nothing is left): notifications for
 * the next users by id, and emails to those who agreed to them when the broadcast asks. The cursor moves in the same
 * transaction as the notifications and the emails' outbox rows, so a crashed batch is redone whole, never twice; the
 * emails go to the transport after the commit.
 */
export async function sendBroadcastBatch(ctx: Ctx, batch: number = staff.broadcastBatch): Promise<number> {
  const mails: number[] = [];
  const written = await transaction(ctx.db, async (tx) => {
    const b = await q.claimBroadcast(tx);
    if (!b) return -1;
    const users = await broadcastRecipients(tx, {
      regionsId: b.regionsId,
      role: b.role,
      companiesId: b.companiesId,
      afterId: b.cursor,
      limit: batch,
    });
    for (const u of users) {
      await notifyText(tx, { user: u, type: b.type, kind: 'broadcast', title: b.title, text: b.text, data: { broadcast_uuid: b.uuid } });
      if (b.email && u.email && u.emailConsent)
        mails.push(await ctx.messenger.queueEmail(tx, u.email, b.title, b.text, 'broadcast', { users_id: u.id, broadcast_uuid: b.uuid }));
    }
    const last = users.at(-1);
    const done = users.length < batch;
    await q.advanceBroadcast(tx, b.id, {
      cursor: last?.id ?? b.cursor,
      sent: b.sent + users.length,
      status: done ? 'done' : 'sending',
      doneAt: done ? ctx.now() : null,
    });
    return users.length;
  });
  for (const id of mails) await ctx.messenger.deliverQueued(id);
  return written;
}

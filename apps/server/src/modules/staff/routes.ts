// The staff console's API (DESIGN §9 Staff and Emulation). `staffPublicRoutes`: sign-in by email code and the portal's
// emulation exchange and exit. `staffRoutes`: everything under /admin/api, registered by app.ts behind
// `app.authenticateStaff`; each route names the roles of its area with `app.requireStaff([...])` (admins always pass).
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema, uuidParamsSchema } from '@club/contract/common';
import { auth } from '@club/contract/constants';
import {
  adjustPointsBodySchema,
  auditListSchema,
  auditQuerySchema,
  broadcastBodySchema,
  broadcastListSchema,
  broadcastSchema,
  bulkOrderStatusBodySchema,
  bulkOrderStatusResultSchema,
  decisionBodySchema,
  decisionResultSchema,
  emulationBodySchema,
  emulationExchangeBodySchema,
  emulationStartSchema,
  emulationTokenSchema,
  inviteStaffBodySchema,
  orderStatusBodySchema,
  reviewDetailSchema,
  reviewListSchema,
  reviewQuerySchema,
  staffCompaniesQuerySchema,
  staffCompanyDetailSchema,
  staffCompanyListSchema,
  staffCompanyQuerySchema,
  staffLoginBodySchema,
  staffLoginResponseSchema,
  staffOrderListSchema,
  staffOrdersQuerySchema,
  staffTokenSchema,
  staffUserListSchema,
  staffUserSchema,
  staffVerifyBodySchema,
  updateStaffBodySchema,
  voucherCodesBodySchema,
  voucherPoolsSchema,
} from '@club/contract/staff';
import { pageQuerySchema } from '@club/contract/common';
import { requestCtx, type ModuleOptions } from '../../deps.ts';
import { UnauthorizedError } from '../../lib/errors.ts';
import { verifyAccessToken } from '../../lib/tokens.ts';
import { actorOf, staffOf } from '../../plugins/staff-auth.ts';
import {
  adjustCompanyPoints,
  createBroadcast,
  decideProject,
  endEmulation,
  endUserSessions,
  exchangeEmulation,
  getCompany,
  getReview,
  inviteStaff,
  listAudit,
  listBroadcasts,
  listCompanies,
  listReview,
  listStaffOrders,
  listStaffUsers,
  listVoucherPools,
  ordersCsv,
  requestStaffCode,
  setOrderStatus,
  setCompanyActivity,
  setOrdersStatus,
  setUserActivity,
  staffLogout,
  staffMe,
  startEmulation,
  updateStaffUser,
  uploadVoucherCodes,
  verifyStaffCode,
} from './service.ts';
import { staffSupportRoutes } from './support-routes.ts';
import { catalogueRoutes } from './catalogue-routes.ts';

const hour = 3600;
const tags = ['staff'];
const errors = { 400: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema };

export const staffPublicRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.post(
    '/admin/api/login',
    {
      schema: {
        tags,
        summary: 'Send a one-time code to a staff email (same answer for any email)',
        body: staffLoginBodySchema,
        response: { 200: staffLoginResponseSchema, 400: errorEnvelopeSchema, 403: errorEnvelopeSchema, 429: errorEnvelopeSchema },
      },
      config: {
        rateLimits: [
          { key: (request) => `staff-login:ip:${request.ip}`, max: auth.hourlyCapPerAddress, windowSeconds: hour },
          {
            key: (request) => {
              const email = (request.body as { email?: unknown } | null)?.email;
              return typeof email === 'string' ? `staff-login:id:${email}` : null;
            },
            max: auth.hourlyCapPerIdentifier,
            windowSeconds: hour,
          },
        ],
      },
    },
    async (request) => requestStaffCode(requestCtx(deps, request), { email: request.body.email, ip: request.ip }),
  );

  app.post(
    '/admin/api/login/verify',
    {
      schema: {
        tags,
        summary: 'Exchange the staff code for an 8-hour session token',
        body: staffVerifyBodySchema,
        response: { 200: staffTokenSchema, 400: errorEnvelopeSchema, 403: errorEnvelopeSchema, 406: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const ua = request.headers['user-agent'];
      return verifyStaffCode(requestCtx(deps, request), {
        email: request.body.email,
        code: request.body.code,
        ip: request.ip,
        userAgent: typeof ua === 'string' ? ua.slice(0, 300) : null,
      });
    },
  );

  app.post(
    '/v2/installer/emulation',
    {
      schema: {
        tags: ['auth'],
        summary: 'Exchange a staff handoff code (?faker=) for a 15-minute read-only token of that user',
        body: emulationExchangeBodySchema,
        response: { 200: emulationTokenSchema, 400: errorEnvelopeSchema, 406: errorEnvelopeSchema },
      },
      config: { rateLimits: [{ key: (request) => `emulation:ip:${request.ip}`, max: 60, windowSeconds: hour }] },
    },
    async (request) => exchangeEmulation(requestCtx(deps, request), { code: request.body.code }),
  );

  app.post(
    '/v2/installer/emulation/end',
    {
      schema: {
        tags: ['auth'],
        summary: 'End the emulation of this read-only token (the banner’s exit); audited',
        security: [{ bearer: [] }],
        response: { 204: z.null(), 400: errorEnvelopeSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const header = request.headers.authorization;
      const claims = header?.startsWith('Bearer ')
        ? verifyAccessToken(header.slice(7).trim(), deps.config.appSecret, deps.now().getTime())
        : null;
      if (!claims?.ro) throw new UnauthorizedError();
      const ua = request.headers['user-agent'];
      await endEmulation(requestCtx(deps, request), {
        sid: claims.sid,
        ip: request.ip,
        userAgent: typeof ua === 'string' ? ua.slice(0, 300) : null,
      });
      return reply.status(204).send(null);
    },
  );
};

export const staffRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  const ctx = (request: Parameters<typeof requestCtx>[1]) => requestCtx(deps, request);
  const admin = app.requireStaff(['admin']);
  const review = app.requireStaff(['review']);
  const fulfilment = app.requireStaff(['fulfilment']);
  const support = app.requireStaff(['support']);
  const anyStaff = app.requireStaff(['review', 'fulfilment', 'content', 'support']);
  const companyView = app.requireStaff(['review', 'fulfilment', 'support']);
  // Support tickets and a marketing order's files (support-routes.ts).
  await app.register(staffSupportRoutes, { deps });

  // Catalogue, content and regional settings (content; admins): catalogue-routes.ts.
  await app.register(catalogueRoutes, { deps });

  // Session ----------------------------------------------------------------------------------------------------------
  app.get(
    '/admin/api/me',
    { schema: { tags, summary: 'The signed-in staff user', response: { 200: staffUserSchema, ...errors } } },
    async (request) => staffMe(ctx(request), staffOf(request)),
  );
  app.post(
    '/admin/api/logout',
    { schema: { tags, summary: 'End this staff session', response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await staffLogout(ctx(request), staffOf(request));
      return reply.status(204).send(null);
    },
  );

  // Staff accounts (admin) -------------------------------------------------------------------------------------------
  app.get(
    '/admin/api/staff',
    {
      preHandler: admin,
      schema: { tags, summary: 'Staff accounts', querystring: pageQuerySchema, response: { 200: staffUserListSchema, ...errors } },
    },
    async (request) => listStaffUsers(ctx(request), request.query),
  );
  app.post(
    '/admin/api/staff',
    {
      preHandler: admin,
      schema: { tags, summary: 'Invite a staff member', body: inviteStaffBodySchema, response: { 201: staffUserSchema, ...errors } },
    },
    async (request, reply) => reply.status(201).send(await inviteStaff(ctx(request), actorOf(request), request.body)),
  );
  app.patch(
    '/admin/api/staff/:uuid',
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'Change roles, deactivate or reactivate',
        params: uuidParamsSchema,
        body: updateStaffBodySchema,
        response: { 200: staffUserSchema, ...errors },
      },
    },
    async (request) => updateStaffUser(ctx(request), actorOf(request), { uuid: request.params.uuid, body: request.body }),
  );
  app.get(
    '/admin/api/audit',
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'The audit log, newest first, searchable',
        querystring: auditQuerySchema,
        response: { 200: auditListSchema, ...errors },
      },
    },
    async (request) => listAudit(ctx(request), request.query),
  );

  // Review (review) --------------------------------------------------------------------------------------------------
  app.get(
    '/admin/api/review',
    {
      preHandler: review,
      schema: { tags, summary: 'Projects in review', querystring: reviewQuerySchema, response: { 200: reviewListSchema, ...errors } },
    },
    async (request) => listReview(ctx(request), request.query),
  );
  app.get(
    '/admin/api/review/:uuid',
    {
      preHandler: review,
      schema: {
        tags,
        summary: 'A project in review with its scans and the company’s history',
        params: uuidParamsSchema,
        response: { 200: reviewDetailSchema, ...errors },
      },
    },
    async (request) => getReview(ctx(request), request.params),
  );
  app.post(
    '/admin/api/projects/:uuid/decision',
    {
      preHandler: review,
      schema: {
        tags,
        summary: 'Accept/reject scans and close (2) or mark lost (3)',
        params: uuidParamsSchema,
        body: decisionBodySchema,
        response: { 200: decisionResultSchema, ...errors },
      },
    },
    async (request) => decideProject(ctx(request), actorOf(request), { uuid: request.params.uuid, body: request.body }),
  );

  // Orders (fulfilment) ----------------------------------------------------------------------------------------------
  app.get(
    '/admin/api/orders',
    {
      preHandler: fulfilment,
      schema: {
        tags,
        summary: 'Orders by status, vendor and region',
        querystring: staffOrdersQuerySchema,
        response: { 200: staffOrderListSchema, ...errors },
      },
    },
    async (request) => listStaffOrders(ctx(request), request.query),
  );
  app.get(
    '/admin/api/orders/export',
    {
      preHandler: fulfilment,
      schema: {
        tags,
        summary: 'CSV of the filtered orders (one line per item)',
        querystring: staffOrdersQuerySchema.omit({ page: true, limit: true }),
        response: { 200: z.string().describe('text/csv'), ...errors },
      },
    },
    async (request, reply) => {
      const csv = await ordersCsv(ctx(request), request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="orders-${new Date().toISOString().slice(0, 10)}.csv"`)
        .serializer((s: unknown) => String(s))
        .send(csv);
    },
  );
  app.post(
    '/admin/api/orders/:uuid/status',
    {
      preHandler: fulfilment,
      schema: {
        tags,
        summary: 'Move an order: 1 → 2 → 3, or 4 / 5',
        params: uuidParamsSchema,
        body: orderStatusBodySchema,
        response: { 200: z.object({ status: z.number().int() }), ...errors },
      },
    },
    async (request) => setOrderStatus(ctx(request), actorOf(request), { uuid: request.params.uuid, body: request.body }),
  );
  app.post(
    '/admin/api/orders/status',
    {
      preHandler: fulfilment,
      schema: {
        tags,
        summary: 'Move several orders at once',
        body: bulkOrderStatusBodySchema,
        response: { 200: bulkOrderStatusResultSchema, ...errors },
      },
    },
    async (request) => {
      const { uuids, ...body } = request.body;
      return setOrdersStatus(ctx(request), actorOf(request), { uuids, body });
    },
  );
  app.get(
    '/admin/api/voucher-pools',
    {
      preHandler: fulfilment,
      schema: {
        tags,
        summary: 'Voucher products, free codes and orders waiting for codes',
        response: { 200: voucherPoolsSchema, ...errors },
      },
    },
    async (request) => listVoucherPools(ctx(request)),
  );
  app.post(
    '/admin/api/products/:uuid/voucher-codes',
    {
      preHandler: fulfilment,
      schema: {
        tags,
        summary: 'Add codes to a voucher product’s pool',
        params: uuidParamsSchema,
        body: voucherCodesBodySchema,
        response: { 200: z.object({ added: z.number().int(), skipped: z.number().int(), free: z.number().int() }), ...errors },
      },
    },
    async (request) => uploadVoucherCodes(ctx(request), actorOf(request), { uuid: request.params.uuid, body: request.body }),
  );

  // Companies and users (support; admins) -----------------------------------------------------------------------------
  app.get(
    '/admin/api/companies',
    {
      preHandler: anyStaff,
      schema: {
        tags,
        summary: 'Search companies and their users',
        querystring: staffCompaniesQuerySchema,
        response: { 200: staffCompanyListSchema, ...errors },
      },
    },
    async (request) => listCompanies(ctx(request), request.query),
  );
  app.get(
    '/admin/api/companies/:uuid',
    {
      // Every area but content looks at a member's company: support helping, review weighing history, fulfilment orders.
      preHandler: companyView,
      schema: {
        tags,
        summary: 'One company: team, balance, latest ledger entries, projects and orders',
        params: uuidParamsSchema,
        querystring: staffCompanyQuerySchema,
        response: { 200: staffCompanyDetailSchema, ...errors },
      },
    },
    async (request) => getCompany(ctx(request), { uuid: request.params.uuid, language: request.query.language }),
  );
  app.post(
    '/admin/api/companies/:uuid/points',
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'Adjust a company’s points with a reason (never below zero)',
        params: uuidParamsSchema,
        body: adjustPointsBodySchema,
        response: { 200: z.object({ balance: z.number().int() }), ...errors },
      },
    },
    async (request) => {
      const key = request.headers['idempotency-key'];
      return adjustCompanyPoints(ctx(request), actorOf(request), {
        uuid: request.params.uuid,
        body: request.body,
        idempotencyKey: typeof key === 'string' && key.length <= 100 ? key : undefined,
      });
    },
  );
  app.post(
    '/admin/api/companies/:uuid/active',
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'Deactivate a company (every session of its users ends) or reactivate it',
        params: uuidParamsSchema,
        body: z.object({ active: z.boolean() }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await setCompanyActivity(ctx(request), actorOf(request), { uuid: request.params.uuid, active: request.body.active });
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/admin/api/users/:uuid/sessions/end',
    {
      preHandler: support,
      schema: { tags, summary: 'End every session of a user', params: uuidParamsSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await endUserSessions(ctx(request), actorOf(request), request.params);
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/admin/api/users/:uuid/active',
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'Deactivate or reactivate a user',
        params: uuidParamsSchema,
        body: z.object({ active: z.boolean() }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await setUserActivity(ctx(request), actorOf(request), { uuid: request.params.uuid, active: request.body.active });
      return reply.status(204).send(null);
    },
  );

  // Emulation (support) ----------------------------------------------------------------------------------------------
  app.post(
    '/admin/api/emulation',
    {
      preHandler: support,
      schema: {
        tags,
        summary: 'View the portal as a user, read-only: a one-time portal URL',
        body: emulationBodySchema,
        response: { 200: emulationStartSchema, ...errors },
      },
    },
    async (request) => startEmulation(ctx(request), actorOf(request), { userUuid: request.body.user_uuid }),
  );

  // Broadcasts (admin) -----------------------------------------------------------------------------------------------
  app.get(
    '/admin/api/broadcasts',
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'Broadcasts sent and being sent',
        querystring: pageQuerySchema,
        response: { 200: broadcastListSchema, ...errors },
      },
    },
    async (request) => listBroadcasts(ctx(request), request.query),
  );
  app.post(
    '/admin/api/broadcasts',
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'A notification to a region, a role or one company',
        body: broadcastBodySchema,
        response: { 201: broadcastSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createBroadcast(ctx(request), actorOf(request), request.body)),
  );
};

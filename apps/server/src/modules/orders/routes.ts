// POST /v2/orders, POST /v2/orders/multi (owners only: roles 3 and 7; others 403), GET /v2/orders, GET /v2/orders/{uuid}
// (company-scoped). An `installer` module. The optional `Idempotency-Key` header makes a retried placement answer the
// first result instead of ordering twice.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelopeSchema, uuidParamsSchema } from '@club/contract/common';
import {
  idempotencyKeySchema,
  orderListSchema,
  orderSchema,
  ordersQuerySchema,
  placeMultiOrderBodySchema,
  placeOrderBodySchema,
  placedOrdersSchema,
} from '@club/contract/orders';
import { requestCtx, type ModuleOptions } from '../../deps.ts';
import { scopeOf } from '../../lib/scope.ts';
import { callerOf } from '../../plugins/auth.ts';
import { getOrder, listOrders, placeOrders } from './service.ts';

const headers = z.looseObject({ 'idempotency-key': idempotencyKeySchema.optional() });
const placeErrors = {
  400: errorEnvelopeSchema.describe('Every problem: unavailable, stock or price changed, below the minimum, not enough points, customer'),
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema.describe('The role may not order (installers 4 and 8)'),
  409: errorEnvelopeSchema.describe('The Idempotency-Key was used for another request'),
};

const routes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.post(
    '/v2/orders',
    {
      preHandler: app.requireOwner,
      schema: {
        tags: ['orders'],
        summary: 'Place an order (a cart with several vendors becomes one order per vendor, all or none)',
        headers,
        body: placeOrderBodySchema,
        response: { 200: placedOrdersSchema, 201: placedOrdersSchema, ...placeErrors },
      },
    },
    async (request, reply) => {
      const { user, company } = callerOf(request);
      const { orders, replayed } = await placeOrders(requestCtx(deps, request), scopeOf(request), {
        regionId: company.regionsId,
        user: { email: user.email, languagesId: user.languagesId },
        groups: [{ type: request.body.type, order: request.body.order, data: request.body.data ?? null }],
        customer: request.body.customer,
        idempotencyKey: request.headers['idempotency-key'],
        route: 'orders',
      });
      return reply.status(replayed ? 200 : 201).send({ data: orders });
    },
  );

  app.post(
    '/v2/orders/multi',
    {
      preHandler: app.requireOwner,
      schema: {
        tags: ['orders'],
        summary: 'Place several orders (e.g. the cart’s vendors) with one customer, all or none',
        headers,
        body: placeMultiOrderBodySchema,
        response: { 200: placedOrdersSchema, 201: placedOrdersSchema, ...placeErrors },
      },
    },
    async (request, reply) => {
      const { user, company } = callerOf(request);
      const { orders, replayed } = await placeOrders(requestCtx(deps, request), scopeOf(request), {
        regionId: company.regionsId,
        user: { email: user.email, languagesId: user.languagesId },
        groups: request.body.orders,
        customer: request.body.customer,
        idempotencyKey: request.headers['idempotency-key'],
        route: 'orders/multi',
      });
      return reply.status(replayed ? 200 : 201).send({ data: orders });
    },
  );

  app.get(
    '/v2/orders',
    {
      schema: {
        tags: ['orders'],
        summary: 'The company’s orders, newest first (20 per page)',
        querystring: ordersQuerySchema,
        response: { 200: orderListSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => listOrders(requestCtx(deps, request), scopeOf(request), request.query),
  );

  app.get(
    '/v2/orders/:uuid',
    {
      schema: {
        tags: ['orders'],
        summary: 'One of the company’s orders (another company’s → 404)',
        params: uuidParamsSchema,
        response: { 200: orderSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => getOrder(requestCtx(deps, request), scopeOf(request), { uuid: request.params.uuid }),
  );
};
export default routes;

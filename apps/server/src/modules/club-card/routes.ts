// PATCH /v1/edenred/card/verify/{id}, GET /v1/edenred/card/account/{id}, GET /v1/edenred/card/history ({id}: the
// caller's company id; another company's → 404). An `installer` module. Ordering the card and topping it up are
// orders (POST /v2/orders, types `card` and `card_topup`).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cardAccountSchema,
  cardIdParamsSchema,
  topUpHistoryQuerySchema,
  topUpHistorySchema,
  verifyCardBodySchema,
} from '@club/contract/club-card';
import { errorEnvelopeSchema } from '@club/contract/common';
import { requestCtx, type ModuleOptions } from '../../deps.ts';
import { scopeOf } from '../../lib/scope.ts';
import { cardAccount, topUpHistory, verifyCard } from './service.ts';

const routes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.patch(
    '/v1/edenred/card/verify/:id',
    {
      schema: {
        tags: ['club card'],
        summary: 'Verify the company’s card with the 10-digit number printed on it (ISSUED → ACTIVE)',
        params: cardIdParamsSchema,
        body: verifyCardBodySchema,
        response: { 200: cardAccountSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) =>
      verifyCard(requestCtx(deps, request), scopeOf(request), { id: request.params.id, serialNumber: request.body.card_serial_number }),
  );

  app.get(
    '/v1/edenred/card/account/:id',
    {
      schema: {
        tags: ['club card'],
        summary: 'The company’s card account: current card status, balance, pending points',
        params: cardIdParamsSchema,
        response: { 200: cardAccountSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => cardAccount(requestCtx(deps, request), scopeOf(request), { id: request.params.id }),
  );

  app.get(
    '/v1/edenred/card/history',
    {
      schema: {
        tags: ['club card'],
        summary: 'The company’s top-ups, newest first (4 per page in the portal)',
        querystring: topUpHistoryQuerySchema,
        response: { 200: topUpHistorySchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => topUpHistory(requestCtx(deps, request), scopeOf(request), request.query),
  );
};
export default routes;

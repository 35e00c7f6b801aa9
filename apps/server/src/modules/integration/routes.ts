// The integration API for the maker's CRM and ERP under /integration/v1 (DESIGN §9 Integration API). Registered as its
// own encapsulated plugin: its onRequest hook accepts integration API keys only (a user's access token answers 401
// here, and a key answers 401 everywhere else, because the installer routes accept only access tokens). Each route
// names the scope it needs in a preHandler (missing → 403).
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema } from '@club/contract/common';
import {
  companyFeedSchema,
  feedQuerySchema,
  orderFeedSchema,
  productUnitsBodySchema,
  productUnitsMaxPerCall,
  productUnitsResultSchema,
  projectFeedSchema,
  type IntegrationScope,
} from '@club/contract/integration';
import { requestCtx, type ModuleOptions } from '../../deps.ts';
import { ForbiddenError } from '../../lib/errors.ts';
import { putProductUnits, readFeed, type FeedKind } from './feeds.ts';
import { authenticateApiKey, type ApiKeyCaller } from './service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    integrationKey: ApiKeyCaller | null;
  }
}

export const integrationSecurity = [{ integrationKey: [] }];

const requireScope = (scope: IntegrationScope) => async (request: FastifyRequest) => {
  if (!request.integrationKey?.scopes.includes(scope)) throw new ForbiddenError(`This API key does not have the scope ${scope}.`);
};

const feedDescription =
  'A change feed. Rows come in the order they were last changed (oldest first). Start with `updated_since` (or nothing, ' +
  'for everything), then pass `next_cursor` back as `cursor` until `has_more` is false; keep the last `next_cursor` and ' +
  'ask with it later for what changed since. No row is skipped and none comes twice in the same state, even while rows ' +
  'change between pages; a row changed after you read it comes again with its new state. `region` (a country code) ' +
  'filters; the cursor carries `updated_since` and `region` on.';

const routes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.decorateRequest('integrationKey', null);
  app.addHook('onRoute', (route) => {
    const schema = route.schema ?? {};
    const response = (schema.response ?? {}) as Record<string, unknown>;
    route.schema = {
      ...schema,
      security: integrationSecurity,
      response: { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, ...response },
    };
  });
  app.addHook('onRequest', async (request) => {
    request.integrationKey = await authenticateApiKey(requestCtx(deps, request), request.headers.authorization);
  });

  const tags = ['integration'];
  const e = { 400: errorEnvelopeSchema };

  app.put(
    '/integration/v1/product-units',
    {
      // 10,000 units of the largest allowed fields fit in 8 MB.
      bodyLimit: 8 * 1_048_576,
      preHandler: requireScope('product-units:write'),
      schema: {
        tags,
        summary: `Create or update up to ${productUnitsMaxPerCall.toLocaleString('en')} product units by serial number (scope product-units:write)`,
        description:
          'Idempotent: a unit sent again unchanged is not written. All or nothing: when any row is invalid the answer is 400 ' +
          'with every problem named by the row index (`units.<index>.<field>`) and nothing is written. Serials are ' +
          'normalised like typed ones (spaces and dashes dropped, upper case) and must be 6–32 letters and digits, each ' +
          'once per call.',
        body: productUnitsBodySchema,
        response: { 200: productUnitsResultSchema, ...e, 413: errorEnvelopeSchema },
      },
    },
    async (request) => putProductUnits(requestCtx(deps, request), request.body),
  );

  const feeds: {
    kind: FeedKind;
    scope: IntegrationScope;
    schema: typeof companyFeedSchema | typeof projectFeedSchema | typeof orderFeedSchema;
    what: string;
  }[] = [
    { kind: 'companies', scope: 'companies:read', schema: companyFeedSchema, what: 'Companies (installers) that changed' },
    { kind: 'projects', scope: 'projects:read', schema: projectFeedSchema, what: 'Projects that changed, each with its scans' },
    { kind: 'orders', scope: 'orders:read', schema: orderFeedSchema, what: 'Orders that changed' },
  ];
  for (const f of feeds)
    app.get(
      `/integration/v1/${f.kind}`,
      {
        preHandler: requireScope(f.scope),
        schema: {
          tags,
          summary: `${f.what} (scope ${f.scope})`,
          description: feedDescription,
          querystring: feedQuerySchema,
          response: { 200: f.schema, ...e },
        },
      },
      async (request) => readFeed(requestCtx(deps, request), f.kind, request.query),
    );
};
export default routes;

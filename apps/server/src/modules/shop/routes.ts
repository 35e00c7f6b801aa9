// The catalogue: GET /v2/shop/products, /v2/shop/products/cards, /v2/shop/products/{uuid}, GET /v1/shop/categories and
// the cart refresh GET /v2/cart. An `installer` module (every signed-in role browses the shop); only the caller's
// region's products are ever read.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema, uuidParamsSchema } from '@club/contract/common';
import {
  cardProductsQuerySchema,
  cardProductsSchema,
  cartQuerySchema,
  categoriesQuerySchema,
  categoriesSchema,
  productListSchema,
  productSchema,
  productsQuerySchema,
} from '@club/contract/shop';
import { cartRefreshResponseSchema } from '@club/contract/cart-minimums';
import { requestCtx, type ModuleOptions } from '../../deps.ts';
import { scopeOf } from '../../lib/scope.ts';
import { callerOf } from '../../plugins/auth.ts';
import { cardProducts, getProduct, listCategories, listProducts, refreshCart } from './service.ts';
import { startCatalogueCache } from './catalogue-cache.ts';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema };

const routes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  // The catalogue's reads kept per process, emptied by the database's `club_shop` notifications (decision 0144).
  if (deps.config.readCache) app.addHook('onClose', await startCatalogueCache(deps.database));

  app.get(
    '/v2/shop/products',
    {
      schema: {
        tags: ['shop'],
        summary: 'One page of the region’s products (21 per page), filtered by categories, sorted',
        querystring: productsQuerySchema,
        response: { 200: productListSchema, ...errors },
      },
    },
    async (request) =>
      listProducts(requestCtx(deps, request), scopeOf(request), { regionId: callerOf(request).company.regionsId, query: request.query }),
  );

  app.get(
    '/v2/shop/products/cards',
    {
      schema: {
        tags: ['shop'],
        summary: 'The region’s club card products or top-up amounts',
        querystring: cardProductsQuerySchema,
        response: { 200: cardProductsSchema, ...errors },
      },
    },
    async (request) =>
      cardProducts(requestCtx(deps, request), scopeOf(request), { regionId: callerOf(request).company.regionsId, query: request.query }),
  );

  app.get(
    '/v2/shop/products/:uuid',
    {
      schema: {
        tags: ['shop'],
        summary: 'One product of the caller’s region (inactive and hidden ones too; another region’s → 404)',
        params: uuidParamsSchema,
        response: { 200: productSchema, ...errors, 404: errorEnvelopeSchema },
      },
    },
    async (request) =>
      getProduct(requestCtx(deps, request), scopeOf(request), { regionId: callerOf(request).company.regionsId, uuid: request.params.uuid }),
  );

  app.get(
    '/v1/shop/categories',
    {
      schema: {
        tags: ['shop'],
        summary: 'The region’s categories holding active, visible products',
        querystring: categoriesQuerySchema,
        response: { 200: categoriesSchema, ...errors },
      },
    },
    async (request) =>
      listCategories(requestCtx(deps, request), scopeOf(request), { regionId: callerOf(request).company.regionsId, query: request.query }),
  );

  app.get(
    '/v2/cart',
    {
      schema: {
        tags: ['shop'],
        summary: 'Refresh a cart: current stock and price of the given variants; others are listed as missing',
        querystring: cartQuerySchema,
        response: { 200: cartRefreshResponseSchema, ...errors },
      },
    },
    async (request) =>
      refreshCart(requestCtx(deps, request), scopeOf(request), {
        regionId: callerOf(request).company.regionsId,
        uuids: request.query.uuids,
      }),
  );
};
export default routes;

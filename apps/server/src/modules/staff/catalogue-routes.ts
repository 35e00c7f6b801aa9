// The console's catalogue, content and regional settings API (issue 16 "Catalogue and content"; contract
// staff-catalogue.ts). Registered by staffRoutes, so it sits behind `app.authenticateStaff`; catalogue and content
// allow the `content` role (admins always), the regional settings admins only. Creating products, variants and
// categories and the vendors' minimums allow the `content` role, tier brackets admins only (catalogue-setup.ts,
// decision 0115). Its own plugin, so the multipart parser (picture uploads) stays inside it.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema, uuidParamsSchema } from '@club/contract/common';
import { configSchema } from '@club/contract/config';
import {
  categoryCreateBodySchema,
  categoryParamsSchema,
  categoryUpdateBodySchema,
  minimumsUpdateBodySchema,
  productCreateBodySchema,
  tierParamsSchema,
  tierUpdateBodySchema,
  variantCreateBodySchema,
  vendorMinimumsSchema,
  createContentBodySchema,
  imagePositionParamsSchema,
  productUpdateBodySchema,
  regionConfigUpdateBodySchema,
  regionParamsSchema,
  staffCategoriesQuerySchema,
  staffCategorySchema,
  staffContentListSchema,
  staffContentQuerySchema,
  staffContentSchema,
  staffProductListSchema,
  staffProductSchema,
  staffProductsQuerySchema,
  updateContentBodySchema,
} from '@club/contract/staff-catalogue';
import { requestCtx, type ModuleOptions } from '../../deps.ts';
import { actorOf } from '../../plugins/staff-auth.ts';
import { multipartUploads } from '../files/service.ts';
import {
  addCatalogueImage,
  addStaffContentImage,
  createStaffContent,
  getCatalogueProduct,
  getStaffContent,
  listCatalogue,
  listCatalogueCategories,
  listStaffContent,
  regionConfigForStaff,
  removeCatalogueImage,
  removeStaffContentImage,
  updateCatalogueProduct,
  updateRegionConfig,
  updateStaffContent,
} from './catalogue.ts';
import {
  addCatalogueVariant,
  createCatalogueCategory,
  createCatalogueProduct,
  regionMinimumsForStaff,
  updateCatalogueCategory,
  updateRegionMinimums,
  updateTierBrackets,
} from './catalogue-setup.ts';

const tags = ['staff'];
const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema };
const uploadErrors = { ...errors, 413: errorEnvelopeSchema, 415: errorEnvelopeSchema };

export const catalogueRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  await multipartUploads(app);
  const ctx = (request: Parameters<typeof requestCtx>[1]) => requestCtx(deps, request);
  const content = app.requireStaff(['content']);
  const admin = app.requireStaff(['admin']);

  // Catalogue --------------------------------------------------------------------------------------------------------
  app.get(
    '/admin/api/catalogue/products',
    {
      preHandler: content,
      schema: {
        tags,
        summary: 'Products of every region, filtered by region, type, vendor, category or name/SKU',
        querystring: staffProductsQuerySchema,
        response: { 200: staffProductListSchema, ...errors },
      },
    },
    async (request) => listCatalogue(ctx(request), request.query),
  );
  app.get(
    '/admin/api/catalogue/categories',
    {
      preHandler: content,
      schema: {
        tags,
        summary: 'Shop categories (of one region, or all)',
        querystring: staffCategoriesQuerySchema,
        response: { 200: z.object({ data: z.array(staffCategorySchema) }), ...errors },
      },
    },
    async (request) => listCatalogueCategories(ctx(request), request.query.region),
  );
  app.get(
    '/admin/api/catalogue/products/:uuid',
    {
      preHandler: content,
      schema: {
        tags,
        summary: 'One product with its variants and images',
        params: uuidParamsSchema,
        response: { 200: staffProductSchema, ...errors },
      },
    },
    async (request) => getCatalogueProduct(ctx(request), request.params.uuid),
  );
  app.patch(
    '/admin/api/catalogue/products/:uuid',
    {
      preHandler: content,
      schema: {
        tags,
        summary: 'Edit name, description, active/visible flags and variants’ prices and stock (audited)',
        params: uuidParamsSchema,
        body: productUpdateBodySchema,
        response: { 200: staffProductSchema, ...errors },
      },
    },
    async (request) => updateCatalogueProduct(ctx(request), actorOf(request), { uuid: request.params.uuid, body: request.body }),
  );
  app.post(
    '/admin/api/catalogue/products/:uuid/images',
    {
      preHandler: content,
      schema: {
        tags,
        summary: 'Add a picture (multipart field `file`, JPEG or PNG, at most 10 MB), kept in 160 and 800 px',
        consumes: ['multipart/form-data'],
        params: uuidParamsSchema,
        response: { 201: staffProductSchema, ...uploadErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addCatalogueImage(ctx(request), actorOf(request), { uuid: request.params.uuid, request })),
  );
  app.delete(
    '/admin/api/catalogue/products/:uuid/images/:position',
    {
      preHandler: content,
      schema: { tags, summary: 'Remove a picture', params: imagePositionParamsSchema, response: { 200: staffProductSchema, ...errors } },
    },
    async (request) => removeCatalogueImage(ctx(request), actorOf(request), request.params),
  );

  app.post(
    '/admin/api/catalogue/products',
    {
      preHandler: content,
      schema: {
        tags,
        summary: 'Create a product of one region (goods or vouchers), without variants (audited)',
        body: productCreateBodySchema,
        response: { 201: staffProductSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createCatalogueProduct(ctx(request), actorOf(request), request.body)),
  );
  app.post(
    '/admin/api/catalogue/products/:uuid/variants',
    {
      preHandler: content,
      schema: {
        tags,
        summary: 'Add a variant: SKU, title, price in points, stock, attribute values (audited)',
        params: uuidParamsSchema,
        body: variantCreateBodySchema,
        response: { 201: staffProductSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addCatalogueVariant(ctx(request), actorOf(request), { uuid: request.params.uuid, body: request.body })),
  );
  app.post(
    '/admin/api/catalogue/categories',
    {
      preHandler: content,
      schema: {
        tags,
        summary: 'Create a category of a region and product type (audited)',
        body: categoryCreateBodySchema,
        response: { 201: staffCategorySchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createCatalogueCategory(ctx(request), actorOf(request), request.body)),
  );
  app.patch(
    '/admin/api/catalogue/categories/:id',
    {
      preHandler: content,
      schema: {
        tags,
        summary: 'Rename, move or (de)activate a category; a deactivated one is hidden from members, its products stay (audited)',
        params: categoryParamsSchema,
        body: categoryUpdateBodySchema,
        response: { 200: staffCategorySchema, ...errors },
      },
    },
    async (request) => updateCatalogueCategory(ctx(request), actorOf(request), { id: request.params.id, body: request.body }),
  );
  app.get(
    '/admin/api/regions/:id/minimums',
    {
      preHandler: content,
      schema: {
        tags,
        summary: 'Every vendor’s minimum order (points) in the region, as checkout enforces it',
        params: regionParamsSchema,
        response: { 200: vendorMinimumsSchema, ...errors },
      },
    },
    async (request) => regionMinimumsForStaff(ctx(request), request.params.id),
  );
  app.put(
    '/admin/api/regions/:id/minimums',
    {
      preHandler: content,
      schema: {
        tags,
        summary: 'Set vendors’ minimum order in the region; checkout uses it at once (audited)',
        params: regionParamsSchema,
        body: minimumsUpdateBodySchema,
        response: { 200: vendorMinimumsSchema, ...errors },
      },
    },
    async (request) => updateRegionMinimums(ctx(request), actorOf(request), { regionId: request.params.id, body: request.body }),
  );

  // Content ----------------------------------------------------------------------------------------------------------
  app.get(
    '/admin/api/content',
    {
      preHandler: content,
      schema: {
        tags,
        summary: 'Content items of every region in any state, filtered',
        querystring: staffContentQuerySchema,
        response: { 200: staffContentListSchema, ...errors },
      },
    },
    async (request) => listStaffContent(ctx(request), request.query),
  );
  app.post(
    '/admin/api/content',
    {
      preHandler: content,
      schema: {
        tags,
        summary: 'Create a content item (audited)',
        body: createContentBodySchema,
        response: { 201: staffContentSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createStaffContent(ctx(request), actorOf(request), request.body)),
  );
  app.get(
    '/admin/api/content/:uuid',
    {
      preHandler: content,
      schema: { tags, summary: 'One content item', params: uuidParamsSchema, response: { 200: staffContentSchema, ...errors } },
    },
    async (request) => getStaffContent(ctx(request), request.params.uuid),
  );
  app.patch(
    '/admin/api/content/:uuid',
    {
      preHandler: content,
      schema: {
        tags,
        summary: 'Edit a content item; `is_active: false` unpublishes it (audited)',
        params: uuidParamsSchema,
        body: updateContentBodySchema,
        response: { 200: staffContentSchema, ...errors },
      },
    },
    async (request) => updateStaffContent(ctx(request), actorOf(request), { uuid: request.params.uuid, body: request.body }),
  );
  app.post(
    '/admin/api/content/:uuid/images',
    {
      preHandler: content,
      schema: {
        tags,
        summary: 'Add a picture (multipart `file`, JPEG or PNG); the first is the main picture',
        consumes: ['multipart/form-data'],
        params: uuidParamsSchema,
        response: { 201: staffContentSchema, ...uploadErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addStaffContentImage(ctx(request), actorOf(request), { uuid: request.params.uuid, request })),
  );
  app.delete(
    '/admin/api/content/:uuid/images/:image',
    {
      preHandler: content,
      schema: {
        tags,
        summary: 'Remove a picture',
        params: z.object({ uuid: z.uuid(), image: z.uuid() }),
        response: { 200: staffContentSchema, ...errors },
      },
    },
    async (request) => removeStaffContentImage(ctx(request), actorOf(request), request.params),
  );

  // Regional settings (admin) ----------------------------------------------------------------------------------------
  app.get(
    '/admin/api/regions/:id/config',
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'A region’s settings, behaviours, tiers and base points, as GET /v1/config serves them',
        params: regionParamsSchema,
        response: { 200: configSchema, ...errors },
      },
    },
    async (request) => regionConfigForStaff(ctx(request), request.params.id),
  );
  app.put(
    '/admin/api/regions/:id/tiers/:category',
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'Replace a tier definition’s brackets (contiguous from 0, ascending, points ≥ 0); /v2/tiers shows them at once (audited)',
        params: tierParamsSchema,
        body: tierUpdateBodySchema,
        response: { 200: configSchema, ...errors },
      },
    },
    async (request) =>
      updateTierBrackets(ctx(request), actorOf(request), {
        regionId: request.params.id,
        category: request.params.category,
        body: request.body,
      }),
  );
  app.patch(
    '/admin/api/regions/:id/config',
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'Edit a region’s switches and behaviours’ points (audited; what /v1/config serves changes at once)',
        params: regionParamsSchema,
        body: regionConfigUpdateBodySchema,
        response: { 200: configSchema, ...errors },
      },
    },
    async (request) => updateRegionConfig(ctx(request), actorOf(request), { regionId: request.params.id, body: request.body }),
  );
};

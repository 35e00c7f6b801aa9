// The console's catalogue, content and regional settings (issue 16 "Catalogue and content"): reads over the shop's and
// content's staff queries and the config module, and writes that each record an audit row in the same transaction
// as the change. Nothing is cached between these tables and the members' reads (GET /v2/shop/products, /v1/content,
// /v1/config), so what staff save shows to members at their next request.
import { pageMeta } from '@club/contract/common';
import type {
  CreateContentBody,
  UpdateContentBody,
  ProductUpdateBody,
  RegionConfigUpdateBody,
  StaffCategory,
  StaffContent,
  StaffContentList,
  StaffContentQuery,
  StaffProduct,
  StaffProductList,
  StaffProductsQuery,
} from '@club/contract/staff-catalogue';
import type { Config } from '@club/contract/config';
import type { FastifyRequest } from 'fastify';
import { transaction } from '../../db/client.ts';
import type { Ctx } from '../../deps.ts';
import { FieldErrors, NotFoundError } from '../../lib/errors.ts';
import {
  appendContentImage,
  contentRow,
  removeContentImage,
  staffContentItem,
  staffContentList,
  updateContentRow,
  type ContentRow,
  createContent,
  regionLanguageId,
} from '../content/service.ts';
import { deletePublicImage, receivePublicImage } from '../files/service.ts';
import {
  invalidatePublicConfig,
  regionBehaviourUuids,
  regionConfig,
  regionalSettings,
  updateBehaviourPoints,
  updateRegionFlags,
} from '../config/service.ts';
import {
  appendProductImage,
  productVariants,
  removeProductImage,
  setVariantFields,
  staffCategories,
  staffProduct,
  staffProductRow,
  staffProducts,
  updateProductFields,
} from '../shop/service.ts';
import { audit, type Actor } from './service.ts';

// Catalogue ----------------------------------------------------------------------------------------------------------

export async function listCatalogue(ctx: Ctx, query: StaffProductsQuery): Promise<StaffProductList> {
  const { data, total } = await staffProducts(ctx.db, query);
  return {
    data: data.map((p) => ({
      uuid: p.uuid,
      name: p.name,
      sku: p.sku,
      type: p.type,
      vendor: p.vendor,
      region_id: p.region_id,
      active: p.active,
      is_visible: p.is_visible,
      stock: p.stock,
      prices: p.prices,
      thumbnail: p.images.thumbnail,
      categories: p.categories.map((c) => c.name),
    })),
    meta: pageMeta(query.page, query.limit, total),
  };
}

export async function listCatalogueCategories(ctx: Ctx, region?: number): Promise<{ data: StaffCategory[] }> {
  return { data: await staffCategories(ctx.db, region) };
}

export async function getCatalogueProduct(ctx: Ctx, uuid: string): Promise<StaffProduct> {
  const row = await staffProductRow(ctx.db, uuid);
  if (!row) throw new NotFoundError();
  return staffProduct(ctx.db, row);
}

/** What an audit row keeps of a product: the fields staff edit (not the images' paths). */
const auditedProduct = (p: StaffProduct) => ({
  name: p.name,
  description: p.description,
  active: p.active,
  is_visible: p.is_visible,
  variants: p.variants.map((v) => ({ uuid: v.uuid, price: v.price, stock: v.stock })),
});

/**
 * PATCH /admin/api/catalogue/products/{uuid}: name, description, flags, variants' prices and stock, all or nothing.
 * A variant that is not this product's is a field error (`variants.N.uuid`), listed with every other problem.
 */
export async function updateCatalogueProduct(
  ctx: Ctx,
  actor: Actor,
  input: { uuid: string; body: ProductUpdateBody },
): Promise<StaffProduct> {
  const now = ctx.now();
  return transaction(ctx.db, async (tx) => {
    const row = await staffProductRow(tx, input.uuid, true);
    if (!row) throw new NotFoundError();
    const before = await staffProduct(tx, row);
    const own = await productVariants(tx, row.id);
    const problems = new FieldErrors();
    const seen = new Set<string>();
    input.body.variants?.forEach((v, i) => {
      if (!own.some((o) => o.uuid === v.uuid)) problems.add(`variants.${i}.uuid`, 'validation.notThisProduct');
      else if (seen.has(v.uuid)) problems.add(`variants.${i}.uuid`, 'validation.duplicate');
      seen.add(v.uuid);
    });
    problems.throwIfAny();
    const { name, description, active, is_visible: isVisible } = input.body;
    await updateProductFields(tx, row.id, {
      ...(name !== undefined ? { name } : {}),
      ...(description !== undefined ? { description } : {}),
      ...(active !== undefined ? { active } : {}),
      ...(isVisible !== undefined ? { isVisible } : {}),
    });
    for (const v of input.body.variants ?? []) {
      const target = own.find((o) => o.uuid === v.uuid);
      if (target)
        await setVariantFields(tx, target.id, {
          ...(v.price !== undefined ? { price: v.price } : {}),
          ...(v.stock !== undefined ? { stock: v.stock } : {}),
        });
    }
    const fresh = await staffProductRow(tx, input.uuid);
    if (!fresh) throw new NotFoundError();
    const after = await staffProduct(tx, fresh);
    await audit(
      tx,
      actor,
      { action: 'product.update', entityType: 'product', entityId: row.uuid, before: auditedProduct(before), after: auditedProduct(after) },
      now,
    );
    return after;
  });
}

/** POST /admin/api/catalogue/products/{uuid}/images: a JPEG or PNG kept in two sizes (160 and 800 px), appended. */
export async function addCatalogueImage(ctx: Ctx, actor: Actor, input: { uuid: string; request: FastifyRequest }): Promise<StaffProduct> {
  const row = await staffProductRow(ctx.db, input.uuid);
  if (!row) throw new NotFoundError();
  const [xs, l] = await receivePublicImage(ctx, input.request, [160, 800]);
  if (!xs || !l) throw new Error('image copies missing');
  const now = ctx.now();
  return transaction(ctx.db, async (tx) => {
    const position = await appendProductImage(tx, row.id, { xs: xs.path, l: l.path });
    await audit(
      tx,
      actor,
      { action: 'product.image_add', entityType: 'product', entityId: row.uuid, after: { position, xs: xs.path, l: l.path } },
      now,
    );
    return staffProduct(tx, row);
  });
}

export async function removeCatalogueImage(ctx: Ctx, actor: Actor, input: { uuid: string; position: number }): Promise<StaffProduct> {
  const now = ctx.now();
  const { product, removed } = await transaction(ctx.db, async (tx) => {
    const row = await staffProductRow(tx, input.uuid, true);
    if (!row) throw new NotFoundError();
    const gone = await removeProductImage(tx, row.id, input.position);
    if (!gone) throw new NotFoundError();
    await audit(
      tx,
      actor,
      { action: 'product.image_remove', entityType: 'product', entityId: row.uuid, before: { position: input.position, ...gone } },
      now,
    );
    return { product: await staffProduct(tx, row), removed: gone };
  });
  await deletePublicImage(ctx, removed.xs);
  await deletePublicImage(ctx, removed.l);
  return product;
}

// Content ------------------------------------------------------------------------------------------------------------

export async function listStaffContent(ctx: Ctx, query: StaffContentQuery): Promise<StaffContentList> {
  const { data, total } = await staffContentList(ctx.db, query, ctx.now());
  return { data, meta: pageMeta(query.page, query.limit, total) };
}

export async function getStaffContent(ctx: Ctx, uuid: string): Promise<StaffContent> {
  const row = await contentRow(ctx.db, uuid);
  if (!row) throw new NotFoundError();
  return staffContentItem(ctx.db, row, ctx.now());
}

const auditedContent = (c: StaffContent) => {
  const { media: _m, other_images: _o, state: _s, updated_at: _u, ...rest } = c;
  return rest;
};

/** POST /admin/api/content: a new item; published at once unless `published_from` is later or `is_active` false. */
export async function createStaffContent(ctx: Ctx, actor: Actor, body: CreateContentBody): Promise<StaffContent> {
  const now = ctx.now();
  return transaction(ctx.db, async (tx) => {
    const row = await createContent(tx, {
      regionsId: body.region_id,
      languagesId: body.language_id ?? regionLanguageId(body.region_id),
      type: body.type,
      targetRole: body.target_role,
      isActive: body.is_active,
      sticky: body.sticky,
      position: body.position,
      body: body.content,
      publishedFrom: body.published_from ? new Date(body.published_from) : now,
      publishedUntil: body.published_until ? new Date(body.published_until) : null,
    });
    const item = await staffContentItem(tx, row, now);
    await audit(tx, actor, { action: 'content.create', entityType: 'content', entityId: row.uuid, after: auditedContent(item) }, now);
    return item;
  });
}

/** PATCH /admin/api/content/{uuid}: any of the fields; `is_active: false` unpublishes. The window is checked whole. */
export async function updateStaffContent(ctx: Ctx, actor: Actor, input: { uuid: string; body: UpdateContentBody }): Promise<StaffContent> {
  const now = ctx.now();
  const b = input.body;
  return transaction(ctx.db, async (tx) => {
    const row = await contentRow(tx, input.uuid, true);
    if (!row) throw new NotFoundError();
    const before = await staffContentItem(tx, row, now);
    const from = b.published_from ? new Date(b.published_from) : row.publishedFrom;
    const until = b.published_until === undefined ? row.publishedUntil : b.published_until ? new Date(b.published_until) : null;
    if (until && until.getTime() <= from.getTime()) new FieldErrors().add('published_until', 'validation.windowOrder').throwIfAny();
    const set: Partial<ContentRow> = {
      updatedAt: now,
      ...(b.type !== undefined ? { type: b.type } : {}),
      ...(b.region_id !== undefined ? { regionsId: b.region_id } : {}),
      ...(b.language_id !== undefined ? { languagesId: b.language_id } : {}),
      ...(b.target_role !== undefined ? { targetRole: b.target_role } : {}),
      ...(b.is_active !== undefined ? { isActive: b.is_active } : {}),
      ...(b.sticky !== undefined ? { sticky: b.sticky } : {}),
      ...(b.position !== undefined ? { position: b.position } : {}),
      ...(b.content !== undefined ? { body: b.content } : {}),
      publishedFrom: from,
      publishedUntil: until,
    };
    const updated = await updateContentRow(tx, row.id, set);
    const after = await staffContentItem(tx, updated, now);
    const action = before.is_active && !after.is_active ? 'content.unpublish' : 'content.update';
    await audit(
      tx,
      actor,
      { action, entityType: 'content', entityId: row.uuid, before: auditedContent(before), after: auditedContent(after) },
      now,
    );
    return after;
  });
}

/** POST /admin/api/content/{uuid}/images: a picture in 480, 960 and 1600 px; the first one is the item's main picture. */
export async function addStaffContentImage(
  ctx: Ctx,
  actor: Actor,
  input: { uuid: string; request: FastifyRequest },
): Promise<StaffContent> {
  const row = await contentRow(ctx.db, input.uuid);
  if (!row) throw new NotFoundError();
  const [s, m, l] = await receivePublicImage(ctx, input.request, [480, 960, 1600]);
  if (!s || !m || !l) throw new Error('image copies missing');
  const now = ctx.now();
  return transaction(ctx.db, async (tx) => {
    await appendContentImage(tx, row.id, { s: s.path, m: m.path, l: l.path, width: l.width, height: l.height, alt: '' });
    const updated = await updateContentRow(tx, row.id, { updatedAt: now });
    await audit(
      tx,
      actor,
      { action: 'content.image_add', entityType: 'content', entityId: row.uuid, after: { s: s.path, m: m.path, l: l.path } },
      now,
    );
    return staffContentItem(tx, updated, now);
  });
}

export async function removeStaffContentImage(ctx: Ctx, actor: Actor, input: { uuid: string; image: string }): Promise<StaffContent> {
  const now = ctx.now();
  const { item, removed } = await transaction(ctx.db, async (tx) => {
    const row = await contentRow(tx, input.uuid, true);
    if (!row) throw new NotFoundError();
    const gone = await removeContentImage(tx, row.id, input.image);
    if (!gone) throw new NotFoundError();
    const updated = await updateContentRow(tx, row.id, { updatedAt: now });
    await audit(tx, actor, { action: 'content.image_remove', entityType: 'content', entityId: row.uuid, before: gone }, now);
    return { item: await staffContentItem(tx, updated, now), removed: gone };
  });
  await deletePublicImage(ctx, removed.s);
  if (removed.m) await deletePublicImage(ctx, removed.m);
  await deletePublicImage(ctx, removed.l);
  return item;
}

// Regional settings --------------------------------------------------------------------------------------------------

/** GET /admin/api/regions/{id}/config: exactly what a member of the region gets from GET /v1/config. */
export async function regionConfigForStaff(ctx: Ctx, regionId: number): Promise<Config> {
  const settings = await regionalSettings(ctx.db, regionId);
  if (!settings) throw new NotFoundError();
  return { region_id: regionId, regional_settings: settings, ...(await regionConfig(ctx.db, regionId)) };
}

/**
 * PATCH /admin/api/regions/{id}/config: switches and behaviours' points, all or nothing, one audit row with before and
 * after; the public configuration's copies are cleared after the commit, so /v1/config and /v1/config/public serve the
 * change at once.
 */
export async function updateRegionConfig(
  ctx: Ctx,
  actor: Actor,
  input: { regionId: number; body: RegionConfigUpdateBody },
): Promise<Config> {
  const now = ctx.now();
  const result = await transaction(ctx.db, async (tx) => {
    const before = await regionConfigForStaff({ ...ctx, db: tx }, input.regionId);
    const own = await regionBehaviourUuids(tx, input.regionId);
    const problems = new FieldErrors();
    const seen = new Set<string>();
    input.body.behaviours?.forEach((b, i) => {
      if (!own.has(b.uuid)) problems.add(`behaviours.${i}.uuid`, 'validation.notThisRegion');
      else if (seen.has(b.uuid)) problems.add(`behaviours.${i}.uuid`, 'validation.duplicate');
      seen.add(b.uuid);
    });
    problems.throwIfAny();
    const flags = Object.fromEntries(Object.entries(input.body.flags ?? {}).filter(([, v]) => v !== undefined));
    if (Object.keys(flags).length) await updateRegionFlags(tx, input.regionId, flags, now);
    for (const b of input.body.behaviours ?? []) await updateBehaviourPoints(tx, input.regionId, b.uuid, b.points);
    const after = await regionConfigForStaff({ ...ctx, db: tx }, input.regionId);
    const summary = (c: Config) => ({
      flags: c.regional_settings.flags,
      behaviours: c.behaviours.map((b) => ({ slug: b.slug, points: b.points })),
    });
    await audit(
      tx,
      actor,
      { action: 'region.update', entityType: 'region', entityId: String(input.regionId), before: summary(before), after: summary(after) },
      now,
    );
    return after;
  });
  invalidatePublicConfig();
  return result;
}

// What decision 0094 left out of the console's catalogue (issue 16 "Catalogue and content"; decision 0115): creating
// products and their variants, a region's categories, vendors' minimum order per region, and admins' edits of tier
// brackets. Each write checks everything it can, answers 400 with every problem per field, and records one audit row
// in the change's transaction. Nothing is cached between these tables and the members' reads except the public
// configuration's copy, which a tier edit clears after the commit.
import type { Vendor } from '@club/contract/constants';
import type { Config } from '@club/contract/config';
import {
  bracketProblems,
  slugOf,
  vendorsOfType,
  type CategoryCreateBody,
  type CategoryUpdateBody,
  type MinimumsUpdateBody,
  type ProductCreateBody,
  type StaffCategory,
  type StaffProduct,
  type TierUpdateBody,
  type VariantCreateBody,
  type VendorMinimums,
} from '@club/contract/staff-catalogue';
import { vendors } from '@club/contract/constants';
import { transaction } from '../../db/client.ts';
import type { Ctx } from '../../deps.ts';
import { FieldErrors, NotFoundError } from '../../lib/errors.ts';
import { invalidatePublicConfig, lockTier, setTierBrackets } from '../config/service.ts';
import {
  categoriesByIds,
  categorySlugTaken,
  insertCategory,
  insertStaffProduct,
  insertVariant,
  productSkuTaken,
  regionMinimums,
  setMinimum,
  staffCategory,
  staffProduct,
  staffProductRow,
  updateCategory,
  variantSkuTaken,
  type StaffCategoryRow,
} from '../shop/service.ts';
import { regionConfigForStaff } from './catalogue.ts';
import { audit, type Actor } from './service.ts';

// Products and variants ----------------------------------------------------------------------------------------------

const auditedNewProduct = (p: StaffProduct) => ({
  region_id: p.region_id,
  type: p.type,
  vendor: p.vendor,
  name: p.name,
  description: p.description,
  sku: p.sku,
  active: p.active,
  is_visible: p.is_visible,
  categories: p.categories.map((c) => c.id),
});

/**
 * POST /admin/api/catalogue/products: a product of one region, without variants (added next). The vendor must sell
 * the type, the SKU be new in the region, the categories be the region's, of the type, and active.
 */
export async function createCatalogueProduct(ctx: Ctx, actor: Actor, body: ProductCreateBody): Promise<StaffProduct> {
  const now = ctx.now();
  return transaction(ctx.db, async (tx) => {
    const problems = new FieldErrors();
    if (!vendorsOfType[body.type].includes(body.vendor)) problems.add('vendor', 'validation.vendorType');
    if (await productSkuTaken(tx, body.region_id, body.sku)) problems.add('sku', 'validation.taken');
    const found = await categoriesByIds(tx, body.category_ids);
    body.category_ids.forEach((id, i) => {
      const c = found.find((f) => f.id === id);
      if (!c || c.regionId !== body.region_id) problems.add(`category_ids.${i}`, 'validation.categoryRegion');
      else if (c.type !== body.type) problems.add(`category_ids.${i}`, 'validation.categoryType');
      else if (!c.active) problems.add(`category_ids.${i}`, 'validation.categoryInactive');
      else if (body.category_ids.indexOf(id) !== i) problems.add(`category_ids.${i}`, 'validation.duplicate');
    });
    problems.throwIfAny();
    const row = await insertStaffProduct(tx, {
      regionId: body.region_id,
      type: body.type,
      vendor: body.vendor,
      name: body.name,
      description: body.description,
      sku: body.sku,
      active: body.active,
      isVisible: body.is_visible,
      categoryIds: body.category_ids,
      now,
    });
    const product = await staffProduct(tx, row);
    await audit(tx, actor, { action: 'product.create', entityType: 'product', entityId: row.uuid, after: auditedNewProduct(product) }, now);
    return product;
  });
}

/** POST /admin/api/catalogue/products/{uuid}/variants: a variant (SKU new in the product's region), appended. */
export async function addCatalogueVariant(ctx: Ctx, actor: Actor, input: { uuid: string; body: VariantCreateBody }): Promise<StaffProduct> {
  const now = ctx.now();
  const b = input.body;
  return transaction(ctx.db, async (tx) => {
    const row = await staffProductRow(tx, input.uuid, true);
    if (!row) throw new NotFoundError();
    const problems = new FieldErrors();
    if (await variantSkuTaken(tx, row.regionsId, b.sku)) problems.add('sku', 'validation.taken');
    const seen = new Set<string>();
    b.attributes.forEach((a, i) => {
      if (seen.has(a.toLowerCase())) problems.add(`attributes.${i}`, 'validation.duplicate');
      seen.add(a.toLowerCase());
    });
    problems.throwIfAny();
    const variant = await insertVariant(tx, row.id, {
      sku: b.sku,
      title: b.title || row.name,
      price: b.price,
      stock: b.stock,
      attributes: b.attributes,
    });
    await audit(
      tx,
      actor,
      {
        action: 'product.variant_add',
        entityType: 'product',
        entityId: row.uuid,
        after: {
          uuid: variant.uuid,
          sku: variant.sku,
          title: variant.title,
          price: variant.price,
          stock: variant.stock,
          attributes: b.attributes,
        },
      },
      now,
    );
    return staffProduct(tx, row);
  });
}

// Categories ---------------------------------------------------------------------------------------------------------

const toCategory = (c: StaffCategoryRow): StaffCategory => c;
const auditedCategory = (c: StaffCategoryRow) => ({
  region_id: c.region_id,
  type: c.type,
  slug: c.slug,
  name: c.name,
  position: c.position,
  active: c.active,
});

/** POST /admin/api/catalogue/categories: a category of a region and product type; its slug new there. */
export async function createCatalogueCategory(ctx: Ctx, actor: Actor, body: CategoryCreateBody): Promise<StaffCategory> {
  const now = ctx.now();
  return transaction(ctx.db, async (tx) => {
    const slug = body.slug || slugOf(body.name);
    const problems = new FieldErrors();
    if (!slug) problems.add('slug', 'validation.required');
    else if (await categorySlugTaken(tx, { regionId: body.region_id, type: body.type, slug }))
      problems.add(body.slug ? 'slug' : 'name', 'validation.taken');
    problems.throwIfAny();
    const id = await insertCategory(tx, { regionId: body.region_id, type: body.type, slug, name: body.name, position: body.position });
    const created = await staffCategory(tx, id);
    if (!created) throw new Error('category vanished');
    await audit(
      tx,
      actor,
      { action: 'category.create', entityType: 'category', entityId: String(id), after: auditedCategory(created) },
      now,
    );
    return toCategory(created);
  });
}

/**
 * PATCH /admin/api/catalogue/categories/{id}: rename, move, deactivate or reactivate. A deactivated category is hidden
 * from members (the category list and its filter); its products stay in the shop under their other categories and in
 * the full list (decision 0115: hide, not refuse).
 */
export async function updateCatalogueCategory(
  ctx: Ctx,
  actor: Actor,
  input: { id: number; body: CategoryUpdateBody },
): Promise<StaffCategory> {
  const now = ctx.now();
  return transaction(ctx.db, async (tx) => {
    const before = await staffCategory(tx, input.id, true);
    if (!before) throw new NotFoundError();
    const { name, position, active } = input.body;
    await updateCategory(tx, input.id, {
      ...(name !== undefined ? { name } : {}),
      ...(position !== undefined ? { position } : {}),
      ...(active !== undefined ? { active } : {}),
    });
    const after = await staffCategory(tx, input.id);
    if (!after) throw new Error('category vanished');
    const action = before.active && !after.active ? 'category.deactivate' : 'category.update';
    await audit(
      tx,
      actor,
      {
        action,
        entityType: 'category',
        entityId: String(input.id),
        before: { ...auditedCategory(before), products: before.products },
        after: auditedCategory(after),
      },
      now,
    );
    return toCategory(after);
  });
}

// Vendors' minimum order per region ----------------------------------------------------------------------------------

/** GET /admin/api/regions/{id}/minimums: every vendor's minimum order in the region as checkout enforces it now. */
export async function regionMinimumsForStaff(ctx: Ctx, regionId: number): Promise<VendorMinimums> {
  const all = await regionMinimums(ctx.db, regionId);
  return { region_id: regionId, data: vendors.map((vendor) => ({ vendor, ...all[vendor] })) };
}

/** PUT /admin/api/regions/{id}/minimums: sets the listed vendors' minimums; checkout uses them from the next request. */
export async function updateRegionMinimums(
  ctx: Ctx,
  actor: Actor,
  input: { regionId: number; body: MinimumsUpdateBody },
): Promise<VendorMinimums> {
  const now = ctx.now();
  return transaction(ctx.db, async (tx) => {
    const problems = new FieldErrors();
    const seen = new Set<Vendor>();
    input.body.minimums.forEach((m, i) => {
      if (seen.has(m.vendor)) problems.add(`minimums.${i}.vendor`, 'validation.duplicate');
      seen.add(m.vendor);
    });
    problems.throwIfAny();
    const before = await regionMinimums(tx, input.regionId);
    for (const m of input.body.minimums) await setMinimum(tx, { regionId: input.regionId, vendor: m.vendor, points: m.points, now });
    const after = await regionMinimums(tx, input.regionId);
    const changed = input.body.minimums.map((m) => m.vendor);
    const pick = (all: typeof before) => Object.fromEntries(changed.map((v) => [v, all[v].points]));
    await audit(
      tx,
      actor,
      { action: 'minimum.update', entityType: 'region', entityId: String(input.regionId), before: pick(before), after: pick(after) },
      now,
    );
    return { region_id: input.regionId, data: vendors.map((vendor) => ({ vendor, ...after[vendor] })) };
  });
}

// Tier brackets (admins) ---------------------------------------------------------------------------------------------

/**
 * PUT /admin/api/regions/{id}/tiers/{category}: the definition's brackets, replaced whole (lowest first; contiguous
 * from 0, ascending, points ≥ 0). Levels are numbered in order. Projects closed from now on use the new brackets; the
 * public configuration's copies are cleared after the commit, so /v1/config and /v2/tiers serve them at once.
 */
export async function updateTierBrackets(
  ctx: Ctx,
  actor: Actor,
  input: { regionId: number; category: number; body: TierUpdateBody },
): Promise<Config> {
  const now = ctx.now();
  const result = await transaction(ctx.db, async (tx) => {
    const tier = await lockTier(tx, input.regionId, input.category);
    if (!tier) throw new NotFoundError();
    const problems = new FieldErrors();
    for (const [path, keys] of Object.entries(bracketProblems(input.body.brackets))) for (const k of keys) problems.add(path, k);
    problems.throwIfAny();
    const brackets = input.body.brackets.map((b, i) => ({
      id: input.regionId * 100 + i + 1,
      level: i + 1,
      from: b.from,
      to: b.to,
      points: b.points,
    }));
    await setTierBrackets(tx, tier.id, brackets);
    const strip = (list: typeof brackets) => list.map(({ level, from, to, points }) => ({ level, from, to, points }));
    await audit(
      tx,
      actor,
      {
        action: 'tier.update',
        entityType: 'tier',
        entityId: `${input.regionId}:${input.category}`,
        before: strip([...tier.brackets].sort((a, b) => a.level - b.level)),
        after: strip(brackets),
      },
      now,
    );
    return regionConfigForStaff({ ...ctx, db: tx }, input.regionId);
  });
  invalidatePublicConfig();
  return result;
}

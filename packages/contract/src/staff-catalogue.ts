// The staff console's catalogue, content and regional settings (issue 16 "Catalogue and content"; DESIGN §9 Staff):
// GET  /admin/api/catalogue/products?page=&limit=&region=&type=&vendor=&category=&q=   (content, admin)
// GET  /admin/api/catalogue/categories?region=                                         (content, admin)
// GET/PATCH /admin/api/catalogue/products/{uuid}                                        (content, admin)
// POST /admin/api/catalogue/products/{uuid}/images (multipart `file`) · DELETE …/images/{position}
// GET  /admin/api/content?page=&limit=&type=&region=&language=&state=&q=                (content, admin)
// POST /admin/api/content · GET/PATCH /admin/api/content/{uuid}                          (content, admin)
// GET  /admin/api/regions/{id}/config                                                   (admin: what /v1/config serves)
// POST /admin/api/catalogue/products · POST /admin/api/catalogue/products/{uuid}/variants   (content, admin; 0115)
// POST /admin/api/catalogue/categories · PATCH /admin/api/catalogue/categories/{id}          (content, admin)
// GET/PUT /admin/api/regions/{id}/minimums                                               (content, admin)
// PUT  /admin/api/regions/{id}/tiers/{category}                                          (admin)
// Validation messages are translation keys; a 400 lists every problem per field.
import { z } from 'zod';
import { pageMetaSchema } from './common.ts';
import { vendors } from './constants.ts';
import { contentBodySchema, contentImageSchema, contentTypeSchema } from './content.ts';
import { languageIdSchema, regionIdSchema, regions } from './regions.ts';
import { productImagesSchema, productSchema, productTypeSchema, productTypes } from './shop.ts';

const pageQuery = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
};
const optionalInt = (max: number) => z.coerce.number().int().min(1).max(max).optional();

// Catalogue ----------------------------------------------------------------------------------------------------------

export const staffProductsQuerySchema = z.object({
  ...pageQuery,
  region: optionalInt(16),
  type: productTypeSchema.optional(),
  vendor: z.enum(vendors).optional(),
  /** A category id (any region's; staff filter within the region the category belongs to). */
  category: optionalInt(2_147_483_647),
  /** Part of the name or the SKU. */
  q: z.string().trim().max(100).optional(),
});
export type StaffProductsQuery = z.infer<typeof staffProductsQuerySchema>;

export const staffProductRowSchema = z.object({
  uuid: z.uuid(),
  name: z.string(),
  sku: z.string(),
  type: productTypeSchema,
  vendor: z.enum(vendors),
  region_id: z.number().int(),
  active: z.boolean(),
  is_visible: z.boolean(),
  stock: z.number().int(),
  prices: z.object({ min: z.number().int(), max: z.number().int() }),
  thumbnail: z.string().nullable(),
  categories: z.array(z.string()),
});
export type StaffProductRow = z.infer<typeof staffProductRowSchema>;
export const staffProductListSchema = z.object({ data: z.array(staffProductRowSchema), meta: pageMetaSchema });
export type StaffProductList = z.infer<typeof staffProductListSchema>;

export const staffProductSchema = productSchema;
export type StaffProduct = z.infer<typeof staffProductSchema>;

export const staffCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  type: productTypeSchema,
  region_id: z.number().int(),
  position: z.number().int(),
  /** false: deactivated, hidden from members (its products stay in the shop; decision 0115). */
  active: z.boolean(),
  /** Products linked to it, whatever their state. */
  products: z.number().int(),
});
export type StaffCategory = z.infer<typeof staffCategorySchema>;
export const staffCategoriesQuerySchema = z.object({ region: optionalInt(16) });

/** Largest price (points) and stock a console edit accepts: typing errors, not business limits. */
export const catalogueLimits = { price: 10_000_000, stock: 1_000_000, name: 200, description: 10_000 } as const;

export const variantUpdateSchema = z.object({
  uuid: z.uuid('validation.invalid'),
  price: z
    .number('validation.invalid')
    .int('validation.invalid')
    .min(0, 'validation.min')
    .max(catalogueLimits.price, 'validation.max')
    .optional(),
  stock: z
    .number('validation.invalid')
    .int('validation.invalid')
    .min(0, 'validation.min')
    .max(catalogueLimits.stock, 'validation.max')
    .optional(),
});

export const productUpdateBodySchema = z.object({
  name: z.string().trim().min(1, 'validation.required').max(catalogueLimits.name, 'validation.tooLong').optional(),
  description: z.string().max(catalogueLimits.description, 'validation.tooLong').optional(),
  active: z.boolean('validation.invalid').optional(),
  is_visible: z.boolean('validation.invalid').optional(),
  variants: z.array(variantUpdateSchema).max(200).optional(),
});
export type ProductUpdateBody = z.infer<typeof productUpdateBodySchema>;

// Creating products, variants and categories (decision 0115) -----------------------------------------------------------

/** Types the console creates: goods and vouchers. Marketing products need the configurator's settings, the club card
 * and its top-ups are fixed products of Poland's card programme; neither is made from a form. */
export const creatableProductTypes = ['product', 'voucher'] as const;
export type CreatableProductType = (typeof creatableProductTypes)[number];
/** The vendors that sell each creatable type (goods from COMPACT, vouchers from the voucher vendors). */
export const vendorsOfType: Record<CreatableProductType, readonly (typeof vendors)[number][]> = {
  product: ['COMPACT'],
  voucher: ['GIFT', 'FUEL', 'EDENRED'],
};

const regionField = z
  .number({ error: (issue) => (issue.input == null ? 'validation.required' : 'validation.invalid') })
  .int('validation.invalid')
  .min(1, 'validation.invalid')
  .max(regions.length, 'validation.invalid');
const skuField = z
  .string('validation.required')
  .trim()
  .min(1, 'validation.required')
  .max(64, 'validation.tooLong')
  .regex(/^[A-Za-z0-9._-]+$/, 'validation.sku');
const pointsField = (max: number) =>
  z.number('validation.invalid').int('validation.invalid').min(0, 'validation.min').max(max, 'validation.max');

export const productCreateBodySchema = z.object({
  region_id: regionField,
  type: z.enum(creatableProductTypes, 'validation.invalid'),
  vendor: z.enum(vendors, 'validation.invalid'),
  /** In the region's language (members read it as it is). */
  name: z.string('validation.required').trim().min(1, 'validation.required').max(catalogueLimits.name, 'validation.tooLong'),
  description: z.string('validation.invalid').max(catalogueLimits.description, 'validation.tooLong').default(''),
  sku: skuField,
  active: z.boolean('validation.invalid').default(true),
  is_visible: z.boolean('validation.invalid').default(true),
  /** Categories of the same region and type. */
  category_ids: z
    .array(z.number('validation.invalid').int('validation.invalid').min(1, 'validation.invalid'))
    .max(20, 'validation.max')
    .default([]),
});
export type ProductCreateBody = z.infer<typeof productCreateBodySchema>;
export type ProductCreateInput = z.input<typeof productCreateBodySchema>;

export const variantCreateBodySchema = z.object({
  sku: skuField,
  /** Default: the product's name. */
  title: z.string('validation.invalid').trim().max(catalogueLimits.name, 'validation.tooLong').default(''),
  price: pointsField(catalogueLimits.price),
  stock: pointsField(catalogueLimits.stock),
  /** Attribute values members choose between (a size, a colour), e.g. ["XL"]. */
  attributes: z
    .array(z.string('validation.invalid').trim().min(1, 'validation.required').max(60, 'validation.tooLong'))
    .max(5, 'validation.max')
    .default([]),
});
export type VariantCreateBody = z.infer<typeof variantCreateBodySchema>;
export type VariantCreateInput = z.input<typeof variantCreateBodySchema>;

const categoryName = z.string('validation.required').trim().min(1, 'validation.required').max(100, 'validation.tooLong');
export const categoryCreateBodySchema = z.object({
  region_id: regionField,
  type: z.enum(productTypes, 'validation.invalid'),
  name: categoryName,
  /** Default: made from the name. Unique per region and type. */
  slug: z
    .string('validation.invalid')
    .trim()
    .max(60, 'validation.tooLong')
    .regex(/^([a-z0-9]+(-[a-z0-9]+)*)?$/, 'validation.slug')
    .default(''),
  position: z.number('validation.invalid').int('validation.invalid').min(0, 'validation.min').max(10_000, 'validation.max').default(0),
});
export type CategoryCreateBody = z.infer<typeof categoryCreateBodySchema>;
export type CategoryCreateInput = z.input<typeof categoryCreateBodySchema>;

export const categoryUpdateBodySchema = z.object({
  name: categoryName.optional(),
  position: z.number('validation.invalid').int('validation.invalid').min(0, 'validation.min').max(10_000, 'validation.max').optional(),
  /** false hides the category from members; its products stay in the shop (decision 0115). */
  active: z.boolean('validation.invalid').optional(),
});
export type CategoryUpdateBody = z.infer<typeof categoryUpdateBodySchema>;
export const categoryParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** A slug from a category name: lower case ASCII letters and digits joined by hyphens ("Odzież robocza" → "odziez-robocza"). */
export function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

export const imagePositionParamsSchema = z.object({ uuid: z.uuid(), position: z.coerce.number().int().min(1).max(1000) });
export { productImagesSchema };

// Content ------------------------------------------------------------------------------------------------------------

/** `live`: active and inside its window now; `scheduled`: active, window not begun; `ended`: window over; `off`: unpublished. */
export const contentStates = ['live', 'scheduled', 'ended', 'off'] as const;
export type ContentState = (typeof contentStates)[number];

export const staffContentQuerySchema = z.object({
  ...pageQuery,
  type: contentTypeSchema.optional(),
  region: optionalInt(16),
  language: optionalInt(15),
  state: z.enum(contentStates).optional(),
  q: z.string().trim().max(100).optional(),
});
export type StaffContentQuery = z.infer<typeof staffContentQuerySchema>;

export const staffContentSchema = z.object({
  uuid: z.uuid(),
  type: contentTypeSchema,
  region_id: z.number().int(),
  language_id: z.number().int(),
  target_role: z.union([z.literal(1), z.literal(2)]).nullable(),
  is_active: z.boolean(),
  sticky: z.boolean(),
  position: z.number().int(),
  content: contentBodySchema,
  media: contentImageSchema.nullable(),
  other_images: z.array(contentImageSchema),
  published_from: z.iso.datetime(),
  published_until: z.iso.datetime().nullable(),
  state: z.enum(contentStates),
  updated_at: z.iso.datetime(),
});
export type StaffContent = z.infer<typeof staffContentSchema>;
export const staffContentListSchema = z.object({ data: z.array(staffContentSchema), meta: pageMetaSchema });
export type StaffContentList = z.infer<typeof staffContentListSchema>;

const contentBodyInputSchema = z.object({
  title: z.string().trim().min(1, 'validation.required').max(300, 'validation.tooLong'),
  excerpt: z.string().max(2000, 'validation.tooLong').default(''),
  text: contentBodySchema.shape.text.default([]),
  youtube: z
    .string()
    .regex(/^[A-Za-z0-9_-]{11}$/, 'validation.youtube')
    .nullable()
    .default(null),
  link: contentBodySchema.shape.link.default(null),
});

const contentFields = {
  type: contentTypeSchema,
  region_id: regionIdSchema,
  /** Default: the region's own language. */
  language_id: languageIdSchema.optional(),
  target_role: z
    .union([z.literal(1), z.literal(2)])
    .nullable()
    .default(null),
  is_active: z.boolean().default(true),
  sticky: z.boolean().default(false),
  position: z.number().int().min(0).max(10_000).default(0),
  content: contentBodyInputSchema,
  /** Default: now. */
  published_from: z.iso.datetime({ offset: true, error: 'validation.invalid' }).optional(),
  published_until: z.iso.datetime({ offset: true, error: 'validation.invalid' }).nullable().default(null),
};

const windowRule = (b: { published_from?: string | undefined; published_until?: string | null | undefined }) =>
  !b.published_from || !b.published_until || Date.parse(b.published_until) > Date.parse(b.published_from);
const windowIssue = { message: 'validation.windowOrder', path: ['published_until'] };

export const createContentBodySchema = z.object(contentFields).refine(windowRule, windowIssue);
export type CreateContentBody = z.infer<typeof createContentBodySchema>;
export type CreateContentInput = z.input<typeof createContentBodySchema>;

export const updateContentBodySchema = z
  .object({
    type: contentFields.type.optional(),
    region_id: contentFields.region_id.optional(),
    language_id: contentFields.language_id,
    target_role: z
      .union([z.literal(1), z.literal(2)])
      .nullable()
      .optional(),
    is_active: z.boolean().optional(),
    sticky: z.boolean().optional(),
    position: z.number().int().min(0).max(10_000).optional(),
    content: contentBodyInputSchema.optional(),
    published_from: contentFields.published_from,
    published_until: z.iso.datetime({ offset: true, error: 'validation.invalid' }).nullable().optional(),
  })
  .refine(windowRule, windowIssue);
export type UpdateContentBody = z.infer<typeof updateContentBodySchema>;

// Regional settings --------------------------------------------------------------------------------------------------

export const regionParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(16) });

/** An admin's edit of a region: switches of the settings document and behaviours' bonus points. */
export const regionConfigUpdateBodySchema = z.object({
  flags: z
    .object({
      club_card: z.boolean('validation.invalid').optional(),
      team_limit: z.boolean('validation.invalid').optional(),
      marketing_shop: z.boolean('validation.invalid').optional(),
      points_expiry_years: z
        .number('validation.invalid')
        .int('validation.invalid')
        .min(0, 'validation.min')
        .max(20, 'validation.max')
        .optional(),
    })
    .optional(),
  behaviours: z
    .array(
      z.object({
        uuid: z.uuid('validation.invalid'),
        points: z.number('validation.invalid').int('validation.invalid').min(0, 'validation.min').max(100_000, 'validation.max'),
      }),
    )
    .max(100)
    .optional(),
});
export type RegionConfigUpdateBody = z.infer<typeof regionConfigUpdateBodySchema>;

// Vendors' minimum order per region (decision 0115) ----------------------------------------------------------------

export const vendorMinimumSchema = z.object({
  vendor: z.enum(vendors),
  /** The minimum order in points that checkout enforces now. */
  points: z.number().int(),
  /** The club's default (contract `vendorMinimum`), used while staff have not set one. */
  default: z.number().int(),
  /** Set by staff (true) or the default (false). */
  custom: z.boolean(),
});
export type VendorMinimum = z.infer<typeof vendorMinimumSchema>;
export const vendorMinimumsSchema = z.object({ region_id: z.number().int(), data: z.array(vendorMinimumSchema) });
export type VendorMinimums = z.infer<typeof vendorMinimumsSchema>;

export const minimumsUpdateBodySchema = z.object({
  minimums: z
    .array(z.object({ vendor: z.enum(vendors, 'validation.invalid'), points: pointsField(1_000_000) }))
    .min(1, 'validation.required')
    .max(vendors.length, 'validation.max'),
});
export type MinimumsUpdateBody = z.infer<typeof minimumsUpdateBodySchema>;

// Tier brackets (admins; decision 0115) ------------------------------------------------------------------------------

export const tierParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(16),
  category: z.coerce.number().int().min(1).max(1000),
});

const bracketInput = z.object({
  from: pointsField(10_000_000),
  to: pointsField(10_000_000),
  points: pointsField(100_000),
});
export const tierUpdateBodySchema = z.object({
  /** Lowest first; levels are numbered 1, 2, … in this order. */
  brackets: z.array(bracketInput).min(1, 'validation.required').max(20, 'validation.max'),
});
export type TierUpdateBody = z.infer<typeof tierUpdateBodySchema>;

/**
 * What is wrong with a bracket list as a whole, per field: the first starts at 0, each ends at or after its start,
 * and each starts right after the one before (ascending, contiguous, no overlap, no gap). Empty when it is fine.
 * Shared by the server (400) and the console's form.
 */
export function bracketProblems(brackets: readonly { from: number; to: number }[]): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  const add = (path: string, key: string) => (problems[path] ??= []).push(key);
  brackets.forEach((b, i) => {
    if (i === 0 && b.from !== 0) add(`brackets.0.from`, 'validation.bracketStart');
    if (b.to < b.from) add(`brackets.${i}.to`, 'validation.bracketOrder');
    const prev = brackets[i - 1];
    if (prev && b.from !== prev.to + 1)
      add(`brackets.${i}.from`, b.from <= prev.to ? 'validation.bracketOverlap' : 'validation.bracketGap');
  });
  return problems;
}

// The staff console's catalogue, content and regional settings (issue 16 "Catalogue and content"; DESIGN §9 Staff):
// GET  /admin/api/catalogue/products?page=&limit=&region=&type=&vendor=&category=&q=   (content, admin)
// GET  /admin/api/catalogue/categories?region=                                         (content, admin)
// GET/PATCH /admin/api/catalogue/products/{uuid}                                        (content, admin)
// POST /admin/api/catalogue/products/{uuid}/images (multipart `file`) · DELETE …/images/{position}
// GET  /admin/api/content?page=&limit=&type=&region=&language=&state=&q=                (content, admin)
// POST /admin/api/content · GET/PATCH /admin/api/content/{uuid}                          (content, admin)
// GET  /admin/api/regions/{id}/config                                                   (admin: what /v1/config serves)
// Validation messages are translation keys; a 400 lists every problem per field.
import { z } from 'zod';
import { pageMetaSchema } from './common.ts';
import { vendors } from './constants.ts';
import { contentBodySchema, contentImageSchema, contentTypeSchema } from './content.ts';
import { languageIdSchema, regionIdSchema } from './regions.ts';
import { productImagesSchema, productSchema, productTypeSchema } from './shop.ts';

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

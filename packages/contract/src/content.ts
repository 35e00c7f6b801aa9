// Content: news, hero images, tutorial videos, banners, resource links and sticky shop teasers (spec working areas §2
// Home/Rewards/Resources/News, §3 Content, §7, §9). Per region and language, targeted by role (`targetRole` 1 standard
// club, 2 decor club; null both), active and published in a window.
// GET /v1/content?content_types=&limit=&visible=&options=&page=  → { data: Content[], meta }
// GET /v1/content/{uuid}                                          → Content
// Texts are structured (blocks of plain text), never HTML: the web renders them as text nodes.
import { z } from 'zod';
import { pageMetaSchema } from './common.ts';
import { pageSizes } from './constants.ts';

export const contentTypes = ['news', 'hero', 'video', 'banner', 'resource', 'shop_teaser'] as const;
export type ContentType = (typeof contentTypes)[number];
export const contentTypeSchema = z.enum(contentTypes);

/** One block of an article's text: a paragraph, a subheading or a bulleted list. Plain text only. */
export const contentBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('paragraph'), text: z.string().max(5000) }),
  z.object({ type: z.literal('heading'), text: z.string().max(300) }),
  z.object({ type: z.literal('list'), items: z.array(z.string().max(1000)).max(50) }),
]);
export type ContentBlock = z.infer<typeof contentBlockSchema>;

/** A link of a resource tile, banner or teaser: a portal path (`/shop?category=voucher`) or an absolute https URL. */
export const contentLinkSchema = z.object({
  href: z
    .string()
    .max(2000)
    .regex(/^(\/(?!\/)|https:\/\/)/, 'validation.invalid'),
  label: z.string().max(200),
});
export type ContentLink = z.infer<typeof contentLinkSchema>;

/** The content JSON (spec §3: title, excerpt, text, youtube) plus the link of tiles and teasers. */
export const contentBodySchema = z.object({
  title: z.string().max(300),
  excerpt: z.string().max(2000),
  text: z.array(contentBlockSchema).max(200),
  /** A YouTube video id (11 characters), shown through youtube-nocookie.com after a click; null for no video. */
  youtube: z
    .string()
    .regex(/^[A-Za-z0-9_-]{11}$/)
    .nullable(),
  link: contentLinkSchema.nullable(),
});
export type ContentBody = z.infer<typeof contentBodySchema>;

/**
 * One picture in three sizes served by this server: `s` 480 px wide (cards, thumbnails), `m` 960 px (a phone's screen
 * width at its pixel density), `l` 1600 px wide (hero, article, gallery on a wide screen). `width`/`height` are the `l`
 * size's; the others have the same aspect ratio (so an <img> can reserve its box before it loads). `m` is null for a
 * picture stored before that size existed (migration 0023).
 */
export const contentImageSchema = z.object({
  uuid: z.uuid(),
  s: z.string(),
  m: z.string().nullable(),
  l: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt: z.string(),
});
export type ContentImage = z.infer<typeof contentImageSchema>;

export const contentSchema = z.object({
  uuid: z.uuid(),
  type: contentTypeSchema,
  content: contentBodySchema,
  /** The main picture (hero slide, card image, video poster); null when there is none. */
  media: contentImageSchema.nullable(),
  /** The article's gallery. */
  other_images: z.array(contentImageSchema),
  sticky: z.boolean(),
  /** 1 standard club, 2 decor club, null both. */
  target_role: z.union([z.literal(1), z.literal(2)]).nullable(),
  published_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type Content = z.infer<typeof contentSchema>;

/** `1`/`true` or `0`/`false`. */
const flagSchema = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

/** Filters of `options` (a comma list): `sticky` only sticky items, `not_sticky` only the others. */
export const contentOptions = ['sticky', 'not_sticky'] as const;
export type ContentOption = (typeof contentOptions)[number];

export const contentQuerySchema = z.object({
  /** A comma list of types; empty or absent: every type. */
  content_types: z
    .string()
    .max(200)
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(contentTypeSchema).max(contentTypes.length))
    .optional(),
  /** Default: 40 when only videos are asked for, else 20 (spec §9). */
  limit: z.coerce.number().int().min(1).max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  /**
   * Only what members may see: active and published now. Members always get only that (`0` is refused with 400); the
   * flag exists for the spec's call and the staff console.
   */
  visible: flagSchema.refine((v) => v, { message: 'validation.invalid' }).default(true),
  options: z
    .string()
    .max(200)
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(contentOptions)).max(contentOptions.length))
    .optional(),
});
export type ContentQuery = z.infer<typeof contentQuerySchema>;
export type ContentQueryInput = z.input<typeof contentQuerySchema>;

export const contentListSchema = z.object({ data: z.array(contentSchema), meta: pageMetaSchema });
export type ContentList = z.infer<typeof contentListSchema>;

/** The default page size of a list: videos alone 40, anything else 20. */
export function defaultContentLimit(types: readonly ContentType[] | undefined): number {
  return types?.length === 1 && types[0] === 'video' ? pageSizes.videos : pageSizes.news;
}

export { youtubeEmbedUrl } from './video-embed.ts';

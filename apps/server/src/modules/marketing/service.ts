// The marketing module's public surface (spec working-areas §2 configurator, §5, §9): the server-side PDF proof of a
// configured marketing product, and the check of a marketing order's data (the same rules as the form, plus: the
// logo and the proof must be files of the ordering company).
import {
  marketingDataSchema,
  marketingProblems,
  marketingServices,
  marketingSettingsSchema,
  type MarketingData,
} from '@club/contract/marketing';
import type { FileReference } from '@club/contract/files';
import { backgroundFile, coverFile, flyerCovers, hasBackgrounds, hasCover, recommendedBadgeFile } from '@club/contract/marketing-design';
import { regionById } from '@club/contract/regions';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { Ctx } from '../../deps.ts';
import { BadRequestError, FieldErrors } from '../../lib/errors.ts';
import { t } from '../../lib/i18n.ts';
import type { Scope } from '../../lib/scope.ts';
import { findOwnFile, readStoredFile, storeGenerated } from '../files/service.ts';
import { getProduct } from '../shop/service.ts';
import { proofPageSize, renderProof } from './proof.ts';

/** The configurator's pictures (scripts/marketing-images.ts), served at /media/marketing/ and placed in proofs. */
export const marketingMediaDir = fileURLToPath(new URL('../../../assets/marketing/', import.meta.url));

/** The background picture cut to the page's proportions at the chosen band (the preview's `background-position`). */
async function backgroundFor(data: MarketingData): Promise<Buffer | null> {
  if (!hasBackgrounds(data.subtype) || !data.background) return null;
  const bytes = await readFile(join(marketingMediaDir, backgroundFile(data.subtype, data.background.id, 'l')));
  const [w, h] = proofPageSize(data.subtype);
  const width = 1600;
  const position = data.background.position === 'center' ? 'centre' : data.background.position;
  return sharp(bytes)
    .resize(width, Math.round((width * h) / w), { fit: 'cover', position })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** A flyer's cover picture: its subtype decides (spec §9), so nothing in the request chooses it. */
async function coverFor(data: MarketingData): Promise<Buffer | null> {
  return hasCover(data.subtype) ? readFile(join(marketingMediaDir, coverFile(data.subtype, 'l'))) : null;
}

/** The order data's `coverImage` (spec §3 Marketing order data): the flyer's cover by subtype, null for the others. */
export function withCoverImage(data: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!data) return data;
  const subtype = typeof data.subtype === 'string' ? data.subtype : '';
  return { ...data, coverImage: hasCover(subtype) ? flyerCovers[subtype] : null };
}

/** The recommended companies' badge of the company's region (spec §6, §9), or null. */
async function badgeFor(regionId: number, recommended: boolean): Promise<Buffer | null> {
  const region = regionById(regionId);
  return recommended && region ? readFile(join(marketingMediaDir, recommendedBadgeFile(region.code))) : null;
}

async function marketingProduct(ctx: Ctx, scope: Scope, regionId: number, uuid: string) {
  const product = await getProduct(ctx, scope, { regionId, uuid });
  const settings = marketingSettingsSchema.safeParse(product.settings);
  if (product.type !== 'marketing' || !settings.success) throw new BadRequestError('This product has no configurator.');
  return { product, settings: settings.data };
}

function check(data: MarketingData, settings: ReturnType<typeof marketingSettingsSchema.parse>, stock: number, prefix = ''): void {
  const problems = new FieldErrors();
  for (const [field, key] of Object.entries(marketingProblems(data, settings, stock))) problems.add(`${prefix}${field}`, key);
  problems.throwIfAny();
}

/**
 * POST /v1/shop/order/proof: validates the data against the product's settings (400 with every problem), reads the
 * company's logo, renders the PDF in the caller's language and stores it as the company's file.
 */
export async function createProof(
  ctx: Ctx,
  scope: Scope,
  input: { regionId: number; language: string; product: string; data: MarketingData; recommended: boolean },
): Promise<FileReference> {
  const { product, settings } = await marketingProduct(ctx, scope, input.regionId, input.product);
  if (settings.subtype !== input.data.subtype) new FieldErrors().add('subtype', 'validation.invalid').throwIfAny();
  check(input.data, settings, product.stock);
  let logo: { bytes: Buffer; contentType: string; name: string } | null = null;
  if (input.data.logo) {
    const stored = await readStoredFile(ctx, scope, input.data.logo.path);
    if (!stored || stored.file.path.startsWith('/files/') === false) new FieldErrors().add('logo', 'marketing.required').throwIfAny();
    if (stored) logo = { bytes: stored.bytes, contentType: stored.file.contentType, name: stored.file.originalName };
  }
  const order = marketingServices.map((s) => s.id);
  const services = [...input.data.services]
    .sort((a, b) => order.indexOf(a) - order.indexOf(b))
    .map((id) => t(input.language, `marketing.service.${id}`));
  const pdf = await renderProof({
    data: input.data,
    productName: product.name,
    services,
    logo,
    background: await backgroundFor(input.data),
    badge: await badgeFor(input.regionId, input.recommended),
    cover: await coverFor(input.data),
    labels: { services: t(input.language, 'marketing.services') },
  });
  const file = await storeGenerated(ctx, scope, {
    kind: 'proof',
    buffer: pdf,
    ext: 'pdf',
    contentType: 'application/pdf',
    originalName: `proof-${input.data.subtype}.pdf`,
  });
  return { path: file.path, originalName: file.originalName };
}

/**
 * For placing a `marketing` order (orders/service.ts): the data must follow the product's rules and its logo and
 * proof must be the company's own files. Answers problem keys by field (empty when fine).
 */
export async function marketingOrderProblems(
  ctx: Ctx,
  scope: Scope,
  input: { product: { settings: Record<string, unknown>; stock: number }; data: Record<string, unknown> | null },
): Promise<Record<string, string>> {
  const settings = marketingSettingsSchema.safeParse(input.product.settings);
  if (!settings.success) return {};
  const parsed = marketingDataSchema.extend({ proof: marketingDataSchema.shape.logo }).safeParse(input.data);
  if (!parsed.success) return { data: 'marketing.missingData' };
  const out: Record<string, string> = { ...marketingProblems(parsed.data, settings.data, input.product.stock) };
  if (parsed.data.logo && !(await findOwnFile(ctx, scope, parsed.data.logo.path, ['logo']))) out.logo = 'marketing.required';
  if (parsed.data.proof && !(await findOwnFile(ctx, scope, parsed.data.proof.path, ['proof']))) out.proof = 'marketing.required';
  return out;
}

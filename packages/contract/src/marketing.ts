// The marketing-material configurator (spec working-areas §2, §3 Marketing product / Marketing order data, §4, §5
// Configurator, §9 configurator constants). One set of rules for the browser (the form) and the server (the PDF
// proof and the order): `marketingProblems` answers every problem by field, as translation keys.
import { z } from 'zod';
import { fileReferenceSchema } from './files.ts';
import { limits } from './constants.ts';
import { backgroundPositions, hasBackgrounds, marketingBackgrounds, sloganMax } from './marketing-design.ts';

export const marketingSubtypes = [
  'flyer',
  'flyer-services',
  'banner',
  'sticker',
  'billboard',
  'business-card-horizontal',
  'business-card-vertical',
] as const;
export type MarketingSubtype = (typeof marketingSubtypes)[number];

export const marketingFieldNames = [
  'name',
  'surname',
  'companyName',
  'link',
  'slogan',
  'phone',
  'email',
  'shortDescription',
  'longDescription',
  'logo',
  'address',
] as const;
export type MarketingFieldName = (typeof marketingFieldNames)[number];

/** `settings` of a marketing product: its subtype and fields, each required or optional. */
export const marketingSettingsSchema = z.object({
  subtype: z.enum(marketingSubtypes),
  fields: z.array(z.object({ name: z.enum(marketingFieldNames), group: z.enum(['required', 'optional']) })),
});
export type MarketingSettings = z.infer<typeof marketingSettingsSchema>;

/** The services an installer can put on a flyer or a business card (text by key, icon by name). */
export const marketingServices = [
  { id: 'installation', icon: 'tool' },
  { id: 'replacement', icon: 'replace' },
  { id: 'measurement', icon: 'ruler' },
  { id: 'flashing', icon: 'layers' },
  { id: 'blinds', icon: 'blinds' },
  { id: 'insulation', icon: 'temperature' },
  { id: 'service', icon: 'settings' },
  { id: 'advice', icon: 'message' },
] as const;
export type MarketingServiceId = (typeof marketingServices)[number]['id'];

/** How many services a subtype takes (spec §5, §9): flyer-services exactly 6; business cards 4 or 5; others none. */
export function servicesRequired(subtype: MarketingSubtype): number {
  if (subtype === 'flyer-services') return limits.flyerServices;
  if (subtype === 'business-card-horizontal') return limits.businessCardServicesHorizontal;
  if (subtype === 'business-card-vertical') return limits.businessCardServicesVertical;
  return 0;
}
export const isFlyer = (s: MarketingSubtype) => s === 'flyer' || s === 'flyer-services';

/** The entered data (spec §3 Marketing order data), kept as `msData` and on the order as `meta.inputData`. */
export const marketingDataSchema = z.object({
  subtype: z.enum(marketingSubtypes),
  /** Every shown field (required ones and the optional ones the user added); `address` is three lines. */
  fields: z.partialRecord(z.enum(marketingFieldNames), z.string().max(300)),
  address: z.array(z.string().max(100)).max(3).optional(),
  services: z.array(z.enum(marketingServices.map((s) => s.id) as [MarketingServiceId, ...MarketingServiceId[]])).max(10),
  logo: fileReferenceSchema.nullable(),
  /** A banner's or a billboard's background picture (1..6 or 1..5, marketing-design.ts) and the band of it shown. */
  background: z
    .object({ id: z.number().int().min(1).max(10), position: z.enum(backgroundPositions) })
    .nullable()
    .optional(),
  quantity: z.number().int().min(1).max(10_000),
  /** A flyer's cover picture (marketing-design.ts `flyerCovers`): set by the server from the subtype, never chosen. */
  coverImage: z.string().max(100).nullable().optional(),
});
export type MarketingData = z.infer<typeof marketingDataSchema>;

export const marketingProblemKeys = {
  required: 'marketing.required',
  contact: 'marketing.contact',
  description: 'marketing.description',
  tooLong: 'marketing.tooLong',
  services: 'marketing.services',
  noServices: 'marketing.noServices',
  quantity: 'marketing.quantity',
  email: 'marketing.email',
  background: 'marketing.background',
} as const;

/** Every problem of the data for the product's settings and stock, by field (first problem per field). */
export function marketingProblems(data: MarketingData, settings: MarketingSettings, stock: number): Record<string, string> {
  const out: Record<string, string> = {};
  const shown = new Set(settings.fields.filter((f) => f.group === 'required').map((f) => f.name));
  for (const name of Object.keys(data.fields) as MarketingFieldName[]) if (settings.fields.some((f) => f.name === name)) shown.add(name);
  const value = (name: MarketingFieldName) => (data.fields[name] ?? '').trim();
  for (const name of shown) {
    if (name === 'logo') {
      if (!data.logo) out.logo = marketingProblemKeys.required;
    } else if (name === 'address') {
      if (!(data.address ?? []).some((l) => l.trim())) out.address = marketingProblemKeys.required;
    } else if (!value(name)) out[name] = marketingProblemKeys.required;
  }
  const hasContact = settings.fields.some((f) => f.name === 'phone' || f.name === 'email');
  if (hasContact && !value('phone') && !value('email')) {
    out.phone ??= marketingProblemKeys.contact;
    out.email ??= marketingProblemKeys.contact;
  }
  if (value('email') && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value('email'))) out.email = marketingProblemKeys.email;
  if (value('shortDescription').length > limits.shortDescriptionMax) out.shortDescription = marketingProblemKeys.tooLong;
  if (value('longDescription').length > limits.longDescriptionMax) out.longDescription = marketingProblemKeys.tooLong;
  if (value('slogan').length > sloganMax) out.slogan = marketingProblemKeys.tooLong;
  if (hasBackgrounds(data.subtype)) {
    const id = data.background?.id ?? 0;
    if (id < 1 || id > marketingBackgrounds[data.subtype]) out.background = marketingProblemKeys.background;
  }
  if (isFlyer(data.subtype) && !value('shortDescription') && !value('longDescription')) {
    out.shortDescription ??= marketingProblemKeys.description;
    out.longDescription ??= marketingProblemKeys.description;
  }
  const required = servicesRequired(data.subtype);
  if (required > 0 && data.services.length === 0) out.services = marketingProblemKeys.noServices;
  else if (required > 0 && new Set(data.services).size !== required) out.services = marketingProblemKeys.services;
  if (data.quantity < 1 || data.quantity > stock) out.quantity = marketingProblemKeys.quantity;
  return out;
}

/** POST /v1/shop/order/proof: the PDF proof of a marketing product with the entered data → a file reference. */
export const proofBodySchema = z.object({ product: z.uuid(), data: marketingDataSchema });
export type ProofBody = z.infer<typeof proofBodySchema>;
export const proofResponseSchema = fileReferenceSchema;

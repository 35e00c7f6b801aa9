// The integration API for the maker's CRM and ERP (DESIGN §9 Integration API): API key scopes, the product-unit bulk
// upsert, the change feeds of companies, projects and orders, and the webhook events. Field names follow the portal's
// own API (snake_case); ids are the public uuids.
import { z } from 'zod';
import { vendors } from './constants.ts';
import { orderTypes } from './orders.ts';
import { productGroupSchema, scanReasonSchema, serialMaxInput } from './projects.ts';
import { regions } from './regions.ts';

export const integrationScopes = ['product-units:write', 'companies:read', 'projects:read', 'orders:read'] as const;
export const integrationScopeSchema = z.enum(integrationScopes);
export type IntegrationScope = z.infer<typeof integrationScopeSchema>;

/** Keys are `ick_` and 43 base64url characters (256 random bits); a user's access token never looks like one. */
export const integrationKeyPrefix = 'ick_';

// ---------------------------------------------------------------------------------------------------------------------
// Product units

export const productUnitsMaxPerCall = 10_000;

export const productUnitInputSchema = z.object({
  /** Normalised like a typed serial (spaces and dashes dropped, upper case); 6–32 letters and digits. */
  serial_number: z.string().min(1).max(serialMaxInput),
  product_group: productGroupSchema,
  /** The product's name as installers see it on their scans. */
  name: z.string().trim().min(1).max(200),
  type: z.string().trim().min(1).max(50),
  size: z.string().trim().min(1).max(50),
  variant: z.string().trim().min(1).max(200),
  produced_at: z.iso.datetime({ offset: true }),
});
export type ProductUnitInput = z.infer<typeof productUnitInputSchema>;

export const productUnitsBodySchema = z.object({ units: z.array(productUnitInputSchema).min(1).max(productUnitsMaxPerCall) }).meta({
  example: {
    units: [
      {
        serial_number: 'RW2431100123',
        product_group: 'roof-window',
        name: 'Centre-pivot roof window',
        type: 'CPW',
        size: '78 × 118 cm',
        variant: 'Pine, white lacquer, triple glazing',
        produced_at: '2024-08-01T06:30:00Z',
      },
    ],
  },
});
export type ProductUnitsBody = z.infer<typeof productUnitsBodySchema>;

export const productUnitsResultSchema = z
  .object({
    received: z.number().int(),
    /** New serials. */
    inserted: z.number().int(),
    /** Known serials whose fields changed. */
    updated: z.number().int(),
    /** Known serials sent again as they are (a replay changes nothing). */
    unchanged: z.number().int(),
  })
  .meta({ example: { received: 1, inserted: 1, updated: 0, unchanged: 0 } });
export type ProductUnitsResult = z.infer<typeof productUnitsResultSchema>;

/** Problems of one unit row (the 400 lists them by `units.<index>.<field>`). */
export const productUnitProblems = {
  serial: 'validation.serialNumber',
  duplicate: 'validation.duplicateInRequest',
} as const;

// ---------------------------------------------------------------------------------------------------------------------
// Change feeds

const regionCodes = regions.map((r) => r.code) as [string, ...string[]];

export const feedQuerySchema = z.object({
  updated_since: z.iso
    .datetime({ offset: true })
    .optional()
    .describe('Only rows changed at or after this time, e.g. 2025-06-01T00:00:00Z (the cursor carries it on).'),
  cursor: z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/)
    .optional()
    .describe('`next_cursor` of the previous answer.'),
  limit: z.coerce.number().int().min(1).max(1000).default(100).describe('Rows per page.'),
  region: z.enum(regionCodes).optional().describe('Only rows of this region (country code, e.g. PL).'),
});
export type FeedQuery = z.infer<typeof feedQuerySchema>;

function feedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    /** Where the next page starts. Keep it: asking with it later returns what changed since. */
    next_cursor: z.string(),
    /** More rows are waiting now (ask again with `next_cursor` at once). */
    has_more: z.boolean(),
  });
}

const timestamp = z.string();

export const integrationCompanySchema = z.object({
  uuid: z.string(),
  name: z.string(),
  registration_number: z.string().nullable(),
  registration_number_2: z.string().nullable(),
  company_type: z.number().int().nullable(),
  region: z.string(),
  address: z.string(),
  postal_code: z.string(),
  city: z.string(),
  is_decor: z.boolean(),
  /** 1 active; other values as in the portal (declined, deactivated). */
  active: z.number().int(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type IntegrationCompany = z.infer<typeof integrationCompanySchema>;

export const integrationScanSchema = z.object({
  uuid: z.string(),
  serial_number: z.string(),
  /** Null for a serial the club does not know. */
  product_group: productGroupSchema.nullable(),
  type: z.string().nullable(),
  size: z.string().nullable(),
  variant: z.string().nullable(),
  /** 1 ok, 2 in review, 3 rejected. */
  flag: z.number().int(),
  reason: scanReasonSchema.nullable(),
  created_at: timestamp,
});

export const integrationProjectSchema = z.object({
  uuid: z.string(),
  company_uuid: z.string(),
  region: z.string(),
  name: z.string(),
  street_name: z.string(),
  city: z.string(),
  postal_code: z.string(),
  /** 1 open, 2 closed, 3 lost, 5 in review. */
  status: z.number().int(),
  credited_points: z.number().int(),
  surveyed_at: timestamp.nullable(),
  closed_at: timestamp.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
  scans: z.array(integrationScanSchema),
});
export type IntegrationProject = z.infer<typeof integrationProjectSchema>;

export const integrationOrderSchema = z.object({
  uuid: z.string(),
  number: z.string(),
  company_uuid: z.string(),
  region: z.string(),
  type: z.enum(orderTypes),
  vendor: z.enum(vendors),
  /** 1 pending, 2 approved, 3 done, 4 rejected, 5 failed. */
  status: z.number().int(),
  points: z.number().int(),
  items: z.array(z.object({ sku: z.string(), name: z.string(), quantity: z.number().int(), price: z.number().int() })),
  created_at: timestamp,
  updated_at: timestamp,
});
export type IntegrationOrder = z.infer<typeof integrationOrderSchema>;

const exampleCursor = 'eyJ4IjoiNzQ5IiwiaSI6MTJ9';
const exampleCompany: IntegrationCompany = {
  uuid: '0b8f6c2e-4a1d-4c59-9a51-2f4f0f7d3e11',
  name: 'Dachy Kowalski',
  registration_number: '5213456789',
  registration_number_2: null,
  company_type: 1,
  region: 'PL',
  address: 'ul. Prosta 1',
  postal_code: '00-001',
  city: 'Warszawa',
  is_decor: false,
  active: 1,
  created_at: '2025-03-02T08:15:00.000Z',
  updated_at: '2025-03-02T08:15:00.000Z',
};
export const companyFeedSchema = feedSchema(integrationCompanySchema).meta({
  example: { data: [exampleCompany], next_cursor: exampleCursor, has_more: false },
});
export const projectFeedSchema = feedSchema(integrationProjectSchema).meta({
  example: {
    data: [
      {
        uuid: '5d0e3d1a-6b8e-4b7a-9f0e-1c2d3e4f5a6b',
        company_uuid: exampleCompany.uuid,
        region: 'PL',
        name: 'Loft conversion',
        street_name: 'ul. Lipowa 4',
        city: 'Kraków',
        postal_code: '30-001',
        status: 2,
        credited_points: 45,
        surveyed_at: '2025-04-10T12:00:00.000Z',
        closed_at: '2025-04-10T12:00:00.000Z',
        created_at: '2025-04-01T09:00:00.000Z',
        updated_at: '2025-04-10T12:00:00.000Z',
        scans: [
          {
            uuid: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
            serial_number: 'RW2431100123',
            product_group: 'roof-window',
            type: 'CPW',
            size: '78 × 118 cm',
            variant: 'Pine, white lacquer, triple glazing',
            flag: 1,
            reason: null,
            created_at: '2025-04-02T10:00:00.000Z',
          },
        ],
      },
    ],
    next_cursor: exampleCursor,
    has_more: false,
  },
});
export const orderFeedSchema = feedSchema(integrationOrderSchema).meta({
  example: {
    data: [
      {
        uuid: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f',
        number: 'PL-000123',
        company_uuid: exampleCompany.uuid,
        region: 'PL',
        type: 'cart',
        vendor: 'COMPACT',
        status: 1,
        points: 1200,
        items: [{ sku: 'TOOL-01', name: 'Tool bag', quantity: 1, price: 1200 }],
        created_at: '2025-05-05T14:00:00.000Z',
        updated_at: '2025-05-05T14:00:00.000Z',
      },
    ],
    next_cursor: exampleCursor,
    has_more: false,
  },
});

// ---------------------------------------------------------------------------------------------------------------------
// Webhooks

export const webhookEventTypes = ['company.registered', 'project.closed', 'order.placed', 'order.status_changed'] as const;
export const webhookEventTypeSchema = z.enum(webhookEventTypes);
export type WebhookEventType = z.infer<typeof webhookEventTypeSchema>;

/**
 * The body POSTed to an endpoint. `id` is the event's id: the same event may arrive more than once (at-least-once),
 * so receivers de-duplicate by it. `data` is the resource as the change feed shows it.
 */
export interface WebhookEventBody {
  id: string;
  type: WebhookEventType;
  created_at: string;
  data: IntegrationCompany | IntegrationProject | (IntegrationOrder & { previous_status?: number });
}

/** Headers of a delivery. The signature is `sha256=` + hex HMAC-SHA256(secret, `${timestamp}.${body}`). */
export const webhookHeaders = {
  signature: 'x-signature',
  timestamp: 'x-webhook-timestamp',
  id: 'x-webhook-id',
  event: 'x-webhook-event',
} as const;

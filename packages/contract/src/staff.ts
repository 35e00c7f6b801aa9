// The staff console's API under /admin/api (DESIGN §9 Staff and Emulation). The paths and bodies DESIGN names are a
// contract other parts rely on: login, login/verify, review, projects/{uuid}/decision, orders, orders/{uuid}/status,
// products/{uuid}/voucher-codes, emulation; the portal's exchange is POST /v2/installer/emulation.
import { z } from 'zod';
import { pagedSchema } from './common.ts';
import { pointsHistoryItemSchema } from './points.ts';

export const staffRoles = ['admin', 'review', 'fulfilment', 'content', 'support'] as const;
export type StaffRole = (typeof staffRoles)[number];
export const staffRoleSchema = z.enum(staffRoles);

export const staff = {
  /** A staff session lasts 8 hours (DESIGN §9). */
  sessionHours: 8,
  /** The `?faker=` handoff code: single use, 60 seconds. */
  handoffSeconds: 60,
  /** The read-only emulation token: 15 minutes. */
  emulationMinutes: 15,
  /** Broadcast recipients written per job run batch. */
  broadcastBatch: 200,
} as const;

const email = z.string().trim().toLowerCase().pipe(z.email().max(254));

export const staffLoginBodySchema = z.object({ email });
export type StaffLoginBody = z.infer<typeof staffLoginBodySchema>;
export const staffLoginResponseSchema = z.object({ sent: z.literal(true), resend_after: z.number().int() });

export const staffVerifyBodySchema = z.object({ email, code: z.string().regex(/^[0-9]{5}$/) });
export type StaffVerifyBody = z.infer<typeof staffVerifyBodySchema>;

export const staffUserSchema = z.object({
  uuid: z.uuid(),
  email: z.string(),
  name: z.string(),
  roles: z.array(staffRoleSchema),
  active: z.boolean(),
  created_at: z.string(),
  last_login_at: z.string().nullable(),
});
export type StaffUser = z.infer<typeof staffUserSchema>;
export const staffUserListSchema = pagedSchema(staffUserSchema);
export type StaffUserList = z.infer<typeof staffUserListSchema>;

export const staffTokenSchema = z.object({ token: z.string(), expires_at: z.string(), user: staffUserSchema });
export type StaffToken = z.infer<typeof staffTokenSchema>;

export const inviteStaffBodySchema = z.object({
  email,
  name: z.string().trim().min(1).max(120),
  roles: z.array(staffRoleSchema).min(1),
});
export type InviteStaffBody = z.infer<typeof inviteStaffBodySchema>;
export const updateStaffBodySchema = z.object({ roles: z.array(staffRoleSchema).min(1).optional(), active: z.boolean().optional() });
export type UpdateStaffBody = z.infer<typeof updateStaffBodySchema>;

const sortDir = z.enum(['asc', 'desc']).default('desc');
const page = z.coerce.number().int().min(1).default(1);
const limit = z.coerce.number().int().min(1).max(100).default(20);

// ---------------------------------------------------------------------------------------------------------------------
// Audit log

export const auditEntrySchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  staff_email: z.string(),
  staff_role: z.string(),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditListSchema = pagedSchema(auditEntrySchema);
export type AuditList = z.infer<typeof auditListSchema>;
export const auditQuerySchema = z.object({
  page,
  limit,
  q: z.string().trim().max(200).optional(),
  action: z.string().trim().max(100).optional(),
  sort: z.enum(['created_at']).default('created_at'),
  dir: sortDir,
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

// ---------------------------------------------------------------------------------------------------------------------
// Review queue

export const reviewScanSchema = z.object({
  uuid: z.uuid(),
  serial_number: z.string(),
  name: z.string().nullable(),
  product_group: z.string().nullable(),
  flag: z.number().int(),
  reason: z.string().nullable(),
  /** For a serial another scan holds: whose it is and when it was scanned. */
  claimed_by: z.object({ company_name: z.string(), scanned_at: z.string(), region_id: z.number().int() }).nullable(),
  base_points: z.number().int(),
  created_at: z.string(),
});
export const reviewItemSchema = z.object({
  uuid: z.uuid(),
  name: z.string(),
  street_name: z.string(),
  city: z.string(),
  status: z.number().int(),
  surveyed_at: z.string().nullable(),
  created_at: z.string(),
  company: z.object({ uuid: z.uuid(), name: z.string(), region_id: z.number().int() }),
  scans_total: z.number().int(),
  scans_in_review: z.number().int(),
});
export type ReviewItem = z.infer<typeof reviewItemSchema>;
export const reviewListSchema = pagedSchema(reviewItemSchema);
export type ReviewList = z.infer<typeof reviewListSchema>;
export const reviewQuerySchema = z.object({
  page,
  limit,
  region: z.coerce.number().int().min(1).max(16).optional(),
  sort: z.enum(['surveyed_at', 'created_at']).default('surveyed_at'),
  dir: sortDir.default('asc'),
});
export type ReviewQuery = z.infer<typeof reviewQuerySchema>;

export const reviewDetailSchema = reviewItemSchema.extend({
  scans: z.array(reviewScanSchema),
  /** What closing now would credit with every pending scan accepted / as decided so far. */
  history: z.object({
    projects_closed: z.number().int(),
    projects_lost: z.number().int(),
    projects_in_review: z.number().int(),
    scans_total: z.number().int(),
    scans_flagged: z.number().int(),
    scans_rejected: z.number().int(),
    /** Serials this company scanned that a company of another region earns on (product units carry no region). */
    foreign_region_serials: z.number().int(),
  }),
  /** Risk signals: plain keys the console translates (many_flagged, foreign_region_serials, rejected_before). */
  risks: z.array(z.string()),
});
export type ReviewDetail = z.infer<typeof reviewDetailSchema>;

export const decisionBodySchema = z.object({
  status: z.union([z.literal(2), z.literal(3)]),
  scans: z
    .array(z.object({ uuid: z.uuid(), flag: z.union([z.literal(1), z.literal(3)]) }))
    .max(500)
    .optional(),
});
export type DecisionBody = z.infer<typeof decisionBodySchema>;
export const decisionResultSchema = z.object({ status: z.number().int(), points: z.number().int() });
export type DecisionResult = z.infer<typeof decisionResultSchema>;

// ---------------------------------------------------------------------------------------------------------------------
// Orders

export const staffOrderSchema = z.object({
  uuid: z.uuid(),
  number: z.string(),
  status: z.number().int(),
  type: z.string(),
  vendor: z.string(),
  region_id: z.number().int(),
  points: z.number().int(),
  company: z.object({ uuid: z.uuid(), name: z.string() }),
  customer: z.record(z.string(), z.unknown()),
  items: z.array(z.object({ name: z.string(), variant: z.string().nullable(), quantity: z.number().int(), points: z.number().int() })),
  data: z.record(z.string(), z.unknown()).nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type StaffOrder = z.infer<typeof staffOrderSchema>;
export const staffOrderListSchema = pagedSchema(staffOrderSchema);
export type StaffOrderList = z.infer<typeof staffOrderListSchema>;
export const staffOrdersQuerySchema = z.object({
  page,
  limit,
  status: z.coerce.number().int().min(1).max(5).optional(),
  vendor: z.enum(['COMPACT', 'GIFT', 'FUEL', 'EDENRED', 'MARKETING']).optional(),
  region: z.coerce.number().int().min(1).max(16).optional(),
  sort: z.enum(['created_at', 'points', 'number']).default('created_at'),
  dir: sortDir,
});
export type StaffOrdersQuery = z.infer<typeof staffOrdersQuerySchema>;

export const orderStatusBodySchema = z.object({
  status: z.union([z.literal(2), z.literal(3), z.literal(4), z.literal(5)]),
  note: z.string().trim().max(1000).optional(),
});
export type OrderStatusBody = z.infer<typeof orderStatusBodySchema>;
export const bulkOrderStatusBodySchema = orderStatusBodySchema.extend({ uuids: z.array(z.uuid()).min(1).max(100) });
export type BulkOrderStatusBody = z.infer<typeof bulkOrderStatusBodySchema>;
export const bulkOrderStatusResultSchema = z.object({
  results: z.array(z.object({ uuid: z.uuid(), status: z.number().int().nullable(), error: z.string().nullable() })),
});

export const voucherCodesBodySchema = z.object({
  codes: z
    .array(
      z.object({
        number: z.string().trim().min(1).max(200),
        expires_at: z.iso.date().nullable().optional(),
        password: z.string().trim().max(200).nullable().optional(),
      }),
    )
    .min(1)
    .max(10_000),
});
export type VoucherCodesBody = z.infer<typeof voucherCodesBodySchema>;
export const voucherPoolSchema = z.object({
  product_uuid: z.uuid(),
  name: z.string(),
  vendor: z.string(),
  region_id: z.number().int(),
  free: z.number().int(),
  waiting_orders: z.number().int(),
});
export type VoucherPool = z.infer<typeof voucherPoolSchema>;
export const voucherPoolsSchema = z.object({ data: z.array(voucherPoolSchema) });

// ---------------------------------------------------------------------------------------------------------------------
// Companies and users

export const staffCompanySchema = z.object({
  uuid: z.uuid(),
  name: z.string(),
  region_id: z.number().int(),
  active: z.number().int(),
  balance: z.number().int(),
  users: z.array(
    z.object({
      uuid: z.uuid(),
      name: z.string(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
      role: z.number().int(),
      active: z.number().int(),
    }),
  ),
  created_at: z.string(),
});
export type StaffCompany = z.infer<typeof staffCompanySchema>;
export const staffCompanyListSchema = pagedSchema(staffCompanySchema);
export type StaffCompanyList = z.infer<typeof staffCompanyListSchema>;
export const staffCompaniesQuerySchema = z.object({
  page,
  limit,
  q: z.string().trim().max(200).optional(),
  region: z.coerce.number().int().min(1).max(16).optional(),
  sort: z.enum(['created_at', 'name']).default('created_at'),
  dir: sortDir,
});
export type StaffCompaniesQuery = z.infer<typeof staffCompaniesQuerySchema>;

export const adjustPointsBodySchema = z.object({
  amount: z
    .number()
    .int()
    .refine((n) => n !== 0, 'amount must not be 0'),
  reason: z.string().trim().min(3).max(500),
});
export type AdjustPointsBody = z.infer<typeof adjustPointsBodySchema>;

export const emulationBodySchema = z.object({ user_uuid: z.uuid() });
export const emulationStartSchema = z.object({ url: z.string() });
export const emulationExchangeBodySchema = z.object({ code: z.string().min(10).max(100) });
export const emulationTokenSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
  read_only: z.literal(true),
  /** The emulated user's name and language, for the banner. */
  name: z.string(),
  language: z.string(),
});
export type EmulationToken = z.infer<typeof emulationTokenSchema>;

// ---------------------------------------------------------------------------------------------------------------------
// Broadcasts

export const broadcastBodySchema = z
  .object({
    type: z.enum(['info', 'warning', 'important']),
    title: z.string().trim().min(1).max(200),
    text: z.string().trim().min(1).max(2000),
    region: z.number().int().min(1).max(16).optional(),
    role: z.union([z.literal(3), z.literal(4), z.literal(7), z.literal(8)]).optional(),
    company_uuid: z.uuid().optional(),
    email: z.boolean().default(false),
  })
  .refine((b) => b.region !== undefined || b.company_uuid !== undefined || b.role !== undefined, {
    message: 'Choose a region, a role or a company.',
    path: ['region'],
  });
export type BroadcastBody = z.infer<typeof broadcastBodySchema>;
export const broadcastSchema = z.object({
  uuid: z.uuid(),
  type: z.string(),
  title: z.string(),
  region: z.number().int().nullable(),
  role: z.number().int().nullable(),
  company_uuid: z.uuid().nullable(),
  email: z.boolean(),
  status: z.enum(['pending', 'sending', 'done']),
  sent: z.number().int(),
  created_at: z.string(),
});
export type Broadcast = z.infer<typeof broadcastSchema>;
export const broadcastListSchema = pagedSchema(broadcastSchema);

/** GET /admin/api/companies/{uuid}?language=: one company for the console's company view (decision 0111). */
export const staffCompanyQuerySchema = z.object({ language: z.enum(['en', 'pl']).default('en') });
export const staffCompanyProjectSchema = z.object({
  uuid: z.uuid(),
  name: z.string(),
  address: z.string(),
  /** 1 open, 2 closed, 3 lost, 4 other, 5 in review. */
  status: z.number().int(),
  scans: z.number().int(),
  credited_points: z.number().int(),
  created_at: z.string(),
  closed_at: z.string().nullable(),
});
export const staffCompanyDetailSchema = z.object({
  company: staffCompanySchema.omit({ users: true, balance: true }).extend({
    registration_number: z.string().nullable(),
    address: z.string(),
    postal_code: z.string(),
    city: z.string(),
    company_type: z.number().int().nullable(),
  }),
  balance: z.number().int(),
  users: z.array(staffCompanySchema.shape.users.element.extend({ last_active_at: z.string().nullable() })),
  /** The latest ledger entries, newest first, event names in `language`. */
  points: z.object({ data: z.array(pointsHistoryItemSchema), total: z.number().int() }),
  projects: z.object({ data: z.array(staffCompanyProjectSchema), total: z.number().int() }),
  orders: z.object({ data: z.array(staffOrderSchema), total: z.number().int() }),
});
export type StaffCompanyDetail = z.infer<typeof staffCompanyDetailSchema>;

// Checkout and orders (spec working areas §2 Checkout/Orders, §3 Order/Checkout customer, §4 Order status, §5 Checkout,
// §7; DESIGN §6 Orders, §9 Orders).
// POST /v2/orders { type, order: [{ uuid, quantity, price? }], customer, data? }     → 201 { data: Order[] }
// POST /v2/orders/multi { orders: [{ type, order }], customer }                      → 201 { data: Order[] }
// GET /v2/orders?page=&limit= → { data: Order[], meta } · GET /v2/orders/{uuid} → Order (company-scoped; another → 404)
// One order per vendor, all or none. Optional header `Idempotency-Key` (8–100 chars): a replay answers the first result.
// 400 lists every problem (`errors` holds the keys below, `fields` says where), 403 for a role that may not order.
import { z } from 'zod';
import { pageQuerySchema, pageMetaSchema } from './common.ts';
import { deliveryTypes, pageSizes, vendors } from './constants.ts';
import type { DeliveryType } from './shop-rules.ts';
import { regionById } from './regions.ts';
import { isEmail, isPhoneForRegion, isTestPhone, messages } from './validators.ts';

export { deliveryTypeOf, strictestDelivery, type DeliveryType } from './shop-rules.ts';

export const orderTypes = ['cart', 'voucher', 'marketing', 'card', 'card_topup'] as const;
export type OrderType = (typeof orderTypes)[number];
export const orderTypeSchema = z.enum(orderTypes);
export const orderStatusIds = [1, 2, 3, 4, 5] as const;
export type OrderStatusId = (typeof orderStatusIds)[number];

export { orderInProgress } from './constants.ts';

/** Problem keys a 400 from placing lists in `errors` (and under `fields`, e.g. `orders.0.order.1.quantity`). */
export const orderProblems = {
  /** The variant does not exist, is not in the caller's region, or its product is inactive. */
  unavailable: 'order.unavailable',
  /** Fewer units left than asked for (the cart's refresh caps it). */
  stockChanged: 'order.stockChanged',
  /** The `price` the client showed differs from the current price. */
  priceChanged: 'order.priceChanged',
  /** A COMPACT order under the region's minimum (`vendorMinimum`). */
  belowMinimum: 'order.belowMinimum',
  /** The sum of every order exceeds the company's balance (reported under `points`). */
  notEnoughPoints: 'order.notEnoughPoints',
  /** A line's product has another type than the order's `type`, or a single-product type has several lines. */
  wrongType: 'order.wrongType',
  /** The same variant twice in one order. */
  duplicate: 'order.duplicate',
  /** Phone region differs from the address region. */
  phoneRegionMismatch: 'validation.phoneRegionMismatch',
} as const;

/**
 * The checkout customer (spec §3) as the form sends it. `region` and `phone_region` are region ids; `country` the
 * region code. Rules depend on the delivery type, so use `checkoutCustomerProblems` (or `checkoutCustomerSchemaFor`).
 */
export const checkoutCustomerSchema = z.object({
  /** Empty keeps the user's own email. */
  email: z.string().trim().max(254).default(''),
  /** The full number as entered; the server stores `phone_number` in E.164 for the phone region. */
  phone: z.string().trim().max(40).default(''),
  phone_region: z.number().int().min(1).max(16),
  phone_number: z.string().trim().max(40).default(''),
  name: z.string().trim().max(100).default(''),
  surname: z.string().trim().max(100).default(''),
  company_name: z.string().trim().max(200).default(''),
  street: z.string().trim().max(200).default(''),
  /** Defaults to "1" for non-physical orders. */
  house_number: z.string().trim().max(20).default(''),
  city: z.string().trim().max(100).default(''),
  postal_code: z.string().trim().max(20).default(''),
  country: z.string().trim().max(2).default(''),
  region: z.number().int().min(1).max(16),
});
export type CheckoutCustomer = z.infer<typeof checkoutCustomerSchema>;
export type CheckoutCustomerInput = z.input<typeof checkoutCustomerSchema>;

/**
 * Every problem of a customer for a delivery type, by field (spec §5 Checkout form): physical delivery needs street,
 * house number, city, postal code, region, name and surname; company delivery also the company name; the phone must be
 * valid for the phone region, which must equal the address region (the 12-digit 9999999999… test number is exempt).
 */
export function checkoutCustomerProblems(c: CheckoutCustomer, delivery: DeliveryType): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const add = (field: string, message: string) => (out[field] ??= []).push(message);
  if (delivery !== deliveryTypes.digital) {
    for (const f of ['street', 'house_number', 'city', 'postal_code', 'name', 'surname'] as const) if (!c[f]) add(f, messages.required);
  }
  if (delivery === deliveryTypes.company && !c.company_name) add('company_name', messages.required);
  if (!regionById(c.region)) add('region', messages.required);
  if (c.email && !isEmail(c.email)) add('email', messages.email);
  const phone = c.phone_number || c.phone;
  if (!phone) add('phone_number', messages.required);
  else if (!isTestPhone(phone)) {
    if (!isPhoneForRegion(phone, c.phone_region)) add('phone_number', messages.phone);
    else if (c.phone_region !== c.region) add('phone_region', orderProblems.phoneRegionMismatch);
  }
  return out;
}

/** The customer schema for one delivery type (react-hook-form resolver; the server runs the same function). */
export function checkoutCustomerSchemaFor(delivery: DeliveryType) {
  return checkoutCustomerSchema.superRefine((c, ctx) => {
    for (const [path, list] of Object.entries(checkoutCustomerProblems(c, delivery)))
      for (const message of list) ctx.addIssue({ code: 'custom', path: [path], message });
  });
}

/** One line: a variant uuid, how many, and the unit price the user saw (if it differs now → `order.priceChanged`). */
export const orderLineSchema = z.object({
  uuid: z.uuid(),
  quantity: z.number().int().min(1).max(10_000),
  price: z.number().int().nonnegative().optional(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/** POST /v2/orders. A `cart` order may hold several vendors' lines: it becomes one order per vendor. */
export const placeOrderBodySchema = z.object({
  type: orderTypeSchema,
  order: z.array(orderLineSchema).min(1).max(200),
  customer: checkoutCustomerSchema,
  /** Type-specific input (marketing fields, card serial); kept on the order as `meta.inputData`. */
  data: z.record(z.string(), z.unknown()).nullish(),
});
export type PlaceOrderBody = z.infer<typeof placeOrderBodySchema>;
export type PlaceOrderInput = z.input<typeof placeOrderBodySchema>;

/** POST /v2/orders/multi: several orders (e.g. the cart's vendors) with one customer, all or none. */
export const placeMultiOrderBodySchema = z.object({
  orders: z
    .array(z.object({ type: orderTypeSchema, order: z.array(orderLineSchema).min(1).max(200) }))
    .min(1)
    .max(10),
  customer: checkoutCustomerSchema,
});
export type PlaceMultiOrderBody = z.infer<typeof placeMultiOrderBodySchema>;
export type PlaceMultiOrderInput = z.input<typeof placeMultiOrderBodySchema>;

export const idempotencyKeySchema = z
  .string()
  .min(8)
  .max(100)
  .regex(/^[\w.:-]+$/);

export const orderContentSchema = z.object({
  name: z.string(),
  /** The product's `xs` image, null without one. */
  image: z.string().nullable(),
  quantity: z.number().int(),
  /** Unit price in points at the time of ordering. */
  price: z.number().int(),
  variantGuid: z.string(),
  variantUuid: z.uuid(),
  sku: z.string(),
});
export type OrderContent = z.infer<typeof orderContentSchema>;

/** One voucher code: number, expiry (a date) and optional password. */
export const voucherCodeSchema = z.object({
  number: z.string(),
  expiresAt: z.string().nullable(),
  password: z.string().nullable(),
});
export type VoucherCode = z.infer<typeof voucherCodeSchema>;

/**
 * A fulfilled voucher order (shown only to the ordering company): every code it holds in `codes`, one per piece, in
 * the order of its lines (`variantUuid` says whose); the first code also at the top level, as before.
 */
export const voucherResponseSchema = voucherCodeSchema.extend({
  codes: z.array(voucherCodeSchema.extend({ variantUuid: z.uuid() })),
});

export const orderSchema = z.object({
  uuid: z.uuid(),
  /** e.g. "PL-000123"; the points history shows it as `order_number`. */
  number: z.string(),
  points: z.number().int(),
  created_at: z.iso.datetime(),
  /** 1 pending, 2 approved, 3 done, 4 rejected, 5 failed. */
  status: z.number().int(),
  vendor: z.enum(vendors),
  items_count: z.number().int(),
  delivery_type: z.number().int(),
  customer: z.object({
    name: z.string(),
    surname: z.string(),
    company_name: z.string(),
    country: z.string(),
    /** street house_number, postal_code city — empty for digital orders. */
    address: z.string(),
    email: z.string(),
    phone: z.string(),
  }),
  meta: z.object({
    type: orderTypeSchema,
    contents: z.array(orderContentSchema),
    response: voucherResponseSchema.nullable(),
    inputData: z.record(z.string(), z.unknown()).nullable(),
  }),
});
export type Order = z.infer<typeof orderSchema>;

export const placedOrdersSchema = z.object({ data: z.array(orderSchema) });
export type PlacedOrders = z.infer<typeof placedOrdersSchema>;

export const ordersQuerySchema = pageQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(100).default(pageSizes.orders),
});
export type OrdersQuery = z.infer<typeof ordersQuerySchema>;
export const orderListSchema = z.object({ data: z.array(orderSchema), meta: pageMetaSchema });
export type OrderList = z.infer<typeof orderListSchema>;

/** Who may check out (DESIGN §6): owners, roles 3 and 7. Others browse the shop and see why they cannot order. */
export { isOwner as canOrder } from './constants.ts';

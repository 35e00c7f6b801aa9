// The shop's and the checkout's rules (spec working areas §4 Cart, §5, §9), without zod: the product, cart and checkout
// pages run them with their own code, while the schemas load with a form (issue 10). shop.ts and orders.ts re-export them.
import { deliveryTypes, limits, minimumOrder, vendors, type Vendor } from './constants.ts';
import type { RegionCode } from './regions-data.ts';
import type { CartEntry, StoredCart } from './cart.ts';
import type { CartItem, CartRefresh } from './shop.ts';
import type { OrderType } from './orders.ts';

/** Physical delivery types (spec §9): digital 0, personal 1, company 2. */
export type DeliveryType = (typeof deliveryTypes)[keyof typeof deliveryTypes];

/** How an order of this type from this vendor is delivered (COMPACT and MARKETING are company vendors, DESIGN §6). */
export function deliveryTypeOf(type: OrderType, vendor: Vendor): DeliveryType {
  if (vendor === 'COMPACT' || vendor === 'MARKETING') return deliveryTypes.company;
  if (type === 'card') return deliveryTypes.personal;
  return deliveryTypes.digital;
}
/** The strictest of several orders' delivery types (a multi checkout asks once). */
export const strictestDelivery = (types: readonly DeliveryType[]): DeliveryType =>
  types.reduce<DeliveryType>((a, b) => (b > a ? b : a), deliveryTypes.digital);

/** Can a cart line with this server state stay in the cart? (spec §4 Cart: sold-out or missing items are removed) */
export function isOrderable(item: CartItem): boolean {
  return item.product.active && item.variant.stock > 0;
}

/** The quantity picker's bounds (spec §5): min 1 when stock > 0 (else 0); max stock minus what is already in the cart. */
export function quantityBounds(stock: number, inCart: number): { min: number; max: number } {
  return { min: stock > 0 ? 1 : 0, max: Math.max(0, stock - inCart) };
}

/** Stock text rule (spec §9): over 100 shows a generic in-stock text, otherwise the count. */
export function showsStockCount(stock: number): boolean {
  return stock <= limits.stockShownAsGeneric;
}

/** The minimum order in points for a vendor in a region: only COMPACT has one (spec §9), everyone else 0. */
export function vendorMinimum(vendor: Vendor, region: RegionCode | string): number {
  if (vendor !== 'COMPACT') return 0;
  return (minimumOrder as Record<string, number>)[region] ?? minimumOrderOther;
}
/** "others 50": a region missing from the table. */
export const minimumOrderOther = 50;

/** One thing a cart refresh changed, shown to the user once. */
export interface CartChange {
  kind: 'removed' | 'capped' | 'price';
  vendor: Vendor;
  uuid: string;
  /** The line's title as the cart had it (for the message). */
  title: string;
  /** capped: the new quantity; price: the new unit price. */
  value?: number;
}

/**
 * Applies a refresh answer to the stored cart (spec §4 Cart): missing, inactive or sold-out lines are removed,
 * quantities capped to stock, prices and stock updated; a vendor without lines disappears. Pure: returns the new cart.
 */
export function refreshStoredCart(cart: StoredCart, refresh: CartRefresh): { cart: StoredCart; changes: CartChange[] } {
  const byUuid = new Map(refresh.data.map((i) => [i.variant.uuid, i]));
  const changes: CartChange[] = [];
  const entries: StoredCart['entries'] = {};
  for (const vendor of vendors) {
    const lines = cart.entries[vendor];
    if (!lines) continue;
    const kept: Record<string, CartEntry> = {};
    for (const [uuid, entry] of Object.entries(lines)) {
      const title = titleOf(entry) ?? uuid;
      const item = byUuid.get(uuid);
      if (!item || !isOrderable(item) || item.product.vendor !== vendor) {
        changes.push({ kind: 'removed', vendor, uuid, title });
        continue;
      }
      let quantity = entry.quantity;
      if (quantity > item.variant.stock) {
        quantity = item.variant.stock;
        changes.push({ kind: 'capped', vendor, uuid, title, value: quantity });
      }
      const oldPrice = priceOf(entry);
      if (oldPrice !== null && oldPrice !== item.variant.price)
        changes.push({ kind: 'price', vendor, uuid, title, value: item.variant.price });
      kept[uuid] = {
        ...entry,
        quantity,
        // What the shop kept beside these (anything else it stores) stays; the server's values win.
        product: {
          ...objectOf(entry['product']),
          uuid: item.product.uuid,
          name: item.product.name,
          type: item.product.type,
          images: item.product.images,
        },
        variant: { ...objectOf(entry['variant']), ...item.variant },
      };
    }
    if (Object.keys(kept).length) entries[vendor] = kept;
  }
  const present = new Set(Object.values(entries).flatMap((l) => Object.keys(l ?? {})));
  return { cart: { ...cart, entries, uuids: cart.uuids.filter((u) => present.has(u)) }, changes };
}

function objectOf(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}
function titleOf(entry: Record<string, unknown>): string | null {
  const v = entry['variant'];
  if (v && typeof v === 'object' && 'title' in v && typeof v.title === 'string') return v.title;
  return null;
}
function priceOf(entry: Record<string, unknown>): number | null {
  const v = entry['variant'];
  if (v && typeof v === 'object' && 'price' in v && typeof v.price === 'number') return v.price;
  return null;
}

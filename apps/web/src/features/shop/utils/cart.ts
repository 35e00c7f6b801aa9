// The cart kept in the browser under the spec's `cart` key (access §3: entries by vendor then variant uuid, the uuids
// list, version 1). The contract fixes the outer shape and the quantity (`storedCartSchema`, which the header counts);
// each entry also holds what the spec lists (§3 Cart: product {uuid, type, images}, variant {uuid, stock, price, sku,
// title}) and the product's name, so the cart is drawn without a call. Pure functions here, storage in cart-store.ts.
// A stored cart is checked by hand, not with zod: the shop's pages should not load the schemas to draw it (issue 10).
import { cartVersion, vendors, type Vendor } from '@club/contract/constants';
import type { CartRefresh, Product, ProductImages, Variant } from '@club/contract/shop';
import { refreshStoredCart, vendorMinimum } from '@club/contract/shop-rules';
import { regionById } from '@club/contract/regions-data';

/** One line. Fields the server adds (the variant's guid) are kept as they came. */
export type CartLine = {
  quantity: number;
  /** The product's name (the variant's title alone may be just "Size L"). */
  name: string;
  product: { uuid: string; type: string; images: ProductImages; [field: string]: unknown };
  variant: { uuid: string; stock: number; price: number; sku: string; title: string; [field: string]: unknown };
};

export interface ShopCart {
  version: typeof cartVersion;
  entries: Partial<Record<Vendor, Record<string, CartLine>>>;
  uuids: string[];
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown): v is string => typeof v === 'string';
const isWhole = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

function isImages(v: unknown): v is ProductImages {
  return (
    isRecord(v) &&
    Array.isArray(v.list) &&
    v.list.every((i) => isRecord(i) && isWhole(i.position) && isText(i.xs) && isText(i.l)) &&
    (v.thumbnail === null || isText(v.thumbnail))
  );
}

/** A stored line with the shop's shape (whole quantity ≥ 0, a price ≥ 0, the product's images), else null. */
function cartLineOf(raw: unknown): CartLine | null {
  if (!isRecord(raw)) return null;
  const { quantity, name, product, variant } = raw;
  if (!isWhole(quantity) || quantity < 0 || !isText(name)) return null;
  if (!isRecord(product) || !isText(product.uuid) || !isText(product.type) || !isImages(product.images)) return null;
  if (!isRecord(variant) || !isText(variant.uuid) || !isWhole(variant.stock) || !isWhole(variant.price) || variant.price < 0) return null;
  if (!isText(variant.sku) || !isText(variant.title)) return null;
  return {
    ...raw,
    quantity,
    name,
    product: { ...product, uuid: product.uuid, type: product.type, images: product.images },
    variant: { ...variant, uuid: variant.uuid, stock: variant.stock, price: variant.price, sku: variant.sku, title: variant.title },
  };
}

/** A cart line for `quantity` of a product's variant, as the product page shows it. */
export function lineFor(product: Product, variant: Variant, quantity: number): CartLine {
  return {
    quantity,
    name: product.name,
    product: { uuid: product.uuid, type: product.type, images: product.images },
    variant: { uuid: variant.uuid, guid: variant.guid, stock: variant.stock, price: variant.price, sku: variant.sku, title: variant.title },
  };
}

export const emptyCart = (): ShopCart => ({ version: cartVersion, entries: {}, uuids: [] });

/**
 * A stored value as a cart. Lines that do not have the shop's shape (an old or hand-edited cart) are dropped one by
 * one rather than losing the whole cart.
 */
export function parseCart(value: unknown): ShopCart {
  if (!isRecord(value) || value.version !== cartVersion || !isRecord(value.entries)) return emptyCart();
  const stored = value.entries;
  if (!Object.values(stored).every(isRecord)) return emptyCart();
  const cart = emptyCart();
  for (const vendor of vendors) {
    const lines = stored[vendor];
    if (!isRecord(lines)) continue;
    for (const [uuid, raw] of Object.entries(lines)) {
      const line = cartLineOf(raw);
      if (line && line.quantity > 0 && line.variant.uuid === uuid) cart.entries[vendor] = { ...cart.entries[vendor], [uuid]: line };
    }
  }
  cart.uuids = Object.values(cart.entries).flatMap((lines) => Object.keys(lines ?? {}));
  return cart;
}

export function lineOf(cart: ShopCart, variantUuid: string): CartLine | undefined {
  for (const lines of Object.values(cart.entries)) {
    const line = lines?.[variantUuid];
    if (line) return line;
  }
  return undefined;
}

/**
 * The most a line may hold: its stock (a voucher too: the server gives every piece of every voucher line its own
 * code, docs/decisions/0045).
 */
export const lineLimit = (line: Pick<CartLine, 'product' | 'variant'>) => line.variant.stock;

/** How many of a variant the cart holds. */
export const quantityInCart = (cart: ShopCart, variantUuid: string) => lineOf(cart, variantUuid)?.quantity ?? 0;

function withLines(cart: ShopCart, vendor: Vendor, lines: Record<string, CartLine>): ShopCart {
  const entries = { ...cart.entries };
  if (Object.keys(lines).length === 0) delete entries[vendor];
  else entries[vendor] = lines;
  const present = new Set(Object.values(entries).flatMap((l) => Object.keys(l ?? {})));
  const uuids = [...cart.uuids.filter((u) => present.has(u)), ...[...present].filter((u) => !cart.uuids.includes(u))];
  return { ...cart, entries, uuids };
}

/** Adds `quantity` of a variant, never beyond its stock. Answers the cart and how many were really added. */
export function addLine(cart: ShopCart, vendor: Vendor, line: CartLine): { cart: ShopCart; added: number } {
  const current = cart.entries[vendor]?.[line.variant.uuid];
  const have = current?.quantity ?? 0;
  const added = Math.max(0, Math.min(line.quantity, lineLimit(line) - have));
  if (added === 0) return { cart, added };
  const next = { ...line, quantity: have + added };
  return { cart: withLines(cart, vendor, { ...cart.entries[vendor], [line.variant.uuid]: next }), added };
}

/** Sets a line's quantity within 1…stock; 0 removes it (and its vendor group when it was the last line). */
export function setLineQuantity(cart: ShopCart, vendor: Vendor, variantUuid: string, quantity: number): ShopCart {
  const lines = { ...cart.entries[vendor] };
  const line = lines[variantUuid];
  if (!line) return cart;
  const capped = Math.min(Math.max(0, Math.floor(quantity)), lineLimit(line));
  if (capped <= 0) delete lines[variantUuid];
  else lines[variantUuid] = { ...line, quantity: capped };
  return withLines(cart, vendor, lines);
}

export const removeLine = (cart: ShopCart, vendor: Vendor, variantUuid: string) => setLineQuantity(cart, vendor, variantUuid, 0);

/** Drops whole vendor groups (after their orders were placed). */
export function removeVendors(cart: ShopCart, placed: readonly Vendor[]): ShopCart {
  let next = cart;
  for (const vendor of placed) next = withLines(next, vendor, {});
  return next;
}

export interface CartGroup {
  vendor: Vendor;
  lines: CartLine[];
  /** Points of the group: price × quantity summed. */
  total: number;
  items: number;
}

/** The cart as vendor groups, in the vendors' fixed order, lines in the order they were added. */
export function cartGroups(cart: ShopCart): CartGroup[] {
  const order = (uuid: string) => {
    const at = cart.uuids.indexOf(uuid);
    return at === -1 ? Number.MAX_SAFE_INTEGER : at;
  };
  return vendors.flatMap((vendor) => {
    const lines = Object.values(cart.entries[vendor] ?? {}).sort((a, b) => order(a.variant.uuid) - order(b.variant.uuid));
    if (lines.length === 0) return [];
    return [
      {
        vendor,
        lines,
        total: lines.reduce((sum, l) => sum + l.variant.price * l.quantity, 0),
        items: lines.reduce((sum, l) => sum + l.quantity, 0),
      },
    ];
  });
}

/** The server's minimum order per vendor in the user's region (GET /v2/cart; staff edit it, decision 0115). */
export type Minimums = CartRefresh['minimums'];

/** The vendor's minimum order in the user's region: the server's when known, else the club's default (spec §9). */
export const minimumFor = (vendor: Vendor, regionId: number, minimums?: Minimums) =>
  minimums?.[vendor] ?? vendorMinimum(vendor, regionById(regionId)?.code ?? '');

export type CartProblem =
  { kind: 'points'; total: number; balance: number } | { kind: 'minimum'; vendor: Vendor; total: number; minimum: number };

/**
 * What blocks the checkout (spec §4 Cart, §5 Checkout per vendor): the sum of every vendor's total above the
 * company's points and a COMPACT group below the region's minimum.
 */
export function cartProblems(
  groups: readonly CartGroup[],
  balance: number | undefined,
  regionId: number,
  minimums?: Minimums,
): CartProblem[] {
  const problems: CartProblem[] = [];
  const total = groups.reduce((sum, g) => sum + g.total, 0);
  if (balance !== undefined && total > balance) problems.push({ kind: 'points', total, balance });
  for (const g of groups) {
    const minimum = minimumFor(g.vendor, regionId, minimums);
    if (g.total < minimum) problems.push({ kind: 'minimum', vendor: g.vendor, total: g.total, minimum });
  }
  return problems;
}

export type CartChange =
  | { kind: 'removed'; name: string }
  | { kind: 'soldOut'; name: string }
  | { kind: 'capped'; name: string; from: number; to: number }
  | { kind: 'price'; name: string; from: number; to: number };

/** A line's name as the user knows it: the product, and the variant when it has its own title. */
export const lineName = (l: CartLine) => (l.variant.title && l.variant.title !== l.name ? `${l.name} (${l.variant.title})` : l.name);

/**
 * Brings the cart in line with the server with the contract's `refreshStoredCart` (spec §4 Cart: quantities capped to
 * stock, prices updated, sold-out and missing items removed) and tells each change with what it was before, so the
 * user reads "from 3 to 2", once.
 */
export function reconcileCart(cart: ShopCart, server: CartRefresh): { cart: ShopCart; changes: CartChange[] } {
  const refreshed = refreshStoredCart(cart, server);
  const byUuid = new Map(server.data.map((item) => [item.variant.uuid, item]));
  const changes = refreshed.changes.flatMap((c): CartChange[] => {
    const line = cart.entries[c.vendor]?.[c.uuid];
    if (!line) return [];
    const name = lineName(line);
    switch (c.kind) {
      case 'removed':
        return [{ kind: byUuid.get(c.uuid)?.variant.stock === 0 ? 'soldOut' : 'removed', name }];
      case 'capped':
        return [{ kind: 'capped', name, from: line.quantity, to: c.value ?? 0 }];
      case 'price':
        return [{ kind: 'price', name, from: line.variant.price, to: c.value ?? line.variant.price }];
    }
  });
  return { cart: parseCart(refreshed.cart), changes };
}

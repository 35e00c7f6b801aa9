import { describe, expect, it } from 'vitest';
import { cartItemCount, storedCartSchema } from '@club/contract/cart';
import type { CartRefresh } from '@club/contract/shop';
import { productFixture, variantOf } from '../testing/fixtures';
import { ordersForCart } from '../api/place-orders';
import { addLine, cartGroups, cartProblems, emptyCart, lineFor, parseCart, reconcileCart, setLineQuantity } from './cart';

const ladder = productFixture({ name: 'Ladder', variants: [{ stock: 3, price: 40 }] });
const gift = productFixture({ name: 'Gift card', vendor: 'GIFT', type: 'voucher', variants: [{ stock: 50, price: 100 }] });
const lv = variantOf(ladder);
const gv = variantOf(gift);

function cartWith(...items: [typeof ladder, typeof lv, number][]) {
  return items.reduce((c, [p, v, q]) => addLine(c, p.vendor, lineFor(p, v, q)).cart, emptyCart());
}

const refreshOf = (entries: { p: typeof ladder; v: typeof lv }[], missing: string[] = []): CartRefresh => ({
  data: entries.map(({ p, v }) => ({
    product: { uuid: p.uuid, name: p.name, type: p.type, vendor: p.vendor, images: p.images, active: p.active, is_visible: p.is_visible },
    variant: { uuid: v.uuid, guid: v.guid, stock: v.stock, price: v.price, sku: v.sku, title: v.title },
  })),
  missing,
});

describe('the stored cart', () => {
  it('keeps the shape the header counts (contract storedCartSchema) and survives a round trip through JSON', () => {
    const cart = cartWith([ladder, lv, 2], [gift, gv, 1]);
    const stored = storedCartSchema.parse(JSON.parse(JSON.stringify(cart)));
    expect(cartItemCount(stored)).toBe(3);
    expect(stored.uuids).toEqual([lv.uuid, gv.uuid]);
    expect(parseCart(JSON.parse(JSON.stringify(cart)))).toEqual(cart);
  });

  it('never adds beyond the stock, counting what is already in the cart', () => {
    const first = addLine(emptyCart(), 'COMPACT', lineFor(ladder, lv, 2));
    const second = addLine(first.cart, 'COMPACT', lineFor(ladder, lv, 5));
    expect(second.added).toBe(1);
    expect(second.cart.entries.COMPACT?.[lv.uuid]?.quantity).toBe(3);
  });

  it('caps a typed quantity to the stock; removing the last line of a vendor removes the group', () => {
    let cart = cartWith([ladder, lv, 1], [gift, gv, 1]);
    cart = setLineQuantity(cart, 'COMPACT', lv.uuid, 99);
    expect(cart.entries.COMPACT?.[lv.uuid]?.quantity).toBe(3);
    cart = setLineQuantity(cart, 'GIFT', gv.uuid, 0);
    expect(cart.entries.GIFT).toBeUndefined();
    expect(cartGroups(cart).map((g) => g.vendor)).toEqual(['COMPACT']);
    expect(cart.uuids).toEqual([lv.uuid]);
  });

  it('drops a malformed line and keeps the others', () => {
    const cart = cartWith([ladder, lv, 1]);
    const broken = { ...cart, entries: { ...cart.entries, GIFT: { [gv.uuid]: { quantity: 'two' } } } };
    expect(parseCart(broken)).toEqual(cart);
  });
});

describe('what blocks the checkout', () => {
  it('the sum of all vendors over the balance, and COMPACT below the region minimum with the minimum', () => {
    const groups = cartGroups(cartWith([ladder, lv, 2], [gift, gv, 1])); // 80 + 100
    expect(cartProblems(groups, 150, 1)).toEqual([
      { kind: 'points', total: 180, balance: 150 },
      { kind: 'minimum', vendor: 'COMPACT', total: 80, minimum: 128 },
    ]);
    // Bosnia has no minimum; a balance that covers the sum is fine.
    expect(cartProblems(groups, 180, 10)).toEqual([]);
  });

  it('uses the minimums the server sent with the cart (staff edit them) over the defaults', () => {
    const groups = cartGroups(cartWith([ladder, lv, 2], [gift, gv, 1])); // COMPACT 80, GIFT 100
    expect(cartProblems(groups, 1000, 1, { COMPACT: 50, GIFT: 150 })).toEqual([
      { kind: 'minimum', vendor: 'GIFT', total: 100, minimum: 150 },
    ]);
    // Bosnia's default is none; the server says 90.
    expect(cartProblems(groups, 1000, 10, { COMPACT: 90 })).toEqual([{ kind: 'minimum', vendor: 'COMPACT', total: 80, minimum: 90 }]);
  });

  it('two vouchers of one vendor, several pieces each: no block, one voucher order of both lines', () => {
    const fuel = productFixture({ name: 'Fuel 50', vendor: 'FUEL', type: 'voucher', variants: [{ stock: 5, price: 10 }] });
    const fuel2 = productFixture({ name: 'Fuel 100', vendor: 'FUEL', type: 'voucher', variants: [{ stock: 5, price: 20 }] });
    const one = cartWith([fuel, variantOf(fuel), 3]);
    expect(one.entries.FUEL?.[variantOf(fuel).uuid]?.quantity).toBe(3);
    const two = addLine(one, 'FUEL', lineFor(fuel2, variantOf(fuel2), 2)).cart;
    expect(cartProblems(cartGroups(two), 1000, 1)).toEqual([]);
    expect(ordersForCart(cartGroups(two))).toEqual([
      {
        type: 'voucher',
        order: [
          { uuid: variantOf(fuel).uuid, quantity: 3, price: 10 },
          { uuid: variantOf(fuel2).uuid, quantity: 2, price: 20 },
        ],
      },
    ]);
  });
});

describe('refreshing against the server', () => {
  it('caps quantities, updates prices, removes sold-out and missing items, telling each change with its old value', () => {
    const cart = cartWith([ladder, lv, 3], [gift, gv, 2]);
    const fewer = { ...lv, stock: 2, price: 45 };
    const { cart: next, changes } = reconcileCart(cart, refreshOf([{ p: ladder, v: fewer }], [gv.uuid]));
    expect(changes).toEqual([
      { kind: 'capped', name: 'Ladder (Standard)', from: 3, to: 2 },
      { kind: 'price', name: 'Ladder (Standard)', from: 40, to: 45 },
      { kind: 'removed', name: 'Gift card (Standard)' },
    ]);
    expect(next.entries.COMPACT?.[lv.uuid]).toMatchObject({ quantity: 2, variant: { price: 45, stock: 2 } });
    expect(next.entries.GIFT).toBeUndefined();
    // Applied once, the same answer changes nothing more: each change is told once.
    expect(reconcileCart(next, refreshOf([{ p: ladder, v: fewer }], [gv.uuid])).changes).toEqual([]);
  });

  it('says "sold out" for a variant the server still has with no stock', () => {
    const cart = cartWith([gift, gv, 1]);
    const { changes } = reconcileCart(cart, refreshOf([{ p: gift, v: { ...gv, stock: 0 } }]));
    expect(changes).toEqual([{ kind: 'soldOut', name: 'Gift card (Standard)' }]);
  });
});

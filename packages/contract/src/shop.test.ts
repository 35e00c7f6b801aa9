import { describe, expect, it } from 'vitest';
import { checkoutCustomerProblems, checkoutCustomerSchema, deliveryTypeOf, strictestDelivery } from './orders.ts';
import { quantityBounds, refreshStoredCart, showsStockCount, vendorMinimum, type CartItem } from './shop.ts';
import type { StoredCart } from './cart.ts';

const item = (
  uuid: string,
  over: { price?: number; stock?: number; active?: boolean; vendor?: CartItem['product']['vendor'] } = {},
): CartItem => ({
  product: {
    uuid: '00000000-0000-4000-8000-000000000001',
    name: 'Drill',
    type: 'product',
    vendor: over.vendor ?? 'COMPACT',
    images: { list: [], thumbnail: null },
    active: over.active ?? true,
    is_visible: true,
  },
  variant: { uuid, guid: 'G', stock: over.stock ?? 10, price: over.price ?? 100, sku: 'S', title: `Line ${uuid.slice(-1)}` },
});

const u = (n: number) => `00000000-0000-4000-8000-00000000010${n}`;

describe('refreshStoredCart', () => {
  it('removes missing, inactive and sold-out lines, caps quantities, updates prices and drops empty vendors', () => {
    const cart: StoredCart = {
      version: 1,
      uuids: [u(1), u(2), u(3), u(4), u(5)],
      entries: {
        COMPACT: {
          [u(1)]: { quantity: 5, variant: { price: 100, title: 'Drill' } },
          [u(2)]: { quantity: 1, variant: { price: 100, title: 'Gone' } },
          [u(3)]: { quantity: 1, variant: { price: 80, title: 'Inactive' } },
        },
        GIFT: { [u(4)]: { quantity: 1, variant: { price: 50, title: 'Sold out' } } },
        MARKETING: { [u(5)]: { quantity: 2, variant: { price: 60, title: 'Flyers' } } },
      },
    };
    const { cart: next, changes } = refreshStoredCart(cart, {
      data: [
        item(u(1), { stock: 3, price: 120 }),
        item(u(3), { active: false }),
        item(u(4), { stock: 0, vendor: 'GIFT' }),
        item(u(5), { vendor: 'MARKETING', price: 60 }),
      ],
      missing: [u(2)],
    });
    expect(Object.keys(next.entries)).toEqual(['COMPACT', 'MARKETING']);
    expect(next.entries.COMPACT?.[u(1)]).toMatchObject({
      quantity: 3,
      variant: { price: 120, stock: 3, title: 'Line 1' },
      product: { name: 'Drill' },
    });
    expect(next.uuids).toEqual([u(1), u(5)]);
    expect(changes).toEqual([
      { kind: 'capped', vendor: 'COMPACT', uuid: u(1), title: 'Drill', value: 3 },
      { kind: 'price', vendor: 'COMPACT', uuid: u(1), title: 'Drill', value: 120 },
      { kind: 'removed', vendor: 'COMPACT', uuid: u(2), title: 'Gone' },
      { kind: 'removed', vendor: 'COMPACT', uuid: u(3), title: 'Inactive' },
      { kind: 'removed', vendor: 'GIFT', uuid: u(4), title: 'Sold out' },
    ]);
  });
});

describe('shop rules', () => {
  it('quantity picker bounds, stock text and the COMPACT minimum per region', () => {
    expect(quantityBounds(5, 2)).toEqual({ min: 1, max: 3 });
    expect(quantityBounds(0, 0)).toEqual({ min: 0, max: 0 });
    expect(showsStockCount(100)).toBe(true);
    expect(showsStockCount(101)).toBe(false);
    expect(vendorMinimum('COMPACT', 'PL')).toBe(128);
    expect(vendorMinimum('COMPACT', 'RS')).toBe(0);
    expect(vendorMinimum('COMPACT', 'XX')).toBe(50);
    expect(vendorMinimum('GIFT', 'PL')).toBe(0);
  });
});

describe('checkout customer', () => {
  const base = checkoutCustomerSchema.parse({ phone_region: 1, region: 1, phone_number: '512 345 678' });
  it('asks physical deliveries for the address and company deliveries for the company name', () => {
    expect(checkoutCustomerProblems(base, deliveryTypeOf('voucher', 'FUEL'))).toEqual({});
    expect(Object.keys(checkoutCustomerProblems(base, deliveryTypeOf('card', 'EDENRED'))).sort()).toEqual([
      'city',
      'house_number',
      'name',
      'postal_code',
      'street',
      'surname',
    ]);
    expect(checkoutCustomerProblems(base, deliveryTypeOf('cart', 'COMPACT')).company_name).toEqual(['validation.required']);
    expect(strictestDelivery([0, 2, 1])).toBe(2);
  });
  it('checks the phone for its region, which must equal the address region; the test number is exempt', () => {
    expect(checkoutCustomerProblems({ ...base, phone_number: '123' }, 0)).toEqual({ phone_number: ['validation.phone'] });
    expect(checkoutCustomerProblems({ ...base, phone_region: 2, phone_number: '+420 601 123 456' }, 0)).toEqual({
      phone_region: ['validation.phoneRegionMismatch'],
    });
    expect(checkoutCustomerProblems({ ...base, phone_region: 2, phone_number: '999999999901' }, 0)).toEqual({});
    expect(checkoutCustomerProblems({ ...base, email: 'nope' }, 0)).toEqual({ email: ['validation.email'] });
  });
});

// Contract-shaped orders for tests.
import type { Order } from '@club/contract/orders';

let n = 0;
export function orderFixture(over: Partial<Order> = {}): Order {
  n += 1;
  return {
    uuid: `00000000-0000-4000-8000-${(0xabc000 + n).toString(16).padStart(12, '0')}`,
    number: `PL-${String(100 + n).padStart(6, '0')}`,
    points: 150,
    created_at: '2026-03-02T10:00:00.000Z',
    status: 1,
    vendor: 'COMPACT',
    items_count: 3,
    delivery_type: 2,
    customer: {
      name: 'Anna',
      surname: 'Wiśniewska',
      company_name: 'Okna Wiśniewski',
      country: 'PL',
      address: 'ul. Długa 5, 80-827 Gdańsk',
      email: 'anna@example.pl',
      phone: '+48501222333',
    },
    meta: {
      type: 'cart',
      contents: [
        {
          name: 'Aluminium ladder 3 m',
          image: null,
          quantity: 3,
          price: 50,
          variantGuid: 'G-1',
          variantUuid: '00000000-0000-4000-8000-0000000000aa',
          sku: 'LAD-3',
        },
      ],
      response: null,
      inputData: null,
    },
    ...over,
  };
}

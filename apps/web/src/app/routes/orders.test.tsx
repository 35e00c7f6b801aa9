import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order } from '@club/contract/orders';
import { renderApp } from '../../test/render';
import { frameRoutes, signIn } from '../../test/fixtures';
import { errorBody, stubFetch } from '../../test/stub-fetch';
import { orderFixture } from '../../features/orders/testing/fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

function server(orders: Order[]) {
  return stubFetch({
    ...frameRoutes(),
    'GET /v2/orders': (req) => {
      const page = Number(req.query.get('page') ?? 1);
      const limit = Number(req.query.get('limit') ?? 20);
      return {
        body: {
          data: orders.slice((page - 1) * limit, page * limit),
          meta: { current_page: page, last_page: Math.max(1, Math.ceil(orders.length / limit)), per_page: limit, total: orders.length },
        },
      };
    },
    'GET /v2/orders/:uuid': (req) => {
      const o = orders.find((x) => x.uuid === req.params.uuid);
      return o ? { body: o } : { status: 404, body: errorBody('Not found.', 'not_found') };
    },
  });
}

describe('/orders', () => {
  it('lists number links, item count, points, date and the status badges; 20 a page', async () => {
    signIn();
    const list = [
      orderFixture({ number: 'PL-000001', status: 1, items_count: 3, points: 150 }),
      orderFixture({ number: 'PL-000002', status: 2 }),
      orderFixture({ number: 'PL-000003', status: 5 }),
      orderFixture({ number: 'PL-000004', status: 3 }),
      orderFixture({ number: 'PL-000005', status: 4 }),
      ...Array.from({ length: 20 }, (_, i) => orderFixture({ number: `PL-1000${String(i).padStart(2, '0')}` })),
    ];
    const api = server(list);
    const user = userEvent.setup();
    const { router } = renderApp('/orders');
    const table = await screen.findByRole('table');
    const row = within(table).getByRole('link', { name: 'PL-000001' }).closest('tr') as HTMLElement;
    expect(within(row).getByText('3')).toBeTruthy();
    expect(within(row).getByText('150 points')).toBeTruthy();
    expect(within(row).getByText('Mar 2, 2026')).toBeTruthy();
    expect(within(row).getByText('Pending')).toBeTruthy();
    const badge = (n: string) => (within(table).getByRole('link', { name: n }).closest('tr') as HTMLElement).querySelector('[data-status]');
    expect(badge('PL-000002')?.textContent).toBe('In progress');
    expect(badge('PL-000003')?.textContent).toBe('In progress');
    expect(badge('PL-000004')?.textContent).toBe('Completed');
    expect(badge('PL-000005')?.textContent).toBe('Rejected');
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(within(table).getByRole('link', { name: 'PL-000001' }).getAttribute('href')).toBe(`/orders/${list[0]?.uuid}`);

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(await within(screen.getByRole('table')).findByRole('link', { name: 'PL-100019' })).toBeTruthy();
    expect(api.calls.filter((c) => c.path === '/v2/orders').map((c) => c.query.get('limit'))).toContain('20');
  });

  it('says when the company has no orders', async () => {
    signIn();
    server([]);
    renderApp('/orders');
    expect(await screen.findByText('Your company has not ordered anything yet.')).toBeTruthy();
  });
});

describe('/orders/{uuid}', () => {
  it('a cart order: the in-progress notice, the delivery address and the products', async () => {
    signIn();
    const order = orderFixture({ number: 'PL-000042', status: 2, points: 150 });
    server([order]);
    renderApp(`/orders/${order.uuid}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order PL-000042' })).toBeTruthy();
    expect(screen.getByText('We are working on this order. You will get a notification when its status changes.')).toBeTruthy();
    const address = screen.getByRole('region', { name: 'Delivery address' });
    expect(within(address).getByText('ul. Długa 5, 80-827 Gdańsk')).toBeTruthy();
    // The country by name (as in the checkout summary), not its code.
    expect(within(address).getByText('Polska')).toBeTruthy();
    const products = screen.getByRole('region', { name: 'Products' });
    const row = within(products).getByText('Aluminium ladder 3 m').closest('tr') as HTMLElement;
    expect(within(row).getByText('3')).toBeTruthy();
    expect(within(row).getByText('150 points')).toBeTruthy();
  });

  it('a voucher order shows its code, expiry and password, and no address', async () => {
    signIn();
    const order = orderFixture({
      status: 3,
      delivery_type: 0,
      vendor: 'GIFT',
      customer: { ...orderFixture().customer, address: '' },
      meta: {
        ...orderFixture().meta,
        type: 'voucher',
        response: {
          number: 'GIFT-7788-XY',
          expiresAt: '2027-06-30',
          password: '4321',
          codes: [
            {
              number: 'GIFT-7788-XY',
              expiresAt: '2027-06-30',
              password: '4321',
              variantUuid: orderFixture().meta.contents[0]?.variantUuid ?? '',
            },
          ],
        },
      },
    });
    server([order]);
    renderApp(`/orders/${order.uuid}`);
    const voucher = await screen.findByRole('region', { name: 'Your voucher' });
    expect(within(voucher).getByTestId('voucher-code').textContent).toBe('GIFT-7788-XY');
    expect(within(voucher).getByText('June 30, 2027')).toBeTruthy();
    expect(within(voucher).getByText('4321')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Delivery address' })).toBeNull();
    expect(screen.queryByText(/We are working on this order/)).toBeNull();
  });

  it('a voucher order of several pieces shows every code, each named by its product', async () => {
    signIn();
    const base = orderFixture();
    const first = base.meta.contents[0] ?? { name: '', image: null, quantity: 1, price: 100, variantGuid: 'G', variantUuid: '', sku: 'S' };
    const a = { ...first, name: 'Fuel 100', variantUuid: '00000000-0000-4000-8000-0000000000a1', quantity: 2 };
    const b = { ...first, name: 'Fuel 50', variantUuid: '00000000-0000-4000-8000-0000000000b1', quantity: 1 };
    const code = (number: string, variantUuid: string) => ({ number, expiresAt: null, password: null, variantUuid });
    const order = orderFixture({
      status: 3,
      delivery_type: 0,
      vendor: 'FUEL',
      customer: { ...base.customer, address: '' },
      meta: {
        ...base.meta,
        type: 'voucher',
        contents: [a, b],
        response: {
          number: 'F100-1',
          expiresAt: null,
          password: null,
          codes: [code('F100-1', a.variantUuid), code('F100-2', a.variantUuid), code('F50-1', b.variantUuid)],
        },
      },
    });
    server([order]);
    renderApp(`/orders/${order.uuid}`);
    const second = await screen.findByRole('region', { name: 'Your voucher: Fuel 100 (2/2)' });
    expect(within(second).getByTestId('voucher-code').textContent).toBe('F100-2');
    expect(within(screen.getByRole('region', { name: 'Your voucher: Fuel 50' })).getByTestId('voucher-code').textContent).toBe('F50-1');
    expect(screen.getAllByTestId('voucher-code').map((e) => e.textContent)).toEqual(['F100-1', 'F100-2', 'F50-1']);
  });

  it('a failed order points to the email', async () => {
    signIn();
    const order = orderFixture({ status: 5 });
    server([order]);
    renderApp(`/orders/${order.uuid}`);
    expect(await screen.findByText('Order failed')).toBeTruthy();
    expect(
      screen.getByText('This order could not be completed and its points were returned. We sent the details to your email.'),
    ).toBeTruthy();
  });

  it("another company's or an unknown order is not found", async () => {
    signIn();
    server([]);
    renderApp('/orders/00000000-0000-4000-8000-00000000ffff');
    expect(await screen.findByText('We could not find this order.')).toBeTruthy();
  });
});

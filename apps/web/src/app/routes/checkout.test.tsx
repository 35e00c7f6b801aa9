import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storageKeys } from '@club/contract/constants';
import type { Order, PlaceMultiOrderBody, PlaceOrderBody } from '@club/contract/orders';
import type { Product } from '@club/contract/shop';
import { renderApp } from '../../test/render';
import { frameRoutes, selfUserFixture, signIn } from '../../test/fixtures';
import { errorBody, stubFetch, type StubHandler } from '../../test/stub-fetch';
import { productFixture, shopRoutes, variantOf } from '../../features/shop/testing/fixtures';
import { orderFixture } from '../../features/orders/testing/fixtures';
import { addLine, emptyCart, lineFor, type ShopCart } from '../../features/shop/utils/cart';

afterEach(() => {
  vi.unstubAllGlobals();
});

const summary = (points: number) => ({
  company_points: points,
  points: { completed: 0, in_prog: 0, lost: 0, to_expire: 0 },
  projects: { completed: 0, in_prog: 0, lost: 0 },
  scans: { current_year: 0, completed: 0 },
});

function server(products: Product[], over: Record<string, StubHandler> = {}) {
  let balance = 1000;
  return stubFetch({
    ...frameRoutes(),
    'GET /v1/company/points/:uuid': () => ({ body: summary(balance) }),
    ...shopRoutes(products),
    'POST /v2/orders/multi': (req) => {
      const body = req.body as PlaceMultiOrderBody;
      const orders: Order[] = body.orders.map((o, i) => {
        const points = o.order.reduce((s, l) => s + (l.price ?? 0) * l.quantity, 0);
        return orderFixture({ number: `PL-00010${i}`, points, meta: { ...orderFixture().meta, type: o.type } });
      });
      balance -= orders.reduce((s, o) => s + o.points, 0);
      return { status: 201, body: { data: orders } };
    },
    ...over,
  });
}

const cartOf = (...items: [Product, number][]) =>
  items.reduce((c, [p, q]) => addLine(c, p.vendor, lineFor(p, variantOf(p), q)).cart, emptyCart());
function startCheckout(cart: ShopCart) {
  window.localStorage.setItem(storageKeys.cart, JSON.stringify(cart));
  window.localStorage.setItem(storageKeys.checkout, JSON.stringify({ type: 'cart' }));
}
const stored = () => JSON.parse(window.localStorage.getItem(storageKeys.cart) ?? 'null') as ShopCart | null;

const ladder = productFixture({ name: 'Ladder', variants: [{ stock: 10, price: 70, title: 'Ladder' }] });
const gift = productFixture({
  name: 'Gift card 100',
  vendor: 'GIFT',
  type: 'voucher',
  variants: [{ stock: 9, price: 100, title: 'Gift card 100' }],
});

describe('/checkout', () => {
  it('customer form prefilled → summary with edit → place: one order per vendor, the cart emptied, the thank-you with links', async () => {
    signIn();
    startCheckout(cartOf([ladder, 2], [gift, 1]));
    const api = server([ladder, gift]);
    const user = userEvent.setup();
    renderApp('/checkout');
    expect(await screen.findByRole('heading', { level: 2, name: 'Delivery details' })).toBeTruthy();
    expect((screen.getByLabelText(/^Street/) as HTMLInputElement).value).toBe('ul. Długa');
    expect((screen.getByLabelText(/^House number/) as HTMLInputElement).value).toBe('5');
    expect((screen.getByLabelText(/^Company name/) as HTMLInputElement).value).toBe('Okna Wiśniewski');

    // The contract's rules: a physical delivery needs the city.
    await user.clear(screen.getByLabelText(/^City/));
    await user.click(screen.getByRole('button', { name: 'Continue to summary' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    await user.type(screen.getByLabelText(/^City/), 'Sopot');
    await user.click(screen.getByRole('button', { name: 'Continue to summary' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Check your order' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Goods' })).toBeTruthy();
    expect(screen.getByText('2 × Ladder')).toBeTruthy();
    expect(screen.getByTestId('checkout-total').textContent).toBe('240 points');
    expect(screen.getByText('Your company has 1,000 points; after this order 760 points remain.')).toBeTruthy();
    // Edit goes back to the form and returns to the summary.
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByLabelText(/^City/));
    await user.type(screen.getByLabelText(/^City/), 'Gdynia');
    await user.click(screen.getByRole('button', { name: 'Continue to summary' }));
    const customer = await screen.findByRole('region', { name: 'Delivery details' });
    expect(within(customer).getByText('80-827 Gdynia')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Place 2 orders' }));
    expect(await screen.findByRole('dialog', { name: 'Thank you!' })).toBeTruthy();
    expect(
      screen.getByText('Your 2 orders were placed. We will let you know when they change.', { selector: '.mantine-Modal-body *' }),
    ).toBeTruthy();
    const dialog = screen.getByRole('dialog', { name: 'Thank you!' });
    expect(within(dialog).getByRole('link', { name: 'See my orders' }).getAttribute('href')).toBe('/orders');
    expect(within(dialog).getByRole('link', { name: 'Back to the shop' }).getAttribute('href')).toBe('/shop');

    const [call] = api.callsTo('POST', '/v2/orders/multi');
    const body = call?.body as PlaceMultiOrderBody;
    expect(body.orders).toEqual([
      { type: 'cart', order: [{ uuid: variantOf(ladder).uuid, quantity: 2, price: 70 }] },
      { type: 'voucher', order: [{ uuid: variantOf(gift).uuid, quantity: 1, price: 100 }] },
    ]);
    expect(body.customer).toMatchObject({ city: 'Gdynia', street: 'ul. Długa', house_number: '5', region: 1, country: 'PL', email: '' });
    expect(call?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(stored()?.uuids).toEqual([]);
    expect(window.localStorage.getItem(storageKeys.checkout)).toBeNull();
    // The balance is read again: the points are reserved.
    await waitFor(() => expect(api.callsTo('GET', `/v1/company/points/${selfUserFixture().company.uuid}`).length).toBeGreaterThan(1));
    expect(await within(screen.getAllByRole('banner')[0] as HTMLElement).findByText('760 points')).toBeTruthy();
  }, 60_000);

  it('a price that changed since the cart is shown in the summary and only charged after placing again', async () => {
    signIn();
    startCheckout(cartOf([ladder, 2]));
    const dearer = { ...ladder, variants: [{ ...variantOf(ladder), price: 80 }] };
    const products = [ladder];
    const api = server(products);
    const user = userEvent.setup();
    renderApp('/checkout');
    await user.click(await screen.findByRole('button', { name: 'Continue to summary' }));
    expect(await screen.findByTestId('checkout-total')).toBeTruthy();
    expect(screen.getByTestId('checkout-total').textContent).toBe('140 points');
    products[0] = dearer;
    await user.click(screen.getByRole('button', { name: 'Place the order' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The price of Ladder changed from 70 points to 80 points.')).toBeTruthy();
    expect(screen.getByTestId('checkout-total').textContent).toBe('160 points');
    expect(api.callsTo('POST', '/v2/orders/multi')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Place the order at these prices' }));
    expect(await screen.findByRole('dialog', { name: 'Thank you!' })).toBeTruthy();
    expect((api.callsTo('POST', '/v2/orders/multi')[0]?.body as PlaceMultiOrderBody).orders[0]?.order[0]?.price).toBe(80);
  }, 60_000);

  it("shows every problem of the server's 400", async () => {
    signIn();
    startCheckout(cartOf([ladder, 2]));
    server([ladder], {
      'POST /v2/orders/multi': () => ({
        status: 400,
        body: {
          ...errorBody('Invalid order.', 'validation_failed'),
          errors: ['orders.0.order.0.quantity: order.stockChanged', 'points: order.notEnoughPoints'],
        },
      }),
    });
    const user = userEvent.setup();
    renderApp('/checkout');
    await user.click(await screen.findByRole('button', { name: 'Continue to summary' }));
    await user.click(await screen.findByRole('button', { name: 'Place the order' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The order was not placed')).toBeTruthy();
    expect(within(alert).getByText('Fewer pieces of a product are left than you ordered.')).toBeTruthy();
    expect(within(alert).getByText('Your company does not have enough points for this order.')).toBeTruthy();
    expect(stored()?.uuids).toEqual([variantOf(ladder).uuid]);
  });

  it('buys a voucher on its own at /checkout/{uuid} with a digital delivery (no address asked)', async () => {
    signIn();
    window.localStorage.setItem(
      storageKeys.checkout,
      JSON.stringify({ type: 'voucher', product: gift.uuid, variant: variantOf(gift).uuid, quantity: 1 }),
    );
    const api = server([gift], {
      'POST /v2/orders': (req) => {
        const body = req.body as PlaceOrderBody;
        return {
          status: 201,
          body: { data: [orderFixture({ number: 'PL-000777', points: 100, meta: { ...orderFixture().meta, type: body.type } })] },
        };
      },
    });
    const user = userEvent.setup();
    renderApp(`/checkout/${gift.uuid}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Delivery details' })).toBeTruthy();
    expect(screen.queryByLabelText(/^Street/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue to summary' }));
    await user.click(await screen.findByRole('button', { name: 'Place the order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Thank you!' });
    expect(within(dialog).getByRole('link', { name: 'PL-000777' })).toBeTruthy();
    const body = api.callsTo('POST', '/v2/orders')[0]?.body as PlaceOrderBody;
    expect(body.type).toBe('voucher');
    expect(body.order).toEqual([{ uuid: variantOf(gift).uuid, quantity: 1, price: 100 }]);
    expect(body.customer.house_number).toBe('1');
  });

  it('a marketing checkout without the stored configurator data (msData) shows the error and no form', async () => {
    signIn();
    const flyer = productFixture({
      name: 'Flyer',
      vendor: 'MARKETING',
      type: 'marketing',
      variants: [{ stock: 50, price: 30, title: 'Flyer' }],
    });
    window.localStorage.setItem(
      storageKeys.checkout,
      JSON.stringify({ type: 'marketing', product: flyer.uuid, variant: variantOf(flyer).uuid, quantity: 1 }),
    );
    window.localStorage.removeItem(storageKeys.msData);
    const api = server([flyer]);
    renderApp(`/checkout/${flyer.uuid}`);
    expect((await screen.findByRole('alert')).textContent).toBe('The configured data is missing. Configure the product again.');
    expect(screen.queryByRole('heading', { level: 2, name: 'Delivery details' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Continue to summary' })).toBeNull();
    expect(api.calls.some((c) => c.path.startsWith('/v2/orders'))).toBe(false);
  });

  it('stored configurator data of another product counts as missing', async () => {
    signIn();
    const flyer = productFixture({
      name: 'Flyer',
      vendor: 'MARKETING',
      type: 'marketing',
      variants: [{ stock: 50, price: 30, title: 'Flyer' }],
    });
    window.localStorage.setItem(
      storageKeys.checkout,
      JSON.stringify({ type: 'marketing', product: flyer.uuid, variant: variantOf(flyer).uuid, quantity: 1 }),
    );
    window.localStorage.setItem(storageKeys.msData, JSON.stringify({ type: 'flyer', product: 'another-product', variant: 'x', data: {} }));
    server([flyer]);
    renderApp(`/checkout/${flyer.uuid}`);
    expect((await screen.findByRole('alert')).textContent).toBe('The configured data is missing. Configure the product again.');
  });

  it('without a checkout type goes to the shop', async () => {
    signIn();
    server([]);
    const { router } = renderApp('/checkout');
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop'));
  });

  it('an installer is told that only the owner orders, and sees no form', async () => {
    signIn();
    startCheckout(cartOf([ladder, 2]));
    server([ladder], { 'GET /v1/company/user/self': () => ({ body: selfUserFixture({ role: { id: 4 } }) }) });
    renderApp('/checkout');
    expect(
      await screen.findByText('Only the company owner can place orders. You can fill the cart and ask your company owner to check out.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue to summary' })).toBeNull();
  });
});

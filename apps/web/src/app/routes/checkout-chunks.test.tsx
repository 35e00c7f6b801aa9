// /checkout's customer step and thank-you modal are their own chunks (docs/decisions/0135): while the form's code is
// on its way the page shows its frame and the step's labels (no field to type in yet, no step heading), and an order
// whose thank-you modal cannot be fetched still shows that it was placed, not the error screen.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storageKeys } from '@club/contract/constants';
import type { Order, PlaceMultiOrderBody } from '@club/contract/orders';
import { renderApp } from '../../test/render';
import { frameRoutes, selfUserFixture, signIn } from '../../test/fixtures';
import { stubFetch } from '../../test/stub-fetch';
import { productFixture, shopRoutes, variantOf } from '../../features/shop/testing/fixtures';
import { orderFixture } from '../../features/orders/testing/fixtures';
import { addLine, emptyCart, lineFor } from '../../features/shop/utils/cart';

const gate = vi.hoisted(() => {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open: () => open() };
});
// The customer step's code arrives when the test lets it.
vi.mock('../../features/shop/components/checkout/customer-step', async (importOriginal) => {
  await gate.opened;
  return importOriginal();
});
// The thank-you modal's code cannot be fetched (a new release replaced the files, the network dropped).
vi.mock('../../features/shop/components/checkout/thank-you', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const ladder = productFixture({ name: 'Ladder', variants: [{ stock: 10, price: 70, title: 'Ladder' }] });

function server() {
  return stubFetch({
    ...frameRoutes(1000),
    ...shopRoutes([ladder]),
    'POST /v2/orders/multi': (req) => {
      const body = req.body as PlaceMultiOrderBody;
      const orders: Order[] = body.orders.map(() => orderFixture({ number: 'PL-000100', points: 140 }));
      return { status: 201, body: { data: orders } };
    },
  });
}

describe('/checkout loading its parts', () => {
  it('shows the frame and the step’s labels until the form’s code is there, then the form', async () => {
    signIn();
    window.localStorage.setItem(
      storageKeys.cart,
      JSON.stringify(addLine(emptyCart(), ladder.vendor, lineFor(ladder, variantOf(ladder), 2)).cart),
    );
    window.localStorage.setItem(storageKeys.checkout, JSON.stringify({ type: 'cart' }));
    const api = server();
    const user = userEvent.setup();
    renderApp('/checkout');

    expect(await screen.findByText('City')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeTruthy();
    expect(screen.getByText('Step 1 of 2')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2, name: 'Delivery details' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /^City/ })).toBeNull();

    gate.open();
    expect(await screen.findByRole('heading', { level: 2, name: 'Delivery details' })).toBeTruthy();
    expect((screen.getByLabelText(/^City/) as HTMLInputElement).value).toBe(selfUserFixture().company.city);

    await user.click(screen.getByRole('button', { name: 'Continue to summary' }));
    await user.click(await screen.findByRole('button', { name: 'Place the order' }));
    // The modal's code failed: the page still says the order was placed, with the modal's links.
    expect((await screen.findByRole('link', { name: 'See my orders' })).getAttribute('href')).toBe('/orders');
    expect(screen.getByRole('link', { name: 'Back to the shop' }).getAttribute('href')).toBe('/shop');
    expect(screen.getByRole('heading', { level: 2, name: 'Thank you for your order' })).toBeTruthy();
    expect(screen.getByText('Your order was placed. We will let you know when it changes.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('POST', '/v2/orders/multi')).toHaveLength(1);
  });
});

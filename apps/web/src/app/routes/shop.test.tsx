import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storageKeys } from '@club/contract/constants';
import type { Product } from '@club/contract/shop';
import { renderApp } from '../../test/render';
import { frameRoutes, selfUserFixture, signIn } from '../../test/fixtures';
import { stubFetch, type StubHandler } from '../../test/stub-fetch';
import { categoryFixture, pointsRoute, productFixture, shopRoutes, variantOf } from '../../features/shop/testing/fixtures';
import { addLine, emptyCart, lineFor, type ShopCart } from '../../features/shop/utils/cart';

afterEach(() => {
  vi.unstubAllGlobals();
});

function server(products: Product[], over: Record<string, StubHandler> = {}, categories = [categoryFixture({ id: 4, name: 'Ladders' })]) {
  return stubFetch({
    ...frameRoutes(),
    ...pointsRoute(1000),
    ...shopRoutes(products, categories),
    ...over,
  });
}

function storeCart(cart: ShopCart) {
  window.localStorage.setItem(storageKeys.cart, JSON.stringify(cart));
}
const cartOf = (...items: [Product, number][]) =>
  items.reduce((c, [p, q]) => addLine(c, p.vendor, lineFor(p, variantOf(p), q)).cart, emptyCart());
const stored = () => JSON.parse(window.localStorage.getItem(storageKeys.cart) ?? 'null') as ShopCart | null;

describe('/shop', () => {
  it('lists the products with the sold-out tag and the placeholder for a missing picture; a category filters through the URL', async () => {
    signIn();
    const ladders = categoryFixture({ id: 4, name: 'Ladders' });
    const ladder = productFixture({ name: 'Ladder 3 m', categories: [ladders], images: { list: [], thumbnail: null } });
    const gloves = productFixture({
      name: 'Work gloves',
      variants: [{ stock: 0, price: 20 }],
      images: { list: [{ position: 1, xs: '/files/g-xs.jpg', l: '/files/g-l.jpg' }], thumbnail: '/files/g-xs.jpg' },
    });
    const api = server([ladder, gloves], {}, [ladders]);
    const user = userEvent.setup();
    const { router } = renderApp('/shop');
    const glovesCard = await screen.findByRole('link', { name: /Work gloves/ });
    expect(within(glovesCard).getByText('Sold out')).toBeTruthy();
    const img = glovesCard.querySelector('img');
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(img?.getAttribute('width')).toBe('160');
    const ladderCard = screen.getByRole('link', { name: /Ladder 3 m/ });
    expect(within(ladderCard).queryByText('Sold out')).toBeNull();
    expect(within(ladderCard).getByTestId('image-placeholder')).toBeTruthy();

    const nav = (await screen.findAllByRole('navigation', { name: 'Categories' }))[0];
    await user.click(within(nav as HTMLElement).getByRole('link', { name: /Ladders/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?categories=4'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ladders' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('link', { name: /Work gloves/ })).toBeNull());
    expect(api.calls.some((c) => c.path === '/v2/shop/products' && c.query.get('categories') === '4')).toBe(true);
  });

  it('pages through 21 products at a time with the page in the URL', async () => {
    signIn();
    const many = Array.from({ length: 25 }, (_, i) => productFixture({ name: `Product ${i + 1}` }));
    const api = server(many);
    const user = userEvent.setup();
    const { router } = renderApp('/shop');
    expect(await screen.findByText('Products 1–21 of 25')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /Product \d+(?!\d)/ })).toHaveLength(21);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(await screen.findByText('Products 22–25 of 25')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Product 25(?!\d)/ })).toBeTruthy();
    expect(api.calls.filter((c) => c.path === '/v2/shop/products').map((c) => c.query.get('limit'))).toContain('21');
  });

  it('says so when a category has no products', async () => {
    signIn();
    server([]);
    renderApp('/shop?categories=4');
    expect(await screen.findByText('There are no products here yet.')).toBeTruthy();
  });
});

describe('/shop/{uuid}', () => {
  it('shows name, sku, stock count, description and categories; adding opens the mini cart and the header count follows', async () => {
    signIn();
    const ladders = categoryFixture({ id: 4, name: 'Ladders' });
    const ladder = productFixture({
      name: 'Ladder 3 m',
      description: 'Strong.\n\n<b>Not bold</b>',
      categories: [ladders],
      variants: [{ stock: 3, price: 60, sku: 'LAD-3-A', title: 'Ladder 3 m' }],
    });
    server([ladder]);
    const user = userEvent.setup();
    renderApp(`/shop/${ladder.uuid}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ladder 3 m' })).toBeTruthy();
    expect(screen.getByText('SKU: LAD-3-A')).toBeTruthy();
    expect(screen.getByText('3 pieces in stock')).toBeTruthy();
    // The description is text, never markup.
    expect(screen.getByText('<b>Not bold</b>')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ladders' }).getAttribute('href')).toBe('/shop?categories=4');

    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Cart, empty' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'One more Ladder 3 m' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await within(header).findByRole('link', { name: 'Cart, 2 items' })).toBeTruthy();
    expect(await screen.findByText('Added 2 pieces to your cart')).toBeTruthy();
    expect(screen.getByText('2 items in your cart · 120 points')).toBeTruthy();
    // jsdom has no layout, so the floating dropdown counts as hidden; e2e checks it on screen.
    expect((await screen.findByRole('link', { name: 'Go to cart', hidden: true })).getAttribute('href')).toBe('/cart');
    expect(stored()?.entries.COMPACT?.[variantOf(ladder).uuid]?.quantity).toBe(2);

    // Only one more fits: the picker stops at the stock minus what the cart holds.
    expect(screen.getByText('2 pieces are already in your cart.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'One more Ladder 3 m' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows a generic in-stock text above 100, the variant choice, and a notice for an inactive product', async () => {
    signIn();
    const shirt = productFixture({
      name: 'Work shirt',
      variants: [
        { stock: 500, price: 30, title: 'Size M' },
        { stock: 0, price: 30, title: 'Size L' },
      ],
    });
    const old = productFixture({ name: 'Old drill', active: false });
    server([shirt, old]);
    const first = renderApp(`/shop/${shirt.uuid}`);
    expect(await screen.findByText('In stock')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Size L · sold out' })).toBeTruthy();
    first.unmount();
    renderApp(`/shop/${old.uuid}`);
    expect(await screen.findByText('This product is no longer available. You can still see it, but you cannot order it.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Add to cart' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('/cart', () => {
  it('groups by vendor with totals; steppers stop at the stock; the minimum and points errors block the checkout', async () => {
    signIn();
    const ladder = productFixture({ name: 'Ladder', variants: [{ stock: 3, price: 40, title: 'Ladder' }] });
    const gift = productFixture({
      name: 'Gift card 100',
      vendor: 'GIFT',
      type: 'voucher',
      variants: [{ stock: 9, price: 100, title: 'Gift card 100' }],
    });
    storeCart(cartOf([ladder, 1], [gift, 1]));
    server([ladder, gift], pointsRoute(150));
    const user = userEvent.setup();
    renderApp('/cart');
    const goods = await screen.findByRole('region', { name: 'Goods' });
    const gifts = screen.getByRole('region', { name: 'Gift cards' });
    expect(within(goods).getByTestId('total-COMPACT').textContent).toBe('40 points');
    expect(within(gifts).getByTestId('total-GIFT').textContent).toBe('100 points');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The minimum order for Goods is 128 points. Add 88 points more to order.')).toBeTruthy();
    expect(within(alert).queryByText(/not have enough points/)).toBeNull();
    expect((screen.getByRole('button', { name: 'Go to checkout' }) as HTMLButtonElement).disabled).toBe(true);

    const more = within(goods).getByRole('button', { name: 'One more Ladder' });
    await user.click(more);
    await user.click(more);
    expect(within(goods).getByTestId('total-COMPACT').textContent).toBe('120 points');
    expect((more as HTMLButtonElement).disabled).toBe(true);
    // 120 + 100 is over the balance of 150.
    expect(
      await screen.findByText('Your company does not have enough points: the cart costs 220 points, your company has 150 points.'),
    ).toBeTruthy();

    await user.click(within(gifts).getByRole('button', { name: 'Remove Gift card 100 from the cart' }));
    expect(screen.queryByRole('region', { name: 'Gift cards' })).toBeNull();
    expect(stored()?.entries.GIFT).toBeUndefined();
    // 120 is still under the minimum of 128.
    expect(screen.getByText('The minimum order for Goods is 128 points. Add 8 points more to order.')).toBeTruthy();
  });

  it('uses the minimum the server sends with the cart (staff edit it) instead of the built-in one', async () => {
    signIn();
    const ladder = productFixture({ name: 'Ladder', variants: [{ stock: 9, price: 40, title: 'Ladder' }] });
    storeCart(cartOf([ladder, 2]));
    const cart = shopRoutes([ladder])['GET /v2/cart'];
    if (!cart) throw new Error('no cart route');
    server([ladder], {
      'GET /v2/cart': async (req) => {
        const answer = await cart(req);
        return { ...answer, body: { ...(answer.body as object), minimums: { COMPACT: 100 } } };
      },
    });
    renderApp('/cart');
    const alert = await screen.findByRole('alert');
    expect(await within(alert).findByText('The minimum order for Goods is 100 points. Add 20 points more to order.')).toBeTruthy();
    expect(screen.queryByText(/is 128 points/)).toBeNull();
  });

  it('refreshes the stored cart against the server and tells each change once', async () => {
    signIn();
    const ladder = productFixture({ name: 'Ladder', variants: [{ stock: 5, price: 40, title: 'Ladder' }] });
    const gone = productFixture({ name: 'Old gloves', variants: [{ stock: 5, price: 10, title: 'Old gloves' }] });
    storeCart(cartOf([ladder, 5], [gone, 1]));
    const now = { ...ladder, variants: [{ ...variantOf(ladder), stock: 2, price: 70 }] };
    const api = server([now]);
    renderApp('/cart');
    // A toast, whose container mounts with the first one (lib/toasts.tsx).
    const toast = (await screen.findByText('Your cart was updated')).closest('.mantine-Notification-root');
    expect(toast?.textContent).toMatch(/Only 2 of Ladder are left, so the quantity was lowered from 5\./);
    expect(await screen.findByText(/Only 2 of Ladder are left, so the quantity was lowered from 5\./)).toBeTruthy();
    expect(screen.getByText(/The price of Ladder changed from 40 points to 70 points\./)).toBeTruthy();
    expect(screen.getByText(/Old gloves is no longer available and was removed\./)).toBeTruthy();
    const goods = screen.getByRole('region', { name: 'Goods' });
    await waitFor(() => expect(within(goods).getByTestId('total-COMPACT').textContent).toBe('140 points'));
    expect(within(goods).queryByText('Old gloves')).toBeNull();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Cart, 2 items' })).toBeTruthy();
    expect(api.callsTo('GET', '/v2/cart')[0]?.query.get('uuids')?.split(',').sort()).toEqual(
      [variantOf(ladder).uuid, variantOf(gone).uuid].sort(),
    );
  });

  it('an empty cart says so and links to the shop', async () => {
    signIn();
    server([]);
    renderApp('/cart');
    expect(await screen.findByText('Your cart is empty.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the shop' }).getAttribute('href')).toBe('/shop');
  });

  it('an installer sees why there is no checkout', async () => {
    signIn();
    const ladder = productFixture({ name: 'Ladder', variants: [{ stock: 9, price: 200 }] });
    storeCart(cartOf([ladder, 1]));
    server([ladder], { 'GET /v1/company/user/self': () => ({ body: selfUserFixture({ role: { id: 4 } }) }) });
    renderApp('/cart');
    expect(
      await screen.findByText('Only the company owner can place orders. You can fill the cart and ask your company owner to check out.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Go to checkout' })).toBeNull();
  });
});

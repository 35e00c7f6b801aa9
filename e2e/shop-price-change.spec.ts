// A price that changes between the cart and placing is shown, never silently charged (issue 13): the owner puts two
// fuel vouchers in the cart (a product no other journey uses: the price change is visible to every member), reaches the summary, staff raise the price (the development route a console will use),
// and placing stops with the change listed and nothing ordered; placing again accepts the new price. The voucher order
// then holds one code per piece. Run at 360 and at 1280 px.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { checkState } from './look';

test.setTimeout(180_000);

interface Listed {
  uuid: string;
  name: string;
  sku: string;
  variants: { uuid: string; price: number }[];
}

async function api<T>(request: APIRequestContext, url: string, token: string): Promise<T> {
  const res = await request.get(url, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status(), url).toBe(200);
  return (await res.json()) as T;
}

// At both widths, one after the other (the file's tests run in order, so the two never change the price at once).
for (const width of [360, 1280]) {
  test(`at ${width} px a price raised between the cart and placing is listed and must be accepted; two vouchers give two codes`, async ({
    page,
    request,
    baseURL,
    login,
  }) => {
    await page.setViewportSize({ width, height: width < 768 ? 780 : 900 });
    const member = await login({ expiringPoints: 500, path: null });
    const token = member.token.token;
    const products = await api<{ data: Listed[] }>(request, `${baseURL}/v2/shop/products?limit=100`, token);
    const fuel = products.data.find((p) => p.sku === 'PL-FUEL');
    const variant = fuel?.variants[0];
    if (!fuel || !variant) throw new Error('the demo fuel voucher is missing');
    const oldPrice = variant.price;
    const newPrice = oldPrice + 10;
    const setPrice = async (price: number) =>
      expect((await request.post(`${baseURL}/dev/shop/variants/${variant.uuid}`, { data: { price } })).status()).toBe(200);
    try {
      await page.goto(`/shop/${fuel.uuid}`);
      await expect(page.getByRole('heading', { level: 1, name: fuel.name })).toBeVisible();
      const quantity = page.getByRole('textbox', { name: /^Quantity of / });
      await quantity.fill('2');
      await quantity.blur();
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
      await page.goto('/cart');
      await page.getByRole('button', { name: 'Go to checkout' }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Delivery details' })).toBeVisible();
      await page.getByRole('button', { name: 'Continue to summary' }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Check your order' })).toBeVisible();
      await expect(page.getByTestId('checkout-total')).toHaveText(`${oldPrice * 2} points`);

      // Staff raise the price while the summary is open.
      await setPrice(newPrice);
      await page.getByRole('button', { name: 'Place the order' }).click();

      const notice = page.getByRole('alert').filter({ hasText: 'Something changed since you filled your cart' });
      await expect(notice).toBeVisible();
      await expect(notice).toContainText(`changed from ${oldPrice} points to ${newPrice} points`);
      await expect(notice).toContainText('Nothing was ordered.');
      await expect(page.getByTestId('checkout-total')).toHaveText(`${newPrice * 2} points`);
      await checkState(page, `checkout-price-changed-${width}`);
      // Nothing was placed: the company has no order yet.
      expect((await api<{ data: unknown[] }>(request, `${baseURL}/v2/orders`, token)).data).toHaveLength(0);

      await page.getByRole('button', { name: 'Place the order at these prices' }).click();
      const thanks = page.getByRole('dialog', { name: 'Thank you!' });
      await expect(thanks).toBeVisible();
      await thanks.getByRole('link', { name: 'See my orders' }).click();
      await expect(page).toHaveURL(/\/orders$/);

      const orders = await api<{ data: { uuid: string; points: number; status: number }[] }>(request, `${baseURL}/v2/orders`, token);
      expect(orders.data.map((o) => [o.points, o.status])).toEqual([[newPrice * 2, 3]]);
      // One code per piece, each on its own card.
      await page.goto(`/orders/${orders.data[0]?.uuid}`);
      await expect(page.getByTestId('voucher-code')).toHaveCount(2);
      const codes = await page.getByTestId('voucher-code').allTextContents();
      expect(new Set(codes).size).toBe(2);
      await checkState(page, `order-two-codes-${width}`);
    } finally {
      // The demo catalogue is shared by the run's journeys: the seed's price again.
      await setPrice(oldPrice);
    }
  });
}

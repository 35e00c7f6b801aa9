// The owner's shop journey on a phone (360 px): browse a category in the drawer, add goods and a gift voucher (two
// vendors), push a quantity past the stock (capped), meet the minimum-order and points errors, fix them, check out,
// and find two orders — the voucher's code at once — and the points reserved in the header.
import { expect, test, type Page } from '@playwright/test';
import { preferEnglish, signInByEmail } from './login-helpers';
import { checkState } from './look';

test.use({ viewport: { width: 360, height: 780 } });
// A long journey with an axe check at every state (and screenshots when asked): more than the default minute.
test.setTimeout(300_000);

const points = (text: string | null) => Number(/([\d,]+) points?/.exec(text ?? '')?.[1]?.replace(/,/g, '') ?? NaN);

async function headerBalance(page: Page): Promise<number> {
  // On a phone the balance is in the menu drawer.
  await page.getByRole('button', { name: 'Open the menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  const balance = points(await drawer.getByRole('link', { name: /^Your company's balance/ }).textContent());
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  return balance;
}

test('an owner orders goods and a gift voucher: two orders, the code at once, the points reserved', async ({ page }) => {
  await preferEnglish(page);
  await signInByEmail(page, 'halina.mazur@example.pl');
  const before = await headerBalance(page);
  expect(before).toBeGreaterThanOrEqual(400);

  // Nothing yet: the empty cart and the empty orders page say so.
  await page.goto('/cart');
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await checkState(page, 'cart-empty');
  await page.goto('/orders');
  await expect(page.getByText('Your company has not ordered anything yet.')).toBeVisible();
  await checkState(page, 'orders-empty');

  await page.goto('/shop');
  await expect(page.getByRole('link', { name: /Kask ochronny/ })).toBeVisible();
  await checkState(page, 'shop');
  // Categories are a drawer on a phone.
  await page.getByRole('button', { name: 'Categories' }).click();
  const drawer = page.getByRole('dialog', { name: 'Categories' });
  await checkState(page, 'shop-categories-drawer');
  await drawer.getByRole('link', { name: /BHP i asekuracja/ }).click();
  await expect(page).toHaveURL(/\/shop\?categories=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'BHP i asekuracja' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Wiertarka/ })).toHaveCount(0);

  await page.getByRole('link', { name: /Kask ochronny/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Kask ochronny/ })).toBeVisible();
  await expect(page.getByText('40 pieces in stock')).toBeVisible();
  await checkState(page, 'product');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  // The mini cart opens under the header's cart and the count follows.
  await expect(page.getByText('Added 1 piece to your cart')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await checkState(page, 'mini-cart');
  await page.getByRole('button', { name: 'Keep shopping' }).click();

  // A gift voucher from the vouchers category: a second vendor.
  await page.goto('/shop');
  await page.getByRole('button', { name: 'Categories' }).click();
  await page.getByRole('dialog', { name: 'Categories' }).getByRole('link', { name: /^Bony/ }).click();
  await page.getByRole('link', { name: /Karta podarunkowa/ }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to cart' }).click();

  await expect(page).toHaveURL(/\/cart$/);
  const goods = page.getByRole('region', { name: 'Goods' });
  await expect(goods).toBeVisible();
  await expect(page.getByRole('region', { name: 'Gift cards' })).toBeVisible();
  // 35 points of goods is under Poland's minimum of 128.
  await expect(page.getByRole('alert')).toContainText('The minimum order for Goods is 128 points. Add 93 points more to order.');
  await expect(page.getByRole('button', { name: 'Go to checkout' })).toBeDisabled();
  await checkState(page, 'cart-minimum');

  // Past the stock: the quantity is capped at the 40 in stock, and then the points do not cover the cart.
  const quantity = goods.getByRole('textbox', { name: /^Quantity of Kask ochronny/ });
  await quantity.fill('99');
  await quantity.blur();
  await expect(quantity).toHaveValue('40');
  await expect(goods.getByTestId('total-COMPACT')).toHaveText('1,400 points');
  await expect(page.getByRole('alert')).toContainText('Your company does not have enough points');
  await checkState(page, 'cart-points');

  // Fixed: 4 helmets (140) + the voucher (50).
  await quantity.fill('4');
  await quantity.blur();
  await expect(goods.getByTestId('total-COMPACT')).toHaveText('140 points');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByTestId('cart-total')).toHaveText('190 points');
  await page.getByRole('button', { name: 'Go to checkout' }).click();

  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Delivery details' })).toBeVisible();
  await expect(page.getByLabel(/^Street/)).toHaveValue('ul. Lipowa');
  await expect(page.getByLabel(/^House number/)).toHaveValue('12');
  await checkState(page, 'checkout-customer');
  await page.getByRole('button', { name: 'Continue to summary' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Check your order' })).toBeVisible();
  await expect(page.getByTestId('checkout-total')).toHaveText('190 points');
  await checkState(page, 'checkout-summary');
  await page.getByRole('button', { name: 'Place 2 orders' }).click();

  const thanks = page.getByRole('dialog', { name: 'Thank you!' });
  await expect(thanks).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, empty' })).toBeAttached();
  await checkState(page, 'checkout-thanks');
  await thanks.getByRole('link', { name: 'See my orders' }).click();

  await expect(page).toHaveURL(/\/orders$/);
  const cards = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: /^PL-/ }) });
  await expect(cards).toHaveCount(2);
  await checkState(page, 'orders');
  // The goods order waits for staff; the voucher order is done at once with its code.
  await expect(cards.filter({ hasText: 'Pending' })).toHaveCount(1);
  await cards.filter({ hasText: 'Completed' }).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: /^Order PL-/ })).toBeVisible();
  await expect(page.getByTestId('voucher-code')).toHaveText(/\S{4,}/);
  await checkState(page, 'order-voucher');

  await page.goto('/orders');
  await cards.filter({ hasText: 'Pending' }).getByRole('link').click();
  await expect(page.getByText('We are working on this order.', { exact: false })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Delivery address' })).toContainText('ul. Lipowa 12');
  await checkState(page, 'order-goods');

  // The header's balance: 190 points fewer (140 reserved, 50 spent on the voucher).
  expect(await headerBalance(page)).toBe(before - 190);
});

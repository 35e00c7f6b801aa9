// The owner's shop journey, run end to end at 360 px (categories in a drawer, balance in the menu, orders as cards) and
// at 1280 px (categories in a sidebar, balance in the header, orders as a table): browse a category, add goods and a
// gift voucher (two vendors), push a quantity past the stock (capped), meet the minimum-order and points errors, fix
// them, check out, and find two orders — the voucher's code at once — and the points reserved in the header and in
// the points history. Each width has an owner of its own (the `login` fixture), so the runs share only the catalogue.
import { expect, test } from './support/fixtures';
import type { Locator, Page } from '@playwright/test';
import { checkState } from './look';

// A long journey with an axe check at every state (and screenshots when asked): more than the default minute.
test.setTimeout(300_000);

const points = (text: string | null) => Number(/([\d,]+) points?/.exec(text ?? '')?.[1]?.replace(/,/g, '') ?? NaN);

async function headerBalance(page: Page, phone: boolean): Promise<number> {
  if (!phone) {
    const link = page
      .getByRole('banner')
      .getByRole('link', { name: /^Your company's balance: / })
      .first();
    await expect(link).toBeVisible();
    return points(await link.getAttribute('aria-label'));
  }
  // On a phone the balance is in the menu drawer.
  await page.getByRole('button', { name: 'Open the menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  const balance = points(await drawer.getByRole('link', { name: /^Your company's balance/ }).textContent());
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  return balance;
}

/** Opens a category from the drawer (phone) or the sidebar (desktop). */
async function openCategory(page: Page, phone: boolean, name: RegExp) {
  if (phone) {
    await page.getByRole('button', { name: 'Categories' }).click();
    await page.getByRole('dialog', { name: 'Categories' }).getByRole('link', { name }).click();
  } else {
    await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name }).click();
  }
  await expect(page).toHaveURL(/\/shop\?categories=\d+$/);
}

for (const width of [360, 1280]) {
  const phone = width < 768;
  test(`at ${width} px an owner orders goods and a gift voucher: two orders, the code at once, the points reserved`, async ({
    page,
    login,
  }) => {
    await page.setViewportSize({ width, height: phone ? 780 : 900 });
    await login({ expiringPoints: 600, name: phone ? 'Halina' : 'Henryk', path: '/' });
    const before = await headerBalance(page, phone);
    expect(before).toBeGreaterThanOrEqual(600);

    // Nothing yet: the empty cart and the empty orders page say so.
    await page.goto('/cart');
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
    await checkState(page, `cart-empty-${width}`);
    await page.goto('/orders');
    await expect(page.getByText('Your company has not ordered anything yet.')).toBeVisible();
    await checkState(page, `orders-empty-${width}`);

    await page.goto('/shop');
    await expect(page.getByRole('link', { name: /Kask ochronny/ })).toBeVisible();
    await checkState(page, `shop-${width}`);
    if (phone) {
      // Categories are a drawer on a phone, and no sidebar is shown.
      await expect(page.getByRole('navigation', { name: 'Categories' })).toHaveCount(0);
      await page.getByRole('button', { name: 'Categories' }).click();
      await checkState(page, `shop-categories-drawer-${width}`);
      await page.keyboard.press('Escape');
    } else {
      // A sidebar on a wide screen, with no drawer button.
      await expect(page.getByRole('button', { name: 'Categories' })).toHaveCount(0);
    }
    await openCategory(page, phone, /BHP i asekuracja/);
    await expect(page.getByRole('heading', { level: 1, name: 'BHP i asekuracja' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Wiertarka/ })).toHaveCount(0);
    await checkState(page, `shop-category-${width}`);

    await page.getByRole('link', { name: /Kask ochronny/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Kask ochronny/ })).toBeVisible();
    // The other width's run may have taken some helmets already: read the stock, under 100 so shown as a count.
    const stockText = await page.getByText(/^\d+ pieces in stock$/).textContent();
    const stock = Number(/^(\d+)/.exec(stockText ?? '')?.[1]);
    expect(stock).toBeGreaterThan(20);
    await checkState(page, `product-${width}`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    // The mini cart opens under the header's cart and the count follows.
    await expect(page.getByText('Added 1 piece to your cart')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    await checkState(page, `mini-cart-${width}`);
    await page.getByRole('button', { name: 'Keep shopping' }).click();

    // A gift voucher from the vouchers category: a second vendor.
    await page.goto('/shop');
    await openCategory(page, phone, /^Bony/);
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
    await checkState(page, `cart-minimum-${width}`);

    // Past the stock: the quantity is capped at what is in stock, and then the points do not cover the cart.
    const quantity = goods.getByRole('textbox', { name: /^Quantity of Kask ochronny/ });
    await quantity.fill('999');
    await quantity.blur();
    await expect(quantity).toHaveValue(String(stock));
    await expect(goods.getByTestId('total-COMPACT')).toHaveText(`${(stock * 35).toLocaleString('en')} points`);
    await expect(page.getByRole('alert')).toContainText('Your company does not have enough points');
    await checkState(page, `cart-points-${width}`);

    // Fixed: 4 helmets (140) + the voucher (50).
    await quantity.fill('4');
    await quantity.blur();
    await expect(goods.getByTestId('total-COMPACT')).toHaveText('140 points');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByTestId('cart-total')).toHaveText('190 points');
    await page.getByRole('button', { name: 'Go to checkout' }).click();

    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Delivery details' })).toBeVisible();
    // Prefilled from the company.
    await expect(page.getByLabel(/^Street/)).toHaveValue('ul. Marszałkowska');
    await expect(page.getByLabel(/^House number/)).toHaveValue(/^\d+$/);
    await checkState(page, `checkout-customer-${width}`);
    await page.getByRole('button', { name: 'Continue to summary' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Check your order' })).toBeVisible();
    await expect(page.getByTestId('checkout-total')).toHaveText('190 points');
    await checkState(page, `checkout-summary-${width}`);
    await page.getByRole('button', { name: 'Place 2 orders' }).click();

    const thanks = page.getByRole('dialog', { name: 'Thank you!' });
    await expect(thanks).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, empty' })).toBeAttached();
    await checkState(page, `checkout-thanks-${width}`);
    await thanks.getByRole('link', { name: 'See my orders' }).click();

    await expect(page).toHaveURL(/\/orders$/);
    // Cards on a phone, table rows on a wide screen (the other layout is hidden).
    const orders: Locator = page.getByRole(phone ? 'listitem' : 'row').filter({ has: page.getByRole('link', { name: /^PL-/ }) });
    await expect(orders).toHaveCount(2);
    await checkState(page, `orders-${width}`);
    // The goods order waits for staff; the voucher order is done at once with its code.
    await expect(orders.filter({ hasText: 'Pending' })).toHaveCount(1);
    await orders.filter({ hasText: 'Completed' }).getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: /^Order PL-/ })).toBeVisible();
    await expect(page.getByTestId('voucher-code')).toHaveText(/\S{4,}/);
    await checkState(page, `order-voucher-${width}`);

    await page.goto('/orders');
    await orders.filter({ hasText: 'Pending' }).getByRole('link').click();
    await expect(page.getByText('We are working on this order.', { exact: false })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Delivery address' })).toContainText('ul. Marszałkowska');
    await checkState(page, `order-goods-${width}`);

    // The header's balance: 190 points fewer (140 reserved, 50 spent on the voucher).
    expect(await headerBalance(page, phone)).toBe(before - 190);

    // The points history shows the goods order's 140 points as reserved (the voucher's 50 were reserved and captured).
    await page.goto('/balance');
    await expect(page.getByRole('heading', { name: 'Points history' })).toBeVisible();
    // Rows of a table on a wide screen, cards on a phone.
    const reserved = page
      .locator(phone ? 'li[data-variation="reserved"]' : 'tr[data-variation="reserved"]')
      .filter({ hasText: '140 points' });
    await expect(reserved).toHaveCount(1);
    await expect(reserved).toBeVisible();
    await expect(reserved).toContainText('Reserved');
    await expect(reserved.getByRole('link', { name: /^Order PL-/ })).toBeVisible();
    await checkState(page, `balance-after-order-${width}`);
  });
}

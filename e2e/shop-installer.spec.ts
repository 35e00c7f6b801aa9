// An installer (role 4) may fill a cart but not check out: the cart and the checkout say why and offer no checkout.
// One sign-in (the demo installer's one-time codes have a 60 s resend gap), then the journey at 360 px (categories in
// the drawer) and again at 1280 px (the sidebar).
import { expect, test } from '@playwright/test';
import { preferEnglish, signInByEmail } from './login-helpers';
import { checkState } from './look';

// A long journey with an axe check at every state (and screenshots when asked): more than the default minute.
test.setTimeout(300_000);

test('an installer sees why there is no checkout, at 360 and at 1280 px', async ({ page }) => {
  await preferEnglish(page);
  await signInByEmail(page, 'kamil.dudek@example.pl');
  for (const width of [360, 1280]) {
    const phone = width < 768;
    await page.setViewportSize({ width, height: phone ? 780 : 900 });
    // A fresh cart and no checkout type for each width. A string, not a function: the tools' type check has no DOM library.
    await page.evaluate(`localStorage.removeItem('cart'); localStorage.removeItem('checkout')`);
    await page.goto('/shop');
    if (phone) {
      // On a phone the categories are a drawer.
      await page.getByRole('button', { name: 'Categories' }).click();
      await page
        .getByRole('dialog', { name: 'Categories' })
        .getByRole('link', { name: /Drabiny/ })
        .click();
    } else {
      // On a wide screen the categories are a sidebar.
      await page
        .getByRole('navigation', { name: 'Categories' })
        .getByRole('link', { name: /Drabiny/ })
        .click();
    }
    await expect(page).toHaveURL(/\/shop\?categories=\d+$/);
    // The sold-out ladder carries its tag.
    await expect(page.getByRole('link', { name: /Drabina wielofunkcyjna/ }).getByText('Sold out')).toBeVisible();
    await checkState(page, `shop-category-soldout-${width}`);
    await page.getByRole('link', { name: /Drabina wielofunkcyjna/ }).click();
    await expect(page.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    await checkState(page, `product-soldout-${width}`);
    await page.goBack();
    await page.getByRole('link', { name: /Drabina dachowa/ }).click();
    await expect(page.getByText('4 pieces in stock')).toBeVisible();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to cart' }).click();
    await expect(page.getByText('Only the company owner can place orders.', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go to checkout' })).toHaveCount(0);
    await checkState(page, `cart-installer-${width}`);
    // The checkout itself refuses too (the server answers 403 to an installer's order).
    await page.evaluate(`localStorage.setItem('checkout', JSON.stringify({ type: 'cart' }))`);
    await page.goto('/checkout');
    await expect(page.getByText('Only the company owner can place orders.', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue to summary' })).toHaveCount(0);
    await checkState(page, `checkout-installer-${width}`);
  }
});

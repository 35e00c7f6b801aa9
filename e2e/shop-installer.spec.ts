// An installer (role 4) may fill a cart but not check out: the cart says why and offers no checkout (1280 px).
import { expect, test } from '@playwright/test';
import { preferEnglish, signInByEmail } from './login-helpers';
import { checkState } from './look';

test.use({ viewport: { width: 1280, height: 900 } });
// A long journey with an axe check at every state (and screenshots when asked): more than the default minute.
test.setTimeout(300_000);

test('an installer sees why there is no checkout', async ({ page }) => {
  await preferEnglish(page);
  await signInByEmail(page, 'kamil.dudek@example.pl');
  await page.goto('/shop');
  // On a wide screen the categories are a sidebar.
  await page
    .getByRole('navigation', { name: 'Categories' })
    .getByRole('link', { name: /Drabiny/ })
    .click();
  await expect(page).toHaveURL(/\/shop\?categories=\d+$/);
  // The sold-out ladder carries its tag.
  await expect(page.getByRole('link', { name: /Drabina wielofunkcyjna/ }).getByText('Sold out')).toBeVisible();
  await checkState(page, 'shop-category-soldout');
  await page.getByRole('link', { name: /Drabina wielofunkcyjna/ }).click();
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  await checkState(page, 'product-soldout');
  await page.goBack();
  await page.getByRole('link', { name: /Drabina dachowa/ }).click();
  await expect(page.getByText('4 pieces in stock')).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByRole('link', { name: 'Go to cart' }).click();
  await expect(page.getByText('Only the company owner can place orders.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go to checkout' })).toHaveCount(0);
  await checkState(page, 'cart-installer');
  // The checkout itself refuses too (the server answers 403 to an installer's order).
  // A string, not a function: the tools' type check has no DOM library.
  await page.evaluate(`localStorage.setItem('checkout', JSON.stringify({ type: 'cart' }))`);
  await page.goto('/checkout');
  await expect(page.getByText('Only the company owner can place orders.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue to summary' })).toHaveCount(0);
  await checkState(page, 'checkout-installer');
});

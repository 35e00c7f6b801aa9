// The bell shows an unread notification; opening it marks it read.
import { expect, test } from './support/fixtures';

test('the bell counts an unread notification, and opening it marks it read', async ({ page, login }) => {
  // A Romanian member: the registration wrote the welcome notification, still unread.
  await login({ region: 5 });
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible();
  const before = Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1]);
  expect(before).toBeGreaterThan(0);

  await bell.click();
  const dropdown = page.getByRole('dialog');
  await expect(dropdown.getByText('Unread:').first()).toBeAttached();
  await dropdown.getByRole('button').first().click();

  await expect(page).toHaveURL(/\/notifications\/[0-9a-f-]{36}$/);
  // The address changes before the notification's page has replaced home (whose cards are articles too): wait for it.
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article')).toBeVisible();
  await expect(
    page
      .getByRole('banner')
      .getByRole('button', { name: before - 1 === 0 ? 'Notifications, none unread' : `Notifications, ${before - 1} unread` }),
  ).toBeVisible();

  // Still read after a reload: the server stored it.
  await page.reload();
  await expect(
    page
      .getByRole('banner')
      .getByRole('button', { name: before - 1 === 0 ? 'Notifications, none unread' : `Notifications, ${before - 1} unread` }),
  ).toBeVisible();
});

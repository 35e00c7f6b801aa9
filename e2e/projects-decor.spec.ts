// Journey: a decor installer sees projects but no tiers or scan stats (spec working areas §6).
import { expect, test } from '@playwright/test';
import { preferEnglish, signInByEmail } from './login-helpers';
import { look } from './look';

test('a decor user sees no tier progress on the projects page', async ({ page }) => {
  await preferEnglish(page);
  await signInByEmail(page, 'gabor.toth@example.hu');
  await page.goto('/projects');
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'All' })).toBeVisible();
  await expect(page.getByText(/projects?$|You have no open projects\./).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Tier \d+$/ })).toHaveCount(0);
  await expect(page.getByText(/units? scanned in/)).toHaveCount(0);
  await look(page, 'projects-decor');
});

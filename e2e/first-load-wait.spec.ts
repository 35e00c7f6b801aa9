// Issue 10 (decision 0146): on the app's first load a signed-in page waits for its first reads (at most a second) and
// paints once with its data, not a skeleton that each answer then re-renders. A read slower than that is left to the
// skeleton, and a later navigation never waits.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/** Records, from the page's very start, whether a Mantine skeleton was ever in the document. */
const watchSkeletons = `
  window.__skeletons = 0;
  new MutationObserver(() => {
    if (document.querySelector('.mantine-Skeleton-root')) window.__skeletons++;
  }).observe(document, { childList: true, subtree: true });
`;
// A string, not a function: the tools' TypeScript has no DOM library.
const skeletonsSeen = (page: Page) => page.evaluate<number>('window.__skeletons');

test('the balance page paints with its numbers, without a skeleton first', async ({ page, login }) => {
  const member = await login({ path: null, historyEntries: 3 });
  // The page's reads asked once beforehand, so the server answers them from its caches: on a busy machine a first
  // answer could take longer than the page waits, and this journey is about the page, not the server.
  const headers = { authorization: `Bearer ${member.token.token}` };
  for (const read of ['/v1/company/user/self', '/v1/points/history?page=1&limit=20', `/v1/company/points/${member.company.uuid}`])
    expect((await page.request.get(read, { headers })).ok()).toBe(true);
  await page.addInitScript(watchSkeletons);
  await page.goto('/balance');
  await expect(page.getByRole('heading', { level: 1, name: 'Balance' })).toBeVisible();
  await expect(page.getByRole('table').first()).toBeVisible();
  expect(await skeletonsSeen(page)).toBe(0);
});

test('a read slower than a second shows the skeleton, then its data', async ({ page, login }) => {
  await login({ path: null, historyEntries: 3 });
  await page.addInitScript(watchSkeletons);
  await page.route('**/v1/points/history**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    await route.continue();
  });
  await page.goto('/balance');
  await expect(page.getByRole('heading', { level: 1, name: 'Balance' })).toBeVisible();
  await expect(page.getByRole('table').first()).toBeVisible({ timeout: 10_000 });
  expect(await skeletonsSeen(page)).toBeGreaterThan(0);
});

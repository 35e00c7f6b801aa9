// The portal runs under its Content-Security-Policy (issue 18, docs/decisions/0075): the main pages, signed out and
// signed in, open without a single CSP violation. Violations are caught twice: the `securitypolicyviolation` events
// the page fires (collected by a script Playwright injects before the app's own) and Chromium's console messages.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

// The portal's CSP enforced here (the other journeys bypass it, playwright.config.ts).
test.use({ bypassCSP: false });

interface Violation {
  directive: string;
  blocked: string;
  source: string;
}

async function watchViolations(page: Page): Promise<{ console: string[] }> {
  const seen = { console: [] as string[] };
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame|create|compile)/i.test(m.text())) seen.console.push(m.text());
  });
  await page.addInitScript(`
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations.push({ directive: e.violatedDirective, blocked: e.blockedURI, source: e.sourceFile + ':' + e.lineNumber });
    });
  `);
  return seen;
}

const violations = (page: Page) => page.evaluate('window.__cspViolations') as Promise<Violation[]>;

async function open(page: Page, path: string, ready: (page: Page) => Promise<void>) {
  const response = await page.goto(path);
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy, path).toContain("script-src 'self'");
  expect(policy, path).toContain("frame-ancestors 'none'");
  await ready(page);
  // Let lazy chunks, the service worker and late requests run into the policy if they would.
  await page.waitForLoadState('networkidle');
  expect(await violations(page), path).toEqual([]);
}

test('the main pages open under the CSP without a violation', async ({ page, login }) => {
  test.setTimeout(180_000);
  const seen = await watchViolations(page);
  const heading = (page: Page) => expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

  await open(page, '/login', heading);
  await open(page, '/register', heading);

  await login({ path: null });
  for (const path of ['/', '/projects', '/shop', '/notifications']) {
    await open(page, path, async (p) => {
      await expect(p.getByRole('main')).toBeVisible();
      await expect(p.getByRole('banner')).toBeVisible();
    });
    // The projects pages register the service worker: worker-src lets it in.
    if (path === '/projects')
      await expect
        .poll(() =>
          page.evaluate('navigator.serviceWorker.getRegistration().then((r) => Boolean(r && (r.active || r.installing || r.waiting)))'),
        )
        .toBe(true);
  }
  await page.screenshot({ path: '/tmp/shots/prod/csp-notifications-1280.png' });
  expect(seen.console).toEqual([]);

  // The watch works: an inline script, which the policy forbids, is reported.
  await page.evaluate(`{ const s = document.createElement('script'); s.textContent = 'window.__inline = 1'; document.body.append(s); }`);
  await expect.poll(async () => (await violations(page)).map((v) => v.directive)).toContain('script-src-elem');
  expect(await page.evaluate('window.__inline')).toBeUndefined();
});

test('the API documentation opens under the same policy without a violation', async ({ page }) => {
  const seen = await watchViolations(page);
  await open(page, '/api/docs', async (p) => {
    await expect(p.getByRole('heading', { name: /Installer Club API/ })).toBeVisible();
  });
  expect(seen.console).toEqual([]);
});

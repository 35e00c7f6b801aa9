// The portal runs under its Content-Security-Policy (issue 18, docs/decisions/0075): the main pages, signed out and
// signed in, open without a single CSP violation, and the video facade's click loads the youtube-nocookie.com player
// (answered locally) while any other frame origin is refused. Violations are caught twice: the
// `securitypolicyviolation` events the page fires (collected by a script Playwright injects before the app's own) and
// Chromium's console messages.
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

test('the video facade loads the player from youtube-nocookie.com after a click, without a violation', async ({ page, login }) => {
  test.setTimeout(120_000);
  const seen = await watchViolations(page);
  // YouTube is answered here (an empty player page), so the journey never reaches the internet. A request this handler
  // sees was let through by the policy: a frame the CSP refuses never leaves the browser.
  const youtube: string[] = [];
  await page.route(/^https:\/\/(www\.)?youtube(-nocookie)?\.com\//, (route) => {
    youtube.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' });
  });
  await login({ path: null });
  const facades = page.getByRole('main').getByRole('button', { name: /^Play video: / });
  await open(page, '/', async () => {
    await expect(facades.first()).toBeVisible();
  });
  expect(youtube).toEqual([]); // nothing from YouTube before the click

  const facade = facades.first();
  const title = ((await facade.getAttribute('aria-label')) ?? '').replace(/^Play video: /, '');
  await facade.scrollIntoViewIfNeeded();
  await facade.click();
  const player = page.locator(`iframe[title="${title}"]`);
  await expect(player).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?autoplay=1/);
  // The frame really loaded (the stand-in player's document), it was not refused.
  await expect
    .poll(
      async () =>
        (await page
          .frames()
          .find((f) => f.url().startsWith('https://www.youtube-nocookie.com/embed/'))
          ?.title()) ?? null,
    )
    .toBe('player');
  expect(youtube.map((u) => new URL(u).hostname)).toEqual(['www.youtube-nocookie.com']);
  await player.screenshot({ path: '/tmp/shots/prodint/csp-video-player.png' });
  expect(await violations(page)).toEqual([]);
  expect(seen.console).toEqual([]);

  // frame-src is that one origin: the ordinary youtube.com player is refused (reported, never requested).
  await page.evaluate(
    `{ const f = document.createElement('iframe'); f.src = 'https://www.youtube.com/embed/Zk3Rq8pLw2E'; document.body.append(f); }`,
  );
  await expect
    .poll(async () => (await violations(page)).map((v) => [v.directive, v.blocked]))
    .toEqual([['frame-src', 'https://www.youtube.com']]); // a cross-origin address is reported by its origin only
  expect(youtube.map((u) => new URL(u).hostname)).toEqual(['www.youtube-nocookie.com']);
});

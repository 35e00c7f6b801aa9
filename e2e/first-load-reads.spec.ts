// Issue 10 (decision 0142): a signed-in page starts its first reads beside its code (the router's loaders,
// app/route-data.ts) with the page's own query definitions, so the components find them and ask nothing twice. A loader
// reading under another key than its component would show here as the same call made twice. Its messages come in the
// message bundles the build writes (decision 0146).
import { expect, test } from './support/fixtures';

const pages = ['/', '/news', '/balance', '/projects', '/shop', '/team', '/support/chat'];

for (const path of pages) {
  test(`the first load of ${path} asks the server for each thing once`, async ({ page, login }) => {
    await login({ path: null });
    const calls: string[] = [];
    const messages: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.method() === 'GET' && /^\/v\d+\//.test(url.pathname)) calls.push(`${url.pathname}${url.search}`);
      if (url.pathname.startsWith('/assets/messages-')) messages.push(url.pathname.replace(/^.*\/en\//, ''));
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(calls).toContain('/v1/company/user/self');
    const twice = calls.filter((call, i) => calls.indexOf(call) !== i);
    expect(twice, calls.join('\n')).toEqual([]);
    // The messages in at most three files (decision 0146): the core's, the frame's bundle and the page's own (a bundle
    // when it has several features), not one file per feature.
    expect(messages).toContain('header_notifications_shop_cart.js');
    expect(messages.length, messages.join('\n')).toBeLessThanOrEqual(3);
  });
}

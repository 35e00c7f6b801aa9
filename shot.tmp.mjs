import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:3600';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
for (const width of [360, 1280]) {
  for (const hold of [true, false]) {
    const ctx = await browser.newContext({ viewport: { width, height: 800 } });
    const page = await ctx.newPage();
    const res = await fetch(base + '/dev/sessions', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ region: 1, role: 3, first_time: false, language: 'en' }) });
    const body = await res.json();
    await page.goto(base + '/login');
    await page.evaluate((t) => localStorage.setItem('token', JSON.stringify(t)), body.token);
    if (hold) await page.route('**/assets/hero-slider-*.js', () => {});
    await page.goto(base + '/');
    await page.getByTestId('hero-slider').locator('img').first().waitFor();
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/scratch/hero-${width}-${hold ? 'still' : 'carousel'}.png` });
    await ctx.close();
  }
}
await browser.close();

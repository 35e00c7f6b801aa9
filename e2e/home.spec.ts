// Home, news, rewards and resources on the demo content (issue 12): a Polish owner sees every home block and follows
// each tile; nothing is fetched from YouTube until a video is asked for; a decor owner sees no tier or reward cards;
// the expiring-points warning shows in October and stays away once dismissed; an article's gallery works by keyboard;
// the pages have no axe violations at 360 and 1280 px (look.ts, with their screenshots).
import type { Page, Request } from '@playwright/test';
import { look } from './look';
import { expect, signInAsNewMember, test } from './support/fixtures';

/** Requests that leave this machine's portal (YouTube, its thumbnails, any CDN). */
function outside(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    const host = new URL(r.url()).hostname;
    if (!['localhost', '127.0.0.1'].includes(host) && !r.url().startsWith('data:')) seen.push(r);
  });
  return seen;
}

test('a Polish owner sees every home block with the demo content and follows each tile', async ({ page, login }) => {
  test.slow();
  // The player's address is answered here, so the click-to-load check never reaches the internet.
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
  );
  const external = outside(page);
  await login({ region: 1, uiLanguage: 'pl', name: 'Marek', expiringPoints: 30 });
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Dzień dobry, Marek!' })).toBeVisible();

  // The hero slider: the standard club's hero first, then the sticky news.
  const hero = page.getByTestId('hero-slider');
  await expect(hero.getByRole('heading', { name: 'Zbieraj punkty za każde okno' })).toBeVisible();
  await expect(hero.getByRole('group')).toHaveCount(4);
  await expect(hero.getByRole('button', { name: 'Następny slajd' })).toBeVisible();
  // The journeys ask for reduced motion: the slides stay put, and the pause button is not offered.
  await expect(hero).toHaveAttribute('data-autoplay', 'off');
  await expect(hero.getByRole('button', { name: 'Zatrzymaj pokaz slajdów' })).toHaveCount(0);
  // Keyboard: the next control moves to the first sticky article.
  await hero.getByRole('button', { name: 'Następny slajd' }).focus();
  await page.keyboard.press('Enter');
  await expect(hero.getByRole('group', { name: '2 z 4' }).getByRole('heading')).toHaveText(
    'Nowy kołnierz do pokryć z dachówki już dostępny',
  );
  await expect(hero.getByRole('group', { name: '2 z 4' }).getByRole('heading')).toBeInViewport();

  // The notices that apply to a new, unverified member with points from last year (it is not October yet for all of
  // this test's runs, so the October warning has its own test).
  await expect(page.getByTestId('verify-email-warning')).toContainText('Potwierdź swój adres e-mail');
  await expect(page.getByTestId('verify-email-warning').getByRole('link', { name: 'Potwierdź e-mail' })).toHaveAttribute(
    'href',
    '/verify-email',
  );
  await expect(page.getByTestId('club-card-banner')).toHaveCount(0);

  // Summary cards, with the tier and the rewards still to earn (standard role).
  await expect(page.getByTestId('points-card')).toContainText('Z końcem tego roku wygaśnie: 30 punktów.');
  await expect(page.getByTestId('projects-card')).toContainText('Projekty w toku');
  await expect(page.getByTestId('reward-card')).toContainText('Premie do zdobycia');
  await expect(page.getByTestId('tier-card').getByRole('heading', { name: /Poziom 1/ })).toBeVisible();

  // Base points of Poland, vouchers, shop teasers, 4 news, 4 videos.
  const base = main.getByRole('region', { name: 'Punkty bazowe za sztukę', exact: true });
  await expect(base.getByRole('row')).toHaveCount(7);
  await expect(base.getByRole('row', { name: /Okna dachowe/ })).toContainText('5 punktów');
  const vouchers = main.getByRole('region', { name: 'Bony', exact: true });
  await expect(vouchers.getByRole('article')).toHaveCount(2);
  await expect(vouchers.getByRole('link').first()).toHaveAttribute('href', '/shop?category=voucher');
  const teasers = main.getByRole('region', { name: 'Ze sklepu', exact: true });
  await expect(teasers.getByRole('heading', { name: 'Bony na paliwo i zakupy' })).toBeVisible();
  const news = main.getByRole('region', { name: 'Aktualności', exact: true });
  await expect(news.getByRole('article')).toHaveCount(4);
  await expect(news.getByRole('link', { name: 'Nowy kołnierz do pokryć z dachówki już dostępny' })).toBeVisible();
  const videos = main.getByRole('region', { name: 'Filmy instruktażowe', exact: true });
  await expect(videos.getByRole('button', { name: /^Odtwórz film:/ })).toHaveCount(4);

  // Nothing came from outside so far: the video posters are our own pictures, in three sizes with width and height.
  const poster = videos.locator('img').first();
  await expect(poster).toHaveAttribute(
    'srcset',
    /\/media\/content\/.+-s\.jpg 480w, \/media\/content\/.+-m\.jpg 960w, \/media\/content\/.+-l\.jpg 1600w/,
  );
  await expect(poster).toHaveAttribute('width', '1600');
  await expect(poster).toHaveAttribute('height', '900');
  expect(external.map((r) => r.url())).toEqual([]);
  // A click loads the privacy-enhanced player, and only then.
  await videos.getByRole('button', { name: 'Odtwórz film: Jak zbierać punkty w Klubie' }).click();
  const player = videos.locator('iframe[title="Jak zbierać punkty w Klubie"]');
  await expect(player).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?autoplay=1/);
  await expect.poll(() => external.map((r) => new URL(r.url()).hostname)).toEqual(['www.youtube-nocookie.com']);

  // The voucher teasers lead to the shop's vouchers.
  await vouchers.getByRole('link', { name: 'Wszystkie bony' }).click();
  await expect(page).toHaveURL(/\/shop\?categories=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bony' })).toBeVisible();

  // The tiles.
  for (const [tile, path] of [
    ['tile-shop', '/shop'],
    ['tile-projects', '/projects'],
    ['tile-balance', '/balance'],
  ] as const) {
    await page.goto('/');
    await page.getByTestId(tile).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});

test('the first slide is drawn alone, its picture asked for first; the carousel and the other pictures follow it', async ({
  page,
  login,
}) => {
  // The first slide's picture is held until released: meanwhile the hero is the first slide alone (no carousel, whose
  // start measures the page, and no other picture competing with it).
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/media/content/')) asked.push(new URL(r.url()).pathname);
  });
  await page.route('**/media/content/hero-roof-*', async (route) => {
    await held;
    await route.continue();
  });
  await login({ region: 1, uiLanguage: 'pl' });
  const hero = page.getByTestId('hero-slider');
  const slides = hero.getByRole('group');
  await expect(slides).toHaveCount(1);
  await expect(slides.first()).toHaveAccessibleName('1 z 4');
  await expect(hero.getByRole('heading', { name: 'Zbieraj punkty za każde okno' })).toBeVisible();
  await expect.poll(() => asked.some((p) => p.startsWith('/media/content/hero-roof-'))).toBe(true);
  await expect(hero.getByRole('button', { name: 'Następny slajd' })).toHaveCount(0);
  // No other slide's picture competes with the first one's.
  await expect(hero.locator('img')).toHaveCount(1);
  const box = await hero.boundingBox();
  release();
  // The carousel takes the still slide's place, in the same box.
  await expect(slides).toHaveCount(4);
  await expect(hero.getByRole('button', { name: 'Następny slajd' })).toBeVisible();
  expect(await hero.boundingBox()).toEqual(box);
  await expect(slides.nth(1).locator('img')).toHaveCount(1);
  await expect(slides.nth(3).locator('img')).toHaveCount(1);
  const loaded = slides
    .first()
    .locator('img')
    .evaluate((el) => {
      const picture = el as unknown as { complete: boolean; naturalWidth: number };
      return picture.complete && picture.naturalWidth > 0;
    });
  expect(await loaded).toBe(true);
});

test('the hero moves on every 7 s and stops on hover, on focus and when paused', async ({ browser, request, baseURL }) => {
  // The journeys run with reduced motion (no autoplay then); this one asks for motion.
  const context = await browser.newContext({ reducedMotion: 'no-preference', viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.clock.install();
  await signInAsNewMember(page, request, baseURL ?? '', { region: 1, uiLanguage: 'pl' });
  const hero = page.getByTestId('hero-slider');
  const dot = (n: number) => hero.getByRole('tablist', { name: 'Slajdy' }).getByRole('tab', { name: `Przejdź do slajdu ${n} z 4` });
  await expect(dot(1)).toHaveAttribute('aria-selected', 'true');
  await page.mouse.move(5, 790);
  await expect(hero).toHaveAttribute('data-autoplay', 'on');
  await page.clock.runFor(7000);
  await expect(dot(2)).toHaveAttribute('aria-selected', 'true');

  await hero.hover();
  await expect(hero).toHaveAttribute('data-autoplay', 'off');
  await page.clock.runFor(15_000);
  await expect(dot(2)).toHaveAttribute('aria-selected', 'true');
  await page.mouse.move(5, 790);
  await expect(hero).toHaveAttribute('data-autoplay', 'on');

  await dot(3).focus();
  await expect(hero).toHaveAttribute('data-autoplay', 'off');
  await page.getByRole('heading', { level: 1 }).click();
  await expect(hero).toHaveAttribute('data-autoplay', 'on');

  await hero.getByRole('button', { name: 'Zatrzymaj pokaz slajdów' }).click();
  await page.mouse.move(5, 790);
  await page.getByRole('heading', { level: 1 }).click();
  await expect(hero.getByRole('button', { name: 'Wznów pokaz slajdów' })).toHaveAttribute('aria-pressed', 'true');
  await expect(hero).toHaveAttribute('data-autoplay', 'off');
  await page.clock.runFor(15_000);
  await expect(dot(2)).toHaveAttribute('aria-selected', 'true');
  await context.close();
});

test('a decor owner sees the decor hero and no tier or reward cards', async ({ page, login }) => {
  await login({ region: 1, role: 7, uiLanguage: 'pl' });
  await expect(page.getByTestId('hero-slider').getByRole('heading', { name: 'Dekoracje, które się opłacają' })).toBeVisible();
  await expect(page.getByTestId('points-card')).toBeVisible();
  await expect(page.getByTestId('projects-card')).toBeVisible();
  await expect(page.getByTestId('reward-card')).toHaveCount(0);
  await expect(page.getByTestId('tier-card')).toHaveCount(0);
  // Only the decor rows of the base points (Poland: interior blinds, exterior awnings, roller shutters).
  const base = page.getByRole('main').getByRole('region', { name: 'Punkty bazowe za sztukę', exact: true });
  await expect(base.getByRole('row')).toHaveCount(4);
  await expect(base.getByRole('row', { name: /Okna dachowe/ })).toHaveCount(0);
  // /rewards: no tiers for decor roles either.
  await page.goto('/rewards');
  await expect(page.getByRole('heading', { level: 1, name: 'Nagrody' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Premie', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Poziomy' })).toHaveCount(0);
});

test('the expiring-points warning shows in October, not in September, and not again once dismissed', async ({ page, login }) => {
  const year = new Date().getFullYear();
  await page.clock.install({ time: new Date(year, 8, 20, 10) });
  await login({ region: 1, expiringPoints: 40 });
  await expect(page.getByTestId('points-card')).toContainText('40 points expire at the end of this year.');
  await expect(page.getByTestId('expiring-warning')).toHaveCount(0);

  await page.clock.setSystemTime(new Date(year, 9, 2, 10));
  await page.reload();
  const warning = page.getByTestId('expiring-warning');
  await expect(warning).toContainText('Points expire at the end of the year');
  await expect(warning).toContainText(`40 points of your company expire on 31 December ${year}.`);
  const saved = page.waitForResponse((r) => r.url().includes('/v1/installer/user/') && r.request().method() === 'PATCH');
  await warning.getByRole('button', { name: 'Got it' }).click();
  const body = (await saved).request().postDataJSON() as { options: { expPtsSeen: string } };
  expect(new Date(body.options.expPtsSeen).getMonth()).toBe(9);
  await expect(warning).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('points-card')).toBeVisible();
  await expect(page.getByTestId('expiring-warning')).toHaveCount(0);
});

test('an article’s gallery works by keyboard: open, next, previous, Escape back to the thumbnail', async ({ page, login }) => {
  await login({ region: 1, path: '/news' });
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(6);
  await page.getByRole('link', { name: 'Nowy kołnierz do pokryć z dachówki już dostępny' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nowy kołnierz do pokryć z dachówki już dostępny' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(3);

  const first = page.getByRole('button', { name: /^Open photo 1 of 3/ });
  await first.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: /^Photos:/ });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/^Photo 1 of 3 · Okno dachowe o zachodzie słońca/)).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByText(/^Photo 2 of 3/)).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.getByText(/^Photo 3 of 3 · Roleta wewnętrzna w oknie dachowym/)).toBeVisible();
  await look(page, 'home-gallery');
  await expect(dialog.getByRole('img', { name: 'Roleta wewnętrzna w oknie dachowym' })).toHaveAttribute(
    'src',
    '/media/content/gallery-blind-l.jpg',
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(first).toBeFocused();
});

test('home, news, an article, rewards and resources have no axe violations at 360 and 1280 px', async ({ page, login }) => {
  test.slow();
  await login({ region: 1, uiLanguage: 'pl', path: '/news' });
  await expect(page.getByRole('article')).toHaveCount(6);
  const article = await page.getByRole('article').first().getByRole('link').getAttribute('href');
  for (const path of ['/', '/news', article ?? '', '/rewards', '/resources']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await look(page, `home-${path === '/' ? 'home' : path.replace(/^\//, '').replace(/\/[0-9a-f-]{36}$/, '-article')}`);
  }
});

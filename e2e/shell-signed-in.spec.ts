// The signed-in frame around every page: 404 inside it, the footer's office and contacts, formatted phone numbers;
// and the public pages' links to the club's terms, privacy and contact.
import { expect, test } from './support/fixtures';
import { ports } from './support/global-setup';

test('an unknown path for a signed-in member shows one "Error 404" inside the signed-in frame, with a link home', async ({
  page,
  login,
}) => {
  await login({ path: '/no/such/page' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Error 404');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  // The frame: header with the member's menu and bell, and the footer.
  await expect(page.getByRole('banner').getByRole('button', { name: /^Notifications,/ })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByText('Club office')).toBeVisible();
  // No second, untranslated "404" beside the title.
  await expect(page.getByText('404', { exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Ewa!' })).toBeVisible();
});

test('in Polish the 404 title is "Błąd 404" alone', async ({ page, login }) => {
  await login({ path: '/nie-ma-takiej-strony', uiLanguage: 'pl' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Błąd 404');
  await expect(page.getByText('404', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Wróć na stronę główną' })).toBeVisible();
});

test('the footer names "Kontakt" once, gives the club office a street, and phones are grouped for the region', async ({ page, login }) => {
  const member = await login({ region: 1, uiLanguage: 'pl' });
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('Biuro klubu')).toBeVisible();
  await expect(footer.getByText('Kontakt', { exact: true })).toHaveCount(1);
  const address = footer.locator('address');
  await expect(address).toContainText('ul. Marszałkowska 126');
  await expect(address).toContainText('00-001 Warszawa');
  await expect(footer.getByRole('link', { name: '+48 800 100 200' })).toBeVisible();

  // The member's own number, stored as "+48600123456", reads "+48 600 123 456" on the profile.
  await page.goto('/user');
  const digits = member.user.phone.slice(3);
  const grouped = `+48 ${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
  await expect(page.getByRole('main').getByText(grouped, { exact: true })).toBeVisible();
});

test('sign-in and registration link the club terms, privacy policy and contact of the visitor’s region', async ({ page }) => {
  for (const path of ['/login', '/register']) {
    await page.goto(`http://club.example.pl:${ports.app}${path}`);
    const links = page.getByRole('navigation', { name: 'Informacje o klubie' });
    await expect(links.getByRole('link', { name: 'Regulamin klubu' })).toHaveAttribute('href', 'https://club.example.com/pl/terms');
    await expect(links.getByRole('link', { name: 'Polityka prywatności' })).toHaveAttribute('href', 'https://club.example.com/pl/privacy');
    await expect(links.getByRole('link', { name: 'Kontakt' })).toHaveAttribute('href', 'https://club.example.com/pl/contact');
  }
  await page.goto(`http://club.example.cz:${ports.app}/register/decor`);
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Podmínky klubu' })).toHaveAttribute(
    'href',
    'https://club.example.com/cz/decor-terms',
  );
});

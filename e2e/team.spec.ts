// The team (issue 15): an owner adds an installer, resends the invitation, and the installer signs in with the code
// from the SMS sink; at the Polish limit (1 owner + 10 installers) the add button is disabled and the server refuses
// the next one; deleting a member frees the seat. Screenshots at 360 and 1280 px, axe on every team page.
import { randomInt } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, test, type Member } from './support/fixtures';
import { codeSentTo, sentMessages } from './support/messages';
import { preferEnglish } from './login-helpers';
import { look } from './look';

/** A Polish mobile number nobody in this run has (national form). */
const newPhone = () => `600${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
/** Letters only (names must not contain digits), different per call. */
const newSurname = () => `Nowak${'abcdefghij'[randomInt(0, 10)]}${'klmnoprstu'[randomInt(0, 10)]}${'wyzabcdefg'[randomInt(0, 10)]}`;

async function addByApi(request: APIRequestContext, baseURL: string, member: Member, surname: string) {
  return request.post(`${baseURL}/v1/installer/user`, {
    headers: { authorization: `Bearer ${member.token.token}` },
    data: { name: 'Jan', surname, phone: newPhone() },
  });
}

// Several pages are looked at (axe and two screenshots each) on a shared, slow machine.
test.setTimeout(240_000);

test('an owner adds an installer, resends the invitation, and the installer signs in with the code from the SMS', async ({
  page,
  login,
  browser,
  baseURL,
}) => {
  await login({ path: '/team' });
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  await expect(page.getByText('You', { exact: true })).toBeVisible();
  await look(page, 'team');

  await page.getByRole('link', { name: 'Add installer' }).click();
  await expect(page).toHaveURL(/\/team\/add$/);
  await page.getByRole('button', { name: 'Add and send invitation' }).click();
  // An empty name is missing, not short: the first name, the surname and the phone each say so, once.
  await expect(page.getByText('This field is required.')).toHaveCount(3);
  await expect(page.getByText('This is too short.')).toHaveCount(0);
  await page.getByLabel('First name').fill('Piotr1');
  await page.getByLabel('Phone number').fill('12345');
  await page.getByRole('button', { name: 'Add and send invitation' }).click();
  await expect(page.getByText('Digits are not allowed here.')).toBeVisible();
  await expect(page.getByText('Invalid phone number.')).toBeVisible();
  await look(page, 'team-add');

  const surname = newSurname();
  const phone = newPhone();
  await page.getByLabel('First name').fill('Piotr');
  await page.getByLabel('Surname').fill(surname);
  await page.getByLabel('Phone number').fill(phone);
  const invitedAt = new Date(Date.now() - 1000);
  await page.getByRole('button', { name: 'Add and send invitation' }).click();
  await expect(page).toHaveURL(/\/team$/);
  const row = page.getByRole('listitem').filter({ hasText: `Piotr ${surname}` });
  await expect(row.getByText('Invitation sent')).toBeVisible();
  const invitations = async () =>
    (await sentMessages()).filter(
      (m) => m.channel === 'sms' && m.to === `+48${phone}` && new Date(m.at) >= invitedAt && m.text.includes('/login'),
    );
  await expect.poll(async () => (await invitations()).length).toBe(1);

  // Resend from the member's menu.
  await row.getByRole('button', { name: `Actions for Piotr ${surname}` }).click();
  await page.getByRole('menuitem', { name: 'Resend invitation' }).click();
  await expect(page.getByText(`The invitation was sent to Piotr ${surname} again.`)).toBeVisible();
  await expect.poll(async () => (await invitations()).length).toBe(2);
  // At once again: one a minute, so the server refuses and the page says so.
  await row.getByRole('button', { name: `Actions for Piotr ${surname}` }).click();
  await page.getByRole('menuitem', { name: 'Resend invitation' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /wait|Too many/i })).toBeVisible();

  // The edit page.
  await row.getByRole('link', { name: `Piotr ${surname}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit installer' })).toBeVisible();
  await expect(page.getByLabel('Phone number')).toHaveValue(phone);
  await look(page, 'team-member');
  await page.getByLabel('First name').fill('Paweł');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/team$/);
  await expect(page.getByRole('link', { name: `Paweł ${surname}` })).toBeVisible();

  // The installer signs in with the phone and the code from the SMS.
  const context = await browser.newContext({ baseURL });
  const installer = await context.newPage();
  await preferEnglish(installer);
  await installer.goto('/login');
  await installer.getByRole('button', { name: 'With my phone number' }).click();
  await installer.getByRole('combobox', { name: 'Country' }).click();
  await installer.getByRole('option', { name: 'Polska (+48)' }).click();
  await installer.getByLabel('Phone number').fill(phone);
  const since = new Date(Date.now() - 1000);
  await installer.getByRole('button', { name: 'Send the code' }).click();
  const code = await codeSentTo(`+48${phone}`, since);
  await installer.getByLabel('Code').fill(code);
  await installer.getByRole('button', { name: 'Sign in' }).click();
  await expect(installer.getByRole('heading', { level: 2, name: 'Your data in the club' })).toBeVisible();
  await installer.getByRole('checkbox', { name: /I agree that my data is processed/ }).check();
  await installer.getByRole('button', { name: 'Continue' }).click();
  await expect(installer.getByRole('heading', { level: 2, name: 'News and offers' })).toBeVisible();
  await installer.getByRole('button', { name: 'Continue' }).click();
  await expect(installer.getByRole('heading', { level: 1, name: /Paweł/ })).toBeVisible();
  // Installers see the team but manage nothing.
  await installer.goto('/team');
  await expect(installer.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  await expect(installer.getByRole('link', { name: 'Add installer' })).toHaveCount(0);

  // Deleted: the installer's session ends at once.
  await page
    .getByRole('listitem')
    .filter({ hasText: `Paweł ${surname}` })
    .getByRole('button', { name: /^Actions for/ })
    .click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`Paweł ${surname} was removed from the team.`)).toBeVisible();
  await installer.goto('/team');
  await expect(installer).toHaveURL(/\/login/);
  await context.close();
});

test('the 11th installer in Poland is refused: the add button is disabled and the server answers 409', async ({
  page,
  login,
  request,
  baseURL,
}) => {
  const member = await login({ path: null });
  const origin = baseURL ?? '';
  for (let i = 0; i < 10; i++) expect((await addByApi(request, origin, member, newSurname())).status()).toBe(201);
  await page.goto('/team');
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add installer' })).toBeDisabled();
  await expect(page.getByText('Your team is full: in your country a team has at most 1 owner and 10 installers.')).toBeVisible();
  await look(page, 'team-full');
  const eleventh = await addByApi(request, origin, member, newSurname());
  expect(eleventh.status()).toBe(409);
  expect((await eleventh.json()).errors).toEqual(['validation.teamLimit']);

  // Deleting one frees the seat.
  await page
    .getByRole('button', { name: /^Actions for Jan/ })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('link', { name: 'Add installer' })).toBeVisible();
});

// Support chat (issue 15): /support/chat sends a member without tickets to the new-ticket form; a ticket is opened; a
// staff reply (the development answer route, which calls the same replyAsStaff as the staff console will) appears in
// the open conversation without a reload (polling every 15 s while visible) and rings the bell.
import { expect, test } from './support/fixtures';
import { look } from './look';

// Several pages are looked at (axe and two screenshots each) on a shared, slow machine.
test.setTimeout(240_000);

test('a ticket is opened, a staff reply arrives live and rings the bell', async ({ page, login, request, baseURL }) => {
  await login({ path: '/support/chat' });
  await expect(page).toHaveURL(/\/support\/chat\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: "Write to the club's support" })).toBeVisible();
  await expect(page.getByText('No tickets yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Send the ticket' }).click();
  await expect(page.getByText('This field is required.')).toHaveCount(2);
  await look(page, 'support-new');

  await page.getByLabel('Subject').fill('Scan without points');
  await page.getByLabel('Your message').fill('I scanned a window yesterday and got no points.');
  await page.getByRole('button', { name: 'Send the ticket' }).click();
  await expect(page).toHaveURL(/\/support\/chat\/[0-9a-f-]{36}$/);
  const uuid = /([0-9a-f-]{36})$/.exec(page.url())?.[1] ?? '';
  await expect(page.getByRole('heading', { level: 1, name: 'Scan without points' })).toBeVisible();
  const conversation = page.getByRole('list', { name: 'Conversation' });
  await expect(conversation.getByText('I scanned a window yesterday and got no points.')).toBeVisible();
  const tickets = page.getByRole('navigation', { name: 'Your tickets' });
  await expect(tickets.getByRole('link', { name: /Scan without points/ })).toHaveAttribute('aria-current', 'page');
  await expect(tickets.getByText('Open')).toBeVisible();

  // A reply of the member's own, then one from staff while the page stays open.
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('This field is required.')).toBeVisible();
  await page.getByLabel('Your reply').fill('The serial was RW0000000001.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(conversation.getByText('The serial was RW0000000001.')).toBeVisible();

  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications, / });
  const unreadBefore = Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0);
  const reply = await request.post(`${baseURL}/dev/support/${uuid}/reply`, {
    data: { message: 'Thank you, we are checking it now.', staff_name: 'Ola' },
  });
  expect(reply.status()).toBe(201);
  // No reload: the conversation is polled every 15 s.
  await expect(conversation.getByText('Thank you, we are checking it now.')).toBeVisible({ timeout: 25_000 });
  await expect(conversation.getByText('Ola (club support)')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: `Notifications, ${unreadBefore + 1} unread` })).toBeVisible();
  await expect(tickets.getByText('In progress')).toBeVisible();
  await look(page, 'support-ticket');

  // The bell's notification links to the ticket.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Notifications, / })
    .click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Scan without points/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/notifications\/[0-9a-f-]{36}$/);
  await page.getByRole('main').getByRole('link', { name: 'Open', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/support/chat/${uuid}$`));

  // /support/chat now goes to the newest ticket.
  await page.goto('/support/chat');
  await expect(page).toHaveURL(new RegExp(`/support/chat/${uuid}$`));
});

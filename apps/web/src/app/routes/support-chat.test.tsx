// The support chat (issue 15, spec working areas §2 Support chat, §5 Support, §9): /support/chat goes to the newest
// ticket or to /support/chat/new; a new ticket needs a title and a message and carries the client's info; the list
// shows 10 and "Load more" adds 10; a reply is required and joins the conversation; a staff reply that arrives by the
// 15 s poll makes the bell ask again.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Chat, NewTicketBody, SupportMessage, SupportTicket } from '@club/contract/support';
import { renderApp } from '../../test/render';
import { frameRoutes, signIn } from '../../test/fixtures';
import { stubFetch, type StubHandler } from '../../test/stub-fetch';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const uuidOf = (i: number) => `00000000-0000-4000-8000-${String(700 + i).padStart(12, '0')}`;

function ticket(i: number, over: Partial<SupportTicket> = {}): SupportTicket {
  return {
    uuid: uuidOf(i),
    title: `Ticket ${i}`,
    status: 1,
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-01T10:00:00.000Z',
    ...over,
  };
}

function message(i: number, sender: SupportMessage['sender'], text: string): SupportMessage {
  return {
    uuid: `00000000-0000-4000-8000-${String(800 + i).padStart(12, '0')}`,
    sender,
    message: text,
    author: sender === 'admin' ? 'Marta' : 'Anna Wiśniewska',
    created_at: '2026-03-01T10:00:00.000Z',
  };
}

/** A company's tickets, newest first, served 10 a page as the server does. */
function server(tickets: SupportTicket[], extra: Record<string, StubHandler> = {}) {
  return stubFetch({
    ...frameRoutes(100),
    'GET /v1/support': (req) => {
      const page = Number(req.query.get('page') ?? '1');
      const limit = Number(req.query.get('limit') ?? '10');
      return {
        body: {
          data: tickets.slice((page - 1) * limit, page * limit),
          meta: { current_page: page, last_page: Math.max(1, Math.ceil(tickets.length / limit)), per_page: limit, total: tickets.length },
        },
      };
    },
    ...extra,
  });
}

describe('/support/chat', () => {
  it('goes to the newest ticket', async () => {
    signIn();
    server([ticket(3), ticket(2), ticket(1)], {
      'GET /v1/support/:uuid/chat': (req) => ({
        body: { ticket: ticket(3), data: [message(1, 'installer', `Hello from ${req.params.uuid}`)] },
      }),
    });
    const { router } = renderApp('/support/chat');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/support/chat/${uuidOf(3)}`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ticket 3' })).toBeTruthy();
  });

  it('without tickets goes to the new ticket form', async () => {
    signIn();
    server([]);
    const { router } = renderApp('/support/chat');
    await waitFor(() => expect(router.state.location.pathname).toBe('/support/chat/new'));
    expect(await screen.findByRole('heading', { level: 1, name: "Write to the club's support" })).toBeTruthy();
    expect(await screen.findByText('No tickets yet.')).toBeTruthy();
  });

  it('a new ticket needs a title and a message; sent, it carries the info and opens the ticket', async () => {
    signIn();
    const created = ticket(9, { title: 'The scanner does not start' });
    const api = server([], {
      'POST /v1/support': () => ({ status: 201, body: created }),
      'GET /v1/support/:uuid/chat': () => ({ body: { ticket: created, data: [message(1, 'installer', 'It shows a black screen.')] } }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/support/chat/new');
    await user.click(await screen.findByRole('button', { name: 'Send the ticket' }));
    // The form's rules load on its first use (decision 0100), so the messages come a moment after the click.
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    expect(api.callsTo('POST', '/v1/support')).toHaveLength(0);

    // Spaces only are still empty.
    await user.type(screen.getByRole('textbox', { name: /^Subject/ }), '   ');
    await user.type(screen.getByRole('textbox', { name: /^Your message/ }), 'It shows a black screen.');
    await user.click(screen.getByRole('button', { name: 'Send the ticket' }));
    await waitFor(() => expect(screen.getAllByText('This field is required.')).toHaveLength(1));
    expect(api.callsTo('POST', '/v1/support')).toHaveLength(0);

    await user.clear(screen.getByRole('textbox', { name: /^Subject/ }));
    await user.type(screen.getByRole('textbox', { name: /^Subject/ }), 'The scanner does not start');
    await user.click(screen.getByRole('button', { name: 'Send the ticket' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/support/chat/${created.uuid}`));
    const body = api.callsTo('POST', '/v1/support')[0]?.body as NewTicketBody;
    expect(body).toEqual({
      title: 'The scanner does not start',
      message: 'It shows a black screen.',
      info: { language: 'en', hostname: 'localhost', region: 'PL', appVersion: '1.0.0', appType: 'web' },
    });
    expect(await screen.findByText('It shows a black screen.')).toBeTruthy();
  });

  it('the list shows 10 tickets with their status, and "Load more" adds 10 at a time', async () => {
    signIn();
    const tickets = Array.from({ length: 25 }, (_, i) => ticket(25 - i, { status: (i % 3) + 1 }));
    const api = server(tickets);
    const user = userEvent.setup();
    renderApp('/support/chat/new');
    const nav = await screen.findByRole('navigation', { name: 'Your tickets' });
    await waitFor(() => expect(within(nav).getAllByRole('listitem')).toHaveLength(10));
    // Each status labelled in words, not only an icon.
    expect(within(within(nav).getAllByRole('listitem')[0] as HTMLElement).getByText('Open')).toBeTruthy();
    expect(within(within(nav).getAllByRole('listitem')[1] as HTMLElement).getByText('In progress')).toBeTruthy();
    expect(within(within(nav).getAllByRole('listitem')[2] as HTMLElement).getByText('Resolved')).toBeTruthy();

    await user.click(within(nav).getByRole('button', { name: 'Load more (10 of 25)' }));
    await waitFor(() => expect(within(nav).getAllByRole('listitem')).toHaveLength(20));
    await user.click(within(nav).getByRole('button', { name: 'Load more (20 of 25)' }));
    await waitFor(() => expect(within(nav).getAllByRole('listitem')).toHaveLength(25));
    expect(within(nav).queryByRole('button', { name: /^Load more/ })).toBeNull();
    expect(api.callsTo('GET', '/v1/support').map((c) => [c.query.get('page'), c.query.get('limit')])).toEqual([
      ['1', '10'],
      ['2', '10'],
      ['3', '10'],
    ]);
    expect(
      within(nav)
        .getByRole('link', { name: /Ticket 1\b/ })
        .getAttribute('href'),
    ).toBe(`/support/chat/${uuidOf(1)}`);
  });

  it('a reply is required; sent, it joins the conversation; a staff reply arriving by the 15 s poll rings the bell', async () => {
    signIn();
    const open = ticket(1, { title: 'Points missing', status: 2 });
    let messages: SupportMessage[] = [message(1, 'installer', 'My points are missing.'), message(2, 'admin', 'We are checking.')];
    const chat = (): Chat => ({ ticket: open, data: messages });
    const api = server([open], {
      'GET /v1/support/:uuid/chat': () => ({ body: chat() }),
      'POST /v1/support/:uuid/chat': (req) => {
        const sent = message(3, 'installer', (req.body as { message: string }).message);
        messages = [...messages, sent];
        return { status: 201, body: sent };
      },
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp(`/support/chat/${open.uuid}`);
    const conversation = await screen.findByRole('list', { name: 'Conversation' });
    await waitFor(() => expect(within(conversation).getAllByRole('listitem')).toHaveLength(2));
    expect(within(conversation).getByText('Marta (club support)')).toBeTruthy();
    expect(screen.getAllByText('In progress').length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('This field is required.')).toBeTruthy();
    expect(api.callsTo('POST', `/v1/support/${open.uuid}/chat`)).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: /^Your reply/ }), 'Thank you!');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(within(conversation).getAllByRole('listitem')).toHaveLength(3));
    expect(api.callsTo('POST', `/v1/support/${open.uuid}/chat`)[0]?.body).toEqual({ message: 'Thank you!' });
    expect((screen.getByRole('textbox', { name: /^Your reply/ }) as HTMLTextAreaElement).value).toBe('');

    // Staff answer; the next poll brings the bubble and the bell asks for its notifications again.
    const bellAsks = api.callsTo('GET', '/v1/notifications').length;
    messages = [...messages, message(4, 'admin', 'Found them: credited.')];
    await act(async () => {
      vi.advanceTimersByTime(15_000);
    });
    expect(await within(conversation).findByText('Found them: credited.')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('GET', '/v1/notifications').length).toBeGreaterThan(bellAsks));
  });
});

// /shop/club-card and /club-card (issue 14, spec §2 Club card, §4 Club card status, §8): ordering the card (the
// 10-scans warning, 'Karta zamówiona!' while the order is pending, the button disabled), the account's failure text,
// the status warnings, verification, the top-up selection (amounts over the balance disabled, terms required, ACTIVE
// only, the `card_topup` order sent), the success message clearing after 15 s and the history's hints.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CardAccount, TopUp, TopUpHistory } from '@club/contract/club-card';
import type { SelfUser } from '@club/contract/company';
import type { PlaceOrderInput } from '@club/contract/orders';
import { renderApp } from '../../test/render';
import { publicConfigFixture, selfUserFixture, signIn } from '../../test/fixtures';
import { errorBody, stubFetch, type StubHandler } from '../../test/stub-fetch';
import { productFixture } from '../../features/shop/testing/fixtures';
import { orderFixture } from '../../features/orders/testing/fixtures';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const summary = (points: number, scans: number) => ({
  company_points: points,
  points: { completed: 0, in_prog: 0, lost: 0, to_expire: 0 },
  projects: { completed: 0, in_prog: 0, lost: 0 },
  scans: { current_year: scans, completed: scans },
});

const cardProduct = productFixture({
  name: 'Installer Club card',
  type: 'card',
  vendor: 'EDENRED',
  description: 'A prepaid card.',
  variants: [{ stock: 100, price: 0, title: 'Card' }],
});
const topUps = productFixture({
  name: 'Top-up',
  type: 'card_topup',
  vendor: 'EDENRED',
  variants: [
    { stock: 1000, price: 200, title: '400 zł' },
    { stock: 1000, price: 50, title: '100 zł' },
    { stock: 1000, price: 100, title: '200 zł' },
  ],
});

const activeAccount: CardAccount = {
  currentCard: { status: 'ACTIVE', number: '•••• 6789', activated_at: '2026-03-01T10:00:00.000Z' },
  balance: { local: 300, currency: 'PLN' },
  pending_points: 0,
};

function topUp(status: TopUp['status'], points: number, i: number): TopUp {
  return {
    uuid: `00000000-0000-4000-8000-${String(900 + i).padStart(12, '0')}`,
    amount: { points, local: points * 2 },
    dateTime: '2026-03-02T10:00:00.000Z',
    status,
    due_on: '2026-03-05',
    order_uuid: null,
  };
}

const history = (items: TopUp[], lastPage = 1): TopUpHistory => ({
  data: items,
  meta: { current_page: 1, last_page: lastPage, per_page: 4, total: items.length },
});

interface Options {
  self?: SelfUser;
  points?: number;
  scans?: number;
  account?: StubHandler;
  topUpHistory?: StubHandler;
  extra?: Record<string, StubHandler>;
}

function server(options: Options = {}) {
  let self = options.self ?? selfUserFixture();
  return {
    setSelf: (next: SelfUser) => (self = next),
    ...stubFetch({
      'GET /v1/config/public': () => ({ body: publicConfigFixture() }),
      'GET /v1/company/user/self': () => ({ body: self }),
      'GET /v1/notifications': () => ({ body: { data: [], meta: { current_page: 1, last_page: 1, per_page: 5, total: 0 }, unread: 0 } }),
      'GET /v1/company/points/:uuid': () => ({ body: summary(options.points ?? 500, options.scans ?? 0) }),
      'GET /v2/shop/products/cards': (req) => ({
        body: { data: [req.query.get('type') === 'card_topup' ? topUps : cardProduct] },
      }),
      'GET /v1/edenred/card/account/:id': options.account ?? (() => ({ body: activeAccount })),
      'GET /v1/edenred/card/history': options.topUpHistory ?? (() => ({ body: history([]) })),
      ...options.extra,
    }),
  };
}

const withCard = (status: string, role = 3) =>
  selfUserFixture({
    role: { id: role },
    company: { has_edenred_card: 1, edenred_card: status },
  });

describe('/shop/club-card', () => {
  it('under 10 scans this year: the warning, the count and the order button disabled', async () => {
    signIn();
    server({ scans: 4 });
    renderApp('/shop/club-card');
    expect(await screen.findByText('To order the Installer Club card you need 10 scanned windows!')).toBeTruthy();
    expect(screen.getByText('Windows scanned this year: 4 of 10.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Order the card' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('with 10 scans the owner orders the card: a `card` order, then "Card ordered!" and the button disabled', async () => {
    signIn();
    const api = server({
      scans: 10,
      extra: {
        'POST /v2/orders': () => {
          // The server marks the company's pending card order; the refetched user carries it.
          api.setSelf(selfUserFixture({ company: { pending_edenred_card: true } }));
          return { status: 201, body: { data: [orderFixture({ number: 'PL-000900' })] } };
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/shop/club-card');
    const order = await screen.findByRole('button', { name: 'Order the card' });
    expect(screen.queryByText('To order the Installer Club card you need 10 scanned windows!')).toBeNull();
    expect((order as HTMLButtonElement).disabled).toBe(false);
    await user.click(order);

    const button = await screen.findByRole('button', { name: 'Card ordered!' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText("We will post the card to your company's address.", { exact: false })).toBeTruthy();
    const sent = api.callsTo('POST', '/v2/orders');
    expect(sent).toHaveLength(1);
    const body = sent[0]?.body as PlaceOrderInput;
    expect(body.type).toBe('card');
    expect(body.order).toEqual([{ uuid: cardProduct.variants[0]?.uuid, quantity: 1, price: 0 }]);
    expect(body.customer).toMatchObject({ name: 'Anna', surname: 'Wiśniewska', city: 'Gdańsk', region: 1 });
    expect(sent[0]?.headers['idempotency-key']).toBeTruthy();
  });

  it("in Polish, a pending card order reads 'Karta zamówiona!' and cannot be ordered again", async () => {
    signIn();
    server({ scans: 12, self: selfUserFixture({ language: 'pl', company: { pending_edenred_card: true } }) });
    renderApp('/shop/club-card', { language: 'pl' });
    const button = await screen.findByRole('button', { name: 'Karta zamówiona!' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it("an installer sees why and can't order", async () => {
    signIn();
    server({ scans: 12, self: selfUserFixture({ role: { id: 4 } }) });
    renderApp('/shop/club-card');
    expect(await screen.findByText('Only the company owner can order the card and top it up.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Order the card' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('/club-card', () => {
  it("the account failing to load gives the spec's text (Polish)", async () => {
    signIn();
    server({
      self: selfUserFixture({ language: 'pl', company: withCard('ACTIVE').company }),
      account: () => ({ status: 500, body: errorBody('Internal error', 'internal') }),
    });
    renderApp('/club-card', { language: 'pl' });
    expect((await screen.findByRole('alert')).textContent).toBe('Wystąpił nieoczekiwany błąd. Spróbuj ponownie później.');
    expect(screen.queryByRole('button', { name: 'Doładuj' })).toBeNull();
  });

  it('an ISSUED card warns to activate first; the verify form needs 10 digits and the confirmation, then the card is active', async () => {
    signIn();
    let status = 'ISSUED';
    const api = server({
      self: withCard('ISSUED'),
      account: () => ({ body: { ...activeAccount, currentCard: { status, number: '•••• 6789', activated_at: null } } }),
      extra: {
        'PATCH /v1/edenred/card/verify/:id': (req) => {
          const serial = (req.body as { card_serial_number: string }).card_serial_number;
          if (serial !== '1234567890')
            return {
              status: 400,
              body: errorBody('card_serial_number: card.unknownSerial', 'validation_failed', {
                card_serial_number: ['card.unknownSerial'],
              }),
            };
          status = 'ACTIVE';
          return { body: activeAccount };
        },
      },
    });
    // Fake timers that still move with real time (the queries' and Testing Library's waits), so the 15 s can be skipped.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp('/club-card');
    expect(await screen.findByText('Activate your card before you top it up.', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByTestId('card-status').textContent).toBe('Not activated');
    // No top-up before the card is active.
    expect(screen.queryByRole('button', { name: 'Top up' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Activate the card' }));
    expect(screen.getByText('Enter the 10 digits of the card number.')).toBeTruthy();
    expect(screen.getByText('Please confirm the card number.')).toBeTruthy();
    expect(api.callsTo('PATCH', '/v1/edenred/card/verify/21')).toHaveLength(0);

    // Letters are dropped; 9 digits are still not a number.
    await user.type(screen.getByLabelText(/^Card number/), '12345abc6789');
    expect((screen.getByLabelText(/^Card number/) as HTMLInputElement).value).toBe('123456789');
    await user.click(screen.getByLabelText('I confirm that this is the number of the card my company received'));
    await user.click(screen.getByRole('button', { name: 'Activate the card' }));
    expect(screen.getByText('Enter the 10 digits of the card number.')).toBeTruthy();
    expect(api.callsTo('PATCH', '/v1/edenred/card/verify/21')).toHaveLength(0);

    await user.type(screen.getByLabelText(/^Card number/), '1');
    await user.click(screen.getByRole('button', { name: 'Activate the card' }));
    expect(await screen.findByText("This is not the number of your company's card.")).toBeTruthy();

    await user.clear(screen.getByLabelText(/^Card number/));
    await user.type(screen.getByLabelText(/^Card number/), '1234567890');
    await user.click(screen.getByRole('button', { name: 'Activate the card' }));
    expect((await screen.findByTestId('card-success')).textContent).toContain('Your card is active. You can top it up now.');
    expect(api.callsTo('PATCH', '/v1/edenred/card/verify/21').at(-1)?.body).toEqual({ card_serial_number: '1234567890' });
    await waitFor(() => expect(screen.getByTestId('card-status').textContent).toBe('Active'));
    expect(await screen.findByRole('button', { name: 'Top up' })).toBeTruthy();

    // The success message clears itself after 15 s, not before.
    await act(async () => {
      vi.advanceTimersByTime(14_000);
    });
    expect(screen.queryByTestId('card-success')).not.toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(1_500);
    });
    expect(screen.queryByTestId('card-success')).toBeNull();
  });

  it("another status (BLOCKED) warns to check the provider's app and offers neither verification nor top-up", async () => {
    signIn();
    server({
      self: withCard('BLOCKED'),
      account: () => ({ body: { ...activeAccount, currentCard: { status: 'BLOCKED', number: '•••• 6789', activated_at: null } } }),
    });
    renderApp('/club-card');
    expect(await screen.findByText("Your card is not active. Check your account in the card provider's app.")).toBeTruthy();
    expect(screen.getByTestId('card-status').textContent).toBe('Inactive');
    expect(screen.queryByRole('button', { name: 'Top up' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Activate the card' })).toBeNull();
  });

  it('top-up: amounts over the balance disabled, an amount and the terms required, then a `card_topup` order of that variant', async () => {
    signIn();
    const api = server({
      self: withCard('ACTIVE'),
      points: 120,
      extra: {
        'POST /v2/orders': () => ({ status: 201, body: { data: [orderFixture({ number: 'PL-000901' })] } }),
      },
    });
    const user = userEvent.setup();
    renderApp('/club-card');
    expect(await screen.findByText('1 point = 2 zł')).toBeTruthy();
    expect(screen.getByText('A top-up arrives on the card within 3 working days.')).toBeTruthy();
    // Sorted by price; 200 points is more than the 120 the company has.
    const options = await screen.findAllByRole('radio');
    // Each amount is named by what it shows (amount, points and, when too expensive, why).
    expect(options.map((o) => o.textContent)).toEqual(['100 zł50 points', '200 zł100 points', '400 zł200 pointsNot enough points']);
    const radio = (name: RegExp) => screen.getByRole('radio', { name }) as HTMLButtonElement;
    expect(radio(/^400 zł\s*200 points/).disabled).toBe(true);
    expect(radio(/^200 zł\s*100 points/).disabled).toBe(false);
    expect(within(radio(/^400 zł\s*200 points/)).getByText('Not enough points')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Top up' }));
    expect(screen.getByText('Choose an amount.')).toBeTruthy();
    expect(screen.getByText('Please accept the terms.')).toBeTruthy();
    await user.click(radio(/^200 zł\s*100 points/));
    await user.click(screen.getByRole('button', { name: 'Top up' }));
    // Still no terms: nothing is sent.
    expect(screen.getByText('Please accept the terms.')).toBeTruthy();
    expect(api.callsTo('POST', '/v2/orders')).toHaveLength(0);

    await user.click(screen.getByLabelText('I accept the club card terms'));
    await user.click(screen.getByRole('button', { name: 'Top up' }));
    expect((await screen.findByTestId('card-success')).textContent).toContain('Top-up of 200 zł ordered.');
    const body = api.callsTo('POST', '/v2/orders')[0]?.body as PlaceOrderInput;
    const variant = topUps.variants.find((v) => v.price === 100);
    expect(body.type).toBe('card_topup');
    expect(body.order).toEqual([{ uuid: variant?.uuid, quantity: 1, price: 100 }]);
    expect(body.customer).toMatchObject({ name: 'Anna', company_name: 'Okna Wiśniewski', region: 1 });
  });

  it('an installer with an active card is told only the owner tops up', async () => {
    signIn();
    server({ self: withCard('ACTIVE', 4) });
    renderApp('/club-card');
    expect(await screen.findByText('Only the company owner can order the card and top it up.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Top up' })).toBeNull();
  });

  it('the history: credited with a plus, pending with its date, refused and rejected with the failure hint; 4 a page', async () => {
    signIn();
    const api = server({
      self: withCard('ACTIVE'),
      topUpHistory: (req) =>
        req.query.get('page') === '2'
          ? { body: { ...history([topUp('SUCCEEDED', 25, 5)], 2), meta: { current_page: 2, last_page: 2, per_page: 4, total: 5 } } }
          : { body: history([topUp('SUCCEEDED', 50, 1), topUp('PENDING', 100, 2), topUp('REFUSED', 75, 3), topUp('REJECTED', 30, 4)], 2) },
    });
    const user = userEvent.setup();
    const { container } = renderApp('/club-card');
    await waitFor(() => expect(container.querySelectorAll('li[data-status]')).toHaveLength(4));
    const item = (status: string) => container.querySelector(`li[data-status="${status}"]`) as HTMLElement;
    expect(item('SUCCEEDED').textContent).toContain('+100 zł');
    expect(item('SUCCEEDED').textContent).toContain('Credited');
    expect(item('PENDING').textContent).toContain('Pending');
    expect(item('PENDING').textContent).toContain('Expected by March 5, 2026');
    const hint = 'The top-up failed and the points were returned to your company.';
    expect(item('REFUSED').textContent).toContain(hint);
    expect(item('REJECTED').textContent).toContain(hint);
    expect(item('SUCCEEDED').textContent).not.toContain(hint);
    expect(item('PENDING').textContent).not.toContain(hint);
    expect(api.callsTo('GET', '/v1/edenred/card/history')[0]?.query.get('limit')).toBe('4');

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(container.querySelectorAll('li[data-status]')).toHaveLength(1));
    expect(item('SUCCEEDED').textContent).toContain('+50 zł');
  });

  it('without a card: a link to order it, or "Card ordered!" while the order is pending', async () => {
    signIn();
    server();
    const first = renderApp('/club-card');
    expect(await screen.findByText('Your company does not have the club card yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Order the club card' }).getAttribute('href')).toBe('/shop/club-card');
    first.unmount();
    vi.unstubAllGlobals();

    server({ self: selfUserFixture({ company: { pending_edenred_card: true } }) });
    renderApp('/club-card');
    expect(await screen.findByText('Card ordered!')).toBeTruthy();
    expect(screen.queryByText('Your company does not have the club card yet.')).toBeNull();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LoginResponse } from '@club/contract/auth';
import { storageKeys } from '@club/contract/constants';
import { renderApp } from '../../../test/render';
import { publicConfigFixture, selfUserFixture, settingsFixture } from '../../../test/fixtures';
import { errorBody, stubFetch, type StubHandler } from '../../../test/stub-fetch';
import { loginResponseFixture } from '../testing/fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const token = { token: 'session-token', refresh_token: 'refresh', expiresAt: new Date(Date.now() + 60 * 60_000).toISOString() };
const summary = {
  company_points: 120,
  points: { completed: 0, in_prog: 0, lost: 0, to_expire: 0 },
  projects: { completed: 0, in_prog: 0, lost: 0 },
  scans: { current_year: 0, completed: 0 },
};

/** The server for the whole journey: config, login, verify, own user, the PATCHes and what home needs afterwards. */
function server(answer: LoginResponse = loginResponseFixture(), overrides: Record<string, StubHandler> = {}) {
  const self = selfUserFixture();
  return stubFetch({
    'GET /v1/config/public': () => ({ body: publicConfigFixture([settingsFixture(), settingsFixture({ region_id: 2 })]) }),
    'POST /v2/installer/login': () => ({ body: answer }),
    'POST /v2/installer/login/verify': () => ({ body: token }),
    'GET /v1/company/user/self': () => ({ body: self }),
    'PATCH /v1/installer/user/:uuid': () => ({ body: self }),
    'PATCH /v1/company/:id': () => ({ body: self }),
    'PATCH /v1/company/:uuid/companyType': () => ({ body: self }),
    'GET /v1/company/points/:uuid': () => ({ body: summary }),
    'GET /v1/notifications': () => ({ body: { data: [], meta: { current_page: 1, last_page: 1, per_page: 5, total: 0 }, unread: 0 } }),
    ...overrides,
  });
}

const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });
const storedToken = () => window.localStorage.getItem(storageKeys.token);

async function signInByEmail(user: ReturnType<typeof userEvent.setup>, email = 'anna@example.pl') {
  await user.click(await screen.findByRole('button', { name: 'With my email address' }));
  await stepHeading('Your sign-in details');
  await user.type(screen.getByLabelText(/Email address/), email);
  await user.click(screen.getByRole('button', { name: 'Send the code' }));
  await stepHeading('Enter the code');
}

async function enterCode(user: ReturnType<typeof userEvent.setup>, code = '12345') {
  await user.type(screen.getByLabelText(/^Code/), code);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('login: email and phone', () => {
  it('signs in by email with a code and lands home; the token is stored only at the end', async () => {
    const api = server();
    const user = userEvent.setup();
    const { router } = renderApp('/login');
    await signInByEmail(user);
    expect(api.callsTo('POST', '/v2/installer/login')[0]?.body).toEqual({ email: 'anna@example.pl' });
    expect(screen.getByText('anna@example.pl')).toBeTruthy();
    expect(screen.getByText(/We sent a 5-digit code to/)).toBeTruthy();
    expect(storedToken()).toBeNull();

    await enterCode(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Anna!' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(api.callsTo('POST', '/v2/installer/login/verify')[0]?.body).toEqual({ userId: 11, code: '12345' });
    // The own user was read with the fresh token before it was stored.
    expect(api.callsTo('GET', '/v1/company/user/self')[0]?.headers.authorization).toBe('Bearer session-token');
    expect(JSON.parse(storedToken() ?? '{}')).toMatchObject({ token: 'session-token', refresh_token: 'refresh' });
    expect(window.sessionStorage.getItem(storageKeys.loginDraft)).toBeNull();
    // Nothing to save for an account that has done every step.
    expect(api.calls.filter((c) => c.method === 'PATCH')).toEqual([]);
  });

  it('validates the email before asking for a code', async () => {
    const api = server();
    const user = userEvent.setup();
    renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'With my email address' }));
    await user.type(await screen.findByLabelText(/Email address/), 'anna@');
    await user.click(screen.getByRole('button', { name: 'Send the code' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeTruthy();
    expect(api.callsTo('POST', '/v2/installer/login')).toEqual([]);
  });

  it('signs in by phone: the region shows its calling code, the number is checked for it, and the region is remembered', async () => {
    const api = server(loginResponseFixture({}));
    const user = userEvent.setup();
    renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'With my phone number' }));
    await stepHeading('Your sign-in details');
    await user.click(screen.getByRole('combobox', { name: /Country/ }));
    await user.click(await screen.findByRole('option', { name: 'Česko (+420)', hidden: true }));
    expect(window.localStorage.getItem(storageKeys.region)).toBe('2');
    expect(screen.getByText('The mobile number your club account uses, without the country code +420.')).toBeTruthy();

    // Too short for a Czech number.
    await user.type(screen.getByLabelText(/Phone number/), '601 12');
    await user.click(screen.getByRole('button', { name: 'Send the code' }));
    expect(await screen.findByText('Enter a valid phone number for the selected country.')).toBeTruthy();
    expect(api.callsTo('POST', '/v2/installer/login')).toEqual([]);

    await user.clear(screen.getByLabelText(/Phone number/));
    await user.type(screen.getByLabelText(/Phone number/), '601 123 456');
    await user.click(screen.getByRole('button', { name: 'Send the code' }));
    await stepHeading('Enter the code');
    expect(api.callsTo('POST', '/v2/installer/login')[0]?.body).toEqual({ phone: '601 123 456', region: 2 });
  });

  it("says 'Installer not found.' for a 404 and the generic message for anything else", async () => {
    let status = 404;
    server(undefined, {
      'POST /v2/installer/login': () => ({
        status,
        body: status === 404 ? errorBody('Installer not found.', 'not_found') : errorBody('Boom', 'internal_error'),
      }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'With my email address' }));
    await user.type(await screen.findByLabelText(/Email address/), 'nobody@example.pl');
    await user.click(screen.getByRole('button', { name: 'Send the code' }));
    expect(await screen.findByText('Installer not found.')).toBeTruthy();
    status = 500;
    await user.click(screen.getByRole('button', { name: 'Send the code' }));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeTruthy();
    expect(screen.queryByText('Installer not found.')).toBeNull();
  });

  it('a wrong code (406) shows the invalid-code message and returns to the identifier step', async () => {
    server(undefined, {
      'POST /v2/installer/login/verify': () => ({ status: 406, body: errorBody('The code is invalid or has expired.', 'invalid_code') }),
    });
    const user = userEvent.setup();
    renderApp('/login');
    await signInByEmail(user);
    await enterCode(user, '99999');
    expect(await stepHeading('Your sign-in details')).toBeTruthy();
    expect(screen.getByText('The code is invalid or has expired. Please ask for a new one.')).toBeTruthy();
    expect((screen.getByLabelText(/Email address/) as HTMLInputElement).value).toBe('anna@example.pl');
    expect(storedToken()).toBeNull();
  });

  it('after a wrong code, the identifier step counts down to a new code and offers the code already sent', async () => {
    let tries = 0;
    const api = server(undefined, {
      'POST /v2/installer/login/verify': () =>
        ++tries === 1 ? { status: 406, body: errorBody('The code is invalid or has expired.', 'invalid_code') } : { body: token },
      'POST /v2/installer/login': () =>
        api.callsTo('POST', '/v2/installer/login').length > 1
          ? { status: 429, body: errorBody('A code was sent a moment ago.', 'rate_limited'), headers: { 'retry-after': '42' } }
          : { body: loginResponseFixture() },
    });
    const user = userEvent.setup();
    renderApp('/login');
    await signInByEmail(user);
    await enterCode(user, '99999');
    await stepHeading('Your sign-in details');
    expect(screen.getByText(/You can ask for a new code in (59|60) seconds\./)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send the code' }));
    expect(await screen.findByText('Too many attempts. Please try again in 42 seconds.')).toBeTruthy();
    expect(screen.getByText(/You can ask for a new code in 4[12] seconds\./)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'I already have a code' }));
    await stepHeading('Enter the code');
    expect(screen.getByText('anna@example.pl')).toBeTruthy();
    await enterCode(user, '12345');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Anna!' })).toBeTruthy();
    expect(api.callsTo('POST', '/v2/installer/login/verify').map((c) => c.body)).toEqual([
      { userId: 11, code: '99999' },
      { userId: 11, code: '12345' },
    ]);
  });

  it('the code must have 5 digits', async () => {
    const api = server();
    const user = userEvent.setup();
    renderApp('/login');
    await signInByEmail(user);
    await enterCode(user, '123');
    expect(await screen.findByText('The code has exactly 5 digits.')).toBeTruthy();
    expect(api.callsTo('POST', '/v2/installer/login/verify')).toEqual([]);
  });

  it('offers a new code only when the 60 s have passed, and asks the server again', async () => {
    const api = server();
    const draft = {
      step: 'code',
      method: 'email',
      email: 'anna@example.pl',
      phone: '',
      region: null,
      answer: loginResponseFixture(),
      answers: {},
    };
    window.sessionStorage.setItem(storageKeys.loginDraft, JSON.stringify({ ...draft, codeSentAt: Date.now() - 20_000 }));
    const user = userEvent.setup();
    const first = renderApp('/login');
    await stepHeading('Enter the code');
    expect(screen.getByText(/You can ask for a new code in 4\d seconds\./)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send a new code' })).toBeNull();
    first.unmount();

    window.sessionStorage.setItem(storageKeys.loginDraft, JSON.stringify({ ...draft, codeSentAt: Date.now() - 61_000 }));
    renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Send a new code' }));
    await waitFor(() => expect(api.callsTo('POST', '/v2/installer/login')).toHaveLength(1));
    expect(api.callsTo('POST', '/v2/installer/login')[0]?.body).toEqual({ email: 'anna@example.pl' });
    expect(await screen.findByText(/You can ask for a new code in/)).toBeTruthy();
  });

  it('after a reload past the code, starts again at the identifier with the email kept (the token was only in memory)', async () => {
    server();
    window.sessionStorage.setItem(
      storageKeys.loginDraft,
      JSON.stringify({
        step: 'consent',
        method: 'email',
        email: 'anna@example.pl',
        phone: '',
        region: null,
        answer: loginResponseFixture(),
        codeSentAt: Date.now(),
        answers: {},
      }),
    );
    renderApp('/login');
    await stepHeading('Your sign-in details');
    expect((screen.getByLabelText(/Email address/) as HTMLInputElement).value).toBe('anna@example.pl');
  });
});

describe('login: extra steps', () => {
  it('consent → registration number → company type → disclaimer → marketing, then saves everything before storing the token', async () => {
    const answer = loginResponseFixture({
      email_consent: false,
      phone_consent: false,
      options: { consentSeen: false, hasAgreedToTerms: false },
      company: {
        registration_number_missing: true,
        registration_number_seen: false,
        company_type_missing: true,
        company_type_seen: false,
        company_type: null,
      },
    });
    const tokenWhenSaving: (string | null)[] = [];
    const record: StubHandler = () => {
      tokenWhenSaving.push(storedToken());
      return { body: selfUserFixture() };
    };
    const api = server(answer, {
      'PATCH /v1/installer/user/:uuid': record,
      'PATCH /v1/company/:id': record,
      'PATCH /v1/company/:uuid/companyType': record,
    });
    const user = userEvent.setup();
    const { router } = renderApp('/login');
    await signInByEmail(user);
    await enterCode(user);

    await stepHeading('Your data in the club');
    // Until a company type is chosen and passed, the statements any of the region's types asks for are counted.
    expect(screen.getByText('Step 4 of 9')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('You must accept the terms.')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: /I agree that my data is processed/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await stepHeading('Company registration number');
    await user.type(screen.getByLabelText(/Company registration number/), '123');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('The registration number must have at least 6 characters.')).toBeTruthy();
    await user.type(screen.getByLabelText(/Company registration number/), '4567');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // Poland: a NIP or REGON, with its check digit.
    expect(await screen.findByText('This number is not valid for your country. Check it against the company register.')).toBeTruthy();
    await user.type(screen.getByLabelText(/Company registration number/), '854');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await stepHeading('Company type');
    await user.click(screen.getByRole('radio', { name: 'Sole' }));
    expect(screen.getByText('Step 6 of 9')).toBeTruthy();
    // The total does not change while the owner chooses; the chosen type decides it once the step is passed.
    await user.click(screen.getByRole('radio', { name: 'Roofing' }));
    expect(screen.getByText('Step 6 of 9')).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Roofing' }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await stepHeading('Disclaimer');
    expect(screen.getByText('Step 7 of 8')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'I have read and accept the disclaimer.' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await stepHeading('News and offers');
    await user.click(screen.getByRole('checkbox', { name: 'Yes, send me news and offers by email.' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await screen.findByRole('heading', { level: 1, name: 'Hello, Anna!' });
    expect(router.state.location.pathname).toBe('/');
    const patches = api.calls.filter((c) => c.method === 'PATCH');
    expect(patches.map((c) => [c.path, c.body, c.headers.authorization])).toEqual([
      [
        '/v1/installer/user/00000000-0000-4000-8000-000000000011',
        { options: { consentSeen: true }, email_consent: true, phone_consent: false },
        'Bearer session-token',
      ],
      ['/v1/company/21', { registration_number: '1234567854', registration_number_2: null }, 'Bearer session-token'],
      [
        '/v1/company/00000000-0000-4000-8000-000000000021/companyType',
        { company_type: 1, disclaimer_accepted: true },
        'Bearer session-token',
      ],
    ]);
    expect(tokenWhenSaving).toEqual([null, null, null]);
    expect(storedToken()).not.toBeNull();
  });

  it('a number the server rejects sends the owner back to the registration-number step with its message, and no session', async () => {
    const answer = loginResponseFixture({ company: { registration_number_seen: false } });
    server(answer, {
      'PATCH /v1/company/:id': () => ({
        status: 400,
        body: errorBody('The company registration number has already been taken.', 'validation_failed', {
          registration_number: ['The company registration number has already been taken.'],
        }),
      }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    renderApp('/login');
    await signInByEmail(user);
    await enterCode(user);
    await stepHeading('Company registration number');
    await user.type(screen.getByLabelText(/Company registration number/), '7777777777');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Company registration number');
    expect((await screen.findAllByText('The company registration number has already been taken.')).length).toBeGreaterThan(0);
    expect(storedToken()).toBeNull();
  });

  it("switches to the account's language for the extra steps as soon as the code is verified", async () => {
    const answer = loginResponseFixture({ options: { consentSeen: false, hasAgreedToTerms: false } });
    server(answer, { 'GET /v1/company/user/self': () => ({ body: selfUserFixture({ language: 'pl', languages_id: 2 }) }) });
    const user = userEvent.setup();
    renderApp('/login');
    await signInByEmail(user);
    await enterCode(user);
    expect(await stepHeading('Dane osobowe w klubie')).toBeTruthy();
    expect(document.documentElement.lang).toBe('pl');
    expect(window.localStorage.getItem(storageKeys.language)).toBe('pl');
  });

  it('declining the Czech terms deactivates the account (active 2) and starts /login again with a message', async () => {
    const answer = loginResponseFixture({ region: { id: 2, code: 'CZ' }, created_at: '2023-05-02T08:00:00Z' });
    const api = server(answer);
    const user = userEvent.setup();
    const { router } = renderApp('/login');
    await signInByEmail(user);
    await enterCode(user);
    await stepHeading('New club terms');
    await user.click(screen.getByRole('button', { name: 'I decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline the terms?' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline and close the account' }));
    await stepHeading('Your sign-in details');
    expect(screen.getByText(/You declined the club terms, so your account has been closed/)).toBeTruthy();
    expect(api.callsTo('PATCH', '/v1/company/21')[0]?.body).toEqual({ active: 2 });
    expect(router.state.location.pathname).toBe('/login');
    expect(storedToken()).toBeNull();
  });

  it('accepting the Czech terms saves hasAgreedToTerms', async () => {
    const api = server(loginResponseFixture({ region: { id: 2, code: 'CZ' } }));
    const user = userEvent.setup();
    renderApp('/login');
    await signInByEmail(user);
    await enterCode(user);
    await stepHeading('New club terms');
    await user.click(screen.getByRole('button', { name: 'I accept the terms' }));
    await screen.findByRole('heading', { level: 1, name: 'Hello, Anna!' });
    expect(api.callsTo('PATCH', '/v1/installer/user/00000000-0000-4000-8000-000000000011')[0]?.body).toEqual({
      options: { hasAgreedToTerms: true },
    });
  });

  it('the survey caps multi-select answers and checks number answers, then saves surveyResponse', async () => {
    const settings = settingsFixture({
      surveys: {
        standard: {
          questions: [
            { id: 1, type: 'number', required: true, label: { en: 'Windows fitted last year' }, answers: [] },
            {
              id: 2,
              type: 'multi',
              required: true,
              max_select: 3,
              label: { en: 'Your work' },
              answers: ['A', 'B', 'C', 'D', 'E'].map((l, i) => ({ id: i + 1, label: { en: l } })),
            },
          ],
        },
        decor: { questions: [] },
      },
    });
    const api = stubFetch({
      'GET /v1/config/public': () => ({ body: publicConfigFixture([settings]) }),
      'POST /v2/installer/login': () => ({ body: loginResponseFixture({ has_survey: false }) }),
      'POST /v2/installer/login/verify': () => ({ body: token }),
      'GET /v1/company/user/self': () => ({ body: selfUserFixture() }),
      'PATCH /v1/company/:id': () => ({ body: selfUserFixture() }),
      'GET /v1/company/points/:uuid': () => ({ body: summary }),
    });
    const user = userEvent.setup();
    renderApp('/login');
    await signInByEmail(user);
    await enterCode(user);
    await stepHeading('A few questions about your company');
    await user.type(screen.getByLabelText(/Windows fitted last year/), '1000000');
    for (const l of ['A', 'B', 'C']) await user.click(screen.getByRole('checkbox', { name: l }));
    expect((screen.getByRole('checkbox', { name: 'D' }) as HTMLInputElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByText('Enter a number from 1 to 999999.')).toBeTruthy();
    await user.clear(screen.getByLabelText(/Windows fitted last year/));
    await user.type(screen.getByLabelText(/Windows fitted last year/), '120');
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(storedToken()).not.toBeNull());
    expect(api.callsTo('PATCH', '/v1/company/21')[0]?.body).toEqual({
      surveyResponse: [
        { question_id: 1, value: 120 },
        { question_id: 2, answer_ids: [1, 2, 3] },
      ],
    });
  });
});

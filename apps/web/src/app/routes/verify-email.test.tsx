// /verify-email (issue 15, spec working areas §2 Verify email, §5, §8): the home warning leads here; the code is
// required (and 5 digits); a wrong code shows the verification error; the right one marks the email verified, and the
// home warning is gone.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SelfUser } from '@club/contract/company';
import { renderApp } from '../../test/render';
import { publicConfigFixture, selfUserFixture, signIn } from '../../test/fixtures';
import { errorBody, stubFetch } from '../../test/stub-fetch';

afterEach(() => {
  vi.unstubAllGlobals();
});

function server(user: SelfUser) {
  let current = user;
  return stubFetch({
    'GET /v1/config/public': () => ({ body: publicConfigFixture() }),
    'GET /v1/company/user/self': () => ({ body: current }),
    'GET /v1/company/points/:uuid': () => ({
      body: {
        company_points: 35,
        points: { completed: 35, in_prog: 0, lost: 0, to_expire: 0 },
        projects: { completed: 0, in_prog: 0, lost: 0 },
        scans: { current_year: 0, completed: 0 },
      },
    }),
    'GET /v1/notifications': () => ({ body: { data: [], meta: { current_page: 1, last_page: 1, per_page: 5, total: 0 }, unread: 0 } }),
    'POST /v2/company/verification': () => ({ body: { to: 'a***@example.pl', resend_after: 60 } }),
    'PATCH /v2/company/verification': (req) => {
      if ((req.body as { code: string }).code !== '12345')
        return { status: 400, body: errorBody('The code is not valid.', 'invalid_code') };
      current = { ...current, verified_email_at: '2026-03-02T10:00:00.000Z' };
      return { body: current };
    },
  });
}

const unverified = selfUserFixture({ verified_email_at: null, email: 'anna@example.pl' });

describe('/verify-email', () => {
  it('from the home warning: a code is required, a wrong one is refused, the right one verifies and the warning goes', async () => {
    signIn();
    const api = server(unverified);
    const user = userEvent.setup();
    const { router } = renderApp('/');
    const warning = await screen.findByTestId('verify-email-warning', {}, { timeout: 15_000 });
    expect(warning.textContent).toContain('Verify anna@example.pl to receive order confirmations and club news.');
    await user.click(screen.getByRole('link', { name: 'Verify email' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-email'));
    expect(
      await screen.findByText('We send a 5-digit code to anna@example.pl. Enter it here to confirm the address is yours.'),
    ).toBeTruthy();

    // Sending the code.
    await user.click(screen.getByRole('button', { name: 'Send the code' }));
    expect(await screen.findByText('The code was sent to a***@example.pl. It works for 10 minutes.')).toBeTruthy();
    expect(api.callsTo('POST', '/v2/company/verification')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeTruthy();

    // Required, then its form.
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    // The form's rules load on its first use (decision 0100): the message comes a moment after the click.
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /^Code from the email/ }), '12a');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The code has exactly 5 digits.')).toBeTruthy();
    expect(api.callsTo('PATCH', '/v2/company/verification')).toHaveLength(0);

    // A wrong code.
    await user.clear(screen.getByRole('textbox', { name: /^Code from the email/ }));
    await user.type(screen.getByRole('textbox', { name: /^Code from the email/ }), '54321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The code is wrong or has expired. Check it or ask for a new one.');

    // The right one.
    await user.clear(screen.getByRole('textbox', { name: /^Code from the email/ }));
    await user.type(screen.getByRole('textbox', { name: /^Code from the email/ }), '12345');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Your email address anna@example.pl is verified. Thank you!')).toBeTruthy();
    expect(api.callsTo('PATCH', '/v2/company/verification').at(-1)?.body).toEqual({ code: '12345' });
    expect(screen.queryByRole('textbox', { name: /^Code from the email/ })).toBeNull();

    // Home again: no warning (the own user the server answered replaced the cached one).
    await act(async () => {
      await router.navigate('/');
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Anna!' })).toBeTruthy();
    expect(screen.queryByTestId('verify-email-warning')).toBeNull();
  });

  it('a verified address just says so, with no form', async () => {
    signIn();
    server(selfUserFixture({ verified_email_at: '2026-01-01T00:00:00.000Z', email: 'anna@example.pl' }));
    renderApp('/verify-email');
    expect(await screen.findByText('Your email address anna@example.pl is verified. Thank you!', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Verify' })).toBeNull();
  });
});

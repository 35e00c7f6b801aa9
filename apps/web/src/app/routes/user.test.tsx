import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SelfUser } from '@club/contract/company';
import { renderApp } from '../../test/render';
import { publicConfigFixture, selfUserFixture, signIn } from '../../test/fixtures';
import { errorBody, stubFetch } from '../../test/stub-fetch';

afterEach(() => {
  vi.unstubAllGlobals();
});

function server(options: { consentFails?: boolean } = {}) {
  let me: SelfUser = selfUserFixture({ email_consent: false, phone: '+48600700800' });
  return stubFetch({
    'GET /v1/config/public': () => ({ body: publicConfigFixture() }),
    'GET /v1/company/user/self': () => ({ body: me }),
    'GET /v1/notifications': () => ({ body: { data: [], meta: { current_page: 1, last_page: 1, per_page: 5, total: 0 }, unread: 0 } }),
    'PATCH /v1/installer/user/:uuid': (req) => {
      if (options.consentFails) return { status: 500, body: errorBody('Internal error', 'internal_error') };
      me = { ...me, ...(req.body as Partial<SelfUser>) };
      return { body: me };
    },
    'PATCH /v1/company/user/:id': (req) => {
      me = { ...me, ...(req.body as Partial<SelfUser>) };
      return { body: me };
    },
    'PATCH /v1/company/:id': (req) => {
      me = { ...me, company: { ...me.company, ...(req.body as Partial<SelfUser['company']>) } };
      return { body: me };
    },
  });
}

describe('/user', () => {
  it('a consent toggle is saved at once; when saving fails it goes back and says so', async () => {
    signIn();
    server({ consentFails: true });
    const user = userEvent.setup();
    renderApp('/user');
    const toggle = await screen.findByRole('switch', { name: 'News and offers by email' });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    await user.click(toggle);
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('switch', { name: 'News and offers by email' }) as HTMLInputElement).checked).toBe(false));
  });

  it('a saved toggle stays on and sends only that consent', async () => {
    signIn();
    const api = server();
    const user = userEvent.setup();
    renderApp('/user');
    await user.click(await screen.findByRole('switch', { name: 'News and offers by text message' }));
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'PATCH')).toHaveLength(1));
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ phone_consent: true });
    expect((screen.getByRole('switch', { name: 'News and offers by text message' }) as HTMLInputElement).checked).toBe(true);
  });

  it('the profile form sends only the changed fields, the phone in international form', async () => {
    signIn();
    const api = server();
    const user = userEvent.setup();
    renderApp('/user');
    await user.click(await screen.findByRole('button', { name: 'Edit personal details' }));
    await user.clear(screen.getByLabelText('Surname', { exact: false }));
    await user.type(screen.getByLabelText('Surname', { exact: false }), 'Nowacka');
    await user.clear(screen.getByLabelText('Phone'));
    await user.type(screen.getByLabelText('Phone'), '600 111 222');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'PATCH')).toHaveLength(1));
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ surname: 'Nowacka', phone: '+48600111222' });
  });

  it('the company form refuses an emptied name with its own message and sends nothing', async () => {
    signIn();
    const api = server();
    const user = userEvent.setup();
    renderApp('/user');
    await user.click(await screen.findByRole('button', { name: 'Edit company details' }));
    await user.clear(screen.getByLabelText('Company name', { exact: false }));
    await user.clear(screen.getByLabelText('Postal code', { exact: false }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter the company name.')).toBeTruthy();
    expect(screen.getByText("Enter the company's postal code.")).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
  });
});

// The console's integration pages acting as an admin against a stubbed API: a key is created and shown once with a
// warning, a 400 shows every problem in the console's words, revoking asks first; a failed delivery has "Redeliver".
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiKey, WebhookDelivery, WebhookEndpoint } from '@club/contract/staff-integration';
import { stubFetch } from '../../test/stub-fetch';
import { AdminI18n } from '../i18n';
import { ApiKeysPage } from './integration-keys';
import { DeliveriesPage } from './integration-deliveries';
import { WebhooksPage } from './integration-webhooks';

// The setup's matchMedia matches nothing; the data table asks for its columns' media queries (none here: '') and
// would hide every column.
beforeEach(() => {
  const base = window.matchMedia;
  vi.stubGlobal('matchMedia', (query: string) => ({ ...base(query), matches: query.trim() === '' }));
});

function renderAt(path: string, language: 'en' | 'pl' = 'en') {
  localStorage.setItem('club.staff.language', language);
  const router = createMemoryRouter(
    [
      { path: '/integration/keys', Component: ApiKeysPage },
      { path: '/integration/webhooks', Component: WebhooksPage },
      { path: '/integration/webhooks/:uuid', Component: DeliveriesPage },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <AdminI18n>
          <RouterProvider router={router} />
        </AdminI18n>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const key = (over: Partial<ApiKey> = {}): ApiKey => ({
  id: '11111111-1111-4111-8111-111111111111',
  name: 'ERP production',
  scopes: ['product-units:write'],
  prefix: 'ick_AbCdEf',
  created_at: '2026-11-01T10:00:00.000Z',
  last_used_at: null,
  revoked_at: null,
  ...over,
});

describe('API keys page', () => {
  it('creates a key and shows it once with a warning and a copy button', async () => {
    const keys: ApiKey[] = [key()];
    const api = stubFetch({
      'GET /admin/api/integration/keys': () => ({ body: { data: keys } }),
      'POST /admin/api/integration/keys': (req) => {
        const created = key({ id: '22222222-2222-4222-8222-222222222222', name: 'CRM', scopes: ['companies:read'], prefix: 'ick_ZyXwVu' });
        keys.unshift(created);
        expect(req.body).toEqual({ name: 'CRM', scopes: ['companies:read'] });
        return { status: 201, body: { key: 'ick_ZyXwVu-the-whole-secret-key', api_key: created } };
      },
    });
    const user = userEvent.setup();
    renderAt('/integration/keys');
    expect(await screen.findByRole('cell', { name: 'ERP production' })).toBeTruthy();
    expect(screen.getByText('Never')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Create key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create key' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'CRM');
    await user.click(within(dialog).getByRole('checkbox', { name: /companies:read/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create the key' }));

    const shown = await screen.findByRole('dialog', { name: 'Your new API key' });
    expect(within(shown).getByText('ick_ZyXwVu-the-whole-secret-key')).toBeTruthy();
    expect(within(shown).getByText(/It is shown only this once/)).toBeTruthy();
    expect(within(shown).getByRole('button', { name: 'Copy' })).toBeTruthy();
    await user.click(within(shown).getByRole('button', { name: 'I have stored it' }));
    await waitFor(() => expect(screen.queryByText('ick_ZyXwVu-the-whole-secret-key')).toBeNull());
    expect(await screen.findByRole('cell', { name: 'CRM' })).toBeTruthy();
    expect(api.callsTo('POST', '/admin/api/integration/keys')).toHaveLength(1);
  });

  it('lists every problem of a 400 in Polish', async () => {
    stubFetch({
      'GET /admin/api/integration/keys': () => ({ body: { data: [] } }),
      'POST /admin/api/integration/keys': () => ({
        status: 400,
        body: {
          message: 'The given data was invalid.',
          code: 'validation_failed',
          errors: ['name: validation.invalid', 'scopes: validation.invalid (product-units:write, companies:read)'],
        },
      }),
    });
    const user = userEvent.setup();
    renderAt('/integration/keys', 'pl');
    expect(await screen.findByText('Nie ma jeszcze kluczy API.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Utwórz klucz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Utwórz klucz' });
    await user.click(within(dialog).getByRole('button', { name: 'Utwórz klucz teraz' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Nadaj kluczowi nazwę (najwyżej 100 znaków).');
    expect(alert.textContent).toContain('Wybierz co najmniej jedno uprawnienie.');
  });

  it('revokes only after a confirmation', async () => {
    const keys: ApiKey[] = [key()];
    const api = stubFetch({
      'GET /admin/api/integration/keys': () => ({ body: { data: keys } }),
      'POST /admin/api/integration/keys/:id/revoke': (req) => {
        keys[0] = key({ revoked_at: '2026-11-02T10:00:00.000Z' });
        expect(req.params.id).toBe(key().id);
        return { body: keys[0] };
      },
    });
    const user = userEvent.setup();
    renderAt('/integration/keys');
    await user.click(await screen.findByRole('button', { name: 'Revoke ERP production' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this API key?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('POST', `/admin/api/integration/keys/${key().id}/revoke`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Revoke ERP production' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Revoke this API key?' })).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText(/^Revoked /)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Revoke ERP production' })).toBeNull();
    expect(api.callsTo('POST', `/admin/api/integration/keys/${key().id}/revoke`)).toHaveLength(1);
  });
});

const endpoint: WebhookEndpoint = {
  id: '33333333-3333-4333-8333-333333333333',
  url: 'https://crm.example.com/hooks',
  events: ['order.placed'],
  active: true,
  created_at: '2026-11-01T10:00:00.000Z',
  deliveries: { pending: 0, delivered: 1, failed: 1 },
};

const delivery = (over: Partial<WebhookDelivery>): WebhookDelivery => ({
  id: 1,
  status: 'delivered',
  attempts: 1,
  event_id: '44444444-4444-4444-8444-444444444444',
  event_type: 'order.placed',
  created_at: '2026-11-01T10:00:00.000Z',
  last_attempt_at: '2026-11-01T10:00:01.000Z',
  last_status: 200,
  last_error: null,
  next_attempt_at: null,
  delivered_at: '2026-11-01T10:00:01.000Z',
  ...over,
});

describe('webhooks pages', () => {
  it('register: the URL problem of the SSRF rule is shown; then the secret once', async () => {
    let calls = 0;
    stubFetch({
      'GET /admin/api/integration/webhooks': () => ({ body: { data: [] } }),
      'POST /admin/api/integration/webhooks': () =>
        ++calls === 1
          ? {
              status: 400,
              body: {
                message: 'The given data was invalid.',
                code: 'validation_failed',
                errors: ['url: private and loopback addresses are not allowed', 'events: validation.invalid (order.placed)'],
              },
            }
          : { status: 201, body: { secret: 'whsec_shown-once', endpoint } },
    });
    const user = userEvent.setup();
    renderAt('/integration/webhooks');
    await user.click(await screen.findByRole('button', { name: 'Register endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register endpoint' });
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Private and loopback addresses are not allowed.');
    expect(alert.textContent).toContain('Choose at least one event.');
    await user.click(within(dialog).getByRole('checkbox', { name: /order\.placed/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    const shown = await screen.findByRole('dialog', { name: 'Endpoint registered' });
    expect(within(shown).getByText('whsec_shown-once')).toBeTruthy();
  });

  it('deliveries: a failed one has Redeliver, which sends it and shows the outcome', async () => {
    let redelivered = false;
    const api = stubFetch({
      'GET /admin/api/integration/webhooks/:uuid/deliveries': () => ({
        body: {
          endpoint,
          data: [
            delivery({
              id: 2,
              status: redelivered ? 'delivered' : 'failed',
              attempts: redelivered ? 31 : 30,
              last_status: redelivered ? 200 : 500,
              last_error: redelivered ? null : 'HTTP 500',
            }),
            delivery({ id: 1 }),
          ],
        },
      }),
      'POST /admin/api/integration/deliveries/:id/redeliver': (req) => {
        redelivered = true;
        expect(req.params.id).toBe('2');
        return { body: delivery({ id: 2, attempts: 31 }) };
      },
    });
    const user = userEvent.setup();
    renderAt(`/integration/webhooks/${endpoint.id}`);
    expect(await screen.findByText('HTTP 500')).toBeTruthy();
    const buttons = screen.getAllByRole('button', { name: /^Redeliver/ });
    expect(buttons).toHaveLength(1);
    await user.click(buttons[0] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Redeliver/ })).toBeNull());
    expect(screen.getAllByText('Delivered').length).toBeGreaterThanOrEqual(2);
    expect(api.callsTo('POST', '/admin/api/integration/deliveries/2/redeliver')).toHaveLength(1);
  });
});

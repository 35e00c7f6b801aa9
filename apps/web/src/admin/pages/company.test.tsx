// The company view as support and admins use it: the company's balance and latest points history, its projects,
// orders and team in tabs; an admin deactivates it after confirming; an unknown company says so.
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { StaffCompanyDetail, StaffUser } from '@club/contract/staff';
import { stubFetch } from '../../test/stub-fetch';
import { AdminI18n } from '../i18n';
import { CompanyPage } from './company';

const uuid = '11111111-1111-4111-8111-111111111111';
const detail: StaffCompanyDetail = {
  company: {
    uuid,
    name: 'Dachy Lis',
    region_id: 1,
    active: 1,
    registration_number: '5260001234',
    address: 'ul. Prosta 1',
    postal_code: '00-001',
    city: 'Kraków',
    company_type: 1,
    created_at: '2025-03-01T10:00:00Z',
  },
  balance: 350,
  users: [
    {
      uuid: '22222222-2222-4222-8222-222222222222',
      name: 'Jan Lis',
      email: 'jan@lis.example',
      phone: null,
      role: 3,
      active: 1,
      last_active_at: null,
    },
    {
      uuid: '33333333-3333-4333-8333-333333333333',
      name: 'Ewa Lis',
      email: null,
      phone: '+48600100200',
      role: 4,
      active: 0,
      last_active_at: null,
    },
  ],
  points: {
    data: [
      {
        uuid: '44444444-4444-4444-8444-444444444444',
        event: 'Order reservation',
        variation: 'reserved',
        points: 150,
        created_at: '2025-06-02T10:00:00Z',
        options: { order: { order_number: 'PL-000042' }, project: null },
      },
      {
        uuid: '55555555-5555-4555-8555-555555555555',
        event: 'Welcome points',
        variation: 'positive',
        points: 500,
        created_at: '2025-06-01T10:00:00Z',
        options: { order: null, project: null },
      },
    ],
    total: 2,
  },
  projects: {
    data: [
      {
        uuid: '66666666-6666-4666-8666-666666666666',
        name: 'Roof Lipowa',
        address: 'Lipowa 4, 00-950 Warszawa',
        status: 5,
        scans: 3,
        credited_points: 0,
        created_at: '2025-05-01T10:00:00Z',
        closed_at: null,
      },
    ],
    total: 1,
  },
  orders: {
    data: [
      {
        uuid: '77777777-7777-4777-8777-777777777777',
        number: 'PL-000042',
        status: 1,
        type: 'cart',
        vendor: 'COMPACT',
        region_id: 1,
        points: 150,
        company: { uuid, name: 'Dachy Lis' },
        customer: {},
        items: [{ name: 'Drill', variant: null, quantity: 1, points: 150 }],
        data: null,
        note: null,
        created_at: '2025-06-02T10:00:00Z',
        updated_at: '2025-06-02T10:00:00Z',
      },
    ],
    total: 1,
  },
};
const admin: StaffUser = {
  uuid: '88888888-8888-4888-8888-888888888888',
  email: 'boss@club.example',
  name: 'Boss',
  roles: ['admin'],
  active: true,
  created_at: '2025-01-01T00:00:00Z',
  last_login_at: null,
};

function renderPage(id = uuid) {
  localStorage.setItem('club.staff.language', 'en');
  sessionStorage.setItem('club.staff.session', JSON.stringify({ token: 't', expires_at: new Date(Date.now() + 3600_000).toISOString() }));
  const router = createMemoryRouter([{ path: '/companies/:uuid', Component: CompanyPage }], { initialEntries: [`/companies/${id}`] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider>
      <Notifications />
      <QueryClientProvider client={client}>
        <AdminI18n>
          <RouterProvider router={router} />
        </AdminI18n>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('company view', () => {
  it('shows the balance and history, then projects, orders and team by tab; asks the language of the history', async () => {
    const api = stubFetch({
      'GET /admin/api/me': () => ({ body: { ...admin, roles: ['support'] } }),
      [`GET /admin/api/companies/${uuid}`]: () => ({ body: detail }),
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Dachy Lis' })).toBeDefined();
    expect(api.callsTo('GET', `/admin/api/companies/${uuid}`)[0]?.query.get('language')).toBe('en');
    expect(screen.getByText('350')).toBeDefined();
    expect(screen.getByText('Order reservation · PL-000042')).toBeDefined();
    expect(screen.getByText('reserved')).toBeDefined();
    // Support may look but not deactivate.
    expect(screen.queryByRole('button', { name: /Deactivate company/ })).toBeNull();

    await userEvent.click(screen.getByRole('tab', { name: 'Projects (1)' }));
    const project = screen.getByRole('row', { name: /Roof Lipowa/ });
    expect(within(project).getByText('In review')).toBeDefined();
    expect(within(project).getByRole('link', { name: 'Roof Lipowa' }).getAttribute('href')).toBe(
      `/review/${detail.projects.data[0]?.uuid}`,
    );

    await userEvent.click(screen.getByRole('tab', { name: 'Orders (1)' }));
    expect(within(screen.getByRole('row', { name: /PL-000042/ })).getByText('Placed')).toBeDefined();

    await userEvent.click(screen.getByRole('tab', { name: 'Team (2)' }));
    expect(within(screen.getByRole('row', { name: /Ewa Lis/ })).getByText('Inactive')).toBeDefined();
    expect(screen.getByRole('row', { name: /Jan Lis/ }).textContent).toContain('Company owner');
  });

  it('an admin deactivates the company after confirming', async () => {
    const api = stubFetch({
      'GET /admin/api/me': () => ({ body: admin }),
      [`GET /admin/api/companies/${uuid}`]: () => ({ body: detail }),
      [`POST /admin/api/companies/${uuid}/active`]: () => ({ status: 204 }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate company: Dachy Lis' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Dachy Lis?' });
    expect(api.callsTo('POST', `/admin/api/companies/${uuid}/active`)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate company' }));
    await screen.findByText('Dachy Lis was deactivated; its users were signed out.');
    expect(api.callsTo('POST', `/admin/api/companies/${uuid}/active`).map((c) => c.body)).toEqual([{ active: false }]);
  });

  it('an unknown company says so', async () => {
    stubFetch({ 'GET /admin/api/me': () => ({ body: admin }) });
    renderPage('99999999-9999-4999-8999-999999999999');
    const text = await screen.findByText(/There is no company with this address/);
    expect(text.closest('[role="alert"]')).not.toBeNull();
    expect(screen.queryByRole('tab')).toBeNull();
  });
});

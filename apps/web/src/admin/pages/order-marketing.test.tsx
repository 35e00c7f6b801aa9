// A marketing order's configured data in the console: the fields in the configurator's order with their labels, the
// services, and the proof downloaded from the staff-only route with the staff token; a refusal is shown.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffOrder } from '@club/contract/staff';
import { session } from '../api';
import en from '../locales/en.json';
import { MarketingDataButton } from './order-marketing';

const proof = { path: '/files/11111111-2222-4333-8444-555555555555.pdf', originalName: 'proof-flyer.pdf' };
const order: StaffOrder = {
  uuid: '99999999-8888-4777-8666-555555555555',
  number: 'PL-000042',
  status: 1,
  type: 'marketing',
  vendor: 'MARKETING',
  region_id: 1,
  points: 80,
  company: { uuid: '00000000-0000-4000-8000-000000000001', name: 'Dachy Żuraw' },
  customer: {},
  items: [{ name: 'Ulotki', variant: null, quantity: 1, points: 80 }],
  // As jsonb gives it back: keys by length, not in the configurator's order.
  data: {
    subtype: 'flyer-services',
    fields: { phone: '+48 512 345 678', name: 'Jan', companyName: 'Dachy Żuraw', surname: 'Kowalski' },
    services: ['installation', 'advice'],
    logo: null,
    proof,
    quantity: 2,
  },
  note: null,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
};

function renderButton(o: StaffOrder = order) {
  return render(
    <MantineProvider>
      <IntlProvider locale="en" messages={en}>
        <MarketingDataButton order={o} />
      </IntlProvider>
    </MantineProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('a marketing order’s configured data', () => {
  it('lists the fields in the configurator’s order and downloads the proof with the staff token', async () => {
    const user = userEvent.setup();
    session.set({ token: 'staff-token', expires_at: new Date(Date.now() + 3_600_000).toISOString() });
    const fetch = vi.fn(async () => new Response('%PDF-1.7', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:proof'), revokeObjectURL: vi.fn() }));
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
    renderButton();
    await user.click(screen.getByRole('button', { name: 'Configured data of order PL-000042' }));
    const dialog = await screen.findByRole('dialog', { name: 'Configured data of order PL-000042' });
    expect(
      within(dialog)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['Material', 'First name', 'Surname', 'Company name', 'Phone', 'Quantity']);
    expect(within(dialog).getByText('Flyer with services')).toBeTruthy();
    expect(within(dialog).getByText('Expert advice')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Download the logo' })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Download the proof (PDF)' }));
    await vi.waitFor(() => expect(saved).toEqual(['proof-flyer.pdf blob:proof']));
    expect(fetch).toHaveBeenCalledWith(`/admin/api/orders/${order.uuid}/files/11111111-2222-4333-8444-555555555555.pdf`, {
      headers: { authorization: 'Bearer staff-token' },
    });
  });

  it('shows a refusal, and nothing for an order without configured data', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 403 })),
    );
    const { unmount } = renderButton();
    await user.click(screen.getByRole('button', { name: 'Configured data of order PL-000042' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Download the proof (PDF)' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Your staff role does not allow this.');
    unmount();
    renderButton({ ...order, type: 'cart', data: null });
    expect(screen.queryByRole('button')).toBeNull();
  });
});

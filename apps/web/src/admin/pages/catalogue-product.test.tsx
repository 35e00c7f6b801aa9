// The product editor as a content editor uses it: the product's values load into the form, a save sends the edited
// price, and the server's per-field problems show at the field and in the list above the button.
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { StaffProduct } from '@club/contract/staff-catalogue';
import { errorBody, stubFetch } from '../../test/stub-fetch';
import { AdminI18n } from '../i18n';
import { CatalogueProductPage } from './catalogue-product';

// jsdom has no FontFaceSet; Mantine's autosizing Textarea listens to it.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', { configurable: true, value: { addEventListener() {}, removeEventListener() {} } });

const uuid = '11111111-1111-4111-8111-111111111111';
const variantUuid = '22222222-2222-4222-8222-222222222222';
const product: StaffProduct = {
  uuid,
  name: 'Laser level',
  type: 'product',
  vendor: 'COMPACT',
  description: 'Green beam.',
  sku: 'PL-LASER',
  images: { list: [], thumbnail: null },
  prices: { min: 140, max: 140 },
  stock: 8,
  active: true,
  is_visible: true,
  region_id: 1,
  categories: [],
  variants: [{ uuid: variantUuid, guid: 'g', stock: 8, price: 140, sku: 'PL-LASER', title: 'Laser level', attrs: [] }],
  settings: {},
};

/** The texts an input points at with aria-describedby (Mantine's field error). */
const describedBy = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
    .join(' ');

function renderPage() {
  localStorage.setItem('club.staff.language', 'en');
  sessionStorage.setItem('club.staff.session', JSON.stringify({ token: 't', expires_at: new Date(Date.now() + 3600_000).toISOString() }));
  const router = createMemoryRouter([{ path: '/catalogue/:uuid', Component: CatalogueProductPage }], {
    initialEntries: [`/catalogue/${uuid}`],
  });
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

describe('product editor', () => {
  it('saves the edited price', async () => {
    const api = stubFetch({
      [`GET /admin/api/catalogue/products/${uuid}`]: () => ({ body: product }),
      [`PATCH /admin/api/catalogue/products/${uuid}`]: (req) => ({ body: { ...product, ...(req.body as object) } }),
    });
    renderPage();
    const price = await screen.findByRole('textbox', { name: 'Price (points): Laser level' });
    expect((price as HTMLInputElement).value).toBe('140');
    await userEvent.clear(price);
    await userEvent.type(price, '145');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Saved. Members see the change now.');
    const [sent] = api.callsTo('PATCH', `/admin/api/catalogue/products/${uuid}`);
    expect(sent?.body).toMatchObject({ name: 'Laser level', active: true, variants: [{ uuid: variantUuid, price: 145, stock: 8 }] });
  });

  it('shows every problem the server lists, at its field', async () => {
    stubFetch({
      [`GET /admin/api/catalogue/products/${uuid}`]: () => ({ body: product }),
      [`PATCH /admin/api/catalogue/products/${uuid}`]: () => ({
        status: 400,
        body: errorBody('The given data was invalid.', 'validation_failed', {
          name: ['validation.required'],
          'variants.0.price': ['validation.min'],
        }),
      }),
    });
    renderPage();
    await userEvent.clear(await screen.findByRole('textbox', { name: /^Name/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('name: Required.');
    expect(alert.textContent).toContain('variants.0.price: Must not be below 0.');
    expect(describedBy(screen.getByRole('textbox', { name: /^Name/ }))).toContain('Required.');
    expect(describedBy(screen.getByRole('textbox', { name: 'Price (points): Laser level' }))).toContain('Must not be below 0.');
  });
});

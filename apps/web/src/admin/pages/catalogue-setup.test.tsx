// Decision 0115's console forms as a content editor or admin uses them: a new product (its choices sent, then its
// editor opened), a variant added on the editor, a category created and deactivated, a vendor's minimum saved, and
// tier brackets edited (a gap refused before sending, a valid list saved). The server's per-field problems show at
// their fields and in the list.
import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Config } from '@club/contract/config';
import type { StaffCategory, StaffProduct, VendorMinimums } from '@club/contract/staff-catalogue';
import { errorBody, stubFetch } from '../../test/stub-fetch';
import { AdminI18n } from '../i18n';
import { CatalogueNewPage } from './catalogue-new';
import { CatalogueProductPage } from './catalogue-product';
import { CategoriesPage } from './catalogue-categories';
import { RegionsPage } from './regions';

// jsdom has no FontFaceSet; Mantine's autosizing Textarea listens to it.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', { configurable: true, value: { addEventListener() {}, removeEventListener() {} } });

const uuid = '11111111-1111-4111-8111-111111111111';
const product: StaffProduct = {
  uuid,
  name: 'Poziomica',
  type: 'product',
  vendor: 'COMPACT',
  description: '',
  sku: 'PL-LEVEL',
  images: { list: [], thumbnail: null },
  prices: { min: 0, max: 0 },
  stock: 0,
  active: true,
  is_visible: true,
  region_id: 1,
  categories: [],
  variants: [],
  settings: {},
};
const category = (over: Partial<StaffCategory>): StaffCategory => ({
  id: 7,
  name: 'Narzędzia',
  slug: 'narzedzia',
  type: 'product',
  region_id: 1,
  position: 0,
  active: true,
  products: 2,
  ...over,
});

const describedBy = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
    .join(' ');

function renderAt(path: string, routes: RouteObject[], roles = ['content']) {
  localStorage.setItem('club.staff.language', 'en');
  sessionStorage.setItem('club.staff.session', JSON.stringify({ token: 't', expires_at: new Date(Date.now() + 3600_000).toISOString() }));
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['me'], { uuid, email: 'c@club.example', name: 'C', roles, active: true });
  const wrap = (node: ReactNode) => (
    <MantineProvider>
      <Notifications />
      <QueryClientProvider client={client}>
        <AdminI18n>{node}</AdminI18n>
      </QueryClientProvider>
    </MantineProvider>
  );
  render(wrap(<RouterProvider router={router} />));
  return router;
}

describe('new product', () => {
  it('sends the region, type, vendor, category, texts and flags, then opens the product’s editor', async () => {
    const api = stubFetch({
      'GET /admin/api/catalogue/categories': () => ({
        body: {
          data: [category({}), category({ id: 8, name: 'Bony', type: 'voucher' }), category({ id: 9, name: 'Stare', active: false })],
        },
      }),
      'POST /admin/api/catalogue/products': () => ({ status: 201, body: product }),
      [`GET /admin/api/catalogue/products/${uuid}`]: () => ({ body: product }),
    });
    const user = userEvent.setup();
    const router = renderAt('/catalogue/new', [
      { path: '/catalogue/new', Component: CatalogueNewPage },
      { path: '/catalogue/:uuid', Component: CatalogueProductPage },
    ]);
    await user.click(await screen.findByRole('combobox', { name: /^Region/ }));
    await user.click(await screen.findByRole('option', { name: 'PL', hidden: true }));
    // The texts are asked for in the region's language.
    const name = await screen.findByRole('textbox', { name: /^Name \(in Polski\)/ });
    await user.click(screen.getByRole('combobox', { name: /^Categories/ }));
    // Only the region's active categories of the chosen type are offered.
    expect(screen.queryByRole('option', { name: 'Bony', hidden: true })).toBeNull();
    expect(screen.queryByRole('option', { name: 'Stare', hidden: true })).toBeNull();
    await user.click(await screen.findByRole('option', { name: 'Narzędzia', hidden: true }));
    await user.type(name, 'Poziomica');
    await user.type(screen.getByRole('textbox', { name: /^SKU/ }), 'PL-LEVEL');
    await user.click(screen.getByRole('switch', { name: 'Visible in the shop list' }));
    await user.click(screen.getByRole('button', { name: 'Create the product' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/catalogue/${uuid}`));
    expect(api.callsTo('POST', '/admin/api/catalogue/products')[0]?.body).toEqual({
      region_id: 1,
      type: 'product',
      vendor: 'COMPACT',
      name: 'Poziomica',
      description: '',
      sku: 'PL-LEVEL',
      active: true,
      is_visible: false,
      category_ids: [7],
    });
    expect(await screen.findByText(/No variants yet/)).toBeTruthy();
  });

  it('shows every problem the server lists, at its field and in the list', async () => {
    stubFetch({
      'POST /admin/api/catalogue/products': () => ({
        status: 400,
        body: errorBody('The given data was invalid.', 'validation_failed', {
          region_id: ['validation.required'],
          name: ['validation.required'],
          sku: ['validation.taken'],
        }),
      }),
    });
    const user = userEvent.setup();
    renderAt('/catalogue/new', [{ path: '/catalogue/new', Component: CatalogueNewPage }]);
    await user.click(await screen.findByRole('button', { name: 'Create the product' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('region_id: Required.');
    expect(alert.textContent).toContain('name: Required.');
    expect(alert.textContent).toContain('sku: Already used in this region.');
    expect(describedBy(screen.getByRole('textbox', { name: /^SKU/ }))).toContain('Already used in this region.');
    expect(describedBy(screen.getByRole('textbox', { name: /^Name/ }))).toContain('Required.');
  });
});

describe('add a variant', () => {
  it('sends SKU, title, price, stock and the attribute values; the new variant shows in the table', async () => {
    const withVariant: StaffProduct = {
      ...product,
      prices: { min: 240, max: 240 },
      stock: 12,
      variants: [
        {
          uuid: '33333333-3333-4333-8333-333333333333',
          guid: 'PL-LEVEL-G',
          sku: 'PL-LEVEL-G',
          title: 'Zielona',
          price: 240,
          stock: 12,
          attrs: [],
        },
      ],
    };
    const api = stubFetch({
      [`GET /admin/api/catalogue/products/${uuid}`]: () => ({ body: product }),
      [`POST /admin/api/catalogue/products/${uuid}/variants`]: () => ({ status: 201, body: withVariant }),
    });
    const user = userEvent.setup();
    renderAt(`/catalogue/${uuid}`, [{ path: '/catalogue/:uuid', Component: CatalogueProductPage }]);
    const section = await screen.findByRole('region', { name: 'Add a variant' });
    await user.type(within(section).getByRole('textbox', { name: /^Variant SKU/ }), 'PL-LEVEL-G');
    await user.type(within(section).getByRole('textbox', { name: /^Title/ }), 'Zielona');
    await user.type(within(section).getByRole('textbox', { name: /^Price/ }), '240');
    await user.type(within(section).getByRole('textbox', { name: /^Stock/ }), '12');
    await user.type(within(section).getByRole('textbox', { name: /^Attribute values/ }), 'zielona, 2 m');
    await user.click(within(section).getByRole('button', { name: 'Add the variant' }));
    expect(await screen.findByRole('textbox', { name: 'Price (points): Zielona' })).toBeTruthy();
    expect(api.callsTo('POST', `/admin/api/catalogue/products/${uuid}/variants`)[0]?.body).toEqual({
      sku: 'PL-LEVEL-G',
      title: 'Zielona',
      price: 240,
      stock: 12,
      attributes: ['zielona', '2 m'],
    });
  });
});

describe('categories', () => {
  it('creates a category and deactivates another; a refused name shows at its field', async () => {
    let created = false;
    const api = stubFetch({
      'GET /admin/api/catalogue/categories': () => ({
        body: { data: [category({}), ...(created ? [category({ id: 10, name: 'Drabiny', slug: 'drabiny', products: 0 })] : [])] },
      }),
      'POST /admin/api/catalogue/categories': (req) => {
        if ((req.body as { name: string }).name === 'Narzędzia')
          return { status: 400, body: errorBody('The given data was invalid.', 'validation_failed', { name: ['validation.taken'] }) };
        created = true;
        return { status: 201, body: category({ id: 10, name: 'Drabiny' }) };
      },
      'PATCH /admin/api/catalogue/categories/:id': (req) => ({ body: category({ ...(req.body as object) }) }),
    });
    const user = userEvent.setup();
    renderAt('/categories', [{ path: '/categories', Component: CategoriesPage }]);
    const form = await screen.findByRole('region', { name: 'New category' });
    const name = within(form).getByRole('textbox', { name: /^Name \(in Polski\)/ });
    await user.type(name, 'Narzędzia');
    await user.click(within(form).getByRole('button', { name: 'Create the category' }));
    await waitFor(() => expect(describedBy(name)).toContain('Already used in this region.'));
    await user.clear(name);
    await user.type(name, 'Drabiny');
    await user.click(within(form).getByRole('button', { name: 'Create the category' }));
    expect(await screen.findByRole('textbox', { name: 'Name: Drabiny' })).toBeTruthy();
    expect(api.callsTo('POST', '/admin/api/catalogue/categories')[1]?.body).toEqual({
      region_id: 1,
      type: 'product',
      name: 'Drabiny',
      slug: '',
      position: 0,
    });

    await user.click(screen.getByRole('button', { name: 'Deactivate: Narzędzia' }));
    expect(await screen.findByRole('button', { name: 'Activate: Narzędzia' })).toBeTruthy();
    expect(api.callsTo('PATCH', '/admin/api/catalogue/categories/7')[0]?.body).toEqual({ active: false });
  });
});

describe('regional settings: minimums and tiers', () => {
  const minimums: VendorMinimums = {
    region_id: 1,
    data: [
      { vendor: 'COMPACT', points: 128, default: 128, custom: false },
      { vendor: 'GIFT', points: 0, default: 0, custom: false },
    ],
  };
  const config = {
    region_id: 1,
    regional_settings: { flags: { club_card: true, team_limit: true, marketing_shop: true, points_expiry_years: 2 }, company_types: [] },
    behaviours: [],
    base_points: [],
    tiers: [
      {
        id: 1,
        tier_category: 1,
        region_id: 1,
        reset_at: '2027-01-01T00:00:00.000Z',
        brackets: [
          { id: 101, level: 1, from: 0, to: 99, points: 0 },
          { id: 102, level: 2, from: 100, to: 999999, points: 1 },
        ],
      },
    ],
  } as unknown as Config;

  it('the content role saves a vendor’s minimum (only what changed) and sees no admin settings', async () => {
    const api = stubFetch({
      'GET /admin/api/regions/1/minimums': () => ({ body: minimums }),
      'PUT /admin/api/regions/1/minimums': () => ({
        body: { ...minimums, data: [{ vendor: 'COMPACT', points: 300, default: 128, custom: true }, minimums.data[1]] },
      }),
    });
    const user = userEvent.setup();
    renderAt('/regions', [{ path: '/regions', Component: RegionsPage }]);
    const compact = await screen.findByRole('textbox', { name: 'Minimum (points): COMPACT' });
    await user.clear(compact);
    await user.type(compact, '300');
    await user.click(screen.getByRole('button', { name: 'Save the minimums' }));
    await screen.findByText('Saved. Checkout uses the new minimums now.');
    expect(api.callsTo('PUT', '/admin/api/regions/1/minimums')[0]?.body).toEqual({ minimums: [{ vendor: 'COMPACT', points: 300 }] });
    expect(api.callsTo('GET', '/admin/api/regions/1/config')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Save the brackets' })).toBeNull();
  });

  it('an admin’s bracket list with a gap is refused before sending; a contiguous one is saved', async () => {
    const api = stubFetch({
      'GET /admin/api/regions/1/minimums': () => ({ body: minimums }),
      'GET /admin/api/regions/1/config': () => ({ body: config }),
      'PUT /admin/api/regions/1/tiers/1': () => ({ body: config }),
    });
    const user = userEvent.setup();
    renderAt('/regions', [{ path: '/regions', Component: RegionsPage }], ['admin']);
    const from2 = await screen.findByRole('textbox', { name: 'Level 2: from' });
    await user.clear(from2);
    await user.type(from2, '120');
    await user.click(screen.getByRole('button', { name: 'Save the brackets' }));
    await waitFor(() => expect(describedBy(from2)).toContain('Leaves a gap after the bracket before.'));
    expect(api.callsTo('PUT', '/admin/api/regions/1/tiers/1')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Add a level' }));
    const to1 = screen.getByRole('textbox', { name: 'Level 1: to' });
    await user.clear(to1);
    await user.type(to1, '119');
    const to2 = screen.getByRole('textbox', { name: 'Level 2: to' });
    await user.clear(to2);
    await user.type(to2, '499');
    // A new level starts after the last one's end; the old top bracket is cut down to make room.
    const from3 = screen.getByRole('textbox', { name: 'Level 3: from' });
    expect((from3 as HTMLInputElement).value).toBe('1000000');
    await user.clear(from3);
    await user.type(from3, '500');
    await user.type(screen.getByRole('textbox', { name: 'Level 3: to' }), '999999');
    await user.type(screen.getByRole('textbox', { name: 'Level 3: bonus per unit' }), '4');
    await user.click(screen.getByRole('button', { name: 'Save the brackets' }));
    await screen.findByText('Saved. Members see the new brackets now.');
    expect(api.callsTo('PUT', '/admin/api/regions/1/tiers/1')[0]?.body).toEqual({
      brackets: [
        { from: 0, to: 119, points: 0 },
        { from: 120, to: 499, points: 1 },
        { from: 500, to: 999999, points: 4 },
      ],
    });
  });
});

// /shop/{uuid} with the marketing configurator of a banner or a billboard: the background pictures (6 and 5, the
// portal's own files loaded lazily) and their position in the live preview and in the proof request; the region's
// default slogan and link filled in and editable; a recommended company's regional badge on the preview; a flyer's
// cover picture by subtype.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProofBody } from '@club/contract/marketing';
import { renderApp } from '../../test/render';
import { publicConfigFixture, selfUserFixture, signIn } from '../../test/fixtures';
import { stubFetch } from '../../test/stub-fetch';
import { productFixture, shopRoutes } from '../../features/shop/testing/fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const outdoor = [
  { name: 'companyName', group: 'required' },
  { name: 'slogan', group: 'required' },
  { name: 'phone', group: 'optional' },
  { name: 'link', group: 'optional' },
];
const banner = productFixture({
  name: 'Baner reklamowy',
  type: 'marketing',
  vendor: 'MARKETING',
  settings: { subtype: 'banner', fields: outdoor },
  variants: [{ stock: 30, price: 150, title: 'Baner' }],
});
const billboard = productFixture({
  name: 'Billboard firmowy',
  type: 'marketing',
  vendor: 'MARKETING',
  settings: { subtype: 'billboard', fields: outdoor },
  variants: [{ stock: 10, price: 400, title: 'Billboard' }],
});

const flyerFields = [
  { name: 'companyName', group: 'required' },
  { name: 'phone', group: 'optional' },
  { name: 'shortDescription', group: 'optional' },
];
const flyer = productFixture({
  name: 'Ulotki A5',
  type: 'marketing',
  vendor: 'MARKETING',
  settings: { subtype: 'flyer', fields: flyerFields },
  variants: [{ stock: 50, price: 80, title: 'Ulotki' }],
});
const servicesFlyer = productFixture({
  name: 'Ulotki z usługami',
  type: 'marketing',
  vendor: 'MARKETING',
  settings: { subtype: 'flyer-services', fields: flyerFields },
  variants: [{ stock: 50, price: 80, title: 'Ulotki' }],
});

function server(recommended: boolean) {
  const proofs: ProofBody[] = [];
  const api = stubFetch({
    'GET /v1/config/public': () => ({ body: publicConfigFixture() }),
    'GET /v1/company/user/self': () => ({ body: selfUserFixture({ company: { is_recommended: recommended } }) }),
    'GET /v1/notifications': () => ({ body: { data: [], meta: { current_page: 1, last_page: 1, per_page: 5, total: 0 }, unread: 0 } }),
    ...shopRoutes([banner, billboard, flyer, servicesFlyer]),
    'POST /v1/shop/order/proof': (req) => {
      proofs.push(req.body as ProofBody);
      return { status: 201, body: { path: '/files/00000000-0000-4000-8000-000000000001.pdf', originalName: 'proof-banner.pdf' } };
    },
  });
  return { api, proofs };
}

describe('the configurator of a banner', () => {
  it('offers 6 background pictures and a position, shown in the preview and sent with the proof; the slogan and link start as the region’s', async () => {
    signIn();
    const { proofs } = server(false);
    const user = userEvent.setup();
    renderApp(`/shop/${banner.uuid}`);
    expect(await screen.findByRole('heading', { name: 'Design your material' })).toBeTruthy();

    // The region's (Poland's) slogan is filled in and can be changed.
    const slogan = screen.getByRole('textbox', { name: /^Slogan/ }) as HTMLInputElement;
    await waitFor(() => expect(slogan.value).toBe('Okna dachowe montowane przez profesjonalistów'));
    // The link is optional: once added, it holds the region's link.
    await user.click(screen.getByRole('button', { name: 'Add: Website' }));
    const link = screen.getByRole('textbox', { name: /^Website/ }) as HTMLInputElement;
    expect(link.value).toBe('https://club.example.com/pl/installers');
    expect(screen.getByText('Suggested for your region: you may change it.')).toBeTruthy();

    // Six pictures, the first chosen; thumbnails are files of the portal, loaded lazily.
    const pictures = screen.getByRole('radiogroup', { name: 'Background picture' });
    const options = within(pictures).getAllByRole('radio');
    expect(options.map((o) => o.getAttribute('aria-label'))).toEqual([1, 2, 3, 4, 5, 6].map((n) => `Background ${n}`));
    expect(within(pictures).getByRole('radio', { name: 'Background 1' }).getAttribute('aria-checked')).toBe('true');
    const thumbnails = pictures.querySelectorAll('img');
    expect([...thumbnails].map((i) => [i.getAttribute('src'), i.getAttribute('loading')])).toEqual(
      [1, 2, 3, 4, 5, 6].map((n) => [`/media/marketing/banner-${n}-s.jpg`, 'lazy']),
    );
    const preview = screen.getByTestId('marketing-preview');
    expect(preview.style.backgroundImage).toContain('/media/marketing/banner-1-s.jpg');
    expect(preview.style.backgroundPosition).toBe('center center');

    await user.click(within(pictures).getByRole('radio', { name: 'Background 4' }));
    await user.click(screen.getByRole('radio', { name: 'Bottom' }));
    expect(preview.style.backgroundImage).toContain('/media/marketing/banner-4-s.jpg');
    expect(preview.style.backgroundPosition).toBe('center bottom');
    // Not recommended: no badge.
    expect(within(preview).queryByRole('img', { name: 'Recommended installer' })).toBeNull();

    await user.type(screen.getByRole('textbox', { name: /^Company name/ }), 'Dachy Bocian');
    await user.clear(slogan);
    await user.type(slogan, 'Montaż w jeden dzień');
    expect(within(preview).getByText('Montaż w jeden dzień')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add: Phone' }));
    await user.type(screen.getByRole('textbox', { name: /^Phone/ }), '+48 512 345 678');
    await user.click(screen.getByRole('button', { name: 'Create the PDF proof' }));
    await waitFor(() => expect(proofs).toHaveLength(1));
    expect(proofs[0]?.data).toMatchObject({
      subtype: 'banner',
      background: { id: 4, position: 'bottom' },
      fields: { companyName: 'Dachy Bocian', slogan: 'Montaż w jeden dzień', link: 'https://club.example.com/pl/installers' },
    });
  });

  it("shows a recommended company's regional badge on the preview; a billboard offers 5 pictures", async () => {
    signIn();
    server(true);
    renderApp(`/shop/${billboard.uuid}`);
    const pictures = await screen.findByRole('radiogroup', { name: 'Background picture' });
    expect(within(pictures).getAllByRole('radio')).toHaveLength(5);
    const preview = screen.getByTestId('marketing-preview');
    const badge = await within(preview).findByRole('img', { name: 'Recommended installer' });
    expect(badge.getAttribute('src')).toBe('/media/marketing/recommended-pl.png');
    expect(screen.getByTestId('recommended-note').textContent).toBe(
      'Your company is recommended: the recommended installer badge is placed on your design.',
    );
  });
});

describe('the configurator of a flyer', () => {
  it("shows the cover picture of the flyer's subtype across the preview's bottom; a banner has none", async () => {
    signIn();
    server(false);
    const first = renderApp(`/shop/${flyer.uuid}`);
    expect(await screen.findByRole('heading', { name: 'Design your material' })).toBeTruthy();
    expect(within(screen.getByTestId('marketing-preview')).getByTestId('marketing-cover').getAttribute('src')).toBe(
      '/media/marketing/flyer-cover-s.jpg',
    );
    first.unmount();

    const second = renderApp(`/shop/${servicesFlyer.uuid}`);
    expect(await screen.findByRole('heading', { name: 'Design your material' })).toBeTruthy();
    expect(within(screen.getByTestId('marketing-preview')).getByTestId('marketing-cover').getAttribute('src')).toBe(
      '/media/marketing/flyer-services-cover-s.jpg',
    );
    second.unmount();

    renderApp(`/shop/${banner.uuid}`);
    expect(await screen.findByRole('heading', { name: 'Design your material' })).toBeTruthy();
    expect(screen.queryByTestId('marketing-cover')).toBeNull();
  });
});

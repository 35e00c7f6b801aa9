// An article renders its structured text as text (never as HTML), its video only after a click, and "not found" for an
// article the server does not show; its gallery moves by swipe on a touch screen; /news asks for 20 a page and pages
// through ?page=.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Content } from '@club/contract/content';
import { renderApp } from '../../test/render';
import { publicConfigFixture, selfUserFixture, signIn } from '../../test/fixtures';
import { stubFetch } from '../../test/stub-fetch';

afterEach(() => {
  vi.unstubAllGlobals();
});

const uuid = '3f0b6c1e-2a4d-4c8e-9b1a-0c2d3e4f5a6b';
const picture = (n: number) => ({
  uuid: `3f0b6c1e-2a4d-4c8e-9b1a-0c2d3e4f5a7${n}`,
  s: `/media/content/p${n}-s.jpg`,
  m: `/media/content/p${n}-m.jpg`,
  l: `/media/content/p${n}-l.jpg`,
  width: 1600,
  height: 900,
  alt: `Picture ${n}`,
});
const article: Content = {
  uuid,
  type: 'news',
  content: {
    title: 'New flashing for tiled roofs',
    excerpt: 'Saves minutes on every window.',
    text: [
      { type: 'paragraph', text: '<img src=x onerror=alert(1)> stays text' },
      { type: 'heading', text: 'Check first' },
      { type: 'list', items: ['Pitch 15° to 90°', 'Battens level'] },
    ],
    youtube: 'Zk3Rq8pLw2E',
    link: null,
  },
  media: picture(0),
  other_images: [picture(1), picture(2)],
  sticky: true,
  target_role: null,
  published_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
};

function server() {
  return stubFetch({
    'GET /v1/config/public': () => ({ body: publicConfigFixture() }),
    'GET /v1/company/user/self': () => ({ body: selfUserFixture() }),
    'GET /v1/company/points/:uuid': () => ({
      body: {
        company_points: 0,
        points: { completed: 0, in_prog: 0, lost: 0, to_expire: 0 },
        projects: { completed: 0, in_prog: 0, lost: 0 },
        scans: { current_year: 0, completed: 0 },
      },
    }),
    'GET /v1/notifications': () => ({ body: { data: [], meta: { current_page: 1, last_page: 1, per_page: 5, total: 0 }, unread: 0 } }),
    'GET /v1/content/:uuid': (req) =>
      req.params.uuid === uuid ? { body: article } : { status: 404, body: { message: 'Not found.', errors: [], code: 'not_found' } },
    'GET /v1/content': (req) => ({
      body: {
        data: Array.from({ length: 20 }, (_, i) => ({
          ...article,
          uuid: `${uuid.slice(0, -2)}${String(i).padStart(2, '0')}`,
          content: { ...article.content, title: `Page ${req.query.get('page') ?? '1'} article ${i}` },
        })),
        meta: { current_page: Number(req.query.get('page') ?? 1), last_page: 3, per_page: 20, total: 45 },
      },
    }),
  });
}

describe('news', () => {
  it('renders an article’s text as text, and loads the video only when asked', async () => {
    signIn();
    server();
    renderApp(`/news/${uuid}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'New flashing for tiled roofs' }, { timeout: 5000 })).toBeTruthy();
    const main = screen.getByRole('main');
    expect(within(main).getByText('<img src=x onerror=alert(1)> stays text')).toBeTruthy();
    expect(main.querySelector('img[src="x"]')).toBeNull();
    expect(within(main).getByRole('heading', { level: 2, name: 'Check first' })).toBeTruthy();
    expect(
      within(main)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Pitch 15° to 90°', 'Battens level']);
    expect(main.querySelector('iframe')).toBeNull();
    await userEvent.click(within(main).getByRole('button', { name: 'Play video: New flashing for tiled roofs' }));
    expect(main.querySelector('iframe')?.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/Zk3Rq8pLw2E?autoplay=1&rel=0');
    expect(within(main).getAllByRole('button', { name: /^Open photo \d of 2/ })).toHaveLength(2);
  });

  it('moves through the gallery by swipe: left for the next photo, right for the previous, a short or upward drag for neither', async () => {
    signIn();
    server();
    renderApp(`/news/${uuid}`);
    await userEvent.click(await screen.findByRole('button', { name: /^Open photo 1 of 2/ }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Photos: New flashing for tiled roofs' });
    const viewer = within(dialog).getByTestId('gallery-viewer');
    const swipe = (from: [number, number], to: [number, number]) => {
      const start = { clientX: from[0], clientY: from[1] };
      const end = { clientX: to[0], clientY: to[1] };
      fireEvent.touchStart(viewer, { touches: [start], targetTouches: [start], changedTouches: [start] });
      fireEvent.touchEnd(viewer, { touches: [], targetTouches: [], changedTouches: [end] });
    };
    const shown = () => within(dialog).getByText(/^Photo \d of 2/).textContent;
    expect(shown()).toMatch(/^Photo 1 of 2 · Picture 1/);
    swipe([300, 200], [100, 210]);
    expect(shown()).toMatch(/^Photo 2 of 2 · Picture 2/);
    expect(within(dialog).getByRole('img', { name: 'Picture 2' }).getAttribute('src')).toBe('/media/content/p2-l.jpg');
    // Too short, and mostly vertical (a scroll): nothing moves.
    swipe([300, 200], [270, 200]);
    swipe([300, 200], [200, 450]);
    expect(shown()).toMatch(/^Photo 2 of 2/);
    // Past the last photo it wraps to the first; to the right goes back.
    swipe([100, 200], [300, 200]);
    expect(shown()).toMatch(/^Photo 1 of 2/);
    swipe([100, 200], [300, 200]);
    expect(shown()).toMatch(/^Photo 2 of 2/);
    swipe([300, 200], [100, 200]);
    expect(shown()).toMatch(/^Photo 1 of 2/);
  });

  it('says so when the article is not there', async () => {
    signIn();
    server();
    renderApp('/news/00000000-0000-4000-8000-000000000000');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This article does not exist or is no longer available.' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All news' }).getAttribute('href')).toBe('/news');
  });

  it('lists 20 news a page and moves to the next page', async () => {
    signIn();
    const api = server();
    renderApp('/news');
    expect(await screen.findByRole('link', { name: 'Page 1 article 0' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(20);
    const first = api.calls.find((c) => c.path === '/v1/content');
    expect(first?.query.get('content_types')).toBe('news');
    expect(first?.query.get('limit')).toBe('20');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('link', { name: 'Page 2 article 0' })).toBeTruthy();
  });
});

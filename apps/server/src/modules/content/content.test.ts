// Content through the API: only the caller's region, language (with the region's language as fallback) and club,
// active and inside its publish window; types, sticky options, limits and pages; one item by uuid (404 when unseen);
// bad queries answer 400 with every problem; the pictures are served in two sizes.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Content, ContentList } from '@club/contract/content';
import type { ErrorEnvelope } from '@club/contract/common';
import { build, type TestApp } from '../../test/app.ts';
import { signedInOwner } from '../../test/factories.ts';
import { seedContent } from '../../db/seed/content.ts';
import { createContent, type NewContent } from './service.ts';

const body = (title: string): NewContent['body'] => ({ title, excerpt: `${title} excerpt`, text: [], youtube: null, link: null });
const day = 86_400_000;

async function item(t: TestApp, input: Partial<NewContent> & { title: string }) {
  const { title, ...rest } = input;
  return createContent(t.db, {
    regionsId: 1,
    languagesId: 2,
    type: 'news',
    publishedFrom: new Date(t.clock.now.getTime() - day),
    body: body(title),
    ...rest,
  });
}

async function list(t: TestApp, headers: Record<string, string>, query = '') {
  const res = await t.app.inject({ method: 'GET', url: `/v1/content${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ContentList>();
}

describe('GET /v1/content', () => {
  it('shows only active items of the caller’s region, language and club inside their publish window', async () => {
    const t = await build();
    const polish = await signedInOwner(t, { user: { languagesId: 2 } });
    const now = t.clock.now.getTime();
    await item(t, { title: 'Visible' });
    await item(t, { title: 'Standard club only', targetRole: 1 });
    await item(t, { title: 'Decor club only', targetRole: 2 });
    await item(t, { title: 'Czech region', regionsId: 2, languagesId: 3 });
    await item(t, { title: 'English in Poland', languagesId: 1 });
    await item(t, { title: 'Inactive', isActive: false });
    await item(t, { title: 'Not yet', publishedFrom: new Date(now + day) });
    await item(t, { title: 'Ended', publishedFrom: new Date(now - 10 * day), publishedUntil: new Date(now - day) });
    await item(t, { title: 'Ends tomorrow', publishedFrom: new Date(now - 10 * day), publishedUntil: new Date(now + day) });

    const standard = await list(t, polish.headers);
    expect(standard.data.map((c) => c.content.title).sort()).toEqual(['Ends tomorrow', 'Standard club only', 'Visible']);

    const decor = await signedInOwner(t, { company: { isDecor: true }, user: { role: 7, languagesId: 2 } });
    expect((await list(t, decor.headers)).data.map((c) => c.content.title).sort()).toEqual(['Decor club only', 'Ends tomorrow', 'Visible']);

    // An English-speaking member in Poland reads the English items (the region has some).
    const english = await signedInOwner(t, { user: { languagesId: 1 } });
    expect((await list(t, english.headers)).data.map((c) => c.content.title)).toEqual(['English in Poland']);
    // A Hungarian-speaking member in Poland has none in Hungarian: the region's Polish items.
    const hungarian = await signedInOwner(t, { user: { languagesId: 5 } });
    expect((await list(t, hungarian.headers)).data.map((c) => c.content.title).sort()).toEqual([
      'Ends tomorrow',
      'Standard club only',
      'Visible',
    ]);

    // The window moves with the clock: two days later "Not yet" shows and "Ends tomorrow" is gone.
    t.clock.advance(2 * day);
    const later = await list(t, polish.headers);
    expect(later.data.map((c) => c.content.title).sort()).toEqual(['Not yet', 'Standard club only', 'Visible']);
  });

  it('filters by types and sticky options, newest first, with the spec’s default limits and pages', async () => {
    const t = await build();
    const me = await signedInOwner(t, { user: { languagesId: 2 } });
    const now = t.clock.now.getTime();
    for (let i = 0; i < 23; i++) await item(t, { title: `News ${i}`, sticky: i < 2, publishedFrom: new Date(now - (30 - i) * 3_600_000) });
    for (let i = 0; i < 45; i++) await item(t, { title: `Video ${i}`, type: 'video', publishedFrom: new Date(now - (50 - i) * 3_600_000) });
    await item(t, { title: 'Hero', type: 'hero', targetRole: 1 });

    const news = await list(t, me.headers, '?content_types=news');
    expect(news.data).toHaveLength(20);
    expect(news.meta).toMatchObject({ total: 23, last_page: 2, per_page: 20, current_page: 1 });
    expect(news.data[0]?.content.title).toBe('News 22');
    const page2 = await list(t, me.headers, '?content_types=news&page=2');
    expect(page2.data.map((c) => c.content.title)).toEqual(['News 2', 'News 1', 'News 0']);

    const videos = await list(t, me.headers, '?content_types=video');
    expect(videos.data).toHaveLength(40);
    expect(videos.data.every((c) => c.type === 'video')).toBe(true);

    const four = await list(t, me.headers, '?content_types=news&limit=4');
    expect(four.data.map((c) => c.content.title)).toEqual(['News 22', 'News 21', 'News 20', 'News 19']);

    const sticky = await list(t, me.headers, '?content_types=news&options=sticky&limit=5&visible=1');
    expect(sticky.data.map((c) => [c.content.title, c.sticky])).toEqual([
      ['News 1', true],
      ['News 0', true],
    ]);
    const notSticky = await list(t, me.headers, '?content_types=news&options=not_sticky');
    expect(notSticky.meta.total).toBe(21);

    const mixed = await list(t, me.headers, '?content_types=hero,news&limit=100');
    expect(mixed.data.filter((c) => c.type === 'hero')).toHaveLength(1);
    expect(mixed.data).toHaveLength(24);
  });

  it('answers the spec’s shape: structured text, the main picture and the gallery in three sizes', async () => {
    const t = await build();
    const me = await signedInOwner(t, { user: { languagesId: 2 } });
    const pic = (n: number) => ({
      s: `/media/content/p${n}-s.jpg`,
      // A picture stored before the middle size existed has none.
      m: n === 2 ? null : `/media/content/p${n}-m.jpg`,
      l: `/media/content/p${n}-l.jpg`,
      width: 1600,
      height: 900,
      alt: `Zdjęcie ${n}`,
    });
    await item(t, {
      title: 'Artykuł',
      body: {
        ...body('Artykuł'),
        text: [
          { type: 'paragraph', text: '<script>alert(1)</script> zostaje tekstem' },
          { type: 'list', items: ['a', 'b'] },
        ],
        youtube: 'Zk3Rq8pLw2E',
      },
      images: [pic(0), pic(1), pic(2)],
    });
    const [c] = (await list(t, me.headers)).data;
    expect(c).toMatchObject({
      type: 'news',
      sticky: false,
      target_role: null,
      content: {
        title: 'Artykuł',
        youtube: 'Zk3Rq8pLw2E',
        text: [{ type: 'paragraph', text: '<script>alert(1)</script> zostaje tekstem' }, { type: 'list' }],
      },
      media: { s: '/media/content/p0-s.jpg', m: '/media/content/p0-m.jpg', l: '/media/content/p0-l.jpg', width: 1600, height: 900 },
    });
    expect(c?.other_images.map((i) => i.alt)).toEqual(['Zdjęcie 1', 'Zdjęcie 2']);
    expect(c?.other_images.map((i) => i.m)).toEqual(['/media/content/p1-m.jpg', null]);
    expect(c?.updated_at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('answers 400 listing every problem of a bad query', async () => {
    const t = await build();
    const me = await signedInOwner(t);
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/content?content_types=news,gossip&limit=1000&options=everything&visible=0&page=0',
      headers: me.headers,
    });
    expect(res.statusCode).toBe(400);
    const env = res.json<ErrorEnvelope>();
    expect(env.code).toBe('validation_failed');
    expect(Object.keys(env.fields ?? {}).sort()).toEqual(['content_types.1', 'limit', 'options.0', 'page', 'visible']);
  });

  it('needs a session', async () => {
    const t = await build();
    expect((await t.app.inject({ method: 'GET', url: '/v1/content' })).statusCode).toBe(401);
  });
});

describe('GET /v1/content/{uuid}', () => {
  it('answers an item the caller may see and 404 for unknown, foreign, other-club, inactive or unpublished ones', async () => {
    const t = await build();
    const me = await signedInOwner(t, { user: { languagesId: 2 } });
    const mine = await item(t, { title: 'Mój artykuł' });
    const res = await t.app.inject({ method: 'GET', url: `/v1/content/${mine.uuid}`, headers: me.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json<Content>().content.title).toBe('Mój artykuł');

    const hidden = [
      randomUUID(),
      (await item(t, { title: 'Cizí', regionsId: 2, languagesId: 3 })).uuid,
      (await item(t, { title: 'Decor', targetRole: 2 })).uuid,
      (await item(t, { title: 'Off', isActive: false })).uuid,
      (await item(t, { title: 'Later', publishedFrom: new Date(t.clock.now.getTime() + day) })).uuid,
    ];
    for (const uuid of hidden) {
      const r = await t.app.inject({ method: 'GET', url: `/v1/content/${uuid}`, headers: me.headers });
      expect(r.statusCode, uuid).toBe(404);
      expect(r.json<ErrorEnvelope>().code).toBe('not_found');
      expect(r.body).not.toContain('Cizí');
    }
    expect((await t.app.inject({ method: 'GET', url: '/v1/content/not-a-uuid', headers: me.headers })).statusCode).toBe(400);
  });
});

describe('demo content', () => {
  it('gives every region news, videos, resources, teasers and a hero per club in its language, with served pictures', async () => {
    const t = await build();
    expect(await seedContent(t.db, t.clock.now)).toBeGreaterThan(16 * 15);
    expect(await seedContent(t.db, t.clock.now)).toBe(0);
    const polish = await signedInOwner(t, { user: { languagesId: 2 } });
    const all = await list(t, polish.headers, '?limit=100');
    const count = (type: string) => all.data.filter((c) => c.type === type).length;
    expect([count('hero'), count('news'), count('video'), count('resource'), count('shop_teaser')]).toEqual([1, 6, 4, 4, 2]);
    expect(all.data.find((c) => c.type === 'news')?.content.title).toMatch(/kołnierz/i);
    expect(all.data.filter((c) => c.type === 'news' && c.sticky)).toHaveLength(3);
    expect(all.data.filter((c) => c.type === 'video').every((c) => /^[\w-]{11}$/.test(c.content.youtube ?? ''))).toBe(true);

    const czech = await signedInOwner(t, { company: { regionsId: 2 }, user: { languagesId: 3 } });
    const czechNews = await list(t, czech.headers, '?content_types=news&limit=1');
    expect(czechNews.data[0]?.content.title).toMatch(/lemování/i);
    const decor = await signedInOwner(t, { company: { isDecor: true }, user: { role: 7, languagesId: 2 } });
    const decorHero = await list(t, decor.headers, '?content_types=hero');
    expect(decorHero.data.map((c) => c.media?.l)).toEqual(['/media/content/hero-decor-l.jpg']);

    // Every picture the demo names is a real JPEG the server sends, in both sizes.
    const paths = new Set(all.data.flatMap((c) => [c.media, ...c.other_images].flatMap((i) => (i ? [i.s, i.l] : []))));
    expect(paths.size).toBeGreaterThan(20);
    for (const path of paths) {
      const res = await t.app.inject({ method: 'GET', url: path });
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.rawPayload.subarray(0, 3).toString('hex')).toBe('ffd8ff');
    }
    expect((await t.app.inject({ method: 'GET', url: '/media/content/../../package.json' })).statusCode).toBe(404);
  });
});

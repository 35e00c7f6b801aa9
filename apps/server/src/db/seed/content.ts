// The demo content: for every region, in its language, a hero slide per club (standard, decor), six news articles
// (three sticky, two with a gallery), four tutorial videos (the first, sticky, is the rewards page's how-to), four
// resource links and two sticky shop teasers. Pictures are the shipped files of apps/server/assets/content (two sizes
// each). Written through the content module's service; runs once (skipped when any content exists).
import type { ContentBlock } from '@club/contract/content';
import { languages, regions } from '@club/contract/regions';
import type { Tx } from '../client.ts';
import { countContent, createContent, type NewContent } from '../../modules/content/service.ts';
import { picture, type PictureName } from './content-pictures.ts';
import { contentTexts } from './content-texts.ts';

/** Video ids of the maker's tutorial channel (played through youtube-nocookie.com only after a click). */
export const demoVideoIds = ['Zk3Rq8pLw2E', 'mH7tV1xQd4s', 'Pq9Lw2Rt5Yb', 'Xc4Vb7Nm1Kq'] as const;

const newsPictures: PictureName[] = ['news-flashing', 'news-winter', 'news-training', 'news-fair', 'news-solar', 'gallery-slate'];
const videoPosters: PictureName[] = ['news-install', 'video-measure', 'news-flashing', 'video-blind'];
const day = 86_400_000;

function itemsOf(region: (typeof regions)[number], now: Date): NewContent[] {
  const t = contentTexts[region.language as keyof typeof contentTexts];
  const languagesId = languages.find((l) => l.code === region.language)?.id ?? 1;
  const base = { regionsId: region.id, languagesId };
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * day);
  const plain = (title: string, excerpt: string, extra: Partial<NewContent['body']> = {}): NewContent['body'] => ({
    title,
    excerpt,
    text: [],
    youtube: null,
    link: null,
    ...extra,
  });
  const gallery = [picture('gallery-dusk', t.gallery[0]), picture('gallery-slate', t.gallery[1]), picture('gallery-blind', t.gallery[2])];

  const list: NewContent[] = [
    { ...base, type: 'hero', targetRole: 1, publishedFrom: at(30), body: plain(...t.hero), images: [picture('hero-roof', '')] },
    { ...base, type: 'hero', targetRole: 2, publishedFrom: at(30), body: plain(...t.heroDecor), images: [picture('hero-decor', '')] },
  ];
  t.news.forEach((n, i) => {
    const text: ContentBlock[] = n.paragraphs.map((p) => ({ type: 'paragraph', text: p }));
    if (i === 0) text.push({ type: 'heading', text: t.checklist[0] }, { type: 'list', items: t.checklist.slice(1) });
    const own = newsPictures[i] ?? 'news-install';
    list.push({
      ...base,
      type: 'news',
      sticky: i < 3,
      publishedFrom: at(2 + i * 6),
      body: { title: n.title, excerpt: n.excerpt, text, youtube: null, link: null },
      images: [picture(own, ''), ...(i === 0 ? gallery : i === 1 ? gallery.slice(0, 2) : [])],
    });
  });
  t.videos.forEach(([title, excerpt], i) =>
    list.push({
      ...base,
      type: 'video',
      sticky: i === 0,
      position: i,
      publishedFrom: at(40 + i),
      body: plain(title, excerpt, { youtube: demoVideoIds[i] ?? null }),
      images: [picture(videoPosters[i] ?? 'news-install', '')],
    }),
  );
  const resourceLinks = [
    `https://example.com/${region.slug}/installation-manuals`,
    `https://example.com/${region.slug}/catalogue`,
    '/support/chat',
    '/rewards',
  ];
  t.resources.forEach(([title, excerpt, label], i) =>
    list.push({
      ...base,
      type: 'resource',
      position: i,
      publishedFrom: at(60),
      body: plain(title, excerpt, { link: { href: resourceLinks[i] ?? '/', label } }),
    }),
  );
  const teaserLinks = ['/shop?category=voucher', '/shop'];
  const teaserPictures: PictureName[] = ['teaser-voucher', 'teaser-tools'];
  t.teasers.forEach(([title, excerpt, label], i) =>
    list.push({
      ...base,
      type: 'shop_teaser',
      sticky: true,
      position: i,
      publishedFrom: at(20),
      body: plain(title, excerpt, { link: { href: teaserLinks[i] ?? '/shop', label } }),
      images: [picture(teaserPictures[i] ?? 'teaser-tools', '')],
    }),
  );
  return list;
}

/** Seeds the demo content unless there is some already. Answers how many items it added. */
export async function seedContent(db: Tx, now = new Date()): Promise<number> {
  if ((await countContent(db)) > 0) return 0;
  let added = 0;
  for (const region of regions) {
    for (const item of itemsOf(region, now)) {
      await createContent(db, item);
      added += 1;
    }
  }
  return added;
}

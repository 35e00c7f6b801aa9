// The demo catalogue: for every region, in its language, real-looking goods (tools, workwear, ladders, harnesses),
// fuel and gift-card vouchers with code pools, print-shop (marketing) products, and in Poland the club card and its
// top-ups. Written through the shop module's service; runs once (skipped when the catalogue has products).
// Pictures are small generated SVGs (data: URLs) in the two sizes the contract names — see docs/decisions/0040.
import { randomBytes, randomInt } from 'node:crypto';
import { regions, type Region } from '@club/contract/regions';
import type { ProductType } from '@club/contract/shop';
import type { Vendor } from '@club/contract/constants';
import type { Tx } from '../client.ts';
import { addVoucherCodes, countProducts, createProduct, type NewProduct } from '../../modules/shop/service.ts';
import { shopTexts, type CategoryKey, type ItemKey } from './shop-texts.ts';

/** The picture of a product: a tinted tile with a simple line drawing of its kind, as an SVG data URL. */
export function productPicture(kind: CategoryKey | 'card', size: number, label: string): string {
  const tint: Record<CategoryKey | 'card', [string, string]> = {
    tools: ['#fde8d7', '#c2410c'],
    workwear: ['#dbeafe', '#1d4ed8'],
    ladders: ['#e5e7eb', '#374151'],
    safety: ['#fef3c7', '#b45309'],
    vouchers: ['#dcfce7', '#15803d'],
    marketing: ['#ede9fe', '#6d28d9'],
    card: ['#e0f2fe', '#0369a1'],
  };
  const drawing: Record<CategoryKey | 'card', string> = {
    tools: 'M30 42h26l6-6h8v14h-8l-6-6H44v22h-8V50h-6z',
    workwear: 'M36 26l8 6h12l8-6 10 8-6 10-4-2v32H36V42l-4 2-6-10z',
    ladders: 'M36 22v56M64 22v56M36 32h28M36 44h28M36 56h28M36 68h28',
    safety: 'M28 58a22 22 0 0 1 44 0v4H28zM24 62h52v6H24z',
    vouchers: 'M24 34h52v10a6 6 0 0 0 0 12v10H24V56a6 6 0 0 0 0-12z',
    marketing: 'M30 24h30l10 10v42H30zM38 44h24M38 52h24M38 60h16',
    card: 'M22 32h56v36H22zM22 42h56M30 58h16',
  };
  const [bg, fg] = tint[kind];
  const text = label
    .replace(/[<&>"']/g, '')
    .slice(0, 3)
    .toUpperCase();
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">` +
    `<rect width="100" height="100" rx="8" fill="${bg}"/>` +
    `<path d="${drawing[kind]}" fill="none" stroke="${fg}" stroke-width="3" stroke-linejoin="round" stroke-linecap="round"/>` +
    `<text x="50" y="92" font-family="sans-serif" font-size="9" text-anchor="middle" fill="${fg}">${text}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** Voucher face values per currency (points stay the same everywhere). */
const faceValue: Record<string, [number, number]> = {
  PLN: [100, 50],
  CZK: [500, 250],
  EUR: [20, 10],
  HUF: [8000, 4000],
  RON: [100, 50],
  BGN: [40, 20],
  RSD: [2500, 1200],
  BAM: [40, 20],
  UAH: [800, 400],
  MDL: [400, 200],
};

interface Item {
  key: ItemKey;
  category: CategoryKey;
  type: ProductType;
  vendor: Vendor;
  price: number;
  /** One stock per variant; with `sizes`, one per size. */
  stock: number[];
  sizes?: string[];
  settings?: Record<string, unknown>;
  codes?: number;
}

const contact = [
  { name: 'name', group: 'required' },
  { name: 'surname', group: 'required' },
  { name: 'companyName', group: 'required' },
  { name: 'phone', group: 'optional' },
  { name: 'email', group: 'optional' },
  { name: 'link', group: 'optional' },
  { name: 'logo', group: 'optional' },
];

const outdoor = [
  { name: 'companyName', group: 'required' },
  { name: 'slogan', group: 'required' },
  { name: 'phone', group: 'optional' },
  { name: 'email', group: 'optional' },
  { name: 'link', group: 'optional' },
  { name: 'logo', group: 'optional' },
];

const items: Item[] = [
  // First, so the newest-first listings keep their order. Their design has a background picture; the slogan and
  // the link come filled in with the region's defaults.
  {
    key: 'banner',
    category: 'marketing',
    type: 'marketing',
    vendor: 'MARKETING',
    price: 150,
    stock: [30],
    settings: { subtype: 'banner', fields: outdoor },
  },
  {
    key: 'billboard',
    category: 'marketing',
    type: 'marketing',
    vendor: 'MARKETING',
    price: 400,
    stock: [10],
    settings: { subtype: 'billboard', fields: outdoor },
  },
  { key: 'drill', category: 'tools', type: 'product', vendor: 'COMPACT', price: 180, stock: [25] },
  { key: 'laser', category: 'tools', type: 'product', vendor: 'COMPACT', price: 140, stock: [8] },
  { key: 'toolbag', category: 'tools', type: 'product', vendor: 'COMPACT', price: 60, stock: [150] },
  {
    key: 'trousers',
    category: 'workwear',
    type: 'product',
    vendor: 'COMPACT',
    price: 45,
    stock: [0, 12, 20, 6],
    sizes: ['S', 'M', 'L', 'XL'],
  },
  { key: 'jacket', category: 'workwear', type: 'product', vendor: 'COMPACT', price: 70, stock: [5, 9, 3], sizes: ['M', 'L', 'XL'] },
  { key: 'gloves', category: 'workwear', type: 'product', vendor: 'COMPACT', price: 8, stock: [500] },
  { key: 'roofladder', category: 'ladders', type: 'product', vendor: 'COMPACT', price: 220, stock: [4] },
  { key: 'ladder', category: 'ladders', type: 'product', vendor: 'COMPACT', price: 260, stock: [0] },
  { key: 'harness', category: 'safety', type: 'product', vendor: 'COMPACT', price: 150, stock: [10] },
  { key: 'helmet', category: 'safety', type: 'product', vendor: 'COMPACT', price: 35, stock: [40] },
  { key: 'fuel', category: 'vouchers', type: 'voucher', vendor: 'FUEL', price: 100, stock: [200], codes: 20 },
  { key: 'gift', category: 'vouchers', type: 'voucher', vendor: 'GIFT', price: 50, stock: [200], codes: 20 },
  {
    key: 'flyers',
    category: 'marketing',
    type: 'marketing',
    vendor: 'MARKETING',
    price: 80,
    stock: [50],
    settings: {
      subtype: 'flyer-services',
      fields: [...contact, { name: 'shortDescription', group: 'optional' }, { name: 'longDescription', group: 'optional' }],
    },
  },
  {
    key: 'cards',
    category: 'marketing',
    type: 'marketing',
    vendor: 'MARKETING',
    price: 60,
    stock: [50],
    settings: { subtype: 'business-card-horizontal', fields: [...contact, { name: 'address', group: 'optional' }] },
  },
];

const categoryOrder: CategoryKey[] = ['tools', 'workwear', 'ladders', 'safety', 'vouchers', 'marketing'];

function productsOf(region: Region, base: Date): NewProduct[] {
  const texts = shopTexts[region.language];
  const [fuelValue, giftValue] = faceValue[region.currency] ?? [20, 10];
  return items.map((item, n) => {
    const [name0, description] = texts.items[item.key];
    const name =
      item.key === 'fuel'
        ? `${name0} ${fuelValue} ${region.currency}`
        : item.key === 'gift'
          ? `${name0} ${giftValue} ${region.currency}`
          : name0;
    const sku = `${region.code}-${item.key.toUpperCase()}`;
    const attr = { attrUuid: '7d1c0c2e-5f0a-4b8e-9c61-2f4a8e3b1a01' };
    return {
      regionsId: region.id,
      type: item.type,
      vendor: item.vendor,
      name,
      description,
      sku,
      settings: item.settings ?? {},
      // Spread over the last weeks so "newest first" has a stable order.
      createdAt: new Date(base.getTime() - (items.length - n) * 86_400_000),
      categories: [
        { type: item.type, slug: item.category, name: texts.categories[item.category], position: categoryOrder.indexOf(item.category) },
      ],
      images: [{ xs: productPicture(item.category, 160, item.key), l: productPicture(item.category, 800, item.key) }],
      variants: item.sizes
        ? item.sizes.map((s, i) => ({
            guid: `${sku}-${s}`,
            sku: `${sku}-${s}`,
            title: `${texts.size} ${s}`,
            price: item.price,
            stock: item.stock[i] ?? 0,
            attrs: [{ ...attr, attrValueUuid: sizeValueUuid(i), attrValueName: s }],
          }))
        : [{ guid: `${sku}-1`, sku, title: name, price: item.price, stock: item.stock[0] ?? 0 }],
    };
  });
}

const sizeValueUuid = (i: number) => `7d1c0c2e-5f0a-4b8e-9c61-2f4a8e3b1b0${i}`;

/** Poland's club card and its top-ups (a top-up point is worth 2 złoty). */
function clubCardProducts(base: Date): NewProduct[] {
  const category = { slug: 'club-card', name: 'Karta Klubowa', position: 10 };
  const card: NewProduct = {
    regionsId: 1,
    type: 'card',
    vendor: 'EDENRED',
    name: 'Karta przedpłacona Installer Club',
    description:
      'Imienna karta płatnicza, na którą przelewasz punkty jako złotówki (1 punkt = 2 zł). Karta przychodzi pocztą na adres firmy.',
    sku: 'PL-CLUBCARD',
    createdAt: base,
    categories: [{ type: 'card', ...category }],
    images: [{ xs: productPicture('card', 160, 'card'), l: productPicture('card', 800, 'card') }],
    variants: [{ guid: 'PL-CLUBCARD-1', sku: 'PL-CLUBCARD', title: 'Karta Installer Club', price: 0, stock: 1000 }],
  };
  const topUps = [50, 100, 250, 500].map((points): NewProduct => ({
    regionsId: 1,
    type: 'card_topup',
    vendor: 'EDENRED',
    name: `Doładowanie karty ${points * 2} zł`,
    description: `Doładowanie Karty Klubowej kwotą ${points * 2} zł za ${points} punktów. Środki pojawią się na karcie w ciągu 3 dni roboczych.`,
    sku: `PL-TOPUP-${points}`,
    createdAt: base,
    categories: [{ type: 'card_topup', ...category }],
    images: [{ xs: productPicture('card', 160, `${points * 2}`), l: productPicture('card', 800, `${points * 2}`) }],
    variants: [{ guid: `PL-TOPUP-${points}`, sku: `PL-TOPUP-${points}`, title: `${points * 2} zł`, price: points, stock: 100_000 }],
  }));
  return [card, ...topUps];
}

function voucherCodes(prefix: string, n: number, expiresAt: Date) {
  return Array.from({ length: n }, () => ({
    number: `${prefix}-${randomBytes(5).toString('hex').toUpperCase()}`,
    password: String(randomInt(1000, 10000)),
    expiresAt,
  }));
}

/** Seeds the demo catalogue unless the shop already has products. Answers how many products it added. */
export async function seedShop(db: Tx, now = new Date()): Promise<number> {
  if ((await countProducts(db)) > 0) return 0;
  const expiresAt = new Date(Date.UTC(now.getUTCFullYear() + 1, 11, 31));
  let added = 0;
  for (const region of regions) {
    const list = [...productsOf(region, now), ...(region.code === 'PL' ? clubCardProducts(now) : [])];
    for (const p of list) {
      const { product } = await createProduct(db, p);
      added += 1;
      const item = items.find((i) => p.sku === `${region.code}-${i.key.toUpperCase()}`);
      if (item?.codes) await addVoucherCodes(db, product.id, voucherCodes(p.sku, item.codes, expiresAt));
    }
  }
  return added;
}

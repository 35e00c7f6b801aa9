// The demo catalogue: what the maker's units look like (names, type codes, sizes, variants per product group), and a
// deterministic generator of demo units, so every fresh demo database has the same serials.
import type { ProductGroup } from '@club/contract/constants';

interface Model {
  name: string;
  type: string;
  sizes: readonly string[];
  variants: readonly string[];
}

const windowSizes = ['55 × 78 cm', '55 × 98 cm', '66 × 118 cm', '78 × 98 cm', '78 × 118 cm', '78 × 140 cm', '94 × 118 cm', '114 × 118 cm'];

export const catalogue: Record<ProductGroup, readonly Model[]> = {
  'roof-window': [
    {
      name: 'Centre-pivot roof window',
      type: 'CPW',
      sizes: windowSizes,
      variants: ['Pine, clear lacquer, double glazing', 'Pine, white lacquer, triple glazing', 'White polyurethane, triple glazing'],
    },
    {
      name: 'Top-hung roof window',
      type: 'THW',
      sizes: windowSizes,
      variants: ['Pine, white lacquer, double glazing', 'White polyurethane, triple glazing', 'Pine, clear lacquer, laminated glass'],
    },
    {
      name: 'Conservation roof window',
      type: 'CRW',
      sizes: ['55 × 98 cm', '66 × 118 cm', '78 × 118 cm'],
      variants: ['Black aluminium cladding'],
    },
  ],
  flashing: [
    {
      name: 'Flashing for profiled roofing',
      type: 'FPR',
      sizes: windowSizes,
      variants: ['Grey aluminium', 'Copper', 'Titanium zinc'],
    },
    { name: 'Flashing for flat roofing', type: 'FFR', sizes: windowSizes, variants: ['Grey aluminium', 'Brown aluminium'] },
  ],
  'interior-blind': [
    {
      name: 'Blackout blind',
      type: 'BBL',
      sizes: windowSizes,
      variants: ['Dark blue', 'Beige', 'White', 'Grey, solar-powered'],
    },
    { name: 'Pleated blind', type: 'PLB', sizes: windowSizes, variants: ['Sand', 'Light grey', 'Ivory'] },
  ],
  'exterior-awning': [{ name: 'Exterior awning blind', type: 'AWB', sizes: windowSizes, variants: ['Black mesh', 'Charcoal mesh'] }],
  'roller-shutter': [
    { name: 'Solar roller shutter', type: 'SRS', sizes: windowSizes, variants: ['Dark grey', 'Brown'] },
    { name: 'Electric roller shutter', type: 'ERS', sizes: windowSizes, variants: ['Dark grey', 'Anthracite'] },
  ],
  'solar-window': [
    {
      name: 'Solar-powered roof window',
      type: 'SPW',
      sizes: ['78 × 118 cm', '78 × 140 cm', '114 × 118 cm'],
      variants: ['White polyurethane, triple glazing'],
    },
  ],
  'loft-ladder': [
    {
      name: 'Folding loft ladder',
      type: 'FLL',
      sizes: ['60 × 120 cm', '70 × 120 cm', '70 × 130 cm'],
      variants: ['Pine, 280 cm', 'Pine, 305 cm'],
    },
    { name: 'Metal loft ladder', type: 'MLL', sizes: ['60 × 120 cm', '70 × 130 cm'], variants: ['Insulated hatch, 280 cm'] },
  ],
  'sun-tunnel': [
    { name: 'Rigid sun tunnel', type: 'RST', sizes: ['Ø 25 cm', 'Ø 35 cm'], variants: ['Pitched roof, 1.7 m tube'] },
    {
      name: 'Flexible sun tunnel',
      type: 'FST',
      sizes: ['Ø 25 cm', 'Ø 35 cm'],
      variants: ['Pitched roof, 0.6 m tube', 'Flat roof, 0.9 m tube'],
    },
  ],
};

/** Two letters of the serial per group, as the labels print them. */
export const serialPrefix: Record<ProductGroup, string> = {
  'roof-window': 'RW',
  flashing: 'FL',
  'interior-blind': 'IB',
  'exterior-awning': 'EA',
  'roller-shutter': 'RS',
  'solar-window': 'SW',
  'loft-ladder': 'LL',
  'sun-tunnel': 'ST',
};

export interface UnitInput {
  serialNumber: string;
  productGroup: ProductGroup;
  name: string;
  type: string;
  size: string;
  variant: string;
  producedAt: Date;
}

/** A small deterministic generator (mulberry32), so demo serials are the same on every machine. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(next: () => number, list: readonly T[]): T {
  const item = list[Math.floor(next() * list.length)] ?? list[0];
  if (item === undefined) throw new Error('empty catalogue list');
  return item;
}

/**
 * `count` units spread over the groups (mostly roof windows and flashings, as jobs are), produced in the two years
 * before `now`. Serial: group prefix, two-digit year, ISO-like week, then a running number — e.g. RW2431000123.
 */
export function demoUnits(count: number, now: Date, seed = 11): UnitInput[] {
  const next = random(seed);
  const weights: [ProductGroup, number][] = [
    ['roof-window', 40],
    ['flashing', 25],
    ['interior-blind', 12],
    ['exterior-awning', 5],
    ['roller-shutter', 6],
    ['solar-window', 4],
    ['loft-ladder', 4],
    ['sun-tunnel', 4],
  ];
  const total = weights.reduce((s, [, w]) => s + w, 0);
  const units: UnitInput[] = [];
  for (let i = 0; i < count; i++) {
    let r = next() * total;
    let group: ProductGroup = 'roof-window';
    for (const [g, w] of weights) {
      if (r < w) {
        group = g;
        break;
      }
      r -= w;
    }
    const model = pick(next, catalogue[group]);
    const producedAt = new Date(now.getTime() - Math.floor(next() * 730 + 30) * 86_400_000);
    const yy = String(producedAt.getUTCFullYear() % 100).padStart(2, '0');
    const week = String(
      Math.min(52, Math.floor((producedAt.getTime() - Date.UTC(producedAt.getUTCFullYear(), 0, 1)) / (7 * 86_400_000)) + 1),
    ).padStart(2, '0');
    units.push({
      serialNumber: `${serialPrefix[group]}${yy}${week}${String(100_000 + i).padStart(6, '0')}`,
      productGroup: group,
      name: model.name,
      type: model.type,
      size: pick(next, model.sizes),
      variant: pick(next, model.variants),
      producedAt,
    });
  }
  return units;
}

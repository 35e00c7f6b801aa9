// The default maps provider: no network. Streets of each region's larger towns shipped in src/data/gazetteer/<code>.json,
// plus streets of addresses already stored on companies of the region. Matching ignores case and diacritics.
// Stored addresses are offered as street + postal code + city only: another company's house number is not shown.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { splitAddress } from '@club/contract/registration';
import type { AddressSuggestion } from '@club/contract/maps';
import type { Tx } from '../db/client.ts';
import { storedAddresses } from '../modules/company/service.ts';
import { suggestionLabel, type AddressLookup, type MapsProvider } from './maps.ts';

/** A street is a name, or `[name, postal code]` when it has its own code; otherwise the town's code applies. */
export interface GazetteerFile {
  region: string;
  towns: { city: string; postal_code: string; streets: (string | [string, string])[] }[];
}

interface Entry {
  street: string;
  postal_code: string;
  city: string;
  /** Folded `street city postal_code`, for matching. */
  haystack: string;
  /** Folded words of the street, for ranking. */
  words: string[];
}

const dataDir = join(import.meta.dirname, '../data/gazetteer');

/** Letters that Unicode does not decompose into a base letter plus a mark. */
const special: Record<string, string> = { ł: 'l', Ł: 'l', đ: 'd', Đ: 'd', ø: 'o', Ø: 'o', ı: 'i', ħ: 'h', Ħ: 'h' };

/** Lower case without diacritics: `Marszałkowska` → `marszalkowska`, `Ștefan` → `stefan`. */
export function fold(value: string): string {
  return value
    .replace(/[łŁđĐøØıħĦ]/g, (c) => special[c] ?? c)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();
}

/**
 * The same folding for SQL: `lower(translate(x, from, to))`. translate() maps one character to one, and lower() in a
 * C-collation database only knows ASCII, so every Latin and Cyrillic letter whose fold is one different character is listed.
 */
const sqlFold = (() => {
  let from = '';
  let to = '';
  const ranges: [number, number][] = [
    [0x00c0, 0x024f],
    [0x0400, 0x045f],
    [0x0490, 0x0491],
  ];
  for (const [a, b] of ranges) {
    for (let cp = a; cp <= b; cp++) {
      const c = String.fromCodePoint(cp);
      const f = fold(c);
      if (f !== c && [...f].length === 1) {
        from += c;
        to += f;
      }
    }
  }
  return { from, to };
})();

const cache = new Map<string, Entry[]>();

export function gazetteer(countryCode: string): Entry[] {
  const code = countryCode.toLowerCase();
  const hit = cache.get(code);
  if (hit) return hit;
  let entries: Entry[] = [];
  try {
    const file = JSON.parse(readFileSync(join(dataDir, `${code}.json`), 'utf8')) as GazetteerFile;
    entries = file.towns.flatMap((town) =>
      town.streets.map((s) => {
        const [street, postal] = typeof s === 'string' ? [s, town.postal_code] : s;
        return entry(street, postal, town.city);
      }),
    );
  } catch {
    // A region without a gazetteer file still gets the stored addresses.
  }
  cache.set(code, entries);
  return entries;
}

function entry(street: string, postal_code: string, city: string): Entry {
  return {
    street,
    postal_code,
    city,
    haystack: fold(`${street} ${city} ${postal_code}`),
    words: fold(street)
      .split(/[\s.,\-/]+/)
      .filter(Boolean),
  };
}

/** Splits off a trailing house number (`Marszałkowska 10/5` → `10/5`) so the rest can be matched to a street. */
export function parseQuery(query: string): { tokens: string[]; houseNumber: string } {
  const parts = query
    .trim()
    .split(/[\s,]+/)
    .filter(Boolean);
  let houseNumber = '';
  const last = parts[parts.length - 1];
  if (parts.length > 1 && last && /^\d{1,4}[a-z]?([/-]\d{1,4}[a-z]?)?$/i.test(last)) {
    houseNumber = last;
    parts.pop();
  }
  return { tokens: parts.map(fold), houseNumber };
}

/** Lower is better: the street starts with the query, a street word starts with it, it is inside the street, else the town. */
function rank(e: Entry, tokens: string[]): number {
  const text = tokens.join(' ');
  const street = fold(e.street);
  if (street.startsWith(text)) return 0;
  if (e.words.some((w) => w.startsWith(tokens[0] ?? ''))) return 1;
  if (street.includes(text)) return 2;
  return 3;
}

async function storedStreets(db: Tx, regionId: number, tokens: string[]): Promise<Entry[]> {
  const rows = await storedAddresses(db, { regionId, tokens, fold: sqlFold, limit: 200 });
  return rows.map((r) => entry(splitAddress(r.address).street, r.postalCode, r.city));
}

export function createLocalMaps(db: Tx): MapsProvider {
  return {
    name: 'local',
    async suggest(lookup: AddressLookup) {
      const { tokens, houseNumber } = parseQuery(lookup.query);
      if (tokens.length === 0) return [];
      const matches = (e: Entry) => tokens.every((t) => e.haystack.includes(t));
      const fromFile = gazetteer(lookup.countryCode).filter(matches);
      const stored = (await storedStreets(db, lookup.regionId, tokens)).filter((e) => e.street !== '' && matches(e));
      const seen = new Set<string>();
      const ranked: { e: Entry; source: AddressSuggestion['source']; r: number }[] = [];
      for (const [list, source] of [
        [fromFile, 'gazetteer'],
        [stored, 'stored'],
      ] as const) {
        for (const e of list) {
          const key = `${fold(e.street)}|${fold(e.city)}|${e.postal_code}`;
          if (seen.has(key)) continue;
          seen.add(key);
          ranked.push({ e, source, r: rank(e, tokens) });
        }
      }
      ranked.sort((a, b) => a.r - b.r || a.e.street.localeCompare(b.e.street) || a.e.city.localeCompare(b.e.city));
      return ranked.slice(0, lookup.limit).map(({ e, source }) => {
        const s = { street: e.street, house_number: houseNumber, postal_code: e.postal_code, city: e.city };
        return { ...s, label: suggestionLabel(s), source };
      });
    },
  };
}

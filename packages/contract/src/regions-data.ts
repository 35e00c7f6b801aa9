// The 16 regions and 15 languages of the club (DESIGN §6). Ids are stable and stored in the database. Plain data, no
// zod: the web app's entry reads these tables on every page (regions.ts adds the schemas).

export const languages = [
  { id: 1, code: 'en', name: 'English' },
  { id: 2, code: 'pl', name: 'Polski' },
  { id: 3, code: 'cs', name: 'Čeština' },
  { id: 4, code: 'sk', name: 'Slovenčina' },
  { id: 5, code: 'hu', name: 'Magyar' },
  { id: 6, code: 'ro', name: 'Română' },
  { id: 7, code: 'sl', name: 'Slovenščina' },
  { id: 8, code: 'hr', name: 'Hrvatski' },
  { id: 9, code: 'bg', name: 'Български' },
  { id: 10, code: 'sr', name: 'Srpski' },
  { id: 11, code: 'bs', name: 'Bosanski' },
  { id: 12, code: 'et', name: 'Eesti' },
  { id: 13, code: 'lt', name: 'Lietuvių' },
  { id: 14, code: 'lv', name: 'Latviešu' },
  { id: 15, code: 'uk', name: 'Українська' },
] as const;

export type Language = (typeof languages)[number];
export type LanguageCode = Language['code'];
export const languageCodes = languages.map((l) => l.code) as [LanguageCode, ...LanguageCode[]];
export const DEFAULT_LANGUAGE: LanguageCode = 'en';

export const regions = [
  { id: 1, code: 'PL', slug: 'poland', name: 'Polska', callingCode: '+48', language: 'pl', currency: 'PLN' },
  { id: 2, code: 'CZ', slug: 'czechia', name: 'Česko', callingCode: '+420', language: 'cs', currency: 'CZK' },
  { id: 3, code: 'SK', slug: 'slovakia', name: 'Slovensko', callingCode: '+421', language: 'sk', currency: 'EUR' },
  { id: 4, code: 'HU', slug: 'hungary', name: 'Magyarország', callingCode: '+36', language: 'hu', currency: 'HUF' },
  { id: 5, code: 'RO', slug: 'romania', name: 'România', callingCode: '+40', language: 'ro', currency: 'RON' },
  { id: 6, code: 'SI', slug: 'slovenia', name: 'Slovenija', callingCode: '+386', language: 'sl', currency: 'EUR' },
  { id: 7, code: 'HR', slug: 'croatia', name: 'Hrvatska', callingCode: '+385', language: 'hr', currency: 'EUR' },
  { id: 8, code: 'BG', slug: 'bulgaria', name: 'България', callingCode: '+359', language: 'bg', currency: 'BGN' },
  { id: 9, code: 'RS', slug: 'serbia', name: 'Srbija', callingCode: '+381', language: 'sr', currency: 'RSD' },
  { id: 10, code: 'BA', slug: 'bosnia', name: 'Bosna i Hercegovina', callingCode: '+387', language: 'bs', currency: 'BAM' },
  { id: 11, code: 'EE', slug: 'estonia', name: 'Eesti', callingCode: '+372', language: 'et', currency: 'EUR' },
  { id: 12, code: 'LT', slug: 'lithuania', name: 'Lietuva', callingCode: '+370', language: 'lt', currency: 'EUR' },
  { id: 13, code: 'LV', slug: 'latvia', name: 'Latvija', callingCode: '+371', language: 'lv', currency: 'EUR' },
  { id: 14, code: 'UA', slug: 'ukraine', name: 'Україна', callingCode: '+380', language: 'uk', currency: 'UAH' },
  { id: 15, code: 'MD', slug: 'moldova', name: 'Moldova', callingCode: '+373', language: 'ro', currency: 'MDL' },
  { id: 16, code: 'ME', slug: 'montenegro', name: 'Crna Gora', callingCode: '+382', language: 'sr', currency: 'EUR' },
] as const satisfies readonly {
  id: number;
  code: string;
  slug: string;
  name: string;
  callingCode: string;
  language: LanguageCode;
  currency: string;
}[];

export type Region = (typeof regions)[number];
export type RegionCode = Region['code'];

export function regionById(id: number): Region | undefined {
  return regions.find((r) => r.id === id);
}
export function regionByCode(code: string): Region | undefined {
  return regions.find((r) => r.code === code.toUpperCase());
}
export function languageById(id: number): Language | undefined {
  return languages.find((l) => l.id === id);
}
export function languageByCode(code: string): Language | undefined {
  return languages.find((l) => l.code === code);
}

/** Top-level domain → default interface language (DESIGN §6). */
export const tldLanguage: Record<string, LanguageCode> = {
  pl: 'pl',
  cz: 'cs',
  sk: 'sk',
  hu: 'hu',
  ro: 'ro',
  md: 'ro',
  si: 'sl',
  hr: 'hr',
  bg: 'bg',
  rs: 'sr',
  me: 'sr',
  ba: 'bs',
  ee: 'et',
  lt: 'lt',
  lv: 'lv',
  ua: 'uk',
};

/** The default language for a host name, from its top-level domain; English otherwise. */
export function languageForHost(hostname: string): LanguageCode {
  const tld = hostname.toLowerCase().replace(/\.$/, '').split('.').pop() ?? '';
  return tldLanguage[tld] ?? DEFAULT_LANGUAGE;
}

// The configurator's design constants (spec working-areas §9): the background pictures of banners (6) and billboards
// (5) and where they sit, the flyers' cover picture by subtype, the regional default link and slogan, and the recommended companies' regional badge. Plain
// data, no zod: the form, the live preview, the server's PDF proof and scripts/marketing-images.ts read the same table.
// The pictures are the portal's own files under /media/marketing/ (apps/server/assets/marketing).
import type { RegionCode } from './regions-data.ts';

/** How many background pictures a subtype offers (the others have none). */
export const marketingBackgrounds = { banner: 6, billboard: 5 } as const;
export type BackgroundSubtype = keyof typeof marketingBackgrounds;
export const hasBackgrounds = (subtype: string): subtype is BackgroundSubtype => subtype in marketingBackgrounds;

/**
 * Which band of the picture the design shows: the pictures are 4:3 and the designs about 2:1, so the picture covers
 * the design and the position picks its top, middle or bottom (CSS `background-position`, sharp's crop `position`).
 */
export const backgroundPositions = ['top', 'center', 'bottom'] as const;
export type BackgroundPosition = (typeof backgroundPositions)[number];

/** A banner's or billboard's texts are this much larger than a flyer's (they are read from afar). */
export const outdoorTextScale = 1.5;

export const marketingMediaPrefix = '/media/marketing/';
/** `s` 480 px for the choice and the preview, `l` 1600 px for the proof. */
export const backgroundFile = (subtype: BackgroundSubtype, id: number, size: 's' | 'l') => `${subtype}-${id}-${size}.jpg`;
export const backgroundUrl = (subtype: BackgroundSubtype, id: number, size: 's' | 'l') =>
  `${marketingMediaPrefix}${backgroundFile(subtype, id, size)}`;
/**
 * A flyer's cover picture depends on its subtype (spec §9 "Flyer cover images depend on subtype"): no choice, the
 * subtype decides. A band across the bottom of the page, 10:3 (1600 × 480 for the proof, 480 × 144 for the preview).
 */
export const flyerCovers = { flyer: 'flyer-cover', 'flyer-services': 'flyer-services-cover' } as const;
export type CoverSubtype = keyof typeof flyerCovers;
export const hasCover = (subtype: string): subtype is CoverSubtype => subtype in flyerCovers;
/** The cover band's height as a share of the page's width. */
export const coverBandRatio = 0.3;
export const coverFile = (subtype: CoverSubtype, size: 's' | 'l') => `${flyerCovers[subtype]}-${size}.jpg`;
export const coverUrl = (subtype: CoverSubtype, size: 's' | 'l') => `${marketingMediaPrefix}${coverFile(subtype, size)}`;
export const recommendedBadgeFile = (region: RegionCode) => `recommended-${region.toLowerCase()}.png`;
export const recommendedBadgeUrl = (region: RegionCode) => `${marketingMediaPrefix}${recommendedBadgeFile(region)}`;

export const sloganMax = 60;

/** What the form fills in for the region; the user may change it. */
export const marketingRegionDefaults: Record<RegionCode, { link: string; slogan: string }> = {
  PL: { link: 'https://club.example.com/pl/installers', slogan: 'Okna dachowe montowane przez profesjonalistów' },
  CZ: { link: 'https://club.example.com/cz/installers', slogan: 'Střešní okna montovaná profesionály' },
  SK: { link: 'https://club.example.com/sk/installers', slogan: 'Strešné okná montované profesionálmi' },
  HU: { link: 'https://club.example.com/hu/installers', slogan: 'Tetőtéri ablakok szakszerű beépítéssel' },
  RO: { link: 'https://club.example.com/ro/installers', slogan: 'Ferestre de mansardă montate de profesioniști' },
  SI: { link: 'https://club.example.com/si/installers', slogan: 'Strešna okna, ki jih vgradijo strokovnjaki' },
  HR: { link: 'https://club.example.com/hr/installers', slogan: 'Krovni prozori koje ugrađuju stručnjaci' },
  BG: { link: 'https://club.example.com/bg/installers', slogan: 'Покривни прозорци, монтирани от професионалисти' },
  RS: { link: 'https://club.example.com/rs/installers', slogan: 'Krovni prozori koje ugrađuju profesionalci' },
  BA: { link: 'https://club.example.com/ba/installers', slogan: 'Krovni prozori koje ugrađuju profesionalci' },
  EE: { link: 'https://club.example.com/ee/installers', slogan: 'Katuseaknad professionaalse paigaldusega' },
  LT: { link: 'https://club.example.com/lt/installers', slogan: 'Stogo langai, kuriuos montuoja profesionalai' },
  LV: { link: 'https://club.example.com/lv/installers', slogan: 'Jumta logi, ko uzstāda profesionāļi' },
  UA: { link: 'https://club.example.com/ua/installers', slogan: 'Мансардні вікна від професійних монтажників' },
  MD: { link: 'https://club.example.com/md/installers', slogan: 'Ferestre de mansardă montate de profesioniști' },
  ME: { link: 'https://club.example.com/me/installers', slogan: 'Krovni prozori koje ugrađuju profesionalci' },
};

/** The words of the recommended companies' badge, two lines in the region's language. */
export const recommendedBadgeWords: Record<RegionCode, [string, string]> = {
  PL: ['POLECANY', 'INSTALATOR'],
  CZ: ['DOPORUČENÝ', 'MONTÁŽNÍK'],
  SK: ['ODPORÚČANÝ', 'MONTÁŽNIK'],
  HU: ['AJÁNLOTT', 'KIVITELEZŐ'],
  RO: ['INSTALATOR', 'RECOMANDAT'],
  SI: ['PRIPOROČEN', 'MONTER'],
  HR: ['PREPORUČENI', 'MONTER'],
  BG: ['ПРЕПОРЪЧАН', 'МОНТАЖНИК'],
  RS: ['PREPORUČENI', 'MONTER'],
  BA: ['PREPORUČENI', 'MONTER'],
  EE: ['SOOVITATUD', 'PAIGALDAJA'],
  LT: ['REKOMENDUOJAMAS', 'MONTUOTOJAS'],
  LV: ['IETEICAMS', 'UZSTĀDĪTĀJS'],
  UA: ['РЕКОМЕНДОВАНИЙ', 'МОНТАЖНИК'],
  MD: ['INSTALATOR', 'RECOMANDAT'],
  ME: ['PREPORUČENI', 'MONTER'],
};

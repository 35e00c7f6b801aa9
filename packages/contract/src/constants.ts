// Every business constant of both specs in one place (spec access §9, working areas §9, DESIGN §4–6).
import type { RegionCode } from './regions.ts';

export const roles = { owner: 3, installer: 4, decorOwner: 7, decorInstaller: 8 } as const;
export type RoleId = (typeof roles)[keyof typeof roles];
export const roleIds = [3, 4, 7, 8] as const;
export const ownerRoles: readonly number[] = [roles.owner, roles.decorOwner];
export const decorRoles: readonly number[] = [roles.decorOwner, roles.decorInstaller];
export const isOwner = (role: number) => ownerRoles.includes(role);
export const isDecor = (role: number) => decorRoles.includes(role);
/** Hero/content targeting: 1 standard club (3, 4), 2 decor club (7, 8). */
export const targetRoleFor = (role: number) => (isDecor(role) ? 2 : 1);

/** users.active: 1 active, 0 deactivated, 2 declined the Czech/Slovak terms. */
export const userActive = { inactive: 0, active: 1, declinedTerms: 2 } as const;

export const notificationTypes = ['info', 'warning', 'important'] as const;
export type NotificationType = (typeof notificationTypes)[number];

export const projectStatus = { open: 1, closed: 2, lost: 3, other: 4, inReview: 5 } as const;
export const scanFlag = { ok: 1, inReview: 2, rejected: 3 } as const;
export const orderStatus = { pending: 1, approved: 2, completed: 3, rejected: 4, failed: 5 } as const;
export const ticketStatus = { open: 1, inProgress: 2, resolved: 3 } as const;
export const pointVariations = ['positive', 'negative', 'reserved', 'expired'] as const;
export type PointVariation = (typeof pointVariations)[number];
export const vendors = ['COMPACT', 'GIFT', 'FUEL', 'EDENRED', 'MARKETING'] as const;
export type Vendor = (typeof vendors)[number];
export const companyVendors: readonly Vendor[] = ['COMPACT', 'MARKETING'];
export const deliveryTypes = { digital: 0, personal: 1, company: 2 } as const;
export const cardStatuses = ['ISSUED', 'ACTIVE'] as const;
export const topUpStatuses = ['SUBMITTED', 'PENDING', 'SUCCEEDED', 'REFUSED', 'REJECTED'] as const;
export const tierCategories = [1, 2, 3, 4, 5, 6, 7, 8, 9, 99] as const;

/** One-time codes and sessions (DESIGN §3–4). */
export const auth = {
  codeLength: 5,
  codeTtlSeconds: 10 * 60,
  resendSeconds: 60,
  maxCodeAttempts: 5,
  maxFailuresPerWindow: 100,
  failureWindowDays: 30,
  hourlyCapPerIdentifier: 10,
  hourlyCapPerAddress: 30,
  accessTokenMinutes: 60,
  refreshTokenDays: 30,
  refreshThresholdMinutes: 10,
  /** Accounts created before this date must accept the Czech/Slovak terms at login. */
  czSkTermsCutoff: '2024-01-31T00:00:00Z',
  czSkTermsRegions: ['CZ', 'SK'] as readonly RegionCode[],
  testPhonePrefix: '9999999999',
  testPhoneLength: 12,
} as const;

/** Timers, in milliseconds unless named otherwise. */
export const timers = {
  requestTimeoutMs: 30_000,
  queryStaleMs: 120_000,
  queryGcMs: 300_000,
  contentStaleMs: 10 * 60_000,
  contentGcMs: 30 * 60_000,
  ownUserRefetchMs: 180_000,
  maintenancePollMs: 60_000,
  toastMs: 5_000,
  draftSaveDebounceMs: 1_000,
  validationDebounceMs: 500,
  addressDebounceMs: 400,
  configuratorLinkDebounceMs: 1_000,
  carouselMs: 7_000,
  cardMessageMs: 15_000,
} as const;

export const limits = {
  addressMinChars: 5,
  surveyMultiSelectMax: 3,
  surveyNumberMin: 1,
  surveyNumberMax: 999_999,
  registrationNumberMin: 6,
  companyNameMin: 4,
  streetMin: 4,
  houseNumberMin: 1,
  postalCodeMin: 1,
  cityMin: 2,
  personNameMin: 2,
  cardSerialDigits: 10,
  cardMinScansPerYear: 10,
  cardPointValue: 2,
  cardTopUpWorkingDays: 3,
  shortDescriptionMax: 80,
  longDescriptionMax: 100,
  logoMaxBytes: 10_000_000,
  flyerServices: 6,
  businessCardServicesHorizontal: 4,
  businessCardServicesVertical: 5,
  stockShownAsGeneric: 100,
  teamLimitPL: { owners: 1, installers: 10 },
  welcomePointsDefault: 20,
  expiringWarningFromMonth: 9,
  expiringSeenMonths: 6,
  paginationWindow: 5,
  descriptionExcerpt: 300,
} as const;

export const pageSizes = {
  projects: 20,
  team: 20,
  orders: 20,
  shop: 21,
  cardHistory: 4,
  supportStart: 10,
  supportStep: 10,
  topUpOptions: 100,
  notifications: 20,
  pointsHistory: 20,
  news: 20,
  videos: 40,
  behaviours: 15,
  homeNews: 4,
  homeSticky: 5,
  homeVideos: 4,
  homeVouchers: 2,
} as const;

export const cartVersion = 1;

/** Browser storage keys, exactly as the spec lists them (access §3), plus the two per-session drafts. */
export const storageKeys = {
  cart: 'cart',
  region: 'region',
  checkout: 'checkout',
  token: 'token',
  language: 'language',
  msData: 'msData',
  regData: 'regData',
  loginDraft: 'loginDraft',
  registrationDraft: 'registrationDraft',
  expiringPointsSeen: 'expPtsSeen',
} as const;

/** Minimum order in points for the COMPACT vendor; regions not listed use `other`. */
export const minimumOrder: Record<RegionCode, number> = {
  BA: 0,
  BG: 100,
  CZ: 40,
  EE: 40,
  HR: 51,
  HU: 39,
  LT: 40,
  LV: 40,
  PL: 128,
  RO: 102,
  RS: 0,
  SI: 51,
  SK: 40,
  UA: 20,
  MD: 50,
  ME: 50,
};

/** Product groups in the order the base-points lists use them. */
export const productGroups = [
  'roof-window',
  'flashing',
  'interior-blind',
  'exterior-awning',
  'roller-shutter',
  'solar-window',
  'loft-ladder',
  'sun-tunnel',
] as const;
export type ProductGroup = (typeof productGroups)[number];

/** Base points per scanned unit, by product group (in `productGroups` order), per region. See docs/decisions/0003. */
export const basePoints: Partial<Record<RegionCode, readonly number[]>> = {
  SI: [5, 10, 15],
  HR: [5, 10, 15, 5],
  PL: [5, 5, 10, 10, 10, 10],
  CZ: [3, 5, 8, 10, 15, 20, 20, 8],
  SK: [5, 10, 15, 20, 8],
  HU: [1, 2, 3, 4, 5, 6, 7, 8],
  RO: [5, 10, 15, 20, 25],
  UA: [5, 10, 20, 20],
  EE: [7, 7],
  LT: [],
};

/**
 * Base points where a region lists none, or does not list a group (in `productGroups` order): regions without a table
 * (Lithuania, Latvia, Bulgaria, Serbia, Bosnia, Moldova, Montenegro) and e.g. a sun tunnel scanned in Slovenia.
 * See docs/decisions/0030.
 */
export const defaultBasePoints: readonly number[] = [5, 5, 10, 10, 10, 15, 10, 8];

/** Points earned in year Y expire at the end of year Y + this many years (per-region setting, this is the default). */
export const pointsExpiryYears = 1;

/** While 1, 2 or 5 the order shows the in-progress notice (spec §4 Order status). */
export const orderInProgress = (status: number) =>
  status === orderStatus.pending || status === orderStatus.approved || status === orderStatus.failed;

/** Złoty for points: a top-up point is worth 2 (spec §9). */
export const pointsToLocal = (points: number) => points * limits.cardPointValue;

/** Uploaded files (DESIGN §9 Files), the limits the web shows before sending. A marketing logo (spec working-areas §5
 * Configurator, §9): 10,000,000 bytes. */
export const logoMaxBytes = 10_000_000;
/** The extensions the logo hint lists; the server decides the type by the bytes, not by these. */
export const logoExtensions = ['jpg', 'jpeg', 'png', 'svg', 'tif', 'tiff', 'psd', 'pdf', 'ps', 'eps', 'ai', 'zip'] as const;
/** What a file input may offer (a hint to the device; the server checks the bytes). */
export const logoAccept = logoExtensions.map((e) => `.${e}`).join(',');

/** Avatar (spec §5): png or jpeg, 5 MB. */
export const avatarMaxBytes = 5_000_000;
export const avatarAccept = 'image/png,image/jpeg';

/** Support chat (spec working areas §5, §9): a ticket's title and a message, and how much of a chat is sent. */
export const supportLimits = { titleMax: 200, messageMax: 5000, chatLimit: 1000 } as const;

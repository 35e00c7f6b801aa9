// The portal's pages as data (spec access §2, working areas §2): where each page is, which route module shows it,
// which message features it needs and who may open it. app/router.tsx builds the routes from this table; the build
// (page-preloads.ts) writes what each page loads into dist/page-preloads.json from it, so the server can name a
// page's code and its messages in the HTML it answers with (issue 10: no wait for the entry before they are fetched).
// Plain data: the Vite config imports it, so nothing here may import React or the browser.
import { paths, pattern } from '../config/paths';

/** Who may open a page: signed-out visitors only, anyone, or signed-in members inside the frame (app-layout). */
export type Access = 'public-only' | 'open' | 'signed-in';

/** The route modules under app/routes (each its own chunk); router.tsx has one loader per name. */
export type PageModule =
  | 'login'
  | 'register'
  | 'register-decor'
  | 'maintenance'
  | 'verify'
  | 'home'
  | 'news'
  | 'news-item'
  | 'rewards'
  | 'resources'
  | 'notifications'
  | 'user'
  | 'team'
  | 'team-add'
  | 'team-member'
  | 'verify-email'
  | 'support'
  | 'support-chat'
  | 'projects'
  | 'project-add'
  | 'project'
  | 'project-scan'
  | 'shop'
  | 'product'
  | 'cart'
  | 'checkout'
  | 'orders'
  | 'order'
  | 'balance'
  | 'club-card-shop'
  | 'club-card'
  | 'not-found';

export interface Page {
  /** The route pattern (`:uuid` for an id); `/` is the signed-in home. */
  path: string;
  module: PageModule;
  /** The export that shows the page when it is not the module's default. */
  component?: 'SurveyTab';
  /** Message features besides the core ones (lib/i18n.tsx), loaded with the page's code. */
  messages: readonly string[];
  access: Access;
  /**
   * Modules (manifest keys) the page runs a moment after its first paint: the server names their files as
   * `<link rel="prefetch">`, so the browser downloads them when it has nothing better to do and runs them only when
   * needed (issue 10).
   */
  later?: readonly string[];
}

/** Message features every page loads before its first paint: the shell's texts, errors, validation and the footer. */
export const coreMessages = ['common'] as const;

/** The signed-in frame's texts: the header (with the bell, the mini cart and the cart sync) and the footer's. */
export const frameMessages = ['header', 'notifications', 'shop', 'cart'] as const;
/** The signed-in frame's own module (app/layout/app-layout.tsx), loaded with every signed-in page. */
export const frameModule = 'src/app/layout/app-layout.tsx';
/**
 * What the signed-in frame runs when its header's menus or bell are first used (their Mantine Menu and Popover, ~28 kB
 * gzip, not in any first load): downloaded once every signed-in page is up, like a page's `later` (issue 10).
 */
export const frameLater = [
  'src/components/ui/language-menu.tsx',
  'src/app/layout/user-menu.tsx',
  'src/features/notifications/components/notification-popover.tsx',
] as const;
/** The early reads of the signed-in pages (app/route-data.ts), loaded with every signed-in page beside its code. */
export const routeDataModule = 'src/app/route-data.ts';

/** The projects pages' messages: their own, the tiers', the shared address search's and the warranty certificate's. */
const projectMessages = ['projects', 'tiers', 'components', 'certificates'];
/** The shop, cart, checkout and orders pages share their texts (a product links to the cart, checkout to orders). */
const shopMessages = ['shop', 'cart', 'checkout', 'orders', 'marketing'];
/** Home, news, rewards and resources share the content texts (videos, news cards, base points). */
const contentMessages = ['content', 'home', 'news', 'rewards', 'resources', 'tiers', 'components'];

const publicOnly = (path: string, module: PageModule, messages: readonly string[]): Page => ({
  path,
  module,
  messages,
  access: 'public-only',
});
const open = (path: string, module: PageModule, messages: readonly string[] = []): Page => ({ path, module, messages, access: 'open' });
const signedIn = (path: string, module: PageModule, messages: readonly string[], component?: Page['component']): Page => ({
  path,
  module,
  messages,
  access: 'signed-in',
  ...(component ? { component } : {}),
});

export const pages: readonly Page[] = [
  // The sign-in track (its forms' rules, the region select): downloaded while the visitor picks a method.
  { ...publicOnly(paths.login, 'login', ['login']), later: ['src/features/auth/components/login-track.tsx'] },
  publicOnly(paths.register, 'register', ['register', 'components']),
  publicOnly(paths.registerDecor, 'register-decor', ['register', 'components']),
  open(paths.maintenance, 'maintenance'),
  open(paths.verify(':code'), 'verify', ['certificates']),
  signedIn(paths.home, 'home', [...contentMessages, 'club-card']),
  signedIn(paths.news, 'news', contentMessages),
  signedIn(pattern(paths.newsItem), 'news-item', contentMessages),
  signedIn(paths.rewards, 'rewards', contentMessages),
  signedIn(paths.resources, 'resources', contentMessages),
  signedIn(paths.notifications, 'notifications', ['notifications']),
  signedIn(pattern(paths.notification), 'notifications', ['notifications']),
  signedIn(paths.user, 'user', ['user']),
  signedIn(paths.team, 'team', ['team']),
  signedIn(paths.teamAdd, 'team-add', ['team']),
  signedIn(pattern(paths.teamMember), 'team-member', ['team']),
  signedIn(paths.verifyEmail, 'verify-email', ['verify']),
  signedIn(paths.support, 'support', ['support']),
  signedIn(paths.supportNew, 'support-chat', ['support']),
  signedIn(pattern(paths.supportTicket), 'support-chat', ['support']),
  signedIn(paths.projects, 'projects', projectMessages),
  signedIn(paths.projectAdd, 'project-add', projectMessages),
  signedIn(pattern(paths.project), 'project', projectMessages),
  signedIn(pattern(paths.projectSurvey), 'project', projectMessages, 'SurveyTab'),
  signedIn(pattern(paths.projectScan), 'project-scan', projectMessages),
  signedIn(paths.shop, 'shop', shopMessages),
  signedIn(pattern(paths.product), 'product', shopMessages),
  signedIn(paths.cart, 'cart', shopMessages),
  signedIn(paths.checkout, 'checkout', shopMessages),
  signedIn(pattern(paths.checkoutOrder), 'checkout', shopMessages),
  signedIn(paths.orders, 'orders', shopMessages),
  signedIn(pattern(paths.order), 'order', shopMessages),
  signedIn(paths.balance, 'balance', ['balance', 'tiers', 'certificates']),
  signedIn(paths.clubCardShop, 'club-card-shop', ['club-card']),
  signedIn(paths.clubCard, 'club-card', ['club-card']),
];

/** Any other address: shown inside the signed-in frame for a signed-in member, so it needs the frame's texts too. */
export const notFoundPage: Page = { path: '*', module: 'not-found', messages: frameMessages, access: 'open' };

/** The message features a page loads besides the core ones: the frame's for a signed-in page, then its own. */
export const pageMessages = (page: Page): string[] => [
  ...new Set([...(page.access === 'signed-in' ? frameMessages : []), ...page.messages]),
];

/** The manifest key (source path under apps/web) of a page's route module. */
export const moduleKey = (module: PageModule) => `src/app/routes/${module}.tsx`;

/**
 * A signed-in page's own message features beyond the frame's (the frame loads those); every feature for the others.
 * The router asks for the frame's and the page's at once, so on a first load these are the features still missing.
 */
export const ownMessages = (page: Page): string[] =>
  page.access === 'signed-in' ? page.messages.filter((f) => !(frameMessages as readonly string[]).includes(f)) : [...page.messages];

/** A bundle's name: its features in order, joined (feature names are lower-case letters and hyphens). */
export const bundleName = (features: readonly string[]) => features.join('_');

/**
 * Message features loaded as one file per language when all of them are wanted at once (issue 10, decision 0146): the
 * frame's, and each page's own when it has several. A signed-in page's first load fetched one file per feature (8–13
 * of its 30–40 requests); the build also writes each bundle (precompile-messages.ts), and lib/i18n.tsx takes a bundle
 * when exactly its features are missing.
 */
export const messageBundles: readonly string[] = [
  ...new Set([
    bundleName(frameMessages),
    ...[...pages, notFoundPage]
      .map(ownMessages)
      .filter((m) => m.length > 1)
      .map(bundleName),
  ]),
];

/** The catalogue files (a feature or a bundle, by name) a page's first load fetches: the core, the frame's, the page's own. */
export const firstLoadCatalogues = (page: Page): string[] => {
  const own = ownMessages(page);
  return [
    ...new Set([
      ...coreMessages,
      ...(page.access === 'signed-in' ? [bundleName(frameMessages)] : []),
      ...(own.length > 1 ? [bundleName(own)] : own),
    ]),
  ];
};

// The routes of the portal, built from the page table (pages.ts). Pages load lazily; guards decide who may see them.
import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { frameMessages, notFoundPage, pages, type Access, type Page, type PageModule } from './pages';
import { RootLayout } from './layout/root-layout';
import { PublicOnly, RequireAuth } from './guards';
import { RouteError } from './routes/route-error';
import { AppLoading } from '../components/ui/app-loading';
import { loadMessages } from '../lib/i18n';

/** One loader per route module (each its own chunk), named as in the page table (pages.ts). */
const loaders: Record<PageModule, () => Promise<Record<string, unknown>>> = {
  login: () => import('./routes/login'),
  register: () => import('./routes/register'),
  'register-decor': () => import('./routes/register-decor'),
  maintenance: () => import('./routes/maintenance'),
  verify: () => import('./routes/verify'),
  home: () => import('./routes/home'),
  news: () => import('./routes/news'),
  'news-item': () => import('./routes/news-item'),
  rewards: () => import('./routes/rewards'),
  resources: () => import('./routes/resources'),
  notifications: () => import('./routes/notifications'),
  user: () => import('./routes/user'),
  team: () => import('./routes/team'),
  'team-add': () => import('./routes/team-add'),
  'team-member': () => import('./routes/team-member'),
  'verify-email': () => import('./routes/verify-email'),
  support: () => import('./routes/support'),
  'support-chat': () => import('./routes/support-chat'),
  projects: () => import('./routes/projects'),
  'project-add': () => import('./routes/project-add'),
  project: () => import('./routes/project'),
  'project-scan': () => import('./routes/project-scan'),
  shop: () => import('./routes/shop'),
  product: () => import('./routes/product'),
  cart: () => import('./routes/cart'),
  checkout: () => import('./routes/checkout'),
  orders: () => import('./routes/orders'),
  order: () => import('./routes/order'),
  balance: () => import('./routes/balance'),
  'club-card-shop': () => import('./routes/club-card-shop'),
  'club-card': () => import('./routes/club-card'),
  'not-found': () => import('./routes/not-found'),
};

/** A lazily loaded module: its code and its messages are fetched at once, in parallel. */
const lazyModule =
  (load: () => Promise<Record<string, unknown>>, features: readonly string[], component = 'default') =>
  () =>
    Promise.all([load(), loadMessages(features)]).then(([m]) => ({ Component: m[component] as React.ComponentType }));

/**
 * A signed-in route's code and messages, and a loader that starts its first reads at once (app/route-data.ts, its own
 * chunk, fetched beside the code): the router loads the two in parallel and never waits for the reads.
 */
const withReads = (lazy: () => Promise<{ Component: React.ComponentType }>, module: PageModule | null): RouteObject['lazy'] => ({
  Component: () => lazy().then((m) => m.Component),
  loader: () => import('./route-data').then((m) => m.readsFor(module)),
});

function buildRoutes({ reads }: { reads: boolean }): RouteObject[] {
  const route = (page: Page): RouteObject => {
    const code = lazyModule(loaders[page.module], page.messages, page.component);
    const lazy = reads && page.access === 'signed-in' ? withReads(code, page.module) : code;
    // The signed-in home is the frame's index route.
    return page.access === 'signed-in' && page.path === paths.home ? { index: true, lazy } : { path: page.path, lazy };
  };
  const withAccess = (access: Access) => pages.filter((p) => p.access === access).map(route);
  const frame = lazyModule(() => import('./layout/app-layout'), frameMessages);
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      HydrateFallback: AppLoading,
      children: [
        { element: <PublicOnly />, children: withAccess('public-only') },
        ...withAccess('open'),
        {
          element: <RequireAuth />,
          children: [{ lazy: reads ? withReads(frame, null) : frame, children: withAccess('signed-in') }],
        },
        route(notFoundPage),
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes({ reads: true }));
}

/**
 * For tests: the same routes in memory at a given URL. Without the early reads: they go to the app's one query client,
 * and each test renders the app with its own (test/render.tsx).
 */
export function createTestRouter(initialPath: string) {
  return createMemoryRouter(buildRoutes({ reads: false }), { initialEntries: [initialPath] });
}

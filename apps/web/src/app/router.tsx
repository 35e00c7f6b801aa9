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

const route = (page: Page): RouteObject => {
  const lazy = lazyModule(loaders[page.module], page.messages, page.component);
  // The signed-in home is the frame's index route.
  return page.access === 'signed-in' && page.path === paths.home ? { index: true, lazy } : { path: page.path, lazy };
};
const withAccess = (access: Access) => pages.filter((p) => p.access === access).map(route);

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    HydrateFallback: AppLoading,
    children: [
      { element: <PublicOnly />, children: withAccess('public-only') },
      ...withAccess('open'),
      {
        element: <RequireAuth />,
        children: [{ lazy: lazyModule(() => import('./layout/app-layout'), frameMessages), children: withAccess('signed-in') }],
      },
      route(notFoundPage),
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

/** For tests: the same routes in memory at a given URL. */
export function createTestRouter(initialPath: string) {
  return createMemoryRouter(routes, { initialEntries: [initialPath] });
}

// The routes of the portal (spec access §2, working areas §2). Pages load lazily; guards decide who may see them.
import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { RootLayout } from './layout/root-layout';
import { PublicOnly, RequireAuth } from './guards';
import { RouteError } from './routes/route-error';
import { PageLoader } from '../components/ui/page-loader';
import { loadMessages } from '../lib/i18n';

/** A lazily loaded page: its code and its feature's messages are fetched at once, in parallel. */
const page =
  (load: () => Promise<{ default: React.ComponentType }>, features: string[] = []) =>
  () =>
    Promise.all([load(), loadMessages(features)]).then(([m]) => ({ Component: m.default }));

/** Routes that later issues fill; until then each says what it will be. */
const upcoming: { path: string; feature: string }[] = [
  { path: 'projects', feature: 'projects' },
  { path: 'projects/add', feature: 'projects' },
  { path: 'projects/:uuid', feature: 'projects' },
  { path: 'projects/:uuid/survey', feature: 'projects' },
  { path: 'team', feature: 'team' },
  { path: 'team/add', feature: 'team' },
  { path: 'team/:uuid', feature: 'team' },
  { path: 'balance', feature: 'balance' },
  { path: 'rewards', feature: 'rewards' },
  { path: 'resources', feature: 'resources' },
  { path: 'news', feature: 'news' },
  { path: 'news/:uuid', feature: 'news' },
  { path: 'shop', feature: 'shop' },
  { path: 'shop/club-card', feature: 'clubCard' },
  { path: 'shop/:uuid', feature: 'shop' },
  { path: 'cart', feature: 'cart' },
  { path: 'checkout', feature: 'checkout' },
  { path: 'checkout/:uuid', feature: 'checkout' },
  { path: 'orders', feature: 'orders' },
  { path: 'orders/:uuid', feature: 'orders' },
  { path: 'club-card', feature: 'clubCard' },
  { path: 'support/chat', feature: 'support' },
  { path: 'support/chat/:uuid', feature: 'support' },
  { path: 'verify-email', feature: 'verifyEmail' },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    HydrateFallback: PageLoader,
    children: [
      {
        element: <PublicOnly />,
        children: [
          { path: paths.login, lazy: page(() => import('./routes/login'), ['login']) },
          { path: paths.register, lazy: page(() => import('./routes/register'), ['register']) },
          { path: paths.registerDecor, lazy: page(() => import('./routes/register-decor'), ['register']) },
        ],
      },
      { path: paths.maintenance, lazy: page(() => import('./routes/maintenance')) },
      {
        element: <RequireAuth />,
        children: [
          {
            lazy: page(() => import('./layout/app-layout'), ['header', 'notifications']),
            children: [
              { index: true, lazy: page(() => import('./routes/home'), ['home']) },
              { path: 'notifications', lazy: page(() => import('./routes/notifications'), ['notifications']) },
              { path: 'notifications/:uuid', lazy: page(() => import('./routes/notifications'), ['notifications']) },
              { path: 'user', lazy: page(() => import('./routes/user'), ['user']) },
              ...upcoming.map((u) => ({
                path: u.path,
                lazy: () =>
                  Promise.all([import('./routes/upcoming'), loadMessages(['upcoming'])]).then(([m]) => ({
                    Component: () => <m.default feature={u.feature} />,
                  })),
              })),
            ],
          },
        ],
      },
      { path: '*', lazy: page(() => import('./routes/not-found')) },
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

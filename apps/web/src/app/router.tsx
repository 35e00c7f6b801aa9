// The routes of the portal (spec access §2, working areas §2). Pages load lazily; guards decide who may see them.
import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router';
import { paths, pattern } from '../config/paths';
import { RootLayout } from './layout/root-layout';
import { PublicOnly, RequireAuth } from './guards';
import { RouteError } from './routes/route-error';
import { PageLoader } from '../components/ui/page-loader';

const page = (load: () => Promise<{ default: React.ComponentType }>) => () => load().then((m) => ({ Component: m.default }));

/** Routes that later issues fill; until then each says what it will be. */
const upcoming: { path: string; feature: string }[] = [
  { path: paths.projects, feature: 'projects' },
  { path: paths.projectAdd, feature: 'projects' },
  { path: pattern(paths.project), feature: 'projects' },
  { path: pattern(paths.projectSurvey), feature: 'projects' },
  { path: paths.team, feature: 'team' },
  { path: paths.teamAdd, feature: 'team' },
  { path: pattern(paths.teamMember), feature: 'team' },
  { path: paths.balance, feature: 'balance' },
  { path: paths.rewards, feature: 'rewards' },
  { path: paths.resources, feature: 'resources' },
  { path: paths.news, feature: 'news' },
  { path: pattern(paths.newsItem), feature: 'news' },
  { path: paths.clubCardShop, feature: 'clubCard' },
  { path: paths.clubCard, feature: 'clubCard' },
  { path: paths.support, feature: 'support' },
  { path: pattern(paths.supportTicket), feature: 'support' },
  { path: paths.verifyEmail, feature: 'verifyEmail' },
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
          { path: paths.login, lazy: page(() => import('./routes/login')) },
          { path: paths.register, lazy: page(() => import('./routes/register')) },
          { path: paths.registerDecor, lazy: page(() => import('./routes/register-decor')) },
        ],
      },
      { path: paths.maintenance, lazy: page(() => import('./routes/maintenance')) },
      {
        element: <RequireAuth />,
        children: [
          {
            lazy: page(() => import('./layout/app-layout')),
            children: [
              { index: true, lazy: page(() => import('./routes/home')) },
              { path: paths.notifications, lazy: page(() => import('./routes/notifications')) },
              { path: pattern(paths.notification), lazy: page(() => import('./routes/notifications')) },
              { path: paths.user, lazy: page(() => import('./routes/user')) },
              { path: paths.shop, lazy: page(() => import('./routes/shop')) },
              { path: pattern(paths.product), lazy: page(() => import('./routes/product')) },
              { path: paths.cart, lazy: page(() => import('./routes/cart')) },
              { path: paths.checkout, lazy: page(() => import('./routes/checkout')) },
              { path: pattern(paths.checkoutOrder), lazy: page(() => import('./routes/checkout')) },
              { path: paths.orders, lazy: page(() => import('./routes/orders')) },
              { path: pattern(paths.order), lazy: page(() => import('./routes/order')) },
              ...upcoming.map((u) => ({
                path: u.path,
                lazy: () => import('./routes/upcoming').then((m) => ({ Component: () => <m.default feature={u.feature} /> })),
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

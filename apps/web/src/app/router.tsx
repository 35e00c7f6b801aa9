// The routes of the portal (spec access §2, working areas §2). Pages load lazily; guards decide who may see them.
import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { RootLayout } from './layout/root-layout';
import { PublicOnly, RequireAuth } from './guards';
import { RouteError } from './routes/route-error';
import { PageLoader } from '../components/ui/page-loader';

const page = (load: () => Promise<{ default: React.ComponentType }>) => () => load().then((m) => ({ Component: m.default }));

/** Routes that later issues fill; until then each says what it will be. */
const upcoming: { path: string; feature: string }[] = [
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
              { path: 'notifications', lazy: page(() => import('./routes/notifications')) },
              { path: 'notifications/:uuid', lazy: page(() => import('./routes/notifications')) },
              { path: 'user', lazy: page(() => import('./routes/user')) },
              { path: paths.projects, lazy: page(() => import('./routes/projects')) },
              { path: paths.projectAdd, lazy: page(() => import('./routes/project-add')) },
              { path: paths.project(':uuid'), lazy: page(() => import('./routes/project')) },
              { path: paths.projectSurvey(':uuid'), lazy: () => import('./routes/project').then((m) => ({ Component: m.SurveyTab })) },
              { path: paths.projectScan(':uuid'), lazy: page(() => import('./routes/project-scan')) },
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

// The routes of the portal (spec access §2, working areas §2). Pages load lazily; guards decide who may see them.
import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router';
import { paths, pattern } from '../config/paths';
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

/** The signed-in frame's texts: the header (with the bell, the mini cart and the cart sync) and the footer's. */
const frameMessages = ['header', 'notifications', 'shop', 'cart'];

/** The projects pages' messages: their own, the tiers', and the shared address search's. */
const projectMessages = ['projects', 'tiers', 'components'];

/** The shop, cart, checkout and orders pages share their texts (a product links to the cart, checkout to orders). */
const shopMessages = ['shop', 'cart', 'checkout', 'orders'];

/** Routes that later issues fill; until then each says what it will be. */
const upcoming: { path: string; feature: string }[] = [
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
          { path: paths.login, lazy: page(() => import('./routes/login'), ['login']) },
          { path: paths.register, lazy: page(() => import('./routes/register'), ['register', 'components']) },
          { path: paths.registerDecor, lazy: page(() => import('./routes/register-decor'), ['register', 'components']) },
        ],
      },
      { path: paths.maintenance, lazy: page(() => import('./routes/maintenance')) },
      {
        element: <RequireAuth />,
        children: [
          {
            lazy: page(() => import('./layout/app-layout'), frameMessages),
            children: [
              { index: true, lazy: page(() => import('./routes/home'), ['home']) },
              { path: paths.notifications, lazy: page(() => import('./routes/notifications'), ['notifications']) },
              { path: pattern(paths.notification), lazy: page(() => import('./routes/notifications'), ['notifications']) },
              { path: paths.user, lazy: page(() => import('./routes/user'), ['user']) },
              { path: paths.projects, lazy: page(() => import('./routes/projects'), projectMessages) },
              { path: paths.projectAdd, lazy: page(() => import('./routes/project-add'), projectMessages) },
              { path: pattern(paths.project), lazy: page(() => import('./routes/project'), projectMessages) },
              {
                path: pattern(paths.projectSurvey),
                lazy: () =>
                  Promise.all([import('./routes/project'), loadMessages(projectMessages)]).then(([m]) => ({ Component: m.SurveyTab })),
              },
              { path: pattern(paths.projectScan), lazy: page(() => import('./routes/project-scan'), projectMessages) },
              { path: paths.shop, lazy: page(() => import('./routes/shop'), shopMessages) },
              { path: pattern(paths.product), lazy: page(() => import('./routes/product'), shopMessages) },
              { path: paths.cart, lazy: page(() => import('./routes/cart'), shopMessages) },
              { path: paths.checkout, lazy: page(() => import('./routes/checkout'), shopMessages) },
              { path: pattern(paths.checkoutOrder), lazy: page(() => import('./routes/checkout'), shopMessages) },
              { path: paths.orders, lazy: page(() => import('./routes/orders'), shopMessages) },
              { path: pattern(paths.order), lazy: page(() => import('./routes/order'), shopMessages) },
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
      // Shown inside the signed-in frame for a signed-in member, so it needs the frame's texts too.
      { path: '*', lazy: page(() => import('./routes/not-found'), frameMessages) },
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

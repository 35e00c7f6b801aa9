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

/** The projects pages' messages: their own, the tiers', the shared address search's and the warranty certificate's. */
const projectMessages = ['projects', 'tiers', 'components', 'certificates'];

/** The shop, cart, checkout and orders pages share their texts (a product links to the cart, checkout to orders). */
const shopMessages = ['shop', 'cart', 'checkout', 'orders', 'marketing'];

/** Home, news, rewards and resources share the content texts (videos, news cards, base points). */
const contentMessages = ['content', 'home', 'news', 'rewards', 'resources', 'tiers', 'components'];

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
      { path: paths.verify(':code'), lazy: page(() => import('./routes/verify'), ['certificates']) },
      {
        element: <RequireAuth />,
        children: [
          {
            lazy: page(() => import('./layout/app-layout'), frameMessages),
            children: [
              { index: true, lazy: page(() => import('./routes/home'), [...contentMessages, 'club-card']) },
              { path: paths.news, lazy: page(() => import('./routes/news'), contentMessages) },
              { path: pattern(paths.newsItem), lazy: page(() => import('./routes/news-item'), contentMessages) },
              { path: paths.rewards, lazy: page(() => import('./routes/rewards'), contentMessages) },
              { path: paths.resources, lazy: page(() => import('./routes/resources'), contentMessages) },
              { path: paths.notifications, lazy: page(() => import('./routes/notifications'), ['notifications']) },
              { path: pattern(paths.notification), lazy: page(() => import('./routes/notifications'), ['notifications']) },
              { path: paths.user, lazy: page(() => import('./routes/user'), ['user']) },
              { path: paths.team, lazy: page(() => import('./routes/team'), ['team']) },
              { path: paths.teamAdd, lazy: page(() => import('./routes/team-add'), ['team']) },
              { path: pattern(paths.teamMember), lazy: page(() => import('./routes/team-member'), ['team']) },
              { path: paths.verifyEmail, lazy: page(() => import('./routes/verify-email'), ['verify']) },
              { path: paths.support, lazy: page(() => import('./routes/support'), ['support']) },
              { path: paths.supportNew, lazy: page(() => import('./routes/support-chat'), ['support']) },
              { path: pattern(paths.supportTicket), lazy: page(() => import('./routes/support-chat'), ['support']) },
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
              { path: paths.balance, lazy: page(() => import('./routes/balance'), ['balance', 'tiers', 'certificates']) },
              { path: paths.clubCardShop, lazy: page(() => import('./routes/club-card-shop'), ['club-card']) },
              { path: paths.clubCard, lazy: page(() => import('./routes/club-card'), ['club-card']) },
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

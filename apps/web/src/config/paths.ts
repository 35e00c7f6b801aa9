// Every URL of the portal, in one place. Components build links only from here.
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  registerDecor: '/register/decor',
  maintenance: '/maintenance',
  notifications: '/notifications',
  notification: (uuid: string) => `/notifications/${uuid}`,
  user: '/user',
  projects: '/projects',
  projectAdd: '/projects/add',
  project: (uuid: string) => `/projects/${uuid}`,
  projectScan: (uuid: string) => `/projects/${uuid}/scan`,
  projectSurvey: (uuid: string) => `/projects/${uuid}/survey`,
  team: '/team',
  teamAdd: '/team/add',
  teamMember: (uuid: string) => `/team/${uuid}`,
  balance: '/balance',
  rewards: '/rewards',
  resources: '/resources',
  news: '/news',
  newsItem: (uuid: string) => `/news/${uuid}`,
  shop: '/shop',
  clubCardShop: '/shop/club-card',
  product: (uuid: string) => `/shop/${uuid}`,
  cart: '/cart',
  checkout: '/checkout',
  checkoutOrder: (uuid: string) => `/checkout/${uuid}`,
  orders: '/orders',
  order: (uuid: string) => `/orders/${uuid}`,
  clubCard: '/club-card',
  support: '/support/chat',
  supportNew: '/support/chat/new',
  supportTicket: (uuid: string) => `/support/chat/${uuid}`,
  verifyEmail: '/verify-email',
  /** The public check a certificate's QR code opens (outside the signed-in frame). */
  verify: (code: string) => `/verify/${code}`,
} as const;

/** A route pattern from a path builder: `pattern(paths.project)` is '/projects/:uuid'. */
export const pattern = (build: (uuid: string) => string) => build(':uuid');

export const publicOnlyPaths: readonly string[] = [paths.login, paths.register, paths.registerDecor];

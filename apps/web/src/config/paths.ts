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
  team: '/team',
  balance: '/balance',
  rewards: '/rewards',
  resources: '/resources',
  news: '/news',
  shop: '/shop',
  clubCardShop: '/shop/club-card',
  cart: '/cart',
  checkout: '/checkout',
  orders: '/orders',
  clubCard: '/club-card',
  support: '/support/chat',
  supportTicket: (uuid: string) => `/support/chat/${uuid}`,
  verifyEmail: '/verify-email',
} as const;

export const publicOnlyPaths: readonly string[] = [paths.login, paths.register, paths.registerDecor];

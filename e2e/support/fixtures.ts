// The `login` fixture: a journey that needs "a signed-in member" gets a member of its own, made by the server's own
// registration and session code (POST /dev/sessions, development only), with the session put where the web app keeps
// it after a sign-in (localStorage `token`). No one-time code, no shared demo user, no 60 s resend gap.
// Journeys about signing in itself still sign in through the interface (login-helpers.ts).
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

export interface LoginOptions {
  /** Region id (1 Poland by default). */
  region?: number;
  /** 3 owner (default) or 7 decor owner. */
  role?: 3 | 7;
  /** The account's language; the region's when absent. */
  language?: string;
  /** true: the member has never signed in before. Default false (a returning member). */
  firstTime?: boolean;
  /** First name (the home greeting shows it). */
  name?: string;
  /** Points earned last year, due to expire at the end of this one. */
  expiringPoints?: number;
  /** Points earned two years ago and already expired (an `expired` history entry). */
  expiredPoints?: number;
  /** Extra 1-point credits, so the points history has several pages. */
  historyEntries?: number;
  /** A recommended company (its marketing material carries the regional badge). */
  recommended?: boolean;
  /** The interface language stored on this device (`language`); 'en' by default so journeys read English, null for none. */
  uiLanguage?: string | null;
  /** The page to open once signed in ('/' by default); null opens nothing. */
  path?: string | null;
  /** The origin to sign in on, e.g. a `.pl` host; the configured baseURL by default. */
  origin?: string;
  /** Another page than the test's own (e.g. of a second context). */
  page?: Page;
}

export interface Member {
  token: { token: string; refresh_token: string; expiresAt: string };
  user: { uuid: string; id: number; email: string; phone: string; name: string; language: string };
  company: { uuid: string; id: number; name: string };
  welcome_points: number;
}

/** Registers a fresh member through `POST /dev/sessions` and signs `page` in as it (also usable from `beforeAll`). */
export async function signInAsNewMember(
  page: Page,
  request: APIRequestContext,
  origin: string,
  options: LoginOptions = {},
): Promise<Member> {
  const res = await request.post(`${origin}/dev/sessions`, {
    data: {
      region: options.region ?? 1,
      role: options.role ?? 3,
      first_time: options.firstTime ?? false,
      ...(options.language ? { language: options.language } : {}),
      ...(options.name ? { name: options.name } : {}),
      ...(options.expiringPoints ? { expiring_points: options.expiringPoints } : {}),
      ...(options.expiredPoints ? { expired_points: options.expiredPoints } : {}),
      ...(options.historyEntries ? { history_entries: options.historyEntries } : {}),
      ...(options.recommended ? { recommended: true } : {}),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const member = (await res.json()) as Member;
  // Storage belongs to an origin: open a small same-origin document first, write, then open the page itself.
  await page.goto(`${origin}/api/docs/json`);
  const uiLanguage = options.uiLanguage === undefined ? 'en' : options.uiLanguage;
  // A string, not a function: the tools' type check has no DOM library.
  const write = (key: string, value: string) => `localStorage.setItem(${JSON.stringify(key)}, ${JSON.stringify(value)});`;
  await page.evaluate(write('token', JSON.stringify(member.token)) + (uiLanguage ? write('language', uiLanguage) : ''));
  if (options.path !== null) await page.goto(`${origin}${options.path ?? '/'}`);
  return member;
}

export const test = base.extend<{ login: (options?: LoginOptions) => Promise<Member> }>({
  login: async ({ page: ownPage, request, baseURL }, use) => {
    await use((options = {}) => signInAsNewMember(options.page ?? ownPage, request, options.origin ?? baseURL ?? '', options));
  },
});

export { expect };

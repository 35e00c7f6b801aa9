// What a signed-in page reads first, asked for as soon as the router knows the page: beside the page's code, not after
// that code has downloaded, run and rendered a skeleton (issue 10, decision 0142). The router runs these as loaders
// (app/router.tsx) and never waits for them: a loader starts the reads into the app's query client and returns at once,
// the page's components then find them in flight or done. A read that fails here is left to the component, which asks
// again when it mounts and shows its own error. Each read is the component's own query (same key, same options), so
// nothing is fetched twice; keep them in step when a page changes what it reads.
// This module is its own chunk, named in every signed-in page's preloads (page-preloads.ts): the entry stays as small.
import type { LoaderFunctionArgs } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { SelfUser } from '@club/contract/company';
import { isDecor } from '@club/contract/constants';
import type { PageModule } from './pages';
import { interfaceLanguage } from '../lib/i18n';
import { appQueryClient } from '../lib/query-client';
import { loadPublicConfig } from '../lib/public-config';
import { selfQuery } from '../lib/session/own-user';
import { companyPointsQuery } from '../lib/session/points-summary';
import { tokenStore } from '../lib/session/token';
import { isFirstLoad } from '../lib/first-load';
import { pageParam } from '../lib/page-param';
import { contentListQuery, newsPage, type ContentFilters } from '../lib/content/get-content';
import { regionConfigQuery } from '../lib/content/get-region-config';
import { behavioursQuery } from '../lib/content/get-behaviours';
import { latestNotificationsQuery } from '../features/notifications/api/get-notifications';
import { pointsHistoryQuery } from '../features/balance/api/get-points-history';
import { certificatesQuery } from '../features/certificates/api/get-certificates';
import { tiersQuery } from '../features/tiers/api/get-tiers';
import { tierHistoryQuery } from '../features/tiers/api/get-tier-history';
import { isProjectTab, projectsQuery } from '../features/projects/api/get-projects';
import { productsQuery } from '../features/shop/api/get-products';
import { categoriesQuery } from '../features/shop/api/get-categories';
import { filtersFrom } from '../features/shop/utils/shop-params';
import { voucherTeasersQuery } from '../features/home/api/get-voucher-teasers';
import { homeContent } from '../features/home/api/get-home-content';
import { teamQuery } from '../features/team/api/get-team';

interface Reads {
  client: QueryClient;
  /** The page's query string. */
  search: URLSearchParams;
  /** The own user once it is in (the frame reads it first); undefined when that read failed. */
  self: Promise<SelfUser | undefined>;
  /** Counts a read as this navigation's (a first load waits for them all); its failure is left to the component. */
  start: (read: Promise<unknown>) => void;
}

/** Runs `then` once the own user is in; the reads it starts count with the navigation's. */
function onUser({ self, start }: Reads, then: (user: SelfUser | undefined) => void) {
  start(self.then(then));
}

/**
 * On the app's first load a signed-in page waits for its first reads — at most this long — before it is shown. The
 * boot bar stays meanwhile, and the page then renders once, with its data, in slices (the router's transition): before,
 * its skeleton rendered first and every answer that came after re-rendered it synchronously (TanStack Query's store),
 * one long task each on a slow phone (issue 10, decision 0146). Reads slower than this are left to the skeletons, as on
 * every later navigation, which never waits.
 */
export const firstLoadWaitMs = 1000;

/** Every read started so far settles (those started once another settled included), or the time is up. */
async function settled(reads: Promise<unknown>[], deadline: Promise<void>): Promise<null> {
  let seen = 0;
  const all = async () => {
    while (seen < reads.length) {
      const batch = reads.slice(seen);
      seen = reads.length;
      await Promise.all(batch);
    }
  };
  await Promise.race([all(), deadline]);
  return null;
}

function content({ client, start }: Reads, filters: ContentFilters) {
  start(client.prefetchQuery(contentListQuery(filters, interfaceLanguage())));
}

/** The tier bar (components/tier-progress) of a member whose role has tiers. */
function tierProgress({ client, start }: Reads, user: SelfUser) {
  start(client.prefetchQuery(tierHistoryQuery(user.company.id)));
  start(client.prefetchQuery(tiersQuery(user.region.id)));
}

/** Each page's first reads beside the frame's (the page's own components decide what they read: mirror them). */
const pageReads: Partial<Record<PageModule, (reads: Reads) => void>> = {
  home: (reads) => {
    const { client, start } = reads;
    for (const filters of Object.values(homeContent)) content(reads, filters);
    onUser(reads, (user) => {
      if (!user) return;
      start(client.prefetchQuery(regionConfigQuery(user.region.id)));
      start(client.prefetchQuery(voucherTeasersQuery(user.region.id)));
      if (isDecor(user.role.id)) return;
      tierProgress(reads, user);
      start(client.prefetchQuery(behavioursQuery(user.region.id, interfaceLanguage())));
    });
  },
  news: (reads) => content(reads, newsPage(pageParam(reads.search))),
  balance: (reads) => {
    const { client, search, start } = reads;
    start(client.prefetchQuery(pointsHistoryQuery(pageParam(search))));
    onUser(reads, (user) => {
      if (!user) return;
      start(client.prefetchQuery(certificatesQuery()));
      if (!isDecor(user.role.id) && !user.company.is_decor) tierProgress(reads, user);
    });
  },
  projects: (reads) => {
    const tab = reads.search.get('tab');
    reads.start(reads.client.prefetchQuery(projectsQuery({ tab: isProjectTab(tab) ? tab : 'all', page: pageParam(reads.search) })));
    onUser(reads, (user) => {
      if (user && !isDecor(user.role.id)) tierProgress(reads, user);
    });
  },
  shop: (reads) => {
    const { client, start } = reads;
    start(client.prefetchQuery(productsQuery(filtersFrom(reads.search))));
    onUser(reads, (user) => {
      if (user) start(client.prefetchQuery(categoriesQuery(user.region.id)));
    });
  },
  team: ({ client, search, start }) => start(client.prefetchQuery(teamQuery(pageParam(search)))),
};

/**
 * The frame's reads (the public configuration, the own user, the bell's latest notifications, the company's points in
 * the header) and then the page's. Nothing without a session: the guard sends such a visitor to /login.
 */
export function readsFor(module: PageModule | null) {
  return ({ request }: LoaderFunctionArgs): null | Promise<null> => {
    if (!tokenStore.get()) return null;
    const started: Promise<unknown>[] = [];
    const start = (read: Promise<unknown>) => void started.push(read.catch(() => undefined));
    const client = appQueryClient();
    const self = client.ensureQueryData(selfQuery()).then(
      (user) => user,
      () => undefined,
    );
    start(self);
    const reads: Reads = { client, search: new URL(request.url).searchParams, self, start };
    if (module === null) {
      // The public configuration (the support phone in the footer, home's welcome points), which RootLayout otherwise
      // asks for after the first paint. Not on the signed-out pages: on /login it only took bandwidth from the page's
      // code (Lighthouse's LCP 2.0–2.2 s -> 2.3–2.5 s).
      start(loadPublicConfig(interfaceLanguage()));
      start(client.prefetchQuery(latestNotificationsQuery()));
      onUser(reads, (user) => {
        if (user) start(client.prefetchQuery(companyPointsQuery(user.company.uuid)));
      });
    } else pageReads[module]?.(reads);
    if (!isFirstLoad()) return null;
    return settled(started, new Promise((resolve) => setTimeout(resolve, firstLoadWaitMs)));
  };
}

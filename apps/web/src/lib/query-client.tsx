// TanStack Query with the spec's defaults: fresh 120 s, kept 300 s, no automatic retries.
// Only the signed-in frame and the few public pieces that read lists (the certificate check, the registration form's
// address and company checks) use it: the sign-in and registration pages' first load carries none of it (issue 10,
// docs/decisions/0138-signed-out-pages-without-tanstack-query.md). They get the app's one client from `WithQueries`.
import { useContext, type ReactNode } from 'react';
import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { timers } from '@club/contract/constants';
import { setApiHandlers } from './api-client';
import { ownUserKey } from './session/own-user';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: timers.queryStaleMs, gcTime: timers.queryGcMs, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

let appClient: QueryClient | null = null;

/** The app's one client, made when the first part that needs it loads. */
export function appQueryClient(): QueryClient {
  if (!appClient) {
    const client = createQueryClient();
    appClient = client;
    // A 401 on a signed-in call refetches the own user; its failure signs the user out (lib/session/use-session-watch.ts).
    // cancelRefetch: false — when the own-user call itself answers 401, refetching it again would loop.
    setApiHandlers({ onUnauthorized: () => void client.invalidateQueries({ queryKey: ownUserKey }, { cancelRefetch: false }) });
  }
  return appClient;
}

/** Provides the app's client to what it wraps, unless a client is already provided (the tests give each app its own). */
export function WithQueries({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  if (outer) return <>{children}</>;
  return <QueryClientProvider client={appQueryClient()}>{children}</QueryClientProvider>;
}

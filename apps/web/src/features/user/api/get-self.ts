// GET /v1/company/user/self: the signed-in user and their company. Refetched every 180 s (spec access §4); a 401 on
// any call refetches it (main.tsx); its failure while a token exists ends the session (hooks/use-session-watch.ts).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SelfUser } from '@club/contract/company';
import { timers } from '@club/contract/constants';
import { api } from '../../../lib/api-client';
import { useIsAuthenticated } from '../../../lib/session';

export const userKeys = {
  all: ['users'] as const,
  self: () => [...userKeys.all, 'self'] as const,
};

export function selfQuery() {
  return queryOptions({
    queryKey: userKeys.self(),
    queryFn: ({ signal }) => api<SelfUser>('/v1/company/user/self', { signal }),
    refetchInterval: timers.ownUserRefetchMs,
  });
}

export function useSelf() {
  const signedIn = useIsAuthenticated();
  return useQuery({ ...selfQuery(), enabled: signedIn });
}

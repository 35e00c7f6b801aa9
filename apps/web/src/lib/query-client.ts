// TanStack Query with the spec's defaults: fresh 120 s, kept 300 s, no automatic retries.
import { QueryClient } from '@tanstack/react-query';
import { timers } from '@club/contract/constants';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: timers.queryStaleMs, gcTime: timers.queryGcMs, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

// GET /v1/support?page=&limit=10: the tickets the member may see, most recently active first; "Load more" adds the next
// 10 (spec working areas §2 Support chat, §9).
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { SupportList } from '@club/contract/support';
import { pageSizes } from '@club/contract/constants';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const supportKeys = queryKeys('support');

export function getTickets(page: number, signal?: AbortSignal): Promise<SupportList> {
  return api<SupportList>('/v1/support', { query: { page, limit: pageSizes.supportStep }, signal });
}

export function ticketPagesQuery() {
  return infiniteQueryOptions({
    queryKey: supportKeys.lists(),
    queryFn: ({ pageParam, signal }) => getTickets(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined),
  });
}

export function useTicketPages() {
  return useInfiniteQuery(ticketPagesQuery());
}

// GET /v2/orders?page=&limit=: the company's orders, newest first, 20 a page.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderList } from '@club/contract/orders';
import { pageSizes } from '@club/contract/constants';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Checkout invalidates `all` of these after placing (by the same resource name). */
export const orderKeys = queryKeys('orders');

export function getOrders(page: number, signal?: AbortSignal): Promise<OrderList> {
  return api<OrderList>('/v2/orders', { query: { page, limit: pageSizes.orders }, signal });
}

export function ordersQuery(page: number) {
  return queryOptions({ queryKey: orderKeys.list({ page }), queryFn: ({ signal }) => getOrders(page, signal) });
}

export function useOrders(page: number) {
  return useQuery({ ...ordersQuery(page), placeholderData: keepPreviousData });
}

// GET /v2/orders/{uuid}: one order of the company (another company's answers 404).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '@club/contract/orders';
import { api } from '../../../lib/api-client';
import { orderKeys } from './get-orders';

export function getOrder(uuid: string, signal?: AbortSignal): Promise<Order> {
  return api<Order>(`/v2/orders/${uuid}`, { signal });
}

export function orderQuery(uuid: string) {
  return queryOptions({ queryKey: orderKeys.detail(uuid), queryFn: ({ signal }) => getOrder(uuid, signal) });
}

export function useOrder(uuid: string) {
  return useQuery(orderQuery(uuid));
}

// GET /v2/shop/products/cards?type=card|card_topup&limit=100&region_id=: the club card product or the top-up amounts
// of the caller's region (spec §7, §9: top-up options query limit 100).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { pageSizes } from '@club/contract/constants';
import type { Product } from '@club/contract/shop';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The shop's product keys: placing an order invalidates `all` of them (stock). */
const productKeys = queryKeys('products');

export function cardProductsQuery(type: 'card' | 'card_topup', regionId: number) {
  return queryOptions({
    queryKey: [...productKeys.lists(), 'cards', { type, regionId }] as const,
    queryFn: ({ signal }) =>
      api<{ data: Product[] }>('/v2/shop/products/cards', { query: { type, limit: pageSizes.topUpOptions, region_id: regionId }, signal }),
  });
}

export function useCardProducts(type: 'card' | 'card_topup', regionId: number | undefined, enabled = true) {
  return useQuery({ ...cardProductsQuery(type, regionId ?? 0), enabled: enabled && !!regionId });
}

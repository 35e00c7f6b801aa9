// GET /v2/cart?uuids=: the server's current stock and price of the variants in the cart, so the stored cart can be
// brought in line (quantities capped, prices updated, missing or sold-out items removed).
import { queryOptions } from '@tanstack/react-query';
import type { CartRefresh } from '@club/contract/shop';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const cartKeys = queryKeys('cart');

export function getCart(uuids: readonly string[], signal?: AbortSignal): Promise<CartRefresh> {
  return api<CartRefresh>('/v2/cart', { query: { uuids: uuids.join(',') }, signal });
}

/** Keyed by the sorted uuids: the same cart in any order is one question. */
export function cartQuery(uuids: readonly string[]) {
  const sorted = [...uuids].sort();
  return queryOptions({ queryKey: cartKeys.detail(sorted.join(',')), queryFn: ({ signal }) => getCart(sorted, signal) });
}

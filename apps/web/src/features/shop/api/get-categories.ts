// GET /v1/shop/categories?region_id=: the region's categories for the shop's sidebar.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Categories } from '@club/contract/shop';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const categoryKeys = queryKeys('shop-categories');

export function getCategories(regionId: number, signal?: AbortSignal): Promise<Categories> {
  return api<Categories>('/v1/shop/categories', { query: { region_id: regionId }, signal });
}

export function categoriesQuery(regionId: number) {
  return queryOptions({
    queryKey: categoryKeys.list({ regionId }),
    queryFn: ({ signal }) => getCategories(regionId, signal),
  });
}

export function useCategories(regionId: number | undefined) {
  return useQuery({ ...categoriesQuery(regionId ?? 0), enabled: regionId !== undefined });
}

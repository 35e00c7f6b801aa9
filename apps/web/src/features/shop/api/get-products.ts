// GET /v2/shop/products?page=&limit=&categories=: one page (21) of the region's active, visible products.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductList } from '@club/contract/shop';
import { pageSizes } from '@club/contract/constants';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const productKeys = queryKeys('products');

export interface ProductFilters {
  page: number;
  /** Category ids; empty for every category. */
  categories: number[];
}

export function getProducts({ page, categories }: ProductFilters, signal?: AbortSignal): Promise<ProductList> {
  return api<ProductList>('/v2/shop/products', {
    query: { page, limit: pageSizes.shop, ...(categories.length ? { categories: categories.join(',') } : {}) },
    signal,
  });
}

export function productsQuery(filters: ProductFilters) {
  return queryOptions({
    queryKey: productKeys.list(filters),
    queryFn: ({ signal }) => getProducts(filters, signal),
  });
}

/** Keeps the previous page on screen while the next one loads (the grid does not jump to the empty state). */
export function useProducts(filters: ProductFilters) {
  return useQuery({ ...productsQuery(filters), placeholderData: keepPreviousData });
}

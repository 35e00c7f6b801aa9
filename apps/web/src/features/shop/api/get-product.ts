// GET /v2/shop/products/{uuid}: one product of the caller's region (another region's uuid answers 404).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@club/contract/shop';
import { api } from '../../../lib/api-client';
import { productKeys } from './get-products';

export function getProduct(uuid: string, signal?: AbortSignal): Promise<Product> {
  return api<Product>(`/v2/shop/products/${uuid}`, { signal });
}

export function productQuery(uuid: string) {
  return queryOptions({ queryKey: productKeys.detail(uuid), queryFn: ({ signal }) => getProduct(uuid, signal) });
}

export function useProduct(uuid: string) {
  return useQuery(productQuery(uuid));
}

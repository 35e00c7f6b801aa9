// GET /v2/shop/products?type=voucher&limit=2: the two vouchers home teases (spec §2 Home, §9 homeVouchers).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductList } from '@club/contract/shop';
import { pageSizes } from '@club/contract/constants';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const voucherTeaserKeys = queryKeys('voucher-teasers');

export function voucherTeasersQuery(regionId: number) {
  return queryOptions({
    queryKey: voucherTeaserKeys.list({ regionId }),
    queryFn: ({ signal }) => api<ProductList>('/v2/shop/products', { query: { type: 'voucher', limit: pageSizes.homeVouchers }, signal }),
  });
}

export function useVoucherTeasers(regionId: number | undefined) {
  return useQuery({ ...voucherTeasersQuery(regionId ?? 0), enabled: regionId !== undefined });
}

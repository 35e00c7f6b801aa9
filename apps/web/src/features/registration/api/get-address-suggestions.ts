// GET /v1/address/autocomplete: street suggestions in the chosen region (spec §2, §5; DESIGN §6 maps adapter).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AddressAutocompleteResponse, AddressSuggestion } from '@club/contract/maps';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const addressSuggestionKeys = queryKeys('address-suggestions');

export async function getAddressSuggestions(q: string, regionId: number, signal?: AbortSignal): Promise<AddressSuggestion[]> {
  const res = await api<AddressAutocompleteResponse>('/v1/address/autocomplete', {
    query: { q, region_id: regionId },
    anonymous: true,
    signal,
  });
  return res.data;
}

export const addressSuggestionsQueryOptions = (q: string, regionId: number) =>
  queryOptions({
    queryKey: addressSuggestionKeys.list({ regionId, q }),
    queryFn: ({ signal }) => getAddressSuggestions(q, regionId, signal),
  });

export function useAddressSuggestions(q: string, regionId: number | null, enabled: boolean) {
  return useQuery({ ...addressSuggestionsQueryOptions(q, regionId ?? 0), enabled: enabled && regionId !== null });
}

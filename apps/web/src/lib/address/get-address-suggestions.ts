// GET /v1/address/autocomplete: street suggestions in a region (spec access §2, §5; working areas §2 new project;
// DESIGN §6 maps adapter). Public: registration asks before sign-in, the new-project form after.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AddressAutocompleteResponse, AddressSuggestion } from '@club/contract/maps';
import { api } from '../api-client';
import { queryKeys } from '../query-keys';

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

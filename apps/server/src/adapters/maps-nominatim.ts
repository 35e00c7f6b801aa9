// Nominatim-compatible provider: GET <base>/search?format=jsonv2&addressdetails=1 limited to the region's country.
import type { AddressSuggestion } from '@club/contract/maps';
import { fetchJson, MapsProviderError, suggestionLabel, type AddressLookup, type MapsProvider } from './maps.ts';

interface NominatimPlace {
  display_name?: string;
  address?: Record<string, string | undefined>;
}

function isPlaceList(value: unknown): value is NominatimPlace[] {
  return Array.isArray(value) && value.every((v) => typeof v === 'object' && v !== null);
}

/** Nominatim names a town differently by its size; the first present is the one on an envelope. */
const cityKeys = ['city', 'town', 'village', 'municipality', 'hamlet', 'suburb'] as const;
const streetKeys = ['road', 'pedestrian', 'street', 'square', 'footway'] as const;

export function nominatimSuggestion(place: NominatimPlace): AddressSuggestion | null {
  const a = place.address ?? {};
  const street = streetKeys.map((k) => a[k]).find(Boolean) ?? '';
  const city = cityKeys.map((k) => a[k]).find(Boolean) ?? '';
  if (!street && !city) return null;
  const s = { street, house_number: a.house_number ?? '', postal_code: a.postcode ?? '', city };
  return { ...s, label: suggestionLabel(s), source: 'nominatim' };
}

export function createNominatimMaps(options: { baseUrl: string; timeoutMs: number; userAgent: string }): MapsProvider {
  const base = options.baseUrl.replace(/\/$/, '');
  return {
    name: 'nominatim',
    async suggest(lookup: AddressLookup) {
      const params = new URLSearchParams({
        q: lookup.query,
        format: 'jsonv2',
        addressdetails: '1',
        limit: String(lookup.limit),
        countrycodes: lookup.countryCode.toLowerCase(),
        'accept-language': lookup.language,
      });
      const body = await fetchJson(
        `${base}/search?${params}`,
        { headers: { accept: 'application/json', 'user-agent': options.userAgent } },
        options.timeoutMs,
      );
      if (!isPlaceList(body)) throw new MapsProviderError('nominatim answered an unexpected shape');
      return body
        .map(nominatimSuggestion)
        .filter((s): s is AddressSuggestion => s !== null)
        .slice(0, lookup.limit);
    },
  };
}

// Google Places provider: Text Search (New), POST <base>/v1/places:searchText, asking only for the address parts
// (field mask) so one call fills street, house number, postal code and city.
import type { AddressSuggestion } from '@club/contract/maps';
import { fetchJson, MapsProviderError, suggestionLabel, type AddressLookup, type MapsProvider } from './maps.ts';

interface GoogleComponent {
  longText?: string;
  shortText?: string;
  types?: string[];
}
interface GooglePlace {
  formattedAddress?: string;
  addressComponents?: GoogleComponent[];
}

function isPlaces(value: unknown): value is { places?: GooglePlace[] } {
  if (typeof value !== 'object' || value === null) return false;
  const places = (value as { places?: unknown }).places;
  return places === undefined || Array.isArray(places);
}

export function googleSuggestion(place: GooglePlace, countryCode: string): AddressSuggestion | null {
  const parts = place.addressComponents ?? [];
  const find = (...types: string[]) => types.map((t) => parts.find((p) => p.types?.includes(t))?.longText).find(Boolean) ?? '';
  const country = parts.find((p) => p.types?.includes('country'))?.shortText;
  // Text search only biases towards the region; an address abroad is no use to a company of this region.
  if (country && country.toUpperCase() !== countryCode.toUpperCase()) return null;
  const s = {
    street: find('route'),
    house_number: find('street_number', 'premise'),
    postal_code: find('postal_code'),
    city: find('locality', 'postal_town', 'administrative_area_level_3', 'administrative_area_level_2'),
  };
  if (!s.street && !s.city) return null;
  return { ...s, label: suggestionLabel(s), source: 'google' };
}

export function createGoogleMaps(options: { baseUrl: string; apiKey: string; timeoutMs: number }): MapsProvider {
  const base = options.baseUrl.replace(/\/$/, '');
  return {
    name: 'google',
    async suggest(lookup: AddressLookup) {
      const body = await fetchJson(
        `${base}/v1/places:searchText`,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-goog-api-key': options.apiKey,
            'x-goog-fieldmask': 'places.formattedAddress,places.addressComponents',
          },
          body: JSON.stringify({
            textQuery: lookup.query,
            regionCode: lookup.countryCode.toLowerCase(),
            languageCode: lookup.language,
            pageSize: lookup.limit,
          }),
        },
        options.timeoutMs,
      );
      if (!isPlaces(body)) throw new MapsProviderError('google answered an unexpected shape');
      return (body.places ?? [])
        .map((p) => googleSuggestion(p, lookup.countryCode))
        .filter((s): s is AddressSuggestion => s !== null)
        .slice(0, lookup.limit);
    },
  };
}

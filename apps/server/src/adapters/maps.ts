// Maps autocomplete adapter (DESIGN §6): one interface, three providers chosen by configuration.
// `local` (default) answers from the gazetteer shipped in src/data/gazetteer plus streets already stored on companies;
// `nominatim` calls an OpenStreetMap-Nominatim-compatible service at MAPS_URL; `google` calls Google Places
// Text Search (MAPS_API_KEY; MAPS_URL overrides the base address, e.g. for a proxy or a test double).
import type { AddressSuggestion } from '@club/contract/maps';
import type { Config } from '../config.ts';
import type { Tx } from '../db/client.ts';
import { createLocalMaps } from './maps-local.ts';
import { createNominatimMaps } from './maps-nominatim.ts';
import { createGoogleMaps } from './maps-google.ts';

export interface AddressLookup {
  /** What the user typed (at least `limits.addressMinChars` characters; the route checks). */
  query: string;
  regionId: number;
  /** ISO 3166-1 alpha-2 of the region, e.g. `PL`. */
  countryCode: string;
  /** Language for the answer, e.g. `pl`. */
  language: string;
  limit: number;
}

export interface MapsProvider {
  readonly name: 'local' | 'nominatim' | 'google';
  suggest(lookup: AddressLookup): Promise<AddressSuggestion[]>;
}

/** An external provider failed (HTTP status, timeout, unreadable answer); callers fall back to the local provider. */
export class MapsProviderError extends Error {}

export const mapsTimeoutMs = 3_000;

/** `house number, postal code city`-style label in the order the region's addresses are written. */
export function suggestionLabel(s: Pick<AddressSuggestion, 'street' | 'house_number' | 'postal_code' | 'city'>): string {
  const line1 = [s.street, s.house_number].filter(Boolean).join(' ');
  const line2 = [s.postal_code, s.city].filter(Boolean).join(' ');
  return [line1, line2].filter(Boolean).join(', ');
}

/** GET with a timeout; throws MapsProviderError on anything but a 2xx JSON answer. */
export async function fetchJson(url: string, init: RequestInit, timeoutMs: number): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new MapsProviderError(`maps request failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!res.ok) throw new MapsProviderError(`maps provider answered ${res.status}`);
  try {
    return (await res.json()) as unknown;
  } catch {
    throw new MapsProviderError('maps provider answered something that is not JSON');
  }
}

export interface MapsOptions {
  db: Tx;
  /** Sent to Nominatim as the User-Agent contact, as its usage policy asks. */
  publicUrl: string;
  timeoutMs?: number;
}

export function createMapsProvider(config: Config['maps'], options: MapsOptions): MapsProvider {
  const timeoutMs = options.timeoutMs ?? mapsTimeoutMs;
  if (config.provider === 'nominatim' && config.url)
    return createNominatimMaps({ baseUrl: config.url, timeoutMs, userAgent: `InstallerClub/1.0 (+${options.publicUrl})` });
  if (config.provider === 'google' && config.apiKey)
    return createGoogleMaps({ baseUrl: config.url ?? 'https://places.googleapis.com', apiKey: config.apiKey, timeoutMs });
  return createLocalMaps(options.db);
}

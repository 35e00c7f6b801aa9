// GET /v1/config/public: regions with calling codes, languages and every region's settings (needed before sign-in).
// Asked for in the interface language, so translated texts come only in that language (and English, the fallback).
// Fetched once at start by the root layout, so a 503 sends the visitor to /maintenance straight away.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig, RegionalSettings } from '@club/contract/config';
import { timers } from '@club/contract/constants';
import { storageKeys } from '@club/contract/constants';
import { regions, type LanguageCode } from '@club/contract/regions-data';
import { readString } from './storage';
import { api } from './api-client';
import { queryKeys } from './query-keys';
import { useLanguage } from './i18n';

export async function getPublicConfig(lang: LanguageCode, signal?: AbortSignal): Promise<PublicConfig> {
  const config = await api<PublicConfig>('/v1/config/public', { anonymous: true, signal, query: { lang } });
  // Parsed in development and tests, so a server that drifted from the contract fails here, loudly, instead of deep
  // inside a step. Not in the production bundle: zod would be a quarter of the sign-in page's first load (issue 10),
  // and the server already answers through the same schema.
  // A dynamic import, so the schema is not even a static dependency of this module (the build groups it with the
  // entry's small modules, and a static import would take zod along).
  if (import.meta.env.DEV) return (await import('@club/contract/config')).publicConfigSchema.parse(config);
  return config;
}

/** The configuration has one detail per interface language. */
export const publicConfigKeys = queryKeys('public-config');

export const publicConfigQuery = (lang: LanguageCode) =>
  queryOptions({
    queryKey: publicConfigKeys.detail(lang),
    queryFn: ({ signal }) => getPublicConfig(lang, signal),
    staleTime: timers.contentStaleMs,
    gcTime: timers.contentGcMs,
  });

export function usePublicConfig() {
  const { language } = useLanguage();
  // While another language loads, the page keeps what it shows instead of flashing a loader.
  return useQuery({ ...publicConfigQuery(language), placeholderData: keepPreviousData });
}

export function settingsForRegion(config: PublicConfig | undefined, regionId: number | null | undefined): RegionalSettings | undefined {
  return config?.regional_settings.find((s) => s.region_id === regionId);
}

/**
 * The region a visitor (not signed in) most likely belongs to: the host's country domain (.pl, .cz...), else the region
 * chosen earlier on this device (`region`), else the one whose language the interface speaks, else the first region.
 */
export function visitorRegionId(hostname: string, language: LanguageCode): number {
  const tld = hostname.toLowerCase().replace(/\.$/, '').split('.').pop() ?? '';
  const byHost = regions.find((r) => r.code.toLowerCase() === tld);
  if (byHost) return byHost.id;
  const stored = Number(readString(storageKeys.region));
  if (regions.some((r) => r.id === stored)) return stored;
  return regions.find((r) => r.language === language)?.id ?? regions[0].id;
}

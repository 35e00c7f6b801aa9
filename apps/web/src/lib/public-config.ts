// GET /v1/config/public: regions with calling codes, languages and every region's settings (needed before sign-in).
// Asked for in the interface language, so translated texts come only in that language (and English, the fallback).
// Fetched once at start by the root layout, so a 503 sends the visitor to /maintenance straight away.
// A small store of its own rather than a TanStack query: the sign-in and registration pages read it before anything
// else, and their first load carries no query library (issue 10, docs/decisions/0138).
import { useEffect, useSyncExternalStore } from 'react';
import type { PublicConfig, RegionalSettings } from '@club/contract/config';
import { timers } from '@club/contract/constants';
import { storageKeys } from '@club/contract/constants';
import { regions, type LanguageCode } from '@club/contract/regions-data';
import { readString } from './storage';
import { api } from './api-client';
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

interface Entry {
  data?: PublicConfig;
  /** When `data` arrived (ms). */
  at?: number;
  error?: unknown;
  loading?: Promise<PublicConfig>;
}
/** One entry per interface language, shared by every component (and every app a test renders: see `resetPublicConfig`). */
const entries = new Map<LanguageCode, Entry>();
/** The configuration last shown: while another language loads, pages keep it instead of flashing a loader. */
let lastData: PublicConfig | undefined;
const listeners = new Set<() => void>();
let version = 0;
function changed() {
  version++;
  listeners.forEach((l) => l());
}
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The configuration in a language: the one held when it is fresher than the content's stale time, else fetched (one
 * call however many ask at once). Rejects with the call's error (a 503 has already sent the visitor to /maintenance).
 */
export function loadPublicConfig(lang: LanguageCode): Promise<PublicConfig> {
  const entry = entries.get(lang) ?? {};
  if (entry.loading) return entry.loading;
  if (entry.data && entry.at !== undefined && Date.now() - entry.at < timers.contentStaleMs) return Promise.resolve(entry.data);
  const loading = getPublicConfig(lang).then(
    (data) => {
      entries.set(lang, { data, at: Date.now() });
      lastData = data;
      changed();
      return data;
    },
    (error: unknown) => {
      entries.set(lang, { data: entry.data, at: entry.at, error });
      changed();
      throw error;
    },
  );
  entries.set(lang, { ...entry, loading });
  return loading;
}

/** Forgets every configuration held (tests, between one app and the next). */
export function resetPublicConfig() {
  entries.clear();
  lastData = undefined;
  changed();
}

/** What a page knows of the configuration: it (or, while another language loads, the last one shown), or that it is on its way, or why it is not coming. */
export type PublicConfigState = { refetch: () => Promise<unknown> } & (
  | { data: PublicConfig; isPending: false; isError: false; error: undefined }
  | { data: undefined; isPending: true; isError: false; error: undefined }
  | { data: undefined; isPending: false; isError: true; error: unknown }
);

export function usePublicConfig(): PublicConfigState {
  const { language } = useLanguage();
  useSyncExternalStore(subscribe, () => version);
  useEffect(() => {
    loadPublicConfig(language).catch(() => {});
  }, [language]);
  const entry = entries.get(language);
  const refetch = () => loadPublicConfig(language).catch(() => {});
  const data = entry?.data ?? (entry?.error ? undefined : lastData);
  if (data) return { data, isPending: false, isError: false, error: undefined, refetch };
  if (entry?.error) return { data: undefined, isPending: false, isError: true, error: entry.error, refetch };
  return { data: undefined, isPending: true, isError: false, error: undefined, refetch };
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

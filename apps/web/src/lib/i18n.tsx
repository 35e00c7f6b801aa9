// ICU messages for the 15 languages (react-intl). Catalogues are split per feature in locales/<lang>/<feature>.json and
// loaded one language and one feature at a time: the core (`common`, with the footer's texts) before the first paint, a page's own
// feature with the page's code (app/router.tsx asks for both at once). Every language has every key (the locales
// test), so no English catalogue is loaded beside another language.
import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { languageCodes, languageForHost, type LanguageCode } from '@club/contract/regions-data';
import { storageKeys } from '@club/contract/constants';
import { readString, writeString } from './storage';
import { bundleName, coreMessages, messageBundles } from '../app/pages';

type Catalogue = Record<string, string>;
/** The build's folder of catalogues (precompile-messages.ts defines it). */
declare const __MESSAGES_FOLDER__: string;
// In a build each catalogue is a file at a fixed address in one folder (precompile-messages.ts): no table of 360 names on
// every page (issue 10). Tests and the dev server import the JSON files.
const devLoaders = import.meta.env.PROD ? {} : import.meta.glob<Catalogue>('../locales/*/*.json', { import: 'default' });
function importCatalogue(language: LanguageCode, feature: string): Promise<Catalogue> {
  if (import.meta.env.PROD)
    return (
      import(/* @vite-ignore */ `${import.meta.env.BASE_URL}${__MESSAGES_FOLDER__}/${language}/${feature}.js`) as Promise<{
        default: Catalogue;
      }>
    ).then((m) => m.default);
  const load = devLoaders[`../locales/${language}/${feature}.json`];
  return load ? load() : Promise.resolve({});
}

/** The cookie that tells the server which language's messages to preload (apps/server/src/plugins/page-preloads.ts). */
export const languageCookie = 'club_lang';

/** Loaded before anything is shown (the page table's core messages). */
export const coreFeatures = coreMessages;

function isLanguage(value: string | null): value is LanguageCode {
  return !!value && (languageCodes as readonly string[]).includes(value);
}

// The loaded catalogues, by `<language>/<feature>`, shared by every provider (tests render several apps).
const loaded = new Set<string>();
const pending = new Map<string, Promise<void>>();
/** Features some page asked for: a language switch loads them all in the new language. */
const wanted = new Set<string>(coreFeatures);
/**
 * Every message loaded in a language, all features in one object that grows as features arrive. The provider hands the
 * same object to react-intl, which looks a message up when it formats it: a feature arriving re-renders nothing (the
 * page that asked for it waits for it before it renders, app/router.tsx). Re-rendering the whole app on each arrival
 * was one of the longest tasks of a signed-in first load (issue 10, decision 0142).
 */
const merged = new Map<LanguageCode, Catalogue>();
let currentLanguage: LanguageCode | null = null;

function messagesOf(language: LanguageCode): Catalogue {
  let messages = merged.get(language);
  if (!messages) merged.set(language, (messages = {}));
  return messages;
}

function loadOne(language: LanguageCode, feature: string): Promise<void> {
  const key = `${language}/${feature}`;
  if (loaded.has(key)) return Promise.resolve();
  let p = pending.get(key);
  if (!p) {
    p = importCatalogue(language, feature).then((catalogue) => {
      Object.assign(messagesOf(language), catalogue);
      loaded.add(key);
      pending.delete(key);
    });
    pending.set(key, p);
  }
  return p;
}

/** Loads several features from their bundle's one file; each feature is pending on it until it is in. */
function loadBundle(language: LanguageCode, features: string[]): void {
  const p = importCatalogue(language, bundleName(features)).then((catalogue) => {
    Object.assign(messagesOf(language), catalogue);
    for (const f of features) {
      loaded.add(`${language}/${f}`);
      pending.delete(`${language}/${f}`);
    }
  });
  // A failed download may be asked again (each feature on its own then).
  p.catch(() => features.forEach((f) => pending.get(`${language}/${f}`) === p && pending.delete(`${language}/${f}`)));
  for (const f of features) pending.set(`${language}/${f}`, p);
}

/** Loads the messages of these features in a language (the interface language when none is given). */
export function loadMessages(features: readonly string[], language: LanguageCode = interfaceLanguage()): Promise<void> {
  for (const f of features) wanted.add(f);
  // The features still missing, when they are exactly one of the build's bundles (app/pages.ts): one file for them all.
  const missing = features.filter((f) => !loaded.has(`${language}/${f}`) && !pending.has(`${language}/${f}`));
  if (import.meta.env.PROD && missing.length > 1 && messageBundles.includes(bundleName(missing))) loadBundle(language, missing);
  return Promise.all(features.map((f) => loadOne(language, f))).then(() => undefined);
}

function hasAll(language: LanguageCode): boolean {
  return [...wanted].every((f) => loaded.has(`${language}/${f}`));
}

/** The language the interface shows or is about to show (for reads the server answers in it, before the provider runs). */
export function interfaceLanguage(): LanguageCode {
  return currentLanguage ?? initialLanguage();
}

/** The language to start in: the stored choice, else the host's top-level domain, else English. */
export function initialLanguage(): LanguageCode {
  const stored = readString(storageKeys.language);
  if (isLanguage(stored)) return stored;
  return languageForHost(window.location.hostname);
}

interface LanguageContextValue {
  language: LanguageCode;
  setLanguage: (language: LanguageCode) => void;
}
const LanguageContext = createContext<LanguageContextValue | null>(null);

export function useLanguage(): LanguageContextValue {
  const ctx = useContext(LanguageContext);
  if (!ctx) throw new Error('useLanguage outside I18nProvider');
  return ctx;
}

export function I18nProvider({ children, language: forced }: { children: ReactNode; language?: LanguageCode }) {
  const [language, setLanguageState] = useState<LanguageCode>(() => forced ?? initialLanguage());
  // The language whose messages are all loaded: it stays on screen while another one loads.
  const [shown, setShown] = useState<LanguageCode | null>(() => (hasAll(language) ? language : null));

  useEffect(() => {
    let cancelled = false;
    currentLanguage = language;
    document.documentElement.lang = language;
    // The server names this language's message files in the next page's HTML (its page preloads).
    document.cookie = `${languageCookie}=${language}; path=/; max-age=31536000; samesite=lax${window.location.protocol === 'https:' ? '; secure' : ''}`;
    loadMessages([...wanted], language).then(() => {
      // A transition: the first paint of the whole app (and a language switch) renders in slices the browser can
      // interrupt, not in one long task (issue 10, decision 0142).
      if (!cancelled) startTransition(() => setShown(language));
    });
    return () => {
      cancelled = true;
    };
  }, [language]);

  const setLanguage = useCallback((next: LanguageCode) => {
    writeString(storageKeys.language, next);
    setLanguageState(next);
  }, []);

  const value = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  if (!shown) return null;
  const messages = messagesOf(shown);
  return (
    <LanguageContext.Provider value={value}>
      <IntlProvider locale={shown} messages={messages} defaultLocale="en" onError={reportMissing}>
        {children}
      </IntlProvider>
    </LanguageContext.Provider>
  );
}

function reportMissing(err: { code?: string; message: string }) {
  if (import.meta.env.DEV) console.warn(err.message);
}

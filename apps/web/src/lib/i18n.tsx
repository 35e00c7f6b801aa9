// ICU messages for the 15 languages (react-intl). Catalogues are split per feature in locales/<lang>/<feature>.json
// and loaded per language on demand; English is the source and the fallback for anything missing.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { languageCodes, languageForHost, type LanguageCode } from '@club/contract/regions';
import { storageKeys } from '@club/contract/constants';
import { readString, writeString } from './storage';

type Catalogue = Record<string, string>;
const loaders = import.meta.glob<Catalogue>('../locales/*/*.json', { import: 'default' });

function isLanguage(value: string | null): value is LanguageCode {
  return !!value && (languageCodes as readonly string[]).includes(value);
}

const cache = new Map<LanguageCode, Promise<Catalogue>>();
export function loadCatalogue(language: LanguageCode): Promise<Catalogue> {
  let p = cache.get(language);
  if (!p) {
    const files = Object.entries(loaders).filter(([path]) => path.includes(`/locales/${language}/`));
    p = Promise.all(files.map(([, load]) => load())).then((parts) => Object.assign({}, ...parts) as Catalogue);
    cache.set(language, p);
  }
  return p;
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
  const [loaded, setLoaded] = useState<{ language: LanguageCode; messages: Catalogue } | null>(null);

  useEffect(() => {
    let cancelled = false;
    Promise.all([loadCatalogue('en'), language === 'en' ? Promise.resolve({}) : loadCatalogue(language)]).then(([en, own]) => {
      if (!cancelled) setLoaded({ language, messages: { ...en, ...own } });
    });
    document.documentElement.lang = language;
    return () => {
      cancelled = true;
    };
  }, [language]);

  const setLanguage = useCallback((next: LanguageCode) => {
    writeString(storageKeys.language, next);
    setLanguageState(next);
  }, []);

  const value = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  if (!loaded) return null;
  return (
    <LanguageContext.Provider value={value}>
      <IntlProvider locale={loaded.language} messages={loaded.messages} defaultLocale="en" onError={reportMissing}>
        {children}
      </IntlProvider>
    </LanguageContext.Provider>
  );
}

function reportMissing(err: { code?: string; message: string }) {
  if (err.code === 'MISSING_TRANSLATION') return; // English fallback is merged in already
  if (import.meta.env.DEV) console.warn(err.message);
}

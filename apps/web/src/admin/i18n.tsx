// The console's languages: English and Polish (react-intl, like the portal). The choice is kept in this browser.
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import en from './locales/en.json';
import pl from './locales/pl.json';

export type AdminLanguage = 'en' | 'pl';
const catalogues: Record<AdminLanguage, Record<string, string>> = { en, pl };
const KEY = 'club.staff.language';

const LanguageContext = createContext<{ language: AdminLanguage; setLanguage: (l: AdminLanguage) => void }>({
  language: 'en',
  setLanguage: () => undefined,
});

function initial(): AdminLanguage {
  const stored = localStorage.getItem(KEY);
  if (stored === 'en' || stored === 'pl') return stored;
  return navigator.language.startsWith('pl') ? 'pl' : 'en';
}

export function AdminI18n({ children }: { children: ReactNode }) {
  const [language, setState] = useState<AdminLanguage>(initial);
  const setLanguage = (l: AdminLanguage) => {
    localStorage.setItem(KEY, l);
    setState(l);
  };
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return (
    <LanguageContext.Provider value={{ language, setLanguage }}>
      <IntlProvider locale={language} messages={catalogues[language]} defaultLocale="en">
        {children}
      </IntlProvider>
    </LanguageContext.Provider>
  );
}

export const useLanguage = () => useContext(LanguageContext);

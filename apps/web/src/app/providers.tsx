// Everything the app runs inside: theme, language, toasts (their container mounts on first use). The signed-in frame
// adds the query client (lib/query-client.tsx): the signed-out pages run without it.
import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { timers } from '@club/contract/constants';
import type { LanguageCode } from '@club/contract/regions-data';
import { I18nProvider } from '../lib/i18n';
import { Toasts } from '../lib/toasts';
import { theme } from './theme';

export function AppProviders({ children, language }: { children: ReactNode; language?: LanguageCode }) {
  // Light only: the stylesheet is built without Mantine's dark-scheme rules (postcss-light-only.cjs, decision 0149), so a
  // colour scheme left in the browser's storage or asked for by the system must not switch it.
  return (
    <MantineProvider theme={theme} forceColorScheme="light">
      <Toasts position="top-center" autoClose={timers.toastMs} />
      <I18nProvider language={language}>{children}</I18nProvider>
    </MantineProvider>
  );
}

// Everything the app runs inside: theme, language, queries, toasts (their container mounts on first use).
import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { timers } from '@club/contract/constants';
import type { LanguageCode } from '@club/contract/regions-data';
import { I18nProvider } from '../lib/i18n';
import { Toasts } from '../lib/toasts';
import { theme } from './theme';

export function AppProviders({
  children,
  queryClient,
  language,
}: {
  children: ReactNode;
  queryClient: QueryClient;
  language?: LanguageCode;
}) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <Toasts position="top-center" autoClose={timers.toastMs} />
      <QueryClientProvider client={queryClient}>
        <I18nProvider language={language}>{children}</I18nProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}

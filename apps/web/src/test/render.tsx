// Renders the real app (providers + routes) at a URL, for tests that act as a user.
import { render } from '@testing-library/react';
import { RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import type { LanguageCode } from '@club/contract/regions';
import { AppProviders } from '../app/providers';
import { createTestRouter } from '../app/router';
import { createQueryClient } from '../lib/query-client';

export function renderApp(path: string, options: { language?: LanguageCode } = {}) {
  const router = createTestRouter(path);
  const queryClient = createQueryClient();
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <AppProviders language={options.language}>
        <RouterProvider router={router} />
      </AppProviders>
    </QueryClientProvider>,
  );
  return { ...utils, router, queryClient };
}

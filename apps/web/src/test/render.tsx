// Renders the real app (providers + routes) at a URL, for tests that act as a user.
import { render } from '@testing-library/react';
import { RouterProvider } from 'react-router';
import type { LanguageCode } from '@club/contract/regions';
import { AppProviders } from '../app/providers';
import { createTestRouter } from '../app/router';
import { createQueryClient } from '../lib/query-client';

export function renderApp(path: string, options: { language?: LanguageCode } = {}) {
  const router = createTestRouter(path);
  const queryClient = createQueryClient();
  const utils = render(
    <AppProviders queryClient={queryClient} language={options.language}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, router, queryClient };
}

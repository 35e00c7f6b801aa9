// The staff console (DESIGN §9): its own entry and build (vite.admin.config.ts), served under /admin.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import 'mantine-datatable/styles.css';
import './admin.css';
import { theme } from '../app/theme';
import { AdminI18n } from './i18n';
import { router } from './router';

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 10_000 } } });

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <MantineProvider theme={theme} forceColorScheme="light">
        <Notifications position="top-center" />
        <QueryClientProvider client={queryClient}>
          <AdminI18n>
            <RouterProvider router={router} />
          </AdminI18n>
        </QueryClientProvider>
      </MantineProvider>
    </StrictMode>,
  );

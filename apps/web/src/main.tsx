import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { createQueryClient } from './lib/query-client';
import { setApiHandlers } from './lib/api-client';
import { paths } from './config/paths';

const queryClient = createQueryClient();
const router = createAppRouter();
setApiHandlers({
  onMaintenance: () => {
    if (window.location.pathname !== paths.maintenance) void router.navigate(paths.maintenance);
  },
  onUnauthorized: () => void queryClient.invalidateQueries({ queryKey: ['users', 'self'] }),
});

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );

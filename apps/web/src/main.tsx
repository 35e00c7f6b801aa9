import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './app/mantine-styles';
import './app/global.css';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { createQueryClient } from './lib/query-client';
import { refreshToken, setApiHandlers } from './lib/api-client';
import { tokenStore } from './lib/session/token';
import { ownUserKey } from './lib/session/own-user';
import { paths } from './config/paths';

const queryClient = createQueryClient();
const router = createAppRouter();
setApiHandlers({
  onMaintenance: () => {
    if (window.location.pathname !== paths.maintenance) void router.navigate(paths.maintenance);
  },
  // cancelRefetch: false — when the own-user call itself answers 401, refetching it again would loop; its failure
  // signs the user out instead (lib/session/use-session-watch.ts).
  onUnauthorized: () => void queryClient.invalidateQueries({ queryKey: ownUserKey }, { cancelRefetch: false }),
});
// Spec access §4: a token with less than 10 minutes left is refreshed at start.
if (tokenStore.needsRefresh()) void refreshToken();

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );

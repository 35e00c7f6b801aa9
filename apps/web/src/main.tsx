import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './app/mantine-styles';
import './app/global.css';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { refreshToken, setApiHandlers } from './lib/api-client';
import { tokenStore } from './lib/session/token';
import { paths } from './config/paths';
import { initialLanguage } from './lib/i18n';

const router = createAppRouter();
// A 401's handler comes with the signed-in frame's query client (lib/query-client.tsx).
setApiHandlers({
  onMaintenance: () => {
    if (window.location.pathname !== paths.maintenance) void router.navigate(paths.maintenance);
  },
});
// Spec access §4: a token with less than 10 minutes left is refreshed at start.
if (tokenStore.needsRefresh()) void refreshToken();

// The page's first use of Intl loads the browser's locale data: ~130 ms of one task in Lighthouse's four times slower
// CPU. React's first render would pay it (react-intl's createIntl asks this very question); asked here, in a task of its
// own just after the first paint (the HTML's bar), it runs while the page's messages and reads are still on the way
// (issue 10, decision 0148). Before the paint, it would delay it.
requestAnimationFrame(() => window.setTimeout(() => Intl.NumberFormat.supportedLocalesOf(initialLanguage()), 0));

const root = document.getElementById('root');
// In a transition: React renders the first tree in slices the browser can interrupt, not in one long task (issue 10,
// decision 0142). The HTML's own bar (#boot) is on screen meanwhile.
if (root)
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );

// Public-only routes send a signed-in user home; authenticated routes send everyone else to /login.
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../config/paths';
import { useIsAuthenticated } from '../lib/session/token';
import { AppLoading } from '../components/ui/app-loading';

/** Where RequireAuth was asked to go before sending the visitor to /login; only a path of this app. */
function returnPath(state: unknown): string {
  const from = typeof state === 'object' && state !== null && 'from' in state ? state.from : null;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : paths.home;
}

/**
 * A signed-in visitor (also the moment a sign-in completes) is sent on; the club's bar with a loader stays on screen while
 * the signed-in frame and page load, instead of a blank page for that time (~0.5 s on a desktop after signing in).
 */
export function PublicOnly() {
  const location = useLocation();
  if (!useIsAuthenticated()) return <Outlet />;
  return (
    <>
      <AppLoading />
      <Navigate to={returnPath(location.state)} replace />
    </>
  );
}

export function RequireAuth() {
  const location = useLocation();
  if (!useIsAuthenticated()) return <Navigate to={paths.login} replace state={{ from: location.pathname + location.search }} />;
  return <Outlet />;
}

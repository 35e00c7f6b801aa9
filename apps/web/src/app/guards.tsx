// Public-only routes send a signed-in user home; authenticated routes send everyone else to /login.
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../config/paths';
import { useIsAuthenticated } from '../lib/session/token';

/** Where RequireAuth was asked to go before sending the visitor to /login; only a path of this app. */
function returnPath(state: unknown): string {
  const from = typeof state === 'object' && state !== null && 'from' in state ? state.from : null;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : paths.home;
}

export function PublicOnly() {
  const location = useLocation();
  return useIsAuthenticated() ? <Navigate to={returnPath(location.state)} replace /> : <Outlet />;
}

export function RequireAuth() {
  const location = useLocation();
  if (!useIsAuthenticated()) return <Navigate to={paths.login} replace state={{ from: location.pathname + location.search }} />;
  return <Outlet />;
}

// Public-only routes send a signed-in user home; authenticated routes send everyone else to /login.
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../config/paths';
import { useIsAuthenticated } from '../lib/session';

export function PublicOnly() {
  return useIsAuthenticated() ? <Navigate to={paths.home} replace /> : <Outlet />;
}

export function RequireAuth() {
  const location = useLocation();
  if (!useIsAuthenticated()) return <Navigate to={paths.login} replace state={{ from: location.pathname + location.search }} />;
  return <Outlet />;
}

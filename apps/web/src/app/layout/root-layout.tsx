// Wraps every route: scroll to top and a dataLayer pageview on each route change.
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { pushPageview } from '../../lib/analytics';

export function RootLayout() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0 });
    // Wait a tick so the page has set its title.
    const id = window.setTimeout(() => pushPageview(pathname, document.title), 0);
    return () => window.clearTimeout(id);
  }, [pathname]);
  return <Outlet />;
}

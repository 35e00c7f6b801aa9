// Wraps every route: scroll to top and a dataLayer pageview on each route change.
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { pushPageview } from '../../lib/analytics';
import { loadPublicConfig } from '../../lib/public-config';
import { useLanguage } from '../../lib/i18n';

export function RootLayout() {
  const { pathname } = useLocation();
  const { language } = useLanguage();
  useEffect(() => {
    // Warms the cache for the pages that need it; a 503 here takes the visitor to /maintenance.
    loadPublicConfig(language).catch(() => {});
  }, [language]);
  useEffect(() => {
    window.scrollTo({ top: 0 });
    // Wait a tick so the page has set its title.
    const id = window.setTimeout(() => pushPageview(pathname, document.title), 0);
    return () => window.clearTimeout(id);
  }, [pathname]);
  return <Outlet />;
}

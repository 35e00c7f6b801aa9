// Wraps every route: scroll to top and a dataLayer pageview on each route change.
import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { pushPageview } from '../../lib/analytics';
import { firstLoadDone } from '../../lib/first-load';
import { loadPublicConfig } from '../../lib/public-config';
import { useLanguage } from '../../lib/i18n';
import { useBootShellGone } from '../../components/ui/boot-shell';

export function RootLayout() {
  const { pathname } = useLocation();
  const { language } = useLanguage();
  const firstPath = useRef(true);
  useBootShellGone();
  // Every later page is opened by a navigation: its early reads no longer hold it (app/route-data.ts).
  useEffect(() => firstLoadDone(), []);
  useEffect(() => {
    // Warms the cache for the pages that need it; a 503 here takes the visitor to /maintenance.
    loadPublicConfig(language).catch(() => {});
  }, [language]);
  useEffect(() => {
    // Not on the first page: the browser has just opened it at the top (or where it restores a reload to), and a
    // scroll here forces a layout of the whole page in the middle of its first render (issue 10).
    if (firstPath.current) firstPath.current = false;
    else window.scrollTo({ top: 0 });
    // Wait a tick so the page has set its title.
    const id = window.setTimeout(() => pushPageview(pathname, document.title), 0);
    return () => window.clearTimeout(id);
  }, [pathname]);
  return <Outlet />;
}

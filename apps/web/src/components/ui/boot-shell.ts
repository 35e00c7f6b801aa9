// The static bar of index.html (#boot), shown from the HTML until the app paints: whatever the app paints first (its
// loading screen or a page) takes it away in a layout effect, so the two are never on screen together (issue 10).
import { useLayoutEffect } from 'react';

export function useBootShellGone() {
  useLayoutEffect(() => {
    document.getElementById('boot')?.remove();
  }, []);
}

// Registers the service worker that keeps the shell and the scan page for offline use (docs/decisions/0036). Only
// the projects pages register it, so a member who never opens them never downloads the offline copy (ZXing's wasm
// included), and no other page's first load competes with it. Production builds only: `vite dev` has no worker.
import { useEffect } from 'react';

export function useOfflineWorker() {
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // No worker (private mode, an old browser): the pages still work online.
    });
  }, []);
}

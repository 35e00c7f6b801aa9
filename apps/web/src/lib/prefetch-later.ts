// Downloads, without running, the files the server names in `<meta name="club-later">` (a page's `later` modules in
// app/pages.ts: the sign-in track on /login), once the browser is idle after the first paint. The module runs from the
// HTTP cache when the page imports it, so a choice on a slow connection does not wait for the network, and the download
// neither competes with the first load nor blocks the main thread (issue 10).
export function prefetchLater(): void {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="club-later"]');
  const files = meta?.content.split(' ').filter((f) => f.startsWith('/assets/')) ?? [];
  if (files.length === 0) return;
  meta?.remove();
  const start = () => {
    for (const href of files) {
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
  };
  const idle = (window as { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number }).requestIdleCallback;
  if (idle) idle(start, { timeout: 3000 });
  else window.setTimeout(start, 500);
}

// Downloads, without running, the files the server names in `<meta name="club-later">` (a page's `later` modules in
// app/pages.ts: the sign-in track on /login), once the browser is idle after the first paint. The module runs from the
// HTTP cache when the page imports it, so a choice on a slow connection does not wait for the network, and the download
// neither competes with the first load nor blocks the main thread (issue 10).
export function prefetchLater(): void {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="club-later"]');
  const files = meta?.content.split(' ').filter((f) => f.startsWith('/assets/')) ?? [];
  if (files.length === 0) return;
  meta?.remove();
  // A few links per idle period, not all at once: each costs the main thread a request's set-up (~1 ms here, more on a
  // phone), and the thirty-odd of a page at once made a long task of their own (~75 ms at four times slower). An idle
  // period may last 50 ms: filled while it had time left, one took 23–40 ms (decision 0149). So at most ~4 ms each.
  type Deadline = { timeRemaining: () => number };
  const idle = (window as { requestIdleCallback?: (cb: (d: Deadline) => void, o?: { timeout: number }) => number }).requestIdleCallback;
  let next = 0;
  const step = (deadline?: Deadline) => {
    const started = performance.now();
    do {
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.crossOrigin = '';
      link.href = files[next++] ?? '';
      document.head.append(link);
    } while (next < files.length && performance.now() - started < 4 && (deadline ? deadline.timeRemaining() > 8 : next % 4 !== 0));
    if (next < files.length) schedule();
  };
  const schedule = () => {
    if (idle) idle(step, { timeout: 3000 });
    else window.setTimeout(step, next === 0 ? 500 : 50);
  };
  schedule();
}

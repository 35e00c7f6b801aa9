// The later files are prefetched a few per idle period, never in one long task (issue 10, decisions 0148 and 0149).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchLater } from './prefetch-later';

type Deadline = { timeRemaining: () => number };

describe('prefetchLater', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.head.innerHTML = '';
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
  });

  it('fills an idle period for at most ~4 ms, then goes on in the next one, until every file is asked for once', () => {
    const files = Array.from({ length: 12 }, (_, i) => `/assets/part-${i}.js`);
    document.head.innerHTML = `<meta name="club-later" content="${files.join(' ')} https://elsewhere.example/x.js">`;
    const queued: ((d: Deadline) => void)[] = [];
    (window as { requestIdleCallback?: unknown }).requestIdleCallback = (cb: (d: Deadline) => void) => queued.push(cb);
    // Each link's set-up takes 1.5 ms of the clock; the browser offers a full 50 ms idle period every time.
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (clock += 1.5));
    prefetchLater();
    expect(document.querySelector('meta[name="club-later"]')).toBeNull();
    const perPeriod: number[] = [];
    while (queued.length) {
      const before = document.head.querySelectorAll('link').length;
      queued.shift()?.({ timeRemaining: () => 50 });
      perPeriod.push(document.head.querySelectorAll('link').length - before);
    }
    // Three links of 1.5 ms: the one that went past 4 ms is the last of its period.
    expect(Math.max(...perPeriod)).toBeLessThanOrEqual(3);
    expect(perPeriod.length).toBeGreaterThanOrEqual(4);
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link')];
    expect(links.map((l) => l.getAttribute('href'))).toEqual(files);
    expect(links.every((l) => l.rel === 'prefetch')).toBe(true);
  });
});

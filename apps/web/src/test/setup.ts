// jsdom lacks what Mantine needs: matchMedia, ResizeObserver and document.fonts. After each test: unmount, clear storage, and undo
// the globals a test stubbed (the fetch stub of test/stub-fetch.ts).
import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { resetPublicConfig } from '../lib/public-config';

// Pages load lazily (route chunks, catalogues): on a busy machine the first one takes more than the default second.
configure({ asyncUtilTimeout: 5000 });

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
window.HTMLElement.prototype.scrollIntoView ??= function scrollIntoView() {};
// Mantine's autosize Textarea listens for fonts loading; jsdom has no FontFaceSet.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.sessionStorage.clear();
  resetPublicConfig();
});

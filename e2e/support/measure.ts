// What a person sees, measured in the page: the contrast of a text against what is really behind it, and on how many
// lines a word is laid out. The page-side functions are strings: the tools' type check has no DOM library.
import type { Locator, Page } from '@playwright/test';

/** Runs the page-side function `source` (a string) on the element with `arg`. */
function run(element: Locator, source: string, arg: unknown = null): Promise<unknown> {
  // Indirect eval turns the string into the function inside the page; the arrow itself is what Playwright serialises.
  return element.evaluate((el: unknown, [src, a]: [string, unknown]) => (0, eval)(src)(el, a) as unknown, [source, arg] as [
    string,
    unknown,
  ]);
}

/**
 * WCAG contrast ratio of the element's text colour against its effective background: the background colours of the
 * element and its ancestors composed from the page down (alpha included), over white.
 */
const contrastFn = `(el) => {
  const parse = (c) => {
    let m = /^rgba?\\(([^)]+)\\)$/.exec(c);
    if (m) {
      const p = m[1].split(/[\\s,\\/]+/).filter(Boolean).map(Number);
      return { r: p[0], g: p[1], b: p[2], a: p[3] ?? 1 };
    }
    m = /^color\\(srgb ([^)]+)\\)$/.exec(c);
    if (m) {
      const p = m[1].split(/[\\s\\/]+/).filter(Boolean).map(Number);
      return { r: p[0] * 255, g: p[1] * 255, b: p[2] * 255, a: p[3] ?? 1 };
    }
    throw new Error('unknown colour ' + c);
  };
  const over = (top, bottom) => ({
    r: top.r * top.a + bottom.r * (1 - top.a),
    g: top.g * top.a + bottom.g * (1 - top.a),
    b: top.b * top.a + bottom.b * (1 - top.a),
    a: 1,
  });
  const chain = [];
  for (let n = el; n; n = n.parentElement) chain.unshift(n);
  let bg = { r: 255, g: 255, b: 255, a: 1 };
  for (const n of chain) bg = over(parse(getComputedStyle(n).backgroundColor), bg);
  const fg = over(parse(getComputedStyle(el).color), bg);
  const lum = (c) => {
    const f = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * f(c.r) + 0.7152 * f(c.g) + 0.0722 * f(c.b);
  };
  const [hi, lo] = [lum(fg), lum(bg)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}`;

export async function contrastOf(text: Locator): Promise<number> {
  return Number(await run(text, contrastFn));
}

/** On how many lines `word` is laid out inside the element (1 when it is not broken); -1 when the word is absent. */
const linesOfFn = `(el, word) => {
  const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  const nodes = [];
  let text = '';
  while (walker.nextNode()) {
    nodes.push({ node: walker.currentNode, start: text.length });
    text += walker.currentNode.data;
  }
  const i = text.indexOf(word);
  if (i < 0) return -1;
  const at = (pos) => {
    for (let k = nodes.length - 1; k >= 0; k--) if (nodes[k].start <= pos) return [nodes[k].node, pos - nodes[k].start];
    return [nodes[0].node, 0];
  };
  const range = document.createRange();
  range.setStart(...at(i));
  const [endNode, endOffset] = at(i + word.length - 1);
  range.setEnd(endNode, endOffset + 1);
  return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
}`;

export async function linesOf(element: Locator, word: string): Promise<number> {
  return Number(await run(element, linesOfFn, word));
}

/** The computed background colour of an element, as the browser reports it (e.g. 'rgb(232, 241, 250)'). */
export async function backgroundOf(element: Locator): Promise<string> {
  return String(await run(element, '(el) => getComputedStyle(el).backgroundColor'));
}

/**
 * Starts summing the page's layout shifts not caused by recent input (the CLS of the page's life), from the first
 * paint of every document the page opens. Read with `layoutShift(page)`.
 */
export async function recordLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(`
    window.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  `);
}

export async function layoutShift(page: Page): Promise<number> {
  return Number(await page.evaluate('window.__layoutShift'));
}

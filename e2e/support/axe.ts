// axe in the journeys, the one way they all run it. axe-core goes into each frame of a document once and stays there
// for the later checks of that document (a single-page app keeps its document across its pages): @axe-core/playwright's
// analyze() put the 550 kB script into the page again on every call and opened a new page to put its frames' results
// together, which cost 3–5 s a check on this 2-core machine against about 0.5 s this way (decision 0145). The rules,
// the frames (axe asks each one through axe's own frame messaging) and the findings are the same.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const axe = require('axe-core') as { getRules: () => { ruleId: string; tags: string[] }[] };
const source = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Every rule axe has, the experimental ones included; not the AAA ones (enhanced contrast and the like, decision 0021). */
export const allRules = axe
  .getRules()
  .filter((r) => !r.tags.some((t) => /^wcag2\d*aaa$/.test(t)))
  .map((r) => r.ruleId);

/** WCAG 2.2 A and AA: what the staff console's journeys check. */
export const wcagAA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface AxeOptions {
  /** Tags to run instead of every rule (`allRules`). */
  tags?: string[];
  /** A CSS selector: only what is inside it is checked (e.g. an open dialog). */
  include?: string;
}

interface Violation {
  id: string;
  help: string;
  nodes: { html: string; failureSummary?: string }[];
}

/** Puts axe into every frame of the page that does not have it yet (a navigation or a new frame drops it). */
async function inject(page: Page) {
  for (const frame of page.frames()) {
    try {
      if ((await frame.evaluate('typeof window.axe')) === 'undefined') {
        await frame.evaluate(source);
        // Frames of other origins answer the top frame's questions too, as @axe-core/playwright lets them.
        await frame.evaluate("window.axe.configure({ allowedOrigins: ['<unsafe_all_origins>'] })");
      }
    } catch (error) {
      // A frame that went away while being looked at is not part of the page any more.
      if (!frame.isDetached()) throw error;
    }
  }
}

/**
 * Waits (up to 5 s) until no finite CSS transition or animation is running: a dropdown or toast fading in or out is
 * read by axe's contrast rule at its half-way colour (CI: a closing Select's dimmed text at #d7d8d9 on white, 1.42:1).
 * Endless ones (a loader, a skeleton's pulse) are not waited for.
 */
async function settled(page: Page) {
  await page
    .waitForFunction(
      `document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity)`,
      undefined,
      { timeout: 5000 },
    )
    .catch(() => undefined);
}

/** What axe finds on the page as it is now, once it is at rest (none expected), each with the elements and why. */
export async function axeViolations(page: Page, options: AxeOptions = {}): Promise<string[]> {
  await settled(page);
  await inject(page);
  const context = options.include ? `{ include: [[${JSON.stringify(options.include)}]] }` : 'document';
  const runOnly = options.tags ? { type: 'tag', values: options.tags } : { type: 'rule', values: allRules };
  const result = (await page.evaluate(
    `window.axe.run(${context}, { runOnly: ${JSON.stringify(runOnly)}, resultTypes: ['violations'] })`,
  )) as { violations: Violation[] };
  return result.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.html.slice(0, 200)} ${n.failureSummary ?? ''}`).join(', ')})`,
  );
}

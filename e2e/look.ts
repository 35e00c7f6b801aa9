// Looking at a page the way the issue-15 journeys do: every axe rule but the AAA ones (decision 0021) and a full-page
// screenshot at 360 and 1280 px under SHOTS_DIR (/tmp/shots/team/ when unset) for a person to open.
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const axe = createRequire(import.meta.url)('axe-core') as { getRules: () => { ruleId: string; tags: string[] }[] };
const allRules = axe
  .getRules()
  .filter((r) => !r.tags.some((t) => /^wcag2\d*aaa$/.test(t)))
  .map((r) => r.ruleId);

export async function axeViolations(page: Page): Promise<string[]> {
  await page.waitForFunction("document.getAnimations().every((a) => a.playState !== 'running')");
  const result = await new AxeBuilder({ page }).withRules(allRules).analyze();
  return result.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.html.slice(0, 200)} ${n.failureSummary ?? ''}`).join(', ')})`,
  );
}

/** At 360 and 1280 px: no axe violations, and a screenshot `<name>-<width>.png`. Leaves the page at 1280 px. */
export async function look(page: Page, name: string) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    expect(await axeViolations(page), `${name} at ${width} px`).toEqual([]);
    await page.screenshot({ path: `${process.env.SHOTS_DIR ?? '/tmp/shots/team'}/${name}-${width}.png`, fullPage: true });
  }
}

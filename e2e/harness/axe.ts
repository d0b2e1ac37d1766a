// axe-core in a page of the browser suite: one helper for every test that audits a screen.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeOptions {
  /** Only these impacts count (e.g. `['serious', 'critical']`); every violation by default. */
  impacts?: string[];
  /** axe's tags to run (e.g. `['wcag2a', 'wcag2aa', 'wcag21aa']`); every rule by default. */
  tags?: string[];
}

/**
 * axe-core's violations on the page as it is now, one line each: `rule: selectors`. Evaluated
 * through the DevTools protocol: the site's CSP rightly refuses inline scripts, and stays as is.
 */
export async function axeViolations(page: Page, options: AxeOptions = {}): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async ({ impacts, tags }) => {
    type Violation = {
      id: string;
      impact?: string | null;
      help: string;
      nodes: Array<{ target: string[] }>;
    };
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, o: object) => Promise<{ violations: Violation[] }> };
      }
    ).axe;
    const { violations } = await axe.run(document, {
      resultTypes: ['violations'],
      ...(tags ? { runOnly: tags } : {}),
    });
    return violations
      .filter((v) => !impacts || impacts.includes(v.impact ?? ''))
      .map((v) => `${v.id} (${v.help}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, options);
}

/** WCAG 2.1 A and AA rules only. */
export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21aa'];
/** The violations that block a user. */
export const SEVERE = ['serious', 'critical'];

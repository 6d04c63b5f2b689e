import AxeBuilder from '@axe-core/playwright';
import type { Page } from './fixtures';
import type { Result } from 'axe-core';

/** The WCAG 2.0, 2.1 and 2.2 success criteria of levels A and AA that axe-core checks. */
const WCAG_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe-core on the page as it is now (and its frames) and returns the serious and critical
 * violations of WCAG 2.2 A/AA. The injection goes through the DevTools protocol, so the
 * page's Content-Security-Policy does not block it.
 */
export async function seriousA11yViolations(page: Page): Promise<Result[]> {
  // Legacy mode runs axe.run inside the page instead of finishing the run in a second, blank
  // page: half the time on a two-core machine, and the site has no cross-origin frames that
  // would need the other mode. Only violations are detailed, as only they are reported.
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_A_AA).options({ resultTypes: ['violations'] }).setLegacyMode(true).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** A readable one-line-per-node summary of violations, for assertion messages. */
export function describeViolations(violations: Result[]): string {
  return violations
    .map((v) => `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `  ${n.target.join(' ')}  ${n.html.slice(0, 160)}`).join('\n')}`)
    .join('\n');
}

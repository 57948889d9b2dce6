import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Accessibility faults axe finds on the page as it stands (WCAG 2.1 A and AA), of any impact. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

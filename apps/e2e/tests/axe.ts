import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

/** One serious or critical axe violation, named by the screen, theme and width it was found on. */
export interface Finding {
  where: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
  /** The first offending element and axe's reason, to find it in the source. */
  sample: string;
}

export type Theme = 'light' | 'dark';

/** The axe rules a change of theme can break. */
export const CONTRAST_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * The serious and critical violations axe finds on the page as it is now: WCAG 2.1 A/AA and best practices, or
 * only the given rules.
 */
export async function seriousViolations(page: Page, where: string, rules?: string[]): Promise<Finding[]> {
  const builder = new AxeBuilder({ page });
  const { violations } = await (rules ? builder.withRules(rules) : builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      where,
      rule: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
      sample: `${v.nodes[0]?.html.slice(0, 160) ?? ''} ${v.nodes[0]?.failureSummary?.replace(/\s+/g, ' ').slice(0, 200) ?? ''}`,
    }));
}

/** The theme the app shows now, from its stored choice (the toggle writes it before it repaints). */
export async function currentTheme(page: Page): Promise<Theme> {
  return (await page.evaluate(() => localStorage.getItem('preferredTheme'))) === 'dark' ? 'dark' : 'light';
}

/**
 * Switches the signed-in shell's theme without a reload: the top bar's button on wide screens, the account
 * menu's entry on phones (where the button moves into that menu).
 */
export async function toggleTheme(page: Page): Promise<Theme> {
  const next: Theme = (await currentTheme(page)) === 'light' ? 'dark' : 'light';
  const label = next === 'dark' ? 'Modo escuro' : 'Modo claro';
  const button = page.getByRole('button', { name: label });
  if (await button.isVisible()) {
    await button.click();
  } else {
    await page.getByRole('button', { name: 'Minha conta' }).click();
    await page.getByRole('menuitem', { name: label }).click();
    await expect(page.getByRole('menu')).toBeHidden();
  }
  await expect.poll(() => currentTheme(page)).toBe(next);
  return next;
}

/** Attaches every finding to the report and fails with a readable list when there is any. */
export async function expectNoFindings(testInfo: TestInfo, findings: Finding[]): Promise<void> {
  await testInfo.attach('axe-findings.json', { body: JSON.stringify(findings, null, 2), contentType: 'application/json' });
  const summary = findings.map((f) => `${f.where}: ${f.rule} (${f.impact}) ${f.help} → ${f.targets.slice(0, 3).join(' | ')} :: ${f.sample}`);
  expect(summary, `${findings.length} serious or critical axe violations`).toEqual([]);
}

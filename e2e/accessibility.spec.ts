/**
 * axe-core on the first screens a visitor meets, at both sizes (the projects): the home page and the
 * Aviator demo. Serious and critical violations fail (the ones Lighthouse's accessibility score
 * weighs most: ARIA roles missing their required children, contrast, names); each page is checked
 * once its live content has arrived, so what the visitor reads is what is checked.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';

async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('accessibility', () => {
  test('the home page has no serious or critical axe violations', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('leaderboard')).toBeVisible();
    await expect(page.getByTestId('leaderboard').getByText(/loading/i)).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the Aviator demo has no serious or critical axe violations', async ({ page }) => {
    await page.goto('/games/1/demo');
    await expect(page.getByTestId('crash-limits')).toBeVisible();
    await expect(page.getByTestId('crash-panel-1-bet')).toBeVisible();
    // The round history scrolls sideways once enough rounds are listed (after a few minutes of a
    // server's life, so axe alone passes on a fresh one): it must be reachable by keyboard whatever its length.
    await expect(page.getByTestId('crash-history')).toHaveAttribute('tabindex', '0');
    expect(await seriousViolations(page)).toEqual([]);
  });
});

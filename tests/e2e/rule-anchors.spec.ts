import { expect, test } from '@playwright/test';
import { CATALOG } from '../../src/engine/catalog';

for (const game of Object.keys(CATALOG))
  test(`every rule ${game}’s refusals and examples cite is a heading on its page`, async ({ page }) => {
    const { RULES } = (await import(`../../src/engine/${game}/index.ts`)) as { RULES: Record<string, { section: string; anchor: string }> };
    await page.goto(`/games/${game}/`);
    for (const rule of Object.values(RULES)) await expect(page.locator(`[id="${rule.anchor}"]`), rule.anchor).toHaveText(rule.section);
  });

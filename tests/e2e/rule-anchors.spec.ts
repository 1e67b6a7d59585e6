import { expect, test } from '@playwright/test';

const GAMES = ['ferret', 'hermit', 'thricewise', 'jigger', 'badgers-court'] as const;

for (const game of GAMES)
  test(`every rule ${game}’s refusals and examples cite is a heading on its page`, async ({ page }) => {
    const { RULES } = (await import(`../../src/engine/${game}/index.ts`)) as { RULES: Record<string, { section: string; anchor: string }> };
    await page.goto(`/games/${game}/`);
    for (const rule of Object.values(RULES)) await expect(page.locator(`[id="${rule.anchor}"]`), rule.anchor).toHaveText(rule.section);
  });

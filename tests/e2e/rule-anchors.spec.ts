/** Every rule a game's refusals and examples cite is a heading on its rules page, in every language, titled as that language's catalogue titles it. */
import { expect, test } from '@playwright/test';
import { CATALOG } from '../../src/engine/catalog';
import { LOCALES, localePath } from '../../src/words/locales';
import { readFileSync } from 'node:fs';
import { slug } from '../../src/words/words';

for (const locale of LOCALES)
  for (const game of Object.keys(CATALOG))
    test(`every rule ${game}’s refusals and examples cite is a heading on its page (${locale})`, async ({ page }) => {
      const { RULES } = (await import(`../../src/engine/${game}/index.ts`)) as { RULES: Record<string, { key: string }> };
      // The titles as the language's catalogue gives them (read as files: Vite's globs do not run here).
      const titles = JSON.parse(readFileSync(`src/words/${game}/${locale}.json`, 'utf8')) as Record<string, string>;
      await page.goto(localePath(locale, `/games/${game}/`));
      for (const rule of Object.values(RULES)) {
        const section = titles[`rule.${rule.key.slice(game.length + 1)}`] ?? '';
        const anchor = slug(section);
        await expect(page.locator(`[id="${anchor}"]`), anchor).toHaveText(section);
      }
    });

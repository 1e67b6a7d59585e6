/**
 * Examples pass axe (WCAG 2.2 A and AA) before their islands run, on every rules page, and in every
 * example's iframe (with no console errors: tests/e2e/accessibility.spec.ts leaves these frames to
 * this file), at 1280×800 and 390×844: in particular nothing scrolls that the keyboard cannot
 * reach (scrollable-region-focusable). Before an island runs its stage is not fitted yet and scrolls, so
 * it takes focus itself; a fitted stage that still scrolls (a small frame) is reached by its buttons. The
 * rules page once its islands have run is checked at the same sizes by tests/e2e/example-walk.spec.ts, on
 * the page it walks.
 */
import { expect, test } from '@playwright/test';
import { expectNoErrors, watchErrors } from './helpers';
import { gameList } from '../../src/engine/games';
import { axe } from './axe';

for (const size of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const)
  test.describe(`at ${size.width}×${size.height}`, () => {
    test.use({ viewport: size });
    for (const def of gameList()) {
      test(`${def.title}: the rules page passes axe before its examples run`, async ({ page }) => {
        // Before: the page as it comes from the server, its islands' scripts held back.
        await page.route(/\/_astro\/.*\.js(\?.*)?$/, (route) => route.abort());
        await page.goto(`/games/${def.id}/`);
        await expect(page.locator('astro-island[ssr]').first()).toBeAttached();
        expect(await axe(page), 'before the islands run').toEqual([]);
      });

      test(`${def.title}: every example's iframe passes axe`, async ({ page }) => {
        test.setTimeout(180_000);
        const errors = watchErrors(page);
        for (const example of def.examples) {
          await page.goto(`/embed/${def.id}/${example.id}/`);
          await expect(page.locator(`section.example[data-example="${example.id}"]`)).toHaveAttribute('data-ready', '');
          expect(await axe(page), example.id).toEqual([]);
        }
        await expectNoErrors(errors);
      });
    }
  });

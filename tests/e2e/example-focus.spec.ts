/**
 * An example answered by keyboard keeps the keyboard's place, and an example in a small embed on a
 * phone (a fixed-height box whose table scrolls) brings its answers into sight when it asks.
 */
import { expect, test } from '@playwright/test';
import { expectNoErrors, islandReady, watchErrors } from './helpers';

test('answering an example’s question by keyboard leaves the focus on the next thing to press, not the page', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/games/jigger/');
  const example = page.locator('[data-example="jigger-fishing"]');
  await islandReady(page, example);
  const waves = example.getByRole('button', { name: /^Demand Waves/ });
  await waves.focus();
  await page.keyboard.press('Enter');
  // The suit buttons go once answered; the step's own question (Mia, Leo or Nobody) comes next.
  await expect(example.getByRole('group', { name: 'Your answer' })).toBeVisible();
  const focused = () =>
    page.evaluate(() => {
      const a = document.activeElement;
      return a && a !== document.body
        ? `${a.tagName} ${a.textContent?.trim() ?? ''} in ${a.closest('[data-example]')?.getAttribute('data-example') ?? 'no example'}`
        : 'body';
    });
  await expect.poll(focused).toMatch(/^BUTTON .* in jigger-fishing$/);
  await example.getByRole('button', { name: 'Leo' }).focus();
  await page.keyboard.press('Enter');
  await expect(example.getByTestId('caption')).toContainText('Leo has the Sailor');
  await expect.poll(focused).toMatch(/^BUTTON .* in jigger-fishing$/);
  // Enter again goes on through the example without reaching for the mouse.
  await page.keyboard.press('Enter');
  await expect(example.getByTestId('caption')).toContainText('Mia has no Waves');
  await expectNoErrors(errors);
});

test('in an embed on a phone, where the table scrolls in its box, a question’s answers are in sight', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/embed/jigger/jigger-fishing/');
  const example = page.locator('section[data-example="jigger-fishing"][data-ready]');
  await expect(example).toBeVisible();
  const inStage = (selector: string) =>
    example.evaluate((el, sel) => {
      const stage = el.querySelector('.example-stage') as HTMLElement;
      const target = el.querySelector(sel) as HTMLElement | null;
      if (!target) return `no ${sel}`;
      const s = stage.getBoundingClientRect();
      const r = target.getBoundingClientRect();
      return r.top >= s.top - 1 && r.bottom <= s.bottom + 1
        ? 'in sight'
        : `${sel} at ${Math.round(r.top - s.top)}–${Math.round(r.bottom - s.top)} of a ${Math.round(s.height)} px box`;
    }, selector);
  await expect.poll(() => inStage('.example-choices')).toBe('in sight');
  await example.getByRole('button', { name: /^Demand Waves/ }).click();
  await expect(example.getByRole('group', { name: 'Your answer' })).toBeVisible();
  await expect.poll(() => inStage('.example-choices')).toBe('in sight');
});

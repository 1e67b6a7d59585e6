/**
 * On a phone, a page without a sidebar (the home page, a game's learn and play pages) has no menu, where
 * Starlight puts the language picker on narrow screens: its header keeps the picker, beside search and the
 * classroom switch, with the site's name still whole. A game in progress goes on in the language chosen.
 */
import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './helpers';

test.use({ viewport: { width: 390, height: 844 } });

/** The header's parts that show, and whether the site's name is cut. */
const header = (page: Page) =>
  page.evaluate(() => {
    const title = document.querySelector('.header .site-title') as HTMLElement;
    const right = document.querySelector('.header')!.getBoundingClientRect().right;
    const shown = (sel: string) =>
      [...document.querySelectorAll(`.header ${sel}`)].some((e) => e.getClientRects().length > 0 && e.getBoundingClientRect().right <= right);
    return { nameCut: title.scrollWidth > title.clientWidth + 1, picker: shown('starlight-lang-select select'), classroom: shown('.classroom-toggle') };
  });

for (const path of ['/', '/es/', '/es/games/badgers-court/learn/'])
  test(`${path} at 390 px: the language picker is in the header, and the site's name is whole`, async ({ page }) => {
    await page.goto(path);
    expect(await header(page)).toEqual({ nameCut: false, picker: true, classroom: true });
    // The classroom switch keeps its name for a screen reader where only its "A" shows.
    await expect(page.locator('.header').getByRole('button', { name: /Classroom|Aula/ })).toBeVisible();
  });

test('a game begun on a phone in English goes on in Spanish when the header’s picker says Español', async ({ page }) => {
  await page.goto('/games/ferret/play/?seed=phone-language');
  await hydrated(page);
  await page.getByLabel('Computer speed').selectOption('quick');
  await expect(page.getByTestId('status')).toContainText('Your turn', { timeout: 15_000 });
  await page.getByRole('button', { name: 'Pass' }).click();
  await expect(page.getByTestId('status')).toContainText('Your turn', { timeout: 15_000 });
  const log = await page.getByRole('region', { name: 'What happened' }).locator('li').count();
  expect(log).toBeGreaterThan(1);

  await page.locator('.header starlight-lang-select select').selectOption({ label: 'Español' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  expect(new URL(page.url()).pathname).toBe('/es/games/ferret/play/');
  await hydrated(page);
  // The same game, its moves said in Spanish: nothing lost by the change of language.
  await expect(page.getByTestId('status')).toContainText('Tu turno', { timeout: 15_000 });
  await expect(page.getByRole('region', { name: 'Lo que ha pasado' }).locator('li')).toHaveCount(log);
  // Back on a sidebar page the picker is in the menu again, not the header (Starlight's own place for it).
  await page.goto('/es/games/ferret/');
  expect((await header(page)).picker).toBe(false);
});

/**
 * On a phone, a page without a sidebar (the home page, a game's learn and play pages) has no menu, where
 * Starlight puts the language picker on narrow screens: its header keeps the picker, beside search and the
 * classroom switch, with the site's name still whole, in the classroom setting too (up to 768 px). A game in
 * progress goes on in the language chosen.
 */
import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './helpers';

test.use({ viewport: { width: 390, height: 844 } });

/**
 * The header's parts that show, whether the site's name is cut, and whether the picker's word is cut (its
 * text measured in its own font against the room its padding leaves).
 */
const header = (page: Page) =>
  page.evaluate(() => {
    const title = document.querySelector('.header .site-title') as HTMLElement;
    const span = title.querySelector('span') ?? title;
    const right = document.querySelector('.header')!.getBoundingClientRect().right;
    const shown = (sel: string) =>
      [...document.querySelectorAll(`.header ${sel}`)].some((e) => e.getClientRects().length > 0 && e.getBoundingClientRect().right <= right);
    const select = document.querySelector<HTMLSelectElement>('.header starlight-lang-select select');
    let pickerCut = false;
    if (select && select.getClientRects().length > 0) {
      const css = getComputedStyle(select);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${css.fontWeight} ${css.fontSize} ${css.fontFamily}`;
      const room = select.clientWidth - parseFloat(css.paddingLeft) - parseFloat(css.paddingRight);
      pickerCut = context.measureText(select.selectedOptions[0]?.text ?? '').width > room + 1;
    }
    return {
      nameCut: span.scrollWidth > span.clientWidth + 1 || title.scrollWidth > title.clientWidth + 1,
      picker: shown('starlight-lang-select select'),
      classroom: shown('.classroom-toggle'),
      pickerCut,
    };
  });

for (const path of ['/', '/es/', '/es/games/badgers-court/learn/'])
  test(`${path} at 390 px: the language picker is in the header, and the site's name is whole`, async ({ page }) => {
    await page.goto(path);
    expect(await header(page)).toEqual({ nameCut: false, picker: true, classroom: true, pickerCut: false });
    // The classroom switch keeps its name for a screen reader where only its "A" shows.
    await expect(page.locator('.header').getByRole('button', { name: /Classroom|Aula/ })).toBeVisible();
  });

// The classroom setting's larger type once hid the picker on these pages below 1024 px (none anywhere on the
// page), and cut the site's name on a rules page ("Reglas del Dec").
for (const [path, width] of [
  ['/', 390],
  ['/es/', 390],
  ['/es/games/badgers-court/learn/', 390],
  ['/es/games/thricewise/play/', 390],
  ['/es/', 480],
  ['/es/', 600],
  ['/es/', 768],
] as const)
  test(`${path} at ${width} px in the classroom setting: the language picker is in the header, and the site's name is whole`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.addInitScript(() => localStorage.setItem('decktet-rules:classroom', 'on'));
    await page.goto(path);
    await expect(page.locator('html')).toHaveClass(/classroom/);
    expect(await header(page)).toEqual({ nameCut: false, picker: true, classroom: true, pickerCut: false });
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'nothing to scroll sideways').toBeLessThanOrEqual(width);
  });

for (const path of ['/es/games/hermit/', '/games/jigger/'])
  test(`${path} at 390 px in the classroom setting: the site's name is whole beside search, the switch and the menu`, async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('decktet-rules:classroom', 'on'));
    await page.goto(path);
    await expect(page.locator('html')).toHaveClass(/classroom/);
    // The picker is in the menu there (Starlight's own place for it).
    expect(await header(page)).toEqual({ nameCut: false, picker: false, classroom: true, pickerCut: false });
  });

test('a game begun on a phone in English goes on in Spanish when the header’s picker says Español', async ({ page }) => {
  await page.goto('/games/ferret/play/?seed=phone-language');
  await hydrated(page);
  await page.getByLabel('Speed of play').selectOption('quick');
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

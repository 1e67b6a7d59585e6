/**
 * Site search (Starlight's Pagefind, overridden in src/components/starlight/Search.astro so that its
 * UI's script loads only when the reader opens search). A reader finds a game's rule by a word in it,
 * by mouse or by keyboard, and the page does not load the search UI before it is asked for.
 */
import { expect, test } from '@playwright/test';

const searchScripts = (urls: string[]) => urls.filter((u) => /pagefind|default-ui|ui-core/i.test(u));

test('search loads only when opened, and finds a rule by a word in it', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script' || r.url().endsWith('.js')) scripts.push(r.url());
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/games/ferret/');
  // Loaded, then idle for a while, as a reader reading: nothing of the search UI yet. (Not 'networkidle': on a
  // loaded CI machine one run never saw the network quiet in two minutes.)
  await page.waitForLoadState('load');
  await page.waitForTimeout(1500);
  expect(searchScripts(scripts)).toEqual([]);

  const button = page.getByRole('button', { name: 'Search' });
  await expect(button).toBeEnabled();
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await expect(dialog).toBeVisible();
  const field = dialog.locator('input.pagefind-ui__search-input');
  await expect(field).toBeFocused({ timeout: 10_000 });
  await field.fill('ferret');
  const first = dialog.locator('.pagefind-ui__result-link').first();
  await expect(first).toBeVisible({ timeout: 10_000 });
  expect(searchScripts(scripts).length).toBeGreaterThan(0);
  const href = await first.getAttribute('href');
  expect(href).toMatch(/\/games\/ferret\//);
  await first.click();
  await expect(page).toHaveURL(/\/games\/ferret\//);
});

test('search opens by keyboard (Ctrl+K), and closes with Escape', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/deck/');
  // The shortcut is the search button's script's: it is ready when the button is enabled.
  await expect(page.getByRole('button', { name: 'Search' })).toBeEnabled();
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await expect(dialog).toBeVisible();
  const field = dialog.locator('input.pagefind-ui__search-input');
  await expect(field).toBeFocused({ timeout: 10_000 });
  await page.keyboard.type('hermit trick');
  await expect(dialog.locator('.pagefind-ui__result-link').first()).toBeVisible({ timeout: 10_000 });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('on a phone the search button still says what it is', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/games/hermit/');
  const button = page.getByRole('button', { name: 'Search' });
  await expect(button).toBeVisible();
  await button.click();
  await expect(page.getByRole('dialog', { name: 'Search' }).locator('input.pagefind-ui__search-input')).toBeFocused({ timeout: 10_000 });
});

/**
 * Each language is searched apart (Pagefind splits its index by the page's language): on a Spanish page a
 * Spanish word finds the Spanish pages, and no result is an English page; on an English page, no result is
 * a Spanish page, even for a word both languages' pages hold (a game's name).
 */
for (const [locale, from, word, finds] of [
  ['es', '/es/deck/', 'Patio', '/es/games/badgers-court/'],
  ['es', '/es/games/hermit/', 'Ferret', '/es/games/ferret/'],
  ['en', '/deck/', 'Ferret', '/games/ferret/'],
] as const)
  test(`search on a${locale === 'es' ? ' Spanish' : 'n English'} page (${from}) for «${word}» finds ${finds}, and only pages in its language`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(from);
    const label = locale === 'es' ? 'Buscar' : 'Search';
    await page.getByRole('button', { name: label }).click();
    const dialog = page.getByRole('dialog', { name: label });
    const field = dialog.locator('input.pagefind-ui__search-input');
    await expect(field).toBeFocused({ timeout: 10_000 });
    await field.fill(word);
    const links = dialog.locator('.pagefind-ui__result-link');
    await expect(links.first()).toBeVisible({ timeout: 30_000 });
    // Every result Pagefind offers, the ones behind "Load more" too.
    const more = dialog.locator('.pagefind-ui__button');
    for (let i = 0; i < 10 && (await more.isVisible()); i++) await more.click({ timeout: 10_000 });
    const hrefs = (await links.evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname))) as string[];
    expect(
      hrefs.some((h) => h.startsWith(finds)),
      hrefs.join(' '),
    ).toBe(true);
    expect(
      hrefs.filter((h) => h.startsWith('/es/') !== (locale === 'es')),
      'results in the other language',
    ).toEqual([]);
  });

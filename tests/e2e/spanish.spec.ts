/**
 * The site in Spanish has no English sentence: every page under /es/, reached by following its links from
 * /es/, is read as a reader sees and hears it (visible text, and the names of images, buttons and regions),
 * after its islands have drawn, and no English word that Spanish does not share may appear outside what
 * is allowed: the games' and the deck's proper names, the designers' names, the licence's name, and code
 * written for bloggers (the embed page's snippets).
 */
import { expect, test } from '@playwright/test';
import { hydrated } from './helpers';
import { englishIn, readerText } from './languages';

test('every Spanish page is in Spanish: no English sentence outside proper names', async ({ page }) => {
  test.setTimeout(600_000);
  const seen = new Set<string>();
  const queue = ['/es/'];
  const problems: string[] = [];
  while (queue.length > 0) {
    const path = queue.shift() as string;
    if (seen.has(path)) continue;
    seen.add(path);
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await hydrated(page);
    expect(await page.locator('html').getAttribute('lang'), path).toBe('es');
    for (const e of englishIn(await readerText(page))) problems.push(`${path}: ${e}`);
    const links = await page.evaluate(() => [...document.querySelectorAll('a[href]')].map((a) => (a as HTMLAnchorElement).href));
    for (const href of links) {
      const url = new URL(href);
      if (url.origin === new URL(page.url()).origin && url.pathname.startsWith('/es/') && !seen.has(url.pathname)) queue.push(url.pathname);
    }
  }
  expect(seen.size).toBeGreaterThan(20);
  expect(problems).toEqual([]);
});

test('words the stylesheet writes are in the page’s language too: a picked card is “elegida”, not “picked”', async ({ page }) => {
  const label = (path: string) =>
    page.goto(path).then(async () => {
      await hydrated(page);
      const card = page.locator('.play-main [data-zone="hand"] button.card').first();
      await expect(page.locator('.play')).toHaveAttribute('data-state', 'human', { timeout: 20_000 });
      await card.click();
      await expect(card).toHaveClass(/is-selected/);
      return card.evaluate((e) => getComputedStyle(e, '::after').content);
    });
  expect(await label('/es/games/ferret/play/?seed=picked')).toBe('"elegida"');
  expect(await label('/games/ferret/play/?seed=picked')).toBe('"picked"');
});

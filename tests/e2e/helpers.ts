import { expect, type Page } from '@playwright/test';

/** Fails the test on any console error or uncaught exception on the page. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${m.text()} (${m.location().url})`);
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  return errors;
}

export async function expectNoErrors(errors: string[]): Promise<void> {
  expect(errors, errors.join('\n')).toEqual([]);
}

/**
 * Waits until every island on the page has hydrated (Astro removes the ssr attribute). Islands that
 * hydrate when visible are scrolled into view first.
 */
export async function hydrated(page: Page): Promise<void> {
  const islands = page.locator('astro-island');
  const n = await islands.count();
  for (let i = 0; i < n; i++) {
    const island = islands.nth(i);
    if ((await island.getAttribute('ssr')) === null) continue;
    await island.scrollIntoViewIfNeeded();
    await expect(island).not.toHaveAttribute('ssr', /.*/);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Waits until the island that renders this region has hydrated (the island wraps the region). */
export async function islandReady(page: Page, region: ReturnType<Page['locator']>): Promise<void> {
  await region.scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island', { has: region }).first()).not.toHaveAttribute('ssr', /.*/);
}

/** How much of an element is inside the viewport, from 0 to 1, by height (-1 when there is none). */
export async function inView(page: Page, selector: string): Promise<number> {
  return page.evaluate((sel) => {
    const el = document.querySelector(sel);
    if (!el) return -1;
    const r = el.getBoundingClientRect();
    const visible = Math.max(0, Math.min(r.bottom, innerHeight) - Math.max(r.top, 0));
    return r.height === 0 ? 0 : visible / r.height;
  }, selector);
}

/** The texts of the buttons inside a region that overlap its element matching `note` (['no note'] when there is none). */
export async function buttonsCovered(region: ReturnType<Page['locator']>, note: string): Promise<string[]> {
  return region.evaluate((el, sel) => {
    const box = el.querySelector(sel)?.getBoundingClientRect();
    if (!box) return ['no note'];
    return [...el.querySelectorAll('button')]
      .filter((b) => {
        const r = b.getBoundingClientRect();
        return r.width > 0 && r.left < box.right && box.left < r.right && r.top < box.bottom && box.top < r.bottom;
      })
      .map((b) => b.textContent ?? '');
  }, note);
}

/**
 * Scripts after the first paint (src/site/after-paint.ts): a page asks for no script, stylesheet or
 * manifest before its first contentful paint, and then everything loads and works: the play table
 * hydrates (client:painted), search and the theme's select are defined, the print styles are there.
 */
import { expect, test } from '@playwright/test';
import { expectNoErrors, watchErrors } from './helpers';

const PAGES = ['/games/ferret/', '/games/hermit/play/', '/games/jigger/learn/', '/deck/', '/no-such-page/'];

for (const path of PAGES)
  test(`${path}: nothing but the page before its first paint, then all of it`, async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto(path);
    await expect
      .poll(() => page.evaluate(() => customElements.get('site-search') !== undefined && customElements.get('starlight-theme-select') !== undefined))
      .toBe(true);
    const seen = await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
      const files = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const early = files
        .filter((f) => /\.(js|css)(\?|$)|webmanifest/.test(f.name) && f.startTime < fcp)
        .map((f) => `${f.name} at ${Math.round(f.startTime)} ms`);
      return {
        fcp,
        early,
        scripts: files.filter((f) => f.initiatorType === 'script' || /\.js(\?|$)/.test(f.name)).length,
        print: [...document.styleSheets].some((s) => s.media.mediaText === 'print'),
        manifest: document.querySelector('link[rel="manifest"]')?.getAttribute('href') ?? null,
      };
    });
    expect(seen.fcp).toBeGreaterThan(0);
    expect(seen.early, `fetched before the first paint at ${Math.round(seen.fcp)} ms`).toEqual([]);
    expect(seen.scripts).toBeGreaterThan(0);
    expect(seen.print).toBe(true);
    expect(seen.manifest).toBe('/manifest.webmanifest');
    if (path.includes('/play/') || path.includes('/learn/')) await expect(page.locator('astro-island[client="painted"]')).not.toHaveAttribute('ssr', /.*/);
    // The missing page's own 404 is the browser's report of its status, not an error of ours.
    await expectNoErrors(errors.filter((e) => !(path === '/no-such-page/' && e.includes('404 (Not Found)'))));
  });

test('a play table whose scripts cannot load says so above the table, and a reload then plays', async ({ page }) => {
  const chunk = /\/_astro\/(FerretPlay|PlayShell)\.[\w-]+\.js(\?.*)?$/; // Astro retries once, with a query
  await page.route(chunk, (r) => r.abort());
  await page.goto('/games/ferret/play/');
  const note = page.getByRole('alert').filter({ hasText: 'could not load its scripts' });
  await expect(note).toBeVisible();
  await expect(page.locator('astro-island[client="painted"]')).toHaveAttribute('ssr', /.*/);
  await page.unroute(chunk);
  await note.getByRole('button', { name: 'Reload the page' }).click();
  await expect(page.locator('astro-island[client="painted"]')).not.toHaveAttribute('ssr', /.*/);
  await expect(note).toHaveCount(0);
});

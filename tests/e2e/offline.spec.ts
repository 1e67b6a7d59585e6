/**
 * Offline and installable: after one visit to the home page, the service worker (Workbox, made by
 * scripts/build-sw.mjs) has precached the whole site, so pages never visited open with no connection:
 * a rules page with its examples, a play page with a game started, an example's frame page and a
 * print sheet. The manifest names the site and its icons.
 */
import { expect, test } from '@playwright/test';
import { hydrated } from './helpers';
import { CATALOG } from '../../src/engine/catalog';

// Every other test blocks service workers (playwright.config.ts); this one needs them.
test.use({ serviceWorkers: 'allow' });

test('after one visit, pages never visited work offline: rules, play, an embed and a print sheet', async ({ page, context }) => {
  await page.goto('/');
  // The worker installs (precaching everything), activates and takes control of this page.
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null && navigator.serviceWorker?.controller !== undefined, null, { timeout: 60_000 });
  const [first, second] = Object.keys(CATALOG) as [string, string];

  await context.setOffline(true);
  expect(await page.evaluate(() => fetch('/', { cache: 'no-store' }).then(() => 'worker', () => 'network error'))).toBe('worker');

  // A rules page: its examples step.
  await page.goto(`/games/${second}/`);
  await hydrated(page);
  const example = page.locator('section.example').first();
  await expect(example).toBeVisible();
  await example.getByRole('button', { name: 'Next step' }).click();
  await expect(example.getByText(/Step 1 of \d+/)).toBeVisible();

  // A play page with a game started from a link (its query is ignored by the cache, read by the page).
  await page.goto(`/games/${first}/play/?seed=offline`);
  await hydrated(page);
  await expect(page.locator('.play [data-card]').first()).toBeVisible();

  // An example's frame page.
  const ex = (await import('../../src/engine/games')).GAMES[first as keyof typeof import('../../src/engine/games').GAMES].examples[0]!;
  await page.goto(`/embed/${first}/${ex.id}/`);
  const frame = page.getByRole('region', { name: ex.title });
  await expect(frame).toBeVisible();
  await expect(async () => {
    await frame.getByRole('button', { name: 'Next step' }).click();
    await expect(frame.getByText(/Step 1 of \d+/)).toBeVisible({ timeout: 1000 });
  }).toPass();

  // A print sheet and the search page's script.
  await page.goto(`/print/${second}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(CATALOG[second as keyof typeof CATALOG].title);
  await context.setOffline(false);
});

test('the web app manifest names the site and its icons', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await request.get(href as string)).json();
  expect(manifest).toMatchObject({ name: 'Decktet Rules', start_url: '/', display: 'standalone' });
  for (const icon of manifest.icons as { src: string; sizes: string }[]) expect((await request.get(icon.src)).ok(), icon.src).toBe(true);
  expect((manifest.icons as { sizes: string }[]).map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
});

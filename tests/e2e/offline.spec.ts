/**
 * Offline and installable: after one visit to the home page, the service worker (Workbox, made by
 * scripts/build-sw.mjs) has precached the whole site, so pages never visited open with no connection:
 * a rules page with its examples, a play page with a game started, an example's frame page and a
 * print sheet. The manifest names the site and its icons.
 */
import { expect, test } from '@playwright/test';
import { hydrated } from './helpers';
import { CATALOG } from '../../src/engine/catalog';
import { GAMES } from '../../src/engine/games';

// Every other test blocks service workers (playwright.config.ts); this one needs them.
test.use({ serviceWorkers: 'allow' });

test('after one visit, pages never visited work offline: rules, play, an embed and a print sheet', async ({ page, context }) => {
  await page.goto('/');
  // The worker installs (precaching everything), activates and takes control of this page.
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), null, { timeout: 60_000 });
  const [first, second] = Object.keys(GAMES) as [keyof typeof GAMES, keyof typeof GAMES];

  await context.setOffline(true);

  // A rules page: its examples step.
  await page.goto(`/games/${second}/`);
  await hydrated(page);
  const example = page.locator('section.example').first();
  await expect(example).toBeVisible();
  // A first step that asks waits for the reader's try; "Show me" answers it.
  const press = (e: { steps: readonly { ask?: unknown }[] }) => (e.steps[0]?.ask ? 'Show me' : 'Next step');
  await example.getByRole('button', { name: press(GAMES[second].examples[0]!) }).click();
  await expect(example.getByText(/Step 1 of \d+/)).toBeVisible();

  // A play page with a game started from a link (the cache ignores its query; the page reads it).
  await page.goto(`/games/${first}/play/?seed=offline`);
  await hydrated(page);
  await expect(page.locator('.play [data-card]').first()).toBeVisible();

  // An example’s frame page: it steps once its script has run it (data-ready), at one press.
  const ex = GAMES[first].examples[0]!;
  await page.goto(`/embed/${first}/${ex.id}/`);
  const frame = page.getByRole('region', { name: ex.title });
  await expect(frame).toBeVisible();
  await expect(frame).toHaveAttribute('data-ready', '');
  await frame.getByRole('button', { name: press(ex) }).click();
  await expect(frame.getByText(/Step 1 of \d+/)).toBeVisible();

  // A print sheet.
  await page.goto(`/print/${second}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(CATALOG[second].title);

  // An address the site does not have: its own 404 page, not the browser's error page (issue 36).
  await page.goto('/no-such-page/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  await context.setOffline(false);
  // Online, it is still the network's answer (not the precached page as a fallback): a 404.
  expect((await page.goto('/no-such-page/'))?.status()).toBe(404);
});

test('the web app manifest names the site and its icons', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await request.get(href as string)).json();
  expect(manifest).toMatchObject({ name: 'Decktet Rules', start_url: '/', display: 'standalone' });
  for (const icon of manifest.icons as { src: string }[]) expect((await request.get(icon.src)).ok(), icon.src).toBe(true);
  expect((manifest.icons as { sizes: string }[]).map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
});

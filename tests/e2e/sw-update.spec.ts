/**
 * A new version arrives: the site is served from dist/ by a small server of this test's own (its own
 * origin, so its worker is apart from the preview's), as build 1 and then as build 2.
 *
 * Build 2 is what a real new build is to a page of build 1: every page carries a marker, every hashed file
 * in /_astro/ has a new name (and the old name answers 404, as on a host that replaced the site), every
 * page and file names the new files, and sw.js precaches the new files with new revisions.
 *
 * - The next visit, opened from build 1's precache, finds the new worker, which takes over at once
 *   (skipWaiting, clientsClaim), and the page reloads into build 2 (src/site/pwa.ts).
 * - A tab opened before any worker controlled it, then claimed by build 1's worker, is reloaded too when
 *   build 2's worker takes over, and the embed editor's text comes back.
 * - A tab that no worker controls (service workers blocked), left open on build 1 when build 2 is
 *   published, is stranded: every file it has not loaded yet is gone. Each way that shows (an example below
 *   the fold, an example's steps, search, the cards' sprite, the Strong computer's worker) loads the new
 *   version, keeping the game, or says in words what to do (src/site/stale-page.ts).
 */
import { createServer, type Server } from 'node:http';
import { readdirSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import type { AddressInfo } from 'node:net';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { islandReady, quiet } from './helpers';

test.use({ serviceWorkers: 'allow' });

const DIST = join(process.cwd(), 'dist');
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.webmanifest': 'application/manifest+json',
};
const TEXT = new Set(['.html', '.js', '.css', '.json', '.webmanifest']);
const MARKER = '<meta name="decktet-build" content="2">';

/**
 * Build 2's names for build 1's hashed files: "x.AbC.js" becomes "x.AbC-b2.js". The card sprite keeps its
 * name (a build that did not redraw the cards) unless `published.cards` says it was redrawn.
 */
const RENAMED = new Map(readdirSync(join(DIST, '_astro')).map((f) => [f, f.replace(/(\.[a-z0-9]+)$/i, '-b2$1')]));
const BACK = new Map([...RENAMED].map(([a, b]) => [b, a]));
const NAMES = new RegExp(
  `(?<=[/"'\`])(${[...RENAMED.keys()]
    .sort((a, b) => b.length - a.length)
    .map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|')})`,
  'g',
);
const renamed = (name: string, p: Published) => (name.endsWith('.svg') && !p.cards ? name : (RENAMED.get(name) ?? name));

/** A text file of build 2: it names build 2's files; pages carry the marker; the worker's revisions are new. */
function asBuild2(path: string, text: string, p: Published): string {
  let out = text.replace(NAMES, (n) => renamed(n, p));
  if (path.endsWith('.html')) out = out.replace('<head>', `<head>${MARKER}`);
  if (path === '/sw.js') {
    const revised = out.replace(/revision:"([0-9a-f]+)"/g, 'revision:"$1b2"');
    if (revised === out) throw new Error('sw.js: no revisions to change');
    out = revised;
  }
  return out;
}

/**
 * dist/ as build 1, or as build 2 (`published.build = 2`); or as a broken build 2 that lacks the files
 * named in `published.missing`; or as a site that cannot be reached (`published.build = 0`).
 */
function serve(published: Published): Promise<Server> {
  const server = createServer(async (req, res) => {
    if (published.build === 0) {
      req.socket.destroy();
      return;
    }
    let path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    if (path.endsWith('/')) path += 'index.html';
    try {
      if (published.build === 2 && path.startsWith('/_astro/')) {
        // Build 1's names are gone; build 2's are build 1's files under new names.
        const name = path.slice('/_astro/'.length);
        const was = BACK.get(name) ?? (name.endsWith('.svg') && !published.cards ? name : undefined);
        if (!was || renamed(was, published) !== name || published.missing?.test(was)) throw new Error('not in build 2');
        path = `/_astro/${was}`;
      }
      const file = join(DIST, path);
      if (!file.startsWith(DIST) || !(await stat(file)).isFile()) throw new Error('not a file');
      let body: Buffer | string = await readFile(file);
      if (published.build === 2 && TEXT.has(extname(path))) body = asBuild2(path, body.toString('utf8'), published);
      res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream', 'cache-control': 'no-cache' });
      res.end(body);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not found');
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

interface Published {
  build: number;
  /** Build 2 lacks these files (a broken deploy). */
  missing?: RegExp;
  /** Build 2 redrew the cards: the sprite has a new name. */
  cards?: boolean;
}

async function withServer(run: (origin: string, published: Published) => Promise<void>): Promise<void> {
  const published: Published = { build: 1 };
  const server = await serve(published);
  try {
    await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, published);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

/** Presses an example's way onward: Next step, or Show me where a question waits. */
async function onward(example: Locator): Promise<void> {
  const next = example.getByRole('button', { name: 'Next step' });
  await ((await next.isEnabled()) ? next : example.getByRole('button', { name: 'Show me' })).click();
}

const build = (page: Page) =>
  page
    .locator('meta[name="decktet-build"]')
    .count()
    .then((n) => (n === 1 ? 2 : 1));

test('a new build is taken up on the next visit: its worker takes over and the page shows the new version', async ({ page }) => {
  await withServer(async (origin, published) => {
    // Build 1: the worker installs, precaches the site and takes control.
    await page.goto(`${origin}/`);
    await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), null, { timeout: 60_000 });
    const first = await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);
    expect(await build(page)).toBe(1);
    // Served from the precache: a later visit shows build 1 while build 1 is what is published.
    await page.goto(`${origin}/`);
    expect(await build(page)).toBe(1);

    // Build 2 is published. The next visit: the page opens from the old precache, the browser finds the
    // new worker, it installs and takes over, and the page reloads into build 2.
    published.build = 2;
    await page.goto(`${origin}/`);
    await expect(page.locator('meta[name="decktet-build"]')).toHaveCount(1, { timeout: 60_000 });
    await expect(page.locator('h1').first()).toBeVisible();
    // And it stays: later visits are build 2 too, from the new worker's precache.
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(first);
    await page.goto(`${origin}/`);
    await expect(page.locator('meta[name="decktet-build"]')).toHaveCount(1);
  });
});

test('a tab opened before any worker controlled it is reloaded into the new build when its worker takes over, and the editor keeps what was typed', async ({
  page,
}) => {
  await withServer(async (origin, published) => {
    // The first visit: no worker controls the page when it opens; build 1's worker then claims it.
    await page.goto(`${origin}/embed/`);
    await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), null, { timeout: 60_000 });
    const editor = page.getByLabel('Your example (JSON)');
    await editor.scrollIntoViewIfNeeded();
    await islandReady(page, page.getByTestId('embed-preview'));
    const typed = (await editor.inputValue()).replace(/"title": "[^"]*"/, '"title": "Typed before the update"');
    await editor.fill(typed);
    await expect(page.getByTestId('embed-preview').getByRole('region', { name: 'Typed before the update' })).toBeVisible();

    // Build 2 is published and the browser finds its worker (as it does when another tab opens a page).
    published.build = 2;
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
    await expect(page.locator('meta[name="decktet-build"]')).toHaveCount(1, { timeout: 60_000 });
    // The reloaded page has the editor's text as it was typed.
    await page.getByLabel('Your example (JSON)').scrollIntoViewIfNeeded();
    await islandReady(page, page.getByTestId('embed-preview'));
    await expect(page.getByLabel('Your example (JSON)')).toHaveValue(typed);
    await expect(page.getByTestId('embed-preview').getByRole('region', { name: 'Typed before the update' })).toBeVisible();
  });
});

test.describe('a tab no worker controls, left on build 1 when build 2 is published', () => {
  test.use({ serviceWorkers: 'block' });

  test('an example below the fold loads the new version and works, rather than saying "Loading…" for ever', async ({ page }) => {
    await withServer(async (origin, published) => {
      await page.goto(`${origin}/games/ferret/`);
      await quiet(page);
      published.build = 2;
      const last = page.locator('section[data-example]').last();
      const id = await last.getAttribute('data-example');
      await last.scrollIntoViewIfNeeded();
      // Its island's code is gone: the page reloads into build 2, where it is.
      await expect(page.locator('meta[name="decktet-build"]')).toHaveCount(1, { timeout: 30_000 });
      const example = page.locator(`section[data-example="${id}"]`);
      await islandReady(page, example);
      await onward(example);
      await expect(example.getByText(/^Step 1 of \d+/)).toBeVisible();
    });
  });

  test('an example whose steps were not loaded yet: the press loads the new version, and the example then works', async ({ page }) => {
    await withServer(async (origin, published) => {
      await page.goto(`${origin}/games/ferret/`);
      const example = page.locator('section[data-example]').first();
      await islandReady(page, example);
      published.build = 2;
      await onward(example);
      await expect(page.locator('meta[name="decktet-build"]')).toHaveCount(1, { timeout: 30_000 });
      await islandReady(page, example);
      await onward(example);
      await expect(example.getByText(/^Step 1 of \d+/)).toBeVisible();
    });
  });

  test('search loads the new version and opens there', async ({ page }) => {
    await withServer(async (origin, published) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`${origin}/games/ferret/`);
      await quiet(page);
      published.build = 2;
      await page.getByRole('button', { name: 'Search' }).click();
      await expect(page.locator('meta[name="decktet-build"]')).toHaveCount(1, { timeout: 30_000 });
      const dialog = page.getByRole('dialog', { name: 'Search' });
      await expect(dialog).toBeVisible();
      const field = dialog.locator('input.pagefind-ui__search-input');
      await expect(field).toBeFocused({ timeout: 10_000 });
      await field.fill('ferret');
      await expect(dialog.locator('.pagefind-ui__result-link').first()).toBeVisible({ timeout: 10_000 });
    });
  });

  test('a new version missing a file: the page reloads into it once, then says so rather than reloading again', async ({ page }) => {
    await withServer(async (origin, published) => {
      let loads = 0;
      page.on('load', () => loads++);
      await page.goto(`${origin}/games/ferret/`);
      await quiet(page);
      // Build 2 is published without Ferret's example island (a deploy that lost a file).
      published.build = 2;
      published.missing = /^FerretExample\./;
      await page.locator('section[data-example]').last().scrollIntoViewIfNeeded();
      await expect(page.locator('meta[name="decktet-build"]')).toHaveCount(1, { timeout: 30_000 });
      // Every Ferret example fails there: the first, brought into view, says so.
      await page.locator('section[data-example]').first().scrollIntoViewIfNeeded();
      const note = page.locator('astro-island:has(section[data-example])').first().getByRole('alert');
      await expect(note).toContainText('This part of the page could not load its scripts. Reload the page to try again.');
      await expect(note.getByRole('button', { name: 'Reload the page' })).toBeVisible();
      await page.waitForTimeout(3000);
      expect(loads, 'page loads: build 1, then build 2 once').toBe(2);
    });
  });

  test('and the site cannot be reached: an example below the fold and search say so in words, and nothing reloads', async ({ page }) => {
    await withServer(async (origin, published) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      let loads = 0;
      page.on('load', () => loads++);
      await page.goto(`${origin}/games/ferret/`);
      await quiet(page);
      published.build = 0;
      const id = await page.locator('section[data-example]').last().getAttribute('data-example');
      const last = page.locator(`section[data-example="${id}"]`);
      await last.scrollIntoViewIfNeeded();
      const note = page.locator(`astro-island:has(section[data-example="${id}"])`).getByRole('alert');
      await expect(note).toContainText('could not load its scripts: the connection seems to be down. Once it is back, reload the page.', { timeout: 15_000 });
      await expect(last.getByText('Loading…')).toBeVisible();
      await page.getByRole('button', { name: 'Search' }).click();
      const dialog = page.getByRole('dialog', { name: 'Search' });
      await expect(dialog.getByRole('alert')).toContainText('Search could not load its scripts: the connection seems to be down.');
      await page.keyboard.press('Escape');
      // Back online, the reader's reload works.
      published.build = 1;
      await note.getByRole('button', { name: 'Reload the page' }).click();
      await islandReady(page, last);
      expect(loads).toBe(2);
    });
  });

  test('a new version that redrew the cards: cards drawn after it would be blank, so the page loads it, keeping the game', async ({ page }) => {
    await withServer(async (origin, published) => {
      await page.goto(`${origin}/games/jigger/play/?seed=redrawn&players=3`);
      const play = page.locator('.play');
      await expect(page.locator('astro-island[client="painted"]')).not.toHaveAttribute('ssr', /.*/);
      await page.getByLabel('Speed of play').selectOption('quick');
      await expect(play).toHaveAttribute('data-state', /^human/, { timeout: 30_000 });
      published.build = 2;
      published.cards = true;
      const before = await page.locator('.play-log li').count();
      await page
        .getByRole('button', { name: /^Demand (Moons|Suns|Waves|Leaves|Wyrms|Knots), \w+$/ })
        .first()
        .click();
      await expect(page.locator('meta[name="decktet-build"]')).toHaveCount(1, { timeout: 30_000 });
      await expect(page.locator('astro-island[client="painted"]')).not.toHaveAttribute('ssr', /.*/);
      // The game goes on from the move made: it was saved before the page reloaded.
      await expect.poll(async () => page.locator('.play-log li').count(), { timeout: 30_000 }).toBeGreaterThan(before);
      await expect(page.locator('.play-log')).toContainText('You: “I demand');
    });
  });

  test('the Strong computer, whose worker is gone: it plays on, asks for the worker once, and offers the new version, which keeps the game', async ({
    page,
  }) => {
    await withServer(async (origin, published) => {
      const workers: string[] = [];
      page.on('request', (r) => {
        if (/computer-worker/.test(r.url())) workers.push(r.url());
      });
      await page.goto(`${origin}/games/jigger/play/?seed=stranded&players=3&level=strong`);
      const play = page.locator('.play');
      await expect(page.locator('astro-island[client="painted"]')).not.toHaveAttribute('ssr', /.*/);
      await page.getByLabel('Speed of play').selectOption('quick');
      await expect(play).toHaveAttribute('data-state', /^human/, { timeout: 30_000 });
      // A tab left open: everything it fetches once the game is open (at the Strong level, the search it
      // falls back on) has come before the new version is published.
      await quiet(page);
      expect(workers, 'the worker was asked for before build 2').toEqual([]);
      published.build = 2;
      for (let turn = 0; turn < 3; turn++) {
        await expect(play).toHaveAttribute('data-state', /^(human|over)/, { timeout: 30_000 });
        if ((await play.getAttribute('data-state')) === 'over') break;
        const before = await page.locator('.play-log li').count();
        await page
          .getByRole('button', { name: /^Demand (Moons|Suns|Waves|Leaves|Wyrms|Knots), \w+$/ })
          .nth(turn % 6)
          .click();
        // The computers answer, worked out on the page once the worker would not come.
        await expect.poll(async () => page.locator('.play-log li').count(), { timeout: 30_000 }).toBeGreaterThan(before + 1);
      }
      expect(workers.length, `asked for the worker ${workers.length} times`).toBe(1);
      const note = page.getByRole('alert').filter({ hasText: 'This page is from an older version of the site' });
      await expect(note).toBeVisible();
      await expect(play).toHaveAttribute('data-state', /^(human|over)/, { timeout: 30_000 });
      const log = await page.locator('.play-log li').allInnerTexts();
      await note.getByRole('button', { name: 'Load the new version' }).click();
      await expect(page.locator('meta[name="decktet-build"]')).toHaveCount(1, { timeout: 30_000 });
      await expect(page.locator('astro-island[client="painted"]')).not.toHaveAttribute('ssr', /.*/);
      // The game is the same one, every move kept.
      await expect.poll(() => page.locator('.play-log li').allInnerTexts()).toEqual(log);
    });
  });
});

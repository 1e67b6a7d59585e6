/**
 * A new version arrives on the next visit: the site is served from dist/ by a small server of this test's
 * own (its own origin, so its worker is apart from the preview's). A first visit installs the worker
 * (build 1). Then build 2 is published: the home page's HTML carries a marker and sw.js names its new
 * revision, as a real new build's does. The next visit, opened from build 1's precache, finds the new
 * worker, which takes over at once (skipWaiting, clientsClaim), and the page reloads into build 2
 * (src/site/pwa.ts) with no further action. It fails if the new worker waited (no skipWaiting) or if the
 * page did not pick it up.
 */
import { createServer, type Server } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';

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
const MARKER = '<meta name="decktet-build" content="2">';

/** dist/ as build 1, or as build 2 (`published.build = 2`): a changed home page and the worker that names it. */
function serve(published: { build: number }): Promise<Server> {
  const server = createServer(async (req, res) => {
    let path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    if (path.endsWith('/')) path += 'index.html';
    try {
      const file = join(DIST, path);
      if (!file.startsWith(DIST) || !(await stat(file)).isFile()) throw new Error('not a file');
      let body: Buffer | string = await readFile(file);
      if (published.build === 2 && path === '/index.html') body = body.toString('utf8').replace('<head>', `<head>${MARKER}`);
      if (published.build === 2 && path === '/sw.js') {
        const sw = body.toString('utf8');
        body = sw.replace(/(url:"index\.html",revision:")[0-9a-f]+"/, '$1build2"');
        if (body === sw) throw new Error('sw.js: no revision for index.html to change');
      }
      res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream', 'cache-control': 'no-cache' });
      res.end(body);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not found');
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

test('a new build is taken up on the next visit: its worker takes over and the page shows the new version', async ({ page }) => {
  const published = { build: 1 };
  const server = await serve(published);
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    // Build 1: the worker installs, precaches the site and takes control.
    await page.goto(`${origin}/`);
    await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), null, { timeout: 60_000 });
    const first = await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);
    await expect(page.locator('meta[name="decktet-build"]')).toHaveCount(0);
    // Served from the precache: a later visit shows build 1 while build 1 is what is published.
    await page.goto(`${origin}/`);
    await expect(page.locator('meta[name="decktet-build"]')).toHaveCount(0);

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
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

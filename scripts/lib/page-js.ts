/**
 * The gzipped JavaScript a page really loads, as the bench reports it and the page-weight test holds it to
 * its budget: opened in Chromium, left until the network is quiet and the browser idle, scrolled from top to
 * bottom (islands that hydrate when visible), with every script request counted once, dynamic imports
 * included; then what the reader's first touch of an example adds (its machine loads when they act).
 */
import { LOCALES, localePath } from '../../src/words/locales';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { catalogList, gamePage, playPage } from '../../src/engine/catalog';

/** The budgets (issue 19): a rules page at most 45 kB, a play page at most 70 kB, gzip, as loaded, in every language (issue 34). */
export function pageBudgets(): Map<string, number> {
  return new Map<string, number>(
    LOCALES.flatMap((locale) =>
      catalogList().flatMap(
        (g) =>
          [
            [localePath(locale, gamePage(g.id)), 45 * 1024],
            [localePath(locale, playPage(g.id)), 70 * 1024],
          ] as [string, number][],
      ),
    ),
  );
}

/** A file's gzipped size, each file read once. */
export function gzipSizes(): (file: string) => number {
  const gz = new Map<string, number>();
  return (file) => {
    if (!gz.has(file)) gz.set(file, existsSync(file) ? gzipSync(readFileSync(file)).length : 0);
    return gz.get(file) as number;
  };
}

export interface LoadedJs {
  files: number;
  gzipBytes: number;
  /** Whether it runs Preact. */
  framework: boolean;
  /** What acting on an example adds, gzip. */
  onAct: number;
  /** The scripts loaded, as site paths. */
  paths: string[];
}

/** Opens `path` on `page` (the site served from `dist` at `origin`) and measures the JavaScript it loads. */
export async function pageJs(page: Page, origin: string, path: string, dist: string, size = gzipSizes()): Promise<LoadedJs> {
  const scripts = new Set<string>();
  // Requests in flight, counted here: Playwright's 'networkidle' state is reached once per page and not
  // awaited again, so a chunk asked for after it (an island hydrated late on a busy machine, and the
  // computer's code it then loads) would go uncounted.
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (by: number) => () => {
    inFlight += by;
    lastChange = Date.now();
  };
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
  const quiet = async (forMs = 500, atMost = 20_000) => {
    const start = Date.now();
    while (Date.now() - start < atMost && (inFlight > 0 || Date.now() - lastChange < forMs)) await page.waitForTimeout(50);
  };
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.origin === origin && (r.resourceType() === 'script' || url.pathname.endsWith('.js') || url.pathname.endsWith('.mjs'))) scripts.add(url.pathname);
  });
  // Not 'networkidle' (on a loaded CI machine it was twice never reached): the count above, bounded.
  await page.goto(origin + path, { waitUntil: 'load' });
  await quiet();
  // Scroll through the page as a reader would, so islands that hydrate when visible load too.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
      scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 30));
    }
  });
  await quiet();
  // Every island hydrated (Astro takes the `ssr` mark off), then an idle callback (their effects have run),
  // then the network quiet again: what islands load once drawn, and idle imports, are counted.
  await page.waitForFunction(() => document.querySelector('astro-island[ssr]') === null, null, { timeout: 20_000 }).catch(() => undefined);
  // (An idle moment waited for at most 2 s: on a machine kept busy, the browser may never call back without one.)
  await page.evaluate(
    () => new Promise<void>((done) => (window.requestIdleCallback ?? ((f: () => void) => setTimeout(f, 50)))(() => setTimeout(done, 200), { timeout: 2000 })),
  );
  await quiet();
  const paths = [...scripts];
  const files = paths.map((u) => join(dist, u));
  const framework = files.some((f) => /preact|client\.|hooks\.module/.test(f));
  let onAct = 0;
  const example = page.locator('[data-example]').first();
  if ((await example.count()) > 0) {
    // The machine's chunk is awaited (networkidle has fired already for this page and does not fire again).
    const machine = page.waitForResponse((r) => /\/_astro\/example[^/]*\.js$/.test(new URL(r.url()).pathname), { timeout: 5000 }).catch(() => null);
    // A pointer over it, as a reader's mouse. Once (ci of 28 November) the hover waited out two minutes for the
    // example to be "stable" (not reproduced here, even with the processor slowed eightfold): then the reader's
    // keyboard reaches it instead (focus warms it the same way), and where it was, twice, is said.
    await example.hover({ timeout: 15_000 }).catch(async () => {
      const at = async () => JSON.stringify(await example.boundingBox());
      console.warn(`${path}: the first example never held still for a pointer (${await at()}, then ${await at()}); focused instead`);
      await example.locator('button, [tabindex]').first().focus();
    });
    if (await machine) await page.waitForTimeout(500);
    onAct = [...scripts]
      .map((u) => join(dist, u))
      .filter((f) => !files.includes(f))
      .reduce((a, f) => a + size(f), 0);
  }
  return { files: files.length, gzipBytes: files.reduce((a, f) => a + size(f), 0), framework, onAct, paths };
}

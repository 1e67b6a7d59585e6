import { expect, test, type Frame, type Page, type Route } from '@playwright/test';

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
 * hydrate when visible are scrolled into view first, one after another, as a reader scrolling down would.
 * All in the page, in one call (a locator's read is a round trip to the browser each: four an island).
 */
export async function hydrated(page: Page): Promise<void> {
  const never = await page.evaluate(async () => {
    const late: string[] = [];
    for (const island of document.querySelectorAll('astro-island')) {
      if (!island.hasAttribute('ssr')) continue;
      // The island is display: contents (no box of its own): its first part with a box is scrolled to.
      const shown = [island, ...island.querySelectorAll('*')].find((e) => e.getClientRects().length > 0);
      (shown ?? island).scrollIntoView({ block: 'center' });
      const since = performance.now();
      while (island.hasAttribute('ssr') && performance.now() - since < 10_000) await new Promise((done) => setTimeout(done, 20));
      if (island.hasAttribute('ssr')) late.push(island.getAttribute('component-url') ?? 'an island');
    }
    window.scrollTo(0, 0);
    // Code blocks that scroll sideways are made focusable by Expressive Code's script once the page is idle
    // (a ResizeObserver, 250 ms, then an idle callback): waited for, as a reader meets them after a moment,
    // or axe may find a scrolling block not yet reachable by keyboard (on a loaded CI machine, once).
    const since = performance.now();
    const unreached = () =>
      [...document.querySelectorAll('.expressive-code pre')].some((pre) => pre.scrollWidth > pre.clientWidth && !pre.hasAttribute('tabindex'));
    while (unreached() && performance.now() - since < 5_000) await new Promise((done) => setTimeout(done, 50));
    return late;
  });
  expect(never, 'islands still not hydrated after 10 s in view').toEqual([]);
}

/**
 * Waits until the page has loaded and fetched nothing more for `forMs`, by the page's own resource timings.
 * Not Playwright's 'networkidle': on a loaded CI machine it was twice never reached in two minutes (a
 * request it saw start and never saw end), once in search.spec and once in sw-update.spec.
 */
export async function quiet(page: Page, forMs = 1000): Promise<void> {
  await page.waitForLoadState('load');
  await page.evaluate(() => performance.setResourceTimingBufferSize(10_000));
  await page.waitForFunction(
    (forMs) => {
      const seen = window as unknown as { quietCount?: number; quietSince?: number };
      const count = performance.getEntriesByType('resource').length;
      if (seen.quietCount !== count) [seen.quietCount, seen.quietSince] = [count, performance.now()];
      return performance.now() - (seen.quietSince ?? 0) >= forMs;
    },
    forMs,
    { polling: 100 },
  );
}

/**
 * Opens the play page's New game form from its summary until `field` shows. (One CI run found the form closed
 * after the click, once in many runs, and not reproduced since: the click is made again while it is closed.)
 */
export async function openNewGame(page: Page, summary: RegExp, field: ReturnType<Page['locator']>): Promise<void> {
  await expect(async () => {
    if (!(await page.locator('details.new-match').evaluate((d) => (d as HTMLDetailsElement).open))) await page.getByText(summary).click();
    await expect(field).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
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

/**
 * A screenshot for a person to look at, in the test's output folder (test-results/…/NAME), taken only when
 * E2E_SHOTS is set (`E2E_SHOTS=1 npx playwright test tests/e2e/look-back.spec.ts`): no test reads them, and
 * the suite's shots, many at 1920×1080, cost CPU on every CI run that nobody looks at.
 */
export async function shot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (process.env.E2E_SHOTS) await page.screenshot({ path: test.info().outputPath(name), ...options });
}

/** The page's frame at an address (the same string, or one the pattern matches), once there is one. */
export async function frameAt(page: Page, url: string | RegExp): Promise<Frame> {
  const matches = (f: Frame) => (typeof url === 'string' ? f.url() === url : url.test(f.url()));
  await expect.poll(() => page.frames().some(matches), { message: `a frame at ${String(url)}` }).toBe(true);
  return page.frames().find(matches)!;
}

const BLANK = '/__blank-for-tests/';
/**
 * Opens a blank page of the site's own origin, to write its storage before the page under test loads. The
 * test makes the page up (routed, never fetched): a site page such as /deck/ cost the browser more and went
 * on hydrating while the test wrote. The route is taken away again, so the pages after it load as in any
 * other test.
 */
export async function blankPage(page: Page): Promise<void> {
  const blank = (route: Route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: '<!doctype html><title>Blank</title>' });
  await page.route(`**${BLANK}`, blank);
  await page.goto(BLANK);
  await page.unroute(`**${BLANK}`, blank);
}

/**
 * The site in Firefox: Debian's Firefox ESR (/usr/bin/firefox-esr, or FIREFOX_PATH), driven by
 * puppeteer-core over WebDriver BiDi (Playwright drives only its own Firefox builds, which cannot be
 * downloaded here). Run by `npm run test:firefox`, part of `npm test`, against dist/ served by
 * scripts/lib/serve.ts; one browser for every page, so it stays quick (about a minute).
 *
 * Firefox here shows a classic scrollbar, as on Windows and most Linux desktops: at a 1280-pixel window
 * the page is 1268 px wide, which Chromium's tests (overlay scrollbars) never see. For every game's
 * rules, play and embed pages: no script error, every island hydrated, the first example steps, a play
 * table deals and takes a press, nothing wider than the page, and Ferret's side column (the pool, then the draw pile) beside
 * your side, the hand on the screen.
 */
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveDist } from '../../scripts/lib/serve';
import { catalogList, gamePage, playPage } from '../../src/engine/catalog';
import { GAMES, isGameId } from '../../src/engine/games';

const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));
const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
const WIDTH = 1280;

let browser: Browser;
let server: Server;
let origin: string;
let page: Page;
let errors: string[] = [];

beforeAll(async () => {
  ({ server, origin } = await serveDist(DIST));
  browser = await puppeteer.launch({
    browser: 'firefox',
    protocol: 'webDriverBiDi',
    executablePath: FIREFOX,
    headless: true,
    // The scrollbar takes room, as on Windows (GTK's overlay scrollbars would not).
    extraPrefsFirefox: { 'widget.gtk.overlay-scrollbars.enabled': false, 'widget.non-native-theme.scrollbar.style': 4 },
  });
  page = await browser.newPage();
  await page.setViewport({ width: WIDTH, height: 800 });
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`page: ${String(e)}`));
}, 60_000);

afterAll(async () => {
  await browser?.close();
  server?.close();
});

/** Opens a page, scrolls it through so every island hydrates, and waits until none is left unhydrated. */
async function open(path: string): Promise<void> {
  errors = [];
  await page.goto(`${origin}${path}`, { waitUntil: 'load' });
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 500) {
      scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 30));
    }
    scrollTo(0, 0);
  });
  // An island that hydrates when visible may have been passed by before its script came: show it again.
  await page
    .waitForFunction(
      () => {
        const left = document.querySelector('astro-island[ssr]');
        // The island itself has no box (display: contents): its first child does.
        (left?.firstElementChild ?? left)?.scrollIntoView({ block: 'center' });
        return !left;
      },
      { timeout: 40_000, polling: 500 },
    )
    .catch(async (e: unknown) => {
      const left = await page.evaluate(() =>
        [...document.querySelectorAll('astro-island[ssr]')].map((i) => `${i.getAttribute('component-url')} (${i.getAttribute('client')})`),
      );
      throw new Error(`${path}: islands not hydrated: ${left.join(', ')}; errors: ${errors.join(' | ') || 'none'} (${String(e)})`);
    });
}

/** How the page fits the window: its layout width (the window less a classic scrollbar) and anything wider. */
const fit = () =>
  page.evaluate(() => {
    const html = document.documentElement;
    return { inner: innerWidth, client: html.clientWidth, scroll: html.scrollWidth };
  });

async function expectFits(): Promise<void> {
  const f = await fit();
  expect(f.scroll, `the page is ${f.scroll} px wide in a ${f.client}-pixel layout`).toBeLessThanOrEqual(f.client);
}

describe.skipIf(!existsSync(DIST) || !existsSync(FIREFOX))('Firefox ESR with a classic scrollbar', () => {
  it('takes room for its scrollbar (what these tests are for)', async () => {
    await open('/');
    const f = await fit();
    expect(f.inner).toBe(WIDTH);
    expect(f.client).toBeLessThan(WIDTH);
  });

  for (const { id, title } of catalogList()) {
    const def = isGameId(id) ? GAMES[id] : undefined;
    const example = def?.examples[0];

    it(`${title}: the rules page hydrates, fits, and its first example steps`, async () => {
      await open(gamePage(id));
      await expectFits();
      const stepped = await page.evaluate(async () => {
        const ex = document.querySelector('section.example');
        const buttons = [...(ex?.querySelectorAll('button') ?? [])];
        const press = buttons.find((b) => b.textContent?.trim() === 'Show me' && !b.disabled) ?? buttons.find((b) => b.textContent?.trim() === 'Next step');
        press?.click();
        for (let i = 0; i < 50 && !/Step 1 of \d+/.test(ex?.textContent ?? ''); i++) await new Promise((r) => setTimeout(r, 100));
        return /Step 1 of \d+/.test(ex?.textContent ?? '');
      });
      expect(stepped).toBe(true);
      expect(errors).toEqual([]);
    });

    it(`${title}: the play page deals a table that fits and takes a press`, async () => {
      await open(playPage(id));
      await page.waitForFunction(() => document.querySelectorAll('.play-main [data-card], .play-main .suit-btn').length > 0, { timeout: 15_000 });
      await expectFits();
      // The table fits its column: nothing of it under the sidebar or past the page.
      const past = await page.evaluate(() => {
        const main = document.querySelector('.play-main')!.getBoundingClientRect();
        return Math.max(0, ...[...document.querySelectorAll('.play-main [data-card]')].map((c) => c.getBoundingClientRect().right - main.right));
      });
      expect(past, 'px of cards past the table’s column').toBeLessThanOrEqual(1);
      if (id === 'ferret') {
        // Issue 36: with 12 px less, the draw pile fell to a row of its own under the pool. On this short, wide
        // screen (1280×800) the pool, the draw pile and the scored sets make one column beside your side, as in
        // Chromium: the draw pile right under the pool, their column beside your hand, the hand on the screen.
        const at = await page.evaluate(() => {
          const box = (sel: string) => document.querySelector(sel)?.getBoundingClientRect();
          const [pool, pile, hand] = [
            box('.zone-middle > [aria-label="The pool"]'),
            box('.zone-middle > [aria-label="The draw pile"]'),
            box('.play-main [data-zone="hand"]'),
          ];
          return pool && pile && hand
            ? { poolLeft: pool.left, pileLeft: pile.left, under: pile.top - pool.bottom, beside: pool.left - hand.right, handFoot: hand.bottom, h: innerHeight }
            : null;
        });
        expect(at).not.toBeNull();
        expect(at!.pileLeft).toBe(at!.poolLeft);
        expect(at!.under).toBeGreaterThanOrEqual(0);
        expect(at!.under).toBeLessThan(24);
        expect(at!.beside).toBeGreaterThan(0);
        expect(at!.handFoot).toBeLessThanOrEqual(at!.h);
      }
      // Something on the table answers a press (a card to choose, a suit to demand, a space), once it is
      // the reader's turn (the computer may move first).
      await page.waitForFunction(() => document.querySelector('.play')?.getAttribute('data-state') === 'human', { timeout: 20_000 });
      const pressed = await page.evaluate(async () => {
        const before = document.querySelector('.play')?.outerHTML;
        const target = document.querySelector<HTMLElement>(
          '.play-main [data-zone="hand"] button:not([disabled]), .play-main .suit-buttons button, .play-main .tw-space',
        );
        target?.click();
        await new Promise((r) => setTimeout(r, 300));
        return !!target && document.querySelector('.play')?.outerHTML !== before;
      });
      expect(pressed).toBe(true);
      expect(errors).toEqual([]);
    });

    if (example)
      it(`${title}: an example's embed frame hydrates, fits and steps`, async () => {
        await open(`/embed/${id}/${example.id}/`);
        await expectFits();
        const stepped = await page.evaluate(async () => {
          const buttons = [...document.querySelectorAll('button')];
          const press = buttons.find((b) => b.textContent?.trim() === 'Show me' && !b.disabled) ?? buttons.find((b) => b.textContent?.trim() === 'Next step');
          press?.click();
          for (let i = 0; i < 50 && !/Step 1 of \d+/.test(document.body.textContent ?? ''); i++) await new Promise((r) => setTimeout(r, 100));
          return /Step 1 of \d+/.test(document.body.textContent ?? '');
        });
        expect(stepped).toBe(true);
        expect(errors).toEqual([]);
      });
  }
});

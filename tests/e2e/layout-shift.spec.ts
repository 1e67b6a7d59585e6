/**
 * Layout shift on the play pages (issue 19): the page must not jump while it loads, when the browser's
 * own deal replaces the one the server drew, nor while the computer makes its opening moves. Every game
 * of the registry, on a phone as Lighthouse's mobile audit sees one (412×823, the CPU slowed four
 * times), with a deal where the computer moves first and one where the reader does: the layout shifts
 * not caused by the reader (a PerformanceObserver's 'layout-shift' entries) add up to at most 0.02, the
 * bar `npm run lighthouse` holds play pages to. A failure names the elements that moved.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoErrors, watchErrors } from './helpers';
import { learnPage, playPage } from '../../src/engine/catalog';
import { gameList } from '../../src/engine/games';
import { newDeal } from '../../src/play/session';
import { gameKey } from '../../src/play/shelf';

const gamePrefix = (game: string) => gameKey(game, '');
import type { GameDefinition } from '../../src/engine/core';

const MOST = 0.02;
// What a reader with the browser's default settings sees: cards that glide (the suite's default is reduced motion).
test.use({ reducedMotion: 'no-preference' });

/** The first of a few seeds whose deal waits for the reader at the start (readerFirst) or only for the computer. */
function seedWhere(def: GameDefinition<unknown, unknown, unknown>, readerFirst: boolean): string | null {
  for (let i = 0; i < 60; i++) {
    const seed = `shift-${i}`;
    const deal = newDeal(def, seed);
    const state = def.module.newGame(deal.options, seed);
    if (def.module.waitingFor(state).includes(0) === readerFirst) return seed;
  }
  return null;
}

/** In the page, before anything: every layout shift not caused by the reader, with the elements that moved (window.shifts). */
function watchShifts() {
  const shifts: { value: number; sources: string[] }[] = [];
  (window as unknown as { shifts: typeof shifts }).shifts = shifts;
  const name = (n: Node | null) => {
    if (!n) return '(gone)';
    if (!(n instanceof Element)) return `text “${(n.textContent ?? '').trim().slice(0, 40)}”`;
    const label = n.getAttribute('aria-label');
    return `${n.tagName.toLowerCase()}${n.classList.length ? `.${[...n.classList].join('.')}` : ''}${label ? `[${label}]` : ''}`;
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as unknown as {
      value: number;
      hadRecentInput: boolean;
      sources?: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    }[]) {
      if (e.hadRecentInput) continue;
      shifts.push({
        value: e.value,
        sources: (e.sources ?? []).map(
          (s) =>
            `${name(s.node)}: x ${Math.round(s.previousRect.x)} → ${Math.round(s.currentRect.x)}, y ${Math.round(s.previousRect.y)} → ${Math.round(s.currentRect.y)}, height ${Math.round(s.previousRect.height)} → ${Math.round(s.currentRect.height)}`,
        ),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

async function expectFewShifts(page: Page) {
  const shifts = await page.evaluate(() => (window as unknown as { shifts: Shift[] }).shifts);
  const total = shifts.reduce((sum, s) => sum + s.value, 0);
  const report = shifts.map((s) => `${s.value.toFixed(4)}: ${s.sources.join('; ')}`).join('\n');
  expect(total, `layout shift ${total.toFixed(4)} (at most ${MOST}):\n${report}`).toBeLessThanOrEqual(MOST);
}

interface Shift {
  value: number;
  sources: string[];
}

for (const game of gameList()) {
  const def = game as unknown as GameDefinition<unknown, unknown, unknown>;
  // Games where everyone chooses at once (Thricewise, Hermit's first trick) always wait for the reader too.
  // A returning reader's saved game opens with a notice ("Welcome back…"), which must not push the table down.
  // On a laptop the notices sit at the top of the sidebar, above the scores: there too (Ferret's, where the table is the
  // same height in both deals; Hermit's table grows between the welcome deal and a saved one, which is left).
  const deals = [
    { seed: seedWhere(def, false), what: 'in a deal where the computer moves first', returning: false, laptop: false },
    { seed: seedWhere(def, true), what: 'in a deal where the reader may move first', returning: false, laptop: false },
    { seed: seedWhere(def, true), what: 'for a returning reader, welcomed back to their saved game', returning: true, laptop: false },
    ...(def.id === 'ferret' ? [{ seed: seedWhere(def, true), what: 'for a returning reader, welcomed back', returning: true, laptop: true }] : []),
  ].filter((d): d is { seed: string; what: string; returning: boolean; laptop: boolean } => d.seed !== null);
  for (const { seed, what, returning, laptop } of deals) {
    test(`${def.title}: no layout shift while the page loads, ${what} (${laptop ? 'laptop' : 'phone'}, slow CPU)`, async ({ browser }) => {
      const context = await browser.newContext({
        ...(laptop
          ? { viewport: { width: 1280, height: 800 } }
          : { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true }),
        serviceWorkers: 'block',
      });
      const page = await context.newPage();
      const errors = watchErrors(page);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.addInitScript(watchShifts);
      await page.goto(`${playPage(def.id)}?seed=${seed}`);
      if (returning) {
        // The first visit saves the game (once the browser's deal is on the table); the second opens it again, with its notice.
        await expect(page.locator('.play-seed code')).toHaveText(seed, { timeout: 20_000 });
        await expect(page.locator('.play')).toHaveAttribute('data-state', 'human', { timeout: 30_000 });
        // The game is kept by an effect after the render that drew it: on a loaded machine with the CPU slowed,
        // leaving at once left before it (once on CI). Leave once this deal is kept.
        await expect
          .poll(
            () =>
              page.evaluate(
                ([prefix, deal]) => Object.keys(localStorage).some((k) => k.startsWith(prefix) && (localStorage.getItem(k) ?? '').includes(`"seed":"${deal}"`)),
                [gamePrefix(def.id), seed] as const,
              ),
            { timeout: 20_000 },
          )
          .toBe(true);
        await page.goto(playPage(def.id));
        await expect(page.locator('[data-notice="welcome"]')).toBeVisible({ timeout: 20_000 });
      }
      // The browser's deal is on the table (the link's seed replaces the server's welcome deal)…
      await expect(page.locator('.play-seed code')).toHaveText(seed, { timeout: 20_000 });
      // …the computer has made its moves, and it is the reader's turn; then a moment for anything late.
      await expect(page.locator('.play')).toHaveAttribute('data-state', 'human', { timeout: 30_000 });
      await page.waitForTimeout(1000);
      await expectFewShifts(page);
      await expectNoErrors(errors);
      await context.close();
    });
  }
}

// A page that arrives slowly is painted as it arrives: the title first, the table later. The play page's title in
// the classroom setting (hidden on a board) and a guided game's (always hidden) must be drawn as they will stay,
// not changed when the table arrives. The page's HTML comes over a slow network here, so that it is painted in parts.
for (const [what, path, viewport] of [
  ['a play page in the classroom setting on a board (1920×1080)', playPage(gameList()[0]!.id), { width: 1920, height: 1080 }],
  ['a guided game in the classroom setting on a board (1920×1080)', learnPage(gameList()[0]!.id), { width: 1920, height: 1080 }],
  ['a guided game on a laptop (1280×800)', learnPage(gameList()[0]!.id), { width: 1280, height: 800 }],
] as const)
  test(`no layout shift while ${what} arrives over a slow network`, async ({ browser }) => {
    const context = await browser.newContext({ viewport, serviceWorkers: 'block' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 100, downloadThroughput: 40_000, uploadThroughput: 40_000 });
    if (!what.includes('laptop')) await page.addInitScript(() => localStorage.setItem('decktet-rules:classroom', 'on'));
    await page.addInitScript(watchShifts);
    await page.goto(path, { timeout: 60_000 });
    await expect(page.locator('.play')).toHaveAttribute('data-state', /human|over/, { timeout: 30_000 });
    await page.waitForTimeout(500);
    await expectFewShifts(page);
    await expectNoErrors(errors);
    await context.close();
  });

/**
 * The review's components in the browser (until the play page shows them): the replay's controls and the
 * review panel on a built play page, with a real review of a Ferret game of the Normal player against
 * itself and that game's log lines (tests/e2e/review-harness.tsx, bundled here with esbuild). Keyboard
 * only, axe clean, the progress bar's value and live line, the intents; screenshots at three sizes in
 * the classroom setting (test-results/review-*.png).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { reviewRecord, type Review } from '../../src/engine/core/review';
import { ferretDefinition } from '../../src/engine/ferret/definition';
import { review as ferretReview } from '../../src/engine/ferret/review';
import { historyStates, replayMoves } from '../../src/play/record';
import { expectNoErrors, hydrated, watchErrors } from './helpers';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const names = ['You', 'Buck'];

/** A Ferret game of the Normal player against itself, its review for seat 0, and its log's lines per move. */
function harnessData() {
  const def = ferretDefinition;
  const seed = 'review-harness';
  const options = def.seeded ? def.seeded(def.module.defaultOptions(), seed) : def.module.defaultOptions();
  const start = def.module.newGame(options, seed);
  let s = start;
  const moves: string[] = [];
  for (let n = 0; n < 500 && def.module.waitingFor(s).length > 0; n++) {
    const move = def.computers.normal(def.module.view(s, def.module.waitingFor(s)[0] as number), `${seed}:${n}`);
    moves.push(def.module.printMove(move));
    const r = def.module.apply(s, move);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
  }
  const { history } = replayMoves(def.module, start, moves);
  const states = historyStates(def.module, start, history);
  const lines = history.map((h, i) =>
    h.events.map((e) => {
      const seen = def.viewEvent(e, 0);
      return { text: def.describe(seen, names, 0, states[i + 1]), why: def.explain(seen, states[i] as never, states[i + 1] as never, names, 0) };
    }),
  );
  const review: Review = reviewRecord(ferretReview, start, moves, [0], { budget: { screen: 8, confirm: 24 } });
  return { review, lines, names, game: 'ferret' };
}

let bundle: { js: string; css: string };
let data: ReturnType<typeof harnessData>;

test.beforeAll(async () => {
  data = harnessData();
  const out = await build({
    entryPoints: [fileURLToPath(new URL('./review-harness.tsx', import.meta.url))],
    bundle: true,
    write: false,
    format: 'iife',
    jsx: 'automatic',
    jsxImportSource: 'preact',
    outdir: 'review-harness',
    logLevel: 'warning',
  });
  const file = (ext: string) => out.outputFiles.find((f) => f.path.endsWith(ext))?.text ?? '';
  bundle = { js: file('.js'), css: file('.css') };
});

async function open(page: Page, judged: number) {
  await page.goto('/games/ferret/play/');
  await hydrated(page);
  await page.evaluate((d) => ((window as unknown as { __REVIEW_HARNESS__: unknown }).__REVIEW_HARNESS__ = d), data);
  await page.addStyleTag({ content: bundle.css });
  await page.addScriptTag({ content: bundle.js });
  await page.evaluate((n) => (window as unknown as { __REVIEW_STEP__: (n: number) => void }).__REVIEW_STEP__(n), judged);
}
const intents = (page: Page) => page.evaluate(() => (window as unknown as { __REVIEW_INTENTS__: string[] }).__REVIEW_INTENTS__);

test('the review shows its progress, then the biggest turning points first, and says what the reader asks for', async ({ page }) => {
  const errors = watchErrors(page);
  expect(data.review.turningPoints.length, 'the Normal player’s game has turning points to show').toBeGreaterThan(0);
  await open(page, 0);
  const bar = page.getByRole('progressbar', { name: 'Review' });
  await expect(bar).toHaveAttribute('aria-valuenow', '0');
  await expect(bar).toHaveAttribute('aria-valuemax', String(data.review.total));
  await expect(page.locator('.review-progress-text')).toHaveText(`Judged 0 of ${data.review.total} decisions…`);
  await expect(page.getByText('None yet.')).toBeVisible();
  await page.evaluate((n) => (window as unknown as { __REVIEW_STEP__: (n: number) => void }).__REVIEW_STEP__(n), data.review.total);
  await expect(bar).toHaveAttribute('aria-valuenow', String(data.review.total));
  await expect(page.locator('.review-progress-text')).toHaveText(`All ${data.review.total} judged.`);
  await expect(page.getByRole('button', { name: 'Stop the review' })).toHaveCount(0);
  // The biggest turning point first, in the engine's words, with its rule's link.
  const first = data.review.decisions[data.review.turningPoints[0] as number];
  const turns = page.locator('.review-turn');
  await expect(turns.first()).toContainText(`Move ${(first?.index ?? 0) + 1}`);
  await expect(turns.first()).toContainText(first?.said ?? '');
  await expect(turns.first().getByRole('link').first()).toHaveAttribute('href', `/games/ferret/#${first?.why[0]?.rule.anchor}`);
  expect(await turns.count()).toBe(Math.min(3, data.review.turningPoints.length));
  // Keyboard only: to "Try from here" of the first turning point, then "Show this move".
  await turns
    .first()
    .getByRole('button', { name: /^Show this move/ })
    .focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(turns.first().getByRole('button', { name: /^Try from here/ })).toBeFocused();
  await page.keyboard.press('Space');
  expect(await intents(page)).toEqual([`show ${first?.index}`, `try ${data.review.turningPoints[0]}`]);
  await expectNoErrors(errors);
});

test('the replay steps through the game by keyboard: arrows, Home and End, each move’s line and its “Why?”', async ({ page }) => {
  const errors = watchErrors(page);
  await open(page, data.review.total);
  const count = data.lines.length;
  const replay = page.getByRole('group', { name: 'Replay' });
  await expect(replay.locator('.replay-where')).toHaveText(`Move ${count} of ${count}`);
  await replay.getByRole('button', { name: 'Previous' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(replay.locator('.replay-where')).toHaveText(`Move ${count - 1} of ${count}`);
  await expect(replay.locator('.replay-line')).toContainText(data.lines[count - 2]?.[0]?.text ?? '');
  await page.keyboard.press('Home');
  await expect(replay.locator('.replay-where')).toHaveText(`The deal, before move 1 of ${count}`);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowRight');
  await expect(replay.locator('.replay-where')).toHaveText(`Move 1 of ${count}`);
  // The line's "Why?", by keyboard.
  const why = replay.getByRole('button', { name: /^Why\?/ }).first();
  await why.focus();
  await page.keyboard.press('Enter');
  await expect(why).toHaveAttribute('aria-expanded', 'true');
  await expect(replay.locator('.why-text a').first()).toHaveAttribute('href', /^\/games\/ferret\/#[a-z0-9-]+$/);
  await page.keyboard.press('End');
  await expect(replay.locator('.replay-where')).toHaveText(`Move ${count} of ${count}`);
  expect(await intents(page)).toEqual([`go ${count - 1}`, 'go 0', 'go 1', `go ${count}`]);
  await expectNoErrors(errors);
});

for (const [width, height] of [
  [1280, 800],
  [390, 844],
  [1920, 1080],
] as const)
  test(`axe clean, nothing cut off, in the classroom at ${width}×${height}`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.addInitScript(() => localStorage.setItem('decktet-rules:classroom', 'on'));
    await open(page, data.review.total);
    await page.locator('.review-all summary').click();
    const violations = (await new AxeBuilder({ page }).include('#review-harness').withTags(TAGS).analyze()).violations;
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
    const overflow = await page.locator('#review-harness').evaluate((e) => e.scrollWidth - e.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // What the reader sees: the replay and the top of the review, then the first turning point.
    await page.locator('#review-harness').evaluate((e) => e.scrollIntoView());
    await page.screenshot({ path: `test-results/review-${width}x${height}-top.png` });
    await page
      .locator('.review-turn')
      .first()
      .evaluate((e) => e.scrollIntoView());
    await page.screenshot({ path: `test-results/review-${width}x${height}-turns.png` });
  });

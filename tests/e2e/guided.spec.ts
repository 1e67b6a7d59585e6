/**
 * Each game's guided first game, played in the browser to its end by following the coach: the move it
 * waits for is read from the coach, made the way a reader would (pressing the marked cards, the marked
 * space or button), and the page checks the coach's marks, its live region, the end's offer of a free
 * game, and accessibility.
 */
import { axeOn } from './axe';
import { expect, test, type Page } from '@playwright/test';
import { CATALOG, learnPage, playPage } from '../../src/engine/catalog';
import { expectNoErrors, hydrated, inView, shot, watchErrors } from './helpers';
import { localePath, type Locale } from '../../src/words/locales';

/** What each language's page says where the test reads words: the rule link, the end, the offer of a free game. */
const SAYS: Readonly<Record<Locale, { rule: RegExp; win: RegExp; free: RegExp; before: string }>> = {
  en: { rule: /^Rule: /, win: /you win/i, free: /^Play a free (game|match) against the computer$/, before: 'Before' },
  es: { rule: /^Regla: /, win: /\bgan(as|ado)\b/i, free: /^Jugar una partida libre contra el ordenador$/, before: 'Antes' },
};

const hand = (page: Page, id: string) => page.locator(`[data-zone="hand"] [data-card="${id}"]`);

/**
 * What the reader presses to make the coach's move, in the order a move is made, whatever the game: a
 * card of the hand the coach marks, then the other cards it marks (a target, Court cards), then the control
 * it marks (a space, a trick, a set to form, a suit, a play). Pressed cards say so (aria-pressed).
 */
const NEXT_PRESS = [
  '.play-main [data-zone="hand"] button.is-highlighted[aria-pressed="false"]',
  // A marked card, or a control holding marked cards (a build in the Court), not pressed yet.
  '.play-main button.card.is-highlighted[aria-pressed="false"], .play-main button[aria-pressed="false"]:has(.is-highlighted)',
  '.play-main button[data-coached]',
  '.play-main [data-coached] button',
];

/** Makes the coach's move as a reader would, pressing what it marks until the move is made. */
async function follow(page: Page): Promise<void> {
  const coach = page.getByTestId('coach');
  const moves = await coach.getAttribute('data-moves');
  const made = async () => (await coach.getAttribute('data-moves')) !== moves;
  for (let presses = 0; presses < 12 && !(await made()); presses++) {
    const tier = await page.evaluate((selectors) => selectors.findIndex((sel) => document.querySelector(sel) !== null), NEXT_PRESS);
    if (tier < 0) throw new Error(`nothing the coach marks can be pressed for its move ${await coach.getAttribute('data-move')}`);
    const next = page.locator(NEXT_PRESS[tier] as string).first();
    const before = await page.locator('.play').innerHTML();
    await next.click();
    // The press is answered: the move is made, or the table shows the pick (and what may be pressed next).
    await expect.poll(async () => (await made()) || (await page.locator('.play').innerHTML()) !== before).toBe(true);
  }
  if (!(await made())) throw new Error(`the coach's move ${await coach.getAttribute('data-move')} was not made by pressing what it marks`);
}

for (const locale of ['en', 'es'] as const)
  for (const game of Object.keys(CATALOG))
    test(`${game}: the guided first game, played to its end by following the coach${locale === 'en' ? '' : ` (${locale})`}`, async ({ page }) => {
      const says = SAYS[locale];
      const errors = watchErrors(page);
      await page.goto(localePath(locale, learnPage(game)));
      await hydrated(page);
      // The computer's moves at the quick pace: what is checked is the coach and the script, not the pace.
      await page.locator('.play-toolbar select').selectOption('quick');
      const play = page.locator('.play');
      const coach = page.getByTestId('coach');
      await expect(coach.locator('[aria-live="polite"]')).toBeVisible();
      let first = true;
      let startScores: string[] = [];
      for (let i = 0; i < 60; i++) {
        await expect(play).toHaveAttribute('data-state', /^(human|summary|over)$/, { timeout: 20_000 });
        const state = await play.getAttribute('data-state');
        if (state === 'over') break;
        if (state === 'summary') {
          // Badger's Court's guided game begins in its third round, with no round before it scored: the status
          // speaks of the round scored ("Round 3 is over"), not of how many summaries were seen.
          if (game === 'badgers-court' && locale === 'en') {
            await expect(page.getByRole('heading', { name: 'Round 3 scoring' })).toBeVisible();
            await expect(page.getByTestId('status')).toContainText('Round 3 is over');
          }
          await page.locator('.play-main .play-actions .btn-primary').click();
          continue;
        }
        const move = (await coach.getAttribute('data-move')) ?? '';
        const moves = (await coach.getAttribute('data-moves')) ?? '';
        expect(move).not.toBe('');
        if (first) {
          startScores = await page.locator('.play-score-table td[data-testid^="score-"]').allTextContents();
          // The first line brings in a rule, with a link to its section of the rules page.
          await expect(coach.getByRole('link', { name: says.rule })).toHaveAttribute('href', new RegExp(`^${localePath(locale, `/games/${game}/`)}#`));
          const axe = await axeOn(page).analyze();
          expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
          first = false;
          await shot(page, `${game}-${locale}-first.png`);
        }
        await follow(page);
        await expect(coach).not.toHaveAttribute('data-moves', moves);
      }
      await expect(play).toHaveAttribute('data-state', 'over');
      await expect(coach).toContainText(says.win);
      // The whole game's table of points by hand or round (not a round's own summary, in a section of its own;
      // not a table of seats, as Jigger's, which ends in no totals) begins with the points the game began with,
      // when it began late (Hermit's guided match at 40, 58 and 60 once showed one hand of 0, 8, 0 above totals
      // of 40, 66, 60), and every column adds up to its total.
      const table = page.locator('.game-over > table');
      const rows =
        (await table.count()) === 0
          ? []
          : await table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('th, td')].map((c) => c.textContent?.trim() ?? '')));
      if (rows.at(-1)?.[0] === 'Total') {
        const value = (t: string) => {
          const frac: Record<string, number> = { '¼': 0.25, '⅓': 1 / 3, '½': 0.5, '⅔': 2 / 3, '¾': 0.75 };
          const m = /^(−|-)?(\d*)([¼⅓½⅔¾]?)$/.exec(t);
          if (!m || t === '') throw new Error(`not a number of points: “${t}”`);
          return (m[1] ? -1 : 1) * (Number(m[2] || 0) + (frac[m[3] ?? ''] ?? 0));
        };
        // The scoreboard says "40" or "0 cards": its number.
        const began = startScores.map((t) => value(/^(−|-)?\d*[¼⅓½⅔¾]?/.exec(t)?.[0] ?? ''));
        if (began.some((p) => p !== 0)) expect(rows[0]?.slice(1).map(value)).toEqual(began);
        else expect(rows[0]?.[0]).not.toBe(says.before);
        const total = rows.at(-1) ?? [];
        for (let col = 1; col < total.length; col++) {
          const sum = rows.slice(0, -1).reduce((acc, r) => acc + value(r[col] ?? ''), 0);
          expect(sum, `${game}: column ${col} of “${rows.map((r) => r.join(' ')).join(' / ')}”`).toBeCloseTo(value(total[col] ?? ''), 6);
        }
      }
      await shot(page, `${game}-${locale}-end.png`, { fullPage: true });
      await expect(coach.getByRole('link', { name: says.free })).toHaveAttribute('href', localePath(locale, playPage(game)));
      // The guided game is never saved over the reader's own game.
      expect(await page.evaluate((g) => localStorage.getItem(`decktet-rules:${g}:save`), game)).toBeNull();
      await expectNoErrors(errors);
    });

test('a move the coach does not ask for is answered with its reason, and nothing changes', async ({ page }) => {
  await page.goto(learnPage('ferret'));
  await hydrated(page);
  await expect(page.locator('.play')).toHaveAttribute('data-state', 'human');
  // The Savage on the Soldier is legal (into the hand), but the coach wants the Penitent on the Lunatic.
  await hand(page, '3LY').click();
  await page.locator('.play-main button[data-card="5YK"]').click();
  await expect(page.getByRole('status').filter({ hasText: 'the coach’s plan is the Penitent on the Lunatic' })).toBeVisible();
  await expect(page.getByTestId('coach')).toHaveAttribute('data-moves', '0');
  await expect(page.getByTestId('coach')).toHaveAttribute('data-move', '6SY>6MW');
});

test('a move the coach lets through as harmless is taken, with a word that it does as well', async ({ page }) => {
  await page.goto(learnPage('jigger'));
  await hydrated(page);
  const play = page.locator('.play');
  const coach = page.getByTestId('coach');
  // Follow the coach to Jigger's last demand, where Buck has no cards and any suit ends the game the same way.
  for (let i = 0; i < 20; i++) {
    await expect(play).toHaveAttribute('data-state', 'human', { timeout: 20_000 });
    const moves = (await coach.getAttribute('data-moves')) ?? '';
    if (moves === '8') break;
    await follow(page);
    await expect(coach).not.toHaveAttribute('data-moves', moves);
  }
  await expect(coach).toHaveAttribute('data-move', 'suns');
  await page.getByRole('button', { name: /^Demand Waves/ }).click();
  await expect(play).toHaveAttribute('data-state', 'over', { timeout: 20_000 });
  await expect(page.getByText('That does just as well as the coach’s move here')).toBeVisible();
  await expect(coach).toContainText(/you win/i);
});

test('the home page leads with learning by playing, and each rules page opens with its summary and the guided game', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('.hero').getByRole('link', { name: 'Learn Jigger by playing it' })).toHaveAttribute('href', learnPage('jigger'));
  await page.getByRole('link', { name: 'Learn another game', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Learn a game by playing it' })).toBeInViewport();
  for (const g of Object.values(CATALOG))
    await expect(page.getByRole('link', { name: `Learn ${g.title}`, exact: true })).toHaveAttribute('href', learnPage(g.id));
  for (const g of Object.values(CATALOG)) {
    await page.goto(`/games/${g.id}/`);
    const summary = page.locator('.game-summary');
    await expect(summary.getByRole('heading', { name: `${g.title} in a minute` })).toBeVisible();
    await expect(summary.locator('dt')).toHaveText(['The goal', 'A turn', 'The end']);
    await expect(summary.getByRole('link', { name: /^Learn it by playing/ })).toHaveAttribute('href', learnPage(g.id));
  }
});

test('a guided game works as an embed: the frame page hydrates and waits for the coach’s move', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/embed/ferret/learn/');
  const coach = page.getByTestId('coach');
  await expect(page.locator('.play')).toHaveAttribute('data-state', 'human');
  await expect(coach).toHaveAttribute('data-move', '6SY>6MW');
  // Hydrated: the coach's marked cards take presses.
  await expect(async () => {
    await hand(page, '6SY').click();
    await expect(hand(page, '6SY')).toHaveAttribute('aria-pressed', 'true', { timeout: 500 });
  }).toPass();
  await page.locator('.play-main button[data-card="6MW"]').click();
  await expect(coach).toHaveAttribute('data-move', '3LY>7ML', { timeout: 20_000 });
  const axe = await axeOn(page).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await expectNoErrors(errors);
});

test('the guided game is played by keyboard: the coach’s cards are pressed with Enter, and focus comes back to the hand', async ({ page }) => {
  await page.goto(learnPage('ferret'));
  await hydrated(page);
  const coach = page.getByTestId('coach');
  await expect(page.locator('.play')).toHaveAttribute('data-state', 'human');
  await hand(page, '6SY').focus();
  await page.keyboard.press('Enter');
  await expect(hand(page, '6SY')).toHaveAttribute('aria-pressed', 'true');
  await page.locator('.play-main button[data-card="6MW"]').focus();
  await page.keyboard.press('Enter');
  await expect(coach).toHaveAttribute('data-move', '3LY>7ML', { timeout: 20_000 });
  await expect(page.locator('[data-zone="hand"] button:focus')).toHaveCount(1);
  await expect(coach.locator('[aria-live="polite"]')).toContainText('Chance Meeting');
});

const SIZES = [
  { name: 'laptop', width: 1280, height: 800, classroom: false },
  { name: 'phone', width: 390, height: 844, classroom: false },
  { name: 'projector, classroom setting', width: 1920, height: 1080, classroom: true },
];
for (const size of SIZES)
  test(`at ${size.width}×${size.height} (${size.name}) every guided game shows the coach, the table and the hand together`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    if (size.classroom) await page.addInitScript(() => localStorage.setItem('decktet-rules:classroom', 'on'));
    for (const game of Object.keys(CATALOG)) {
      await page.goto(learnPage(game));
      await expect(page.locator('.play')).toHaveAttribute('data-state', 'human');
      await shot(page, `${game}-${size.width}x${size.height}.png`);
      expect(await inView(page, '[data-testid="coach"]'), `${game}: the coach`).toBe(1);
      expect(await inView(page, '.play-main [data-zone="hand"], .play-main .suit-buttons'), `${game}: the hand (in Jigger, the suits)`).toBe(1);
      expect(
        await inView(page, '.play-main [role="group"][aria-label="The table"], .play-main [role="group"][aria-label="The grid"]'),
        `${game}: the table`,
      ).toBeGreaterThan(0.5);
    }
  });

/**
 * A press that makes some other move than the coach's: a card of the hand it does not mark (or a suit it
 * does not), then, if that was only a pick, the first thing that completes a move with it.
 */
const OTHER_PRESS = ['.play-main [data-zone="hand"] button:not(.is-highlighted)', '.play-main .suit-buttons button:not([data-coached])'];
const COMPLETE = ['.play-main button.card:not([data-zone="hand"] *)', '.play-main .play-actions button:not([data-coached]):not([disabled])'];

for (const size of SIZES)
  test(`at ${size.width}×${size.height} (${size.name}) the coach's answer to another move is in view, where the reader acted`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    if (size.classroom) await page.addInitScript(() => localStorage.setItem('decktet-rules:classroom', 'on'));
    for (const game of Object.keys(CATALOG)) {
      await page.goto(learnPage(game));
      await hydrated(page);
      const coach = page.getByTestId('coach');
      await expect(page.locator('.play')).toHaveAttribute('data-state', 'human');
      const answer = page.locator('.play-answer .play-message');
      for (const selector of [...OTHER_PRESS, ...COMPLETE]) {
        if ((await answer.count()) > 0) break;
        const at = page.locator(selector).first();
        if ((await at.count()) === 0) continue;
        await at.click();
      }
      await expect(coach, `${game}: the coach's move was not made`).toHaveAttribute('data-moves', '0');
      await expect(answer, `${game}: an answer`).toBeVisible();
      await expect(answer, `${game}: the answer is on screen`).toBeInViewport({ ratio: 1 });
      await shot(page, `answer-${game}-${size.width}x${size.height}.png`);
    }
  });

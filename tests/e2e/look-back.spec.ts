/**
 * Looking back at a game on the real play page (issue 33), in every game: a game against the computer
 * played to its end, then replayed on the table by the keyboard alone (each move's log lines and "Why?"),
 * "Review my game" with its progress and turning points, "Show this move", and "Try from here" (a new
 * game of the same cards in Your games, the reader to move). The review is kept with the saved game and
 * not worked out again; nothing of it is loaded before the reader asks; axe clean; screenshots at
 * 1280×800, 390×844 and 1920×1080 in the classroom setting with E2E_SHOTS=1 (test-results/look-back-*.png).
 */
import { expect, test, type Page } from '@playwright/test';
import { createRng, type AnyGameDefinition } from '../../src/engine/core';
import { gameList } from '../../src/engine/games';
import { playPage } from '../../src/engine/pages';
import { reviewRecord, type ReviewSpec } from '../../src/engine/core/review';
import { newDeal, saveKey, toSave } from '../../src/play/session';
import { gameKey, tabKey } from '../../src/play/shelf';
import { blankPage, expectNoErrors, hydrated, shot, watchErrors } from './helpers';
import { axeOn } from './axe';

/**
 * A game against the computer near its end: seeded random moves for the person (seat 1), so there is
 * something to find, the computer's moves as its Normal level makes them at the table; stopped before the
 * person's last `left` decisions (0: the whole game). Saved at the quick speed.
 */
function nearEnd(def: AnyGameDefinition, seed: string, left = 1) {
  const { options, seats } = newDeal(def, seed);
  const rng = createRng(`look-back:${seed}`);
  let state = def.module.newGame(options, seed);
  const moves: string[] = [];
  const mine: number[] = [];
  for (let n = 0; n < 5000 && def.module.waitingFor(state).length > 0; n++) {
    const waiting = def.module.waitingFor(state);
    const seat = waiting[0] as number;
    let move;
    if (seat === 0) {
      mine.push(moves.length);
      const legal = def.module.legalMoves(state).filter((m) => def.module.mover(state, m) === 0);
      move = legal[rng.int(legal.length)];
    } else move = def.computers.normal(def.module.view(state, seat), `${seed}:${moves.length}`);
    const r = def.module.apply(state, move, def.module.mover(state, move));
    if (!r.ok) throw new Error(JSON.stringify(r.error.message));
    moves.push(def.module.printMove(move));
    state = r.value.state;
  }
  const at = left === 0 ? moves.length : (mine[Math.max(0, mine.length - left)] ?? 0);
  return JSON.stringify(toSave(def, { seed, options, seats, moves: moves.slice(0, at), speed: 'quick' }));
}

/** One move by the person, when it is theirs: a plain legal way for each game (as the games' own browser tests make them). */
async function act(page: Page, game: string): Promise<boolean> {
  const play = page.locator('.play');
  const state = await play.getAttribute('data-state');
  if (state === 'summary') {
    await page.getByRole('button', { name: /^(Next (hand|round)|See the final result)$/ }).click();
    return true;
  }
  if (state !== 'human') return false;
  const hand = page.locator('.play-main [data-zone="hand"] button');
  const click = async (sel: string) => {
    const b = page.locator(sel).first();
    if ((await b.count()) === 0 || !(await b.isEnabled())) return false;
    await b.click();
    return true;
  };
  if (game === 'jigger') return (await click('.play-main .suit-buttons button')) || (await click('.play-main .respond-buttons button'));
  if (game === 'ferret' && (await click('.play-main [data-zone="choices"][role="group"] button'))) return true;
  if (game === 'thricewise' && (await play.getAttribute('data-step')) === 'placing') return click('.play-main .tw-space');
  if (game === 'hermit') {
    if ((await play.getAttribute('data-step')) === 'choosingSecret') return click('.play-main [data-zone="hand"] button');
    for (let k = 0; k < (await hand.count()); k++) {
      await hand.nth(k).click();
      const target = page.getByRole('button', { name: /^(Play on trick \d+|Start a new trick with .+)$/ });
      if ((await target.count()) > 0) {
        await target.first().click();
        return true;
      }
      await hand.nth(k).click();
    }
    return false;
  }
  if (game === 'badgers-court') {
    // Take what the first card matches if the engine allows it, otherwise lay it.
    await hand.first().click();
    const rank = (await page.locator('[data-zone="hand"] button[aria-pressed="true"]').getAttribute('data-card'))?.charAt(0);
    if (rank && (await page.locator(`.bc-court button[data-card^="${rank}"]`).count()) > 0) {
      for (const b of await page.locator(`.bc-court button[data-card^="${rank}"]`).all()) await b.click();
      await page.getByRole('button', { name: 'Take', exact: true }).click();
      if ((await play.getAttribute('data-state')) !== 'human' || (await page.locator('[data-zone="hand"] button[aria-pressed="true"]').count()) === 0)
        return true;
      await page.getByRole('button', { name: 'Clear choice' }).click();
      await hand.first().click();
    }
    return click('.play-main button:has-text("Lay it in the Court")');
  }
  if ((await hand.count()) === 0) return click('.play-main [data-zone="choices"] button');
  await hand.first().click();
  if (game === 'ferret') return (await click('.play-main button.card:not([data-zone="hand"] *)')) || (await click('.play-main [data-zone="choices"] button'));
  return true;
}

/** Plays the person's moves until the game is over. */
async function finish(page: Page, game: string) {
  for (let i = 0; i < 400; i++) {
    if ((await page.locator('.play').getAttribute('data-state')) === 'over') return;
    const acted = await act(page, game).catch((e: unknown) => (process.env.DEBUG_LOOK ? console.log(String(e)) : undefined, false));
    if (process.env.DEBUG_LOOK) console.log(i, await page.locator('.play').getAttribute('data-state'), acted);
    if (!acted) await page.waitForTimeout(100);
  }
  throw new Error(`${game}: the game did not end`);
}

/** Tabs forward until the focus is on this button (the keyboard alone). */
async function tabTo(page: Page, name: RegExp | string) {
  for (let i = 0; i < 200; i++) {
    await page.keyboard.press('Tab');
    const text = await page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText?.trim() ?? '');
    if (typeof name === 'string' ? text === name : name.test(text)) return;
  }
  throw new Error(`no button “${String(name)}” by Tab`);
}

const replayAt = (page: Page) => page.locator('.play').getAttribute('data-replay');

async function axe(page: Page, selector: string) {
  const results = await axeOn(page).include(selector).analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(' | ')})`);
}

/** The names of the workers the page makes, as it makes them. */
async function watchWorkers(page: Page): Promise<string[]> {
  const workers: string[] = [];
  await page.exposeFunction('__workerMade', (name: string) => workers.push(name));
  await page.addInitScript(() => {
    const W = window.Worker;
    window.Worker = class extends W {
      constructor(url: string | URL, opts?: WorkerOptions) {
        super(url, opts);
        (window as unknown as { __workerMade: (n: string) => void }).__workerMade(opts?.name ?? String(url));
      }
    };
  });
  return workers;
}

for (const def of gameList())
  test(`${def.title}: a game against the computer finished, replayed by keyboard, reviewed, and tried again from a turning point`, async ({ page }) => {
    test.setTimeout(240_000);
    const errors = watchErrors(page);
    const loaded: string[] = [];
    page.on('request', (r) => loaded.push(r.url()));
    const workers = await watchWorkers(page);
    // A deal where the person's random moves give the review a turning point to show (Jigger's short games often have none).
    const save = nearEnd(def, def.id === 'jigger' ? 'look-back-jigger-2' : `look-back-${def.id}`);
    await blankPage(page);
    await page.evaluate(([key, value]) => localStorage.setItem(key as string, value as string), [saveKey(def.id), save]);
    await page.goto(playPage(def.id));
    await hydrated(page);
    await finish(page, def.id);
    await expect(page.getByRole('heading', { name: /^Game over/ }).first()).toBeVisible();
    // Nothing of looking back is loaded before the reader asks.
    const ours = (u: string) => /LookBackDock|look-back|review-worker|\/review\.[\w-]+\.js/.test(u);
    expect(loaded.filter(ours)).toEqual([]);
    const moves = Number(await page.locator('.play-log li').count());
    expect(moves).toBeGreaterThan(0);

    // The replay, by keyboard only: from the deal, forward and back, each move's lines with their "Why?".
    await tabTo(page, `Replay the ${def.noun}`);
    await page.keyboard.press('Enter');
    await expect(page.locator('.replay')).toBeFocused();
    await expect(page.locator('.play')).toHaveAttribute('data-replay', '0');
    await expect(page.locator('.replay-where')).toHaveText(/^The deal, before move 1 of \d+/);
    await page.keyboard.press('ArrowRight');
    await expect(page.locator('.play')).toHaveAttribute('data-replay', '1');
    await expect(page.locator('.replay-where')).toHaveText(/^Move 1 of \d+/);
    await expect(page.locator('.replay-line p').nth(1)).not.toBeEmpty();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(page.locator('.play')).toHaveAttribute('data-replay', '3');
    await page.keyboard.press('ArrowLeft');
    await expect(page.locator('.play')).toHaveAttribute('data-replay', '2');
    // "What happened" numbers moves as the replay does (it numbered lines: 23 at move 16 of a Ferret game).
    await expect(page.locator('.replay-where')).toHaveText(/^Move 2 of \d+/);
    expect(await page.locator('.play-log li[value]').first().getAttribute('value')).toBe('2');
    // A line's "Why?" with focus keeps it as the arrow keys move the replay, so the keys go on working there.
    const why = page
      .locator('.replay-line')
      .getByRole('button', { name: /^Why\?/ })
      .first();
    await why.focus();
    // Opened, it explains its line. The same button (its panel's id) shows the next moves' lines in its place: once
    // it stands for a line of other words, it is closed.
    await page.keyboard.press('Enter');
    await expect(why).toHaveAttribute('aria-expanded', 'true');
    const opened = await why.getAttribute('aria-label');
    const same = page.locator(`[aria-controls="${await why.getAttribute('aria-controls')}"]`);
    await page.keyboard.press('ArrowRight');
    await expect(page.locator('.play')).toHaveAttribute('data-replay', '3');
    expect(await page.evaluate(() => document.querySelector('.replay')?.contains(document.activeElement) ?? false)).toBe(true);
    // (Moving on while it stands for the same words, or for a line with no "Why?", from the replay itself if it lost focus.)
    const inReplay = () => page.evaluate(() => document.querySelector('.replay')?.contains(document.activeElement) ?? false);
    let moved = 1;
    while (((await same.count()) === 0 || (await same.getAttribute('aria-label')) === opened) && moved < 8) {
      if (!(await inReplay())) await page.locator('.replay').focus();
      await page.keyboard.press('ArrowRight');
      await expect(page.locator('.play')).toHaveAttribute('data-replay', String(2 + ++moved));
    }
    await expect(same).toHaveCount(1);
    expect(await same.getAttribute('aria-label')).not.toBe(opened);
    await expect(same).toHaveAttribute('aria-expanded', 'false');
    if (!(await inReplay())) await page.locator('.replay').focus();
    for (; moved > 0; moved--) await page.keyboard.press('ArrowLeft');
    await expect(page.locator('.play')).toHaveAttribute('data-replay', '2');
    await page.locator('.replay').focus();
    // The sidebar's log is the game's up to there.
    const early = await page.locator('.play-log li').count();
    await page.keyboard.press('End');
    await expect(page.locator('.replay-where')).toHaveText(/^Move (\d+) of \1$/);
    const count = Number(await replayAt(page));
    expect(count).toBeGreaterThan(3);
    expect(await page.locator('.play-log li').count()).toBeGreaterThan(early);
    await page.keyboard.press('Home');
    await expect(page.locator('.play')).toHaveAttribute('data-replay', '0');
    // Page Down and Page Up: ten moves at a time, no further than the game.
    await page.keyboard.press('PageDown');
    await expect(page.locator('.play')).toHaveAttribute('data-replay', String(Math.min(10, count)));
    await page.keyboard.press('PageUp');
    await expect(page.locator('.play')).toHaveAttribute('data-replay', '0');
    // Only what the person saw: their own hand at the deal (the computer's hands face down or not drawn).
    await expect(page.locator('.play-main [data-card]').first()).toBeVisible();
    await tabTo(page, 'Back to the game');
    await page.keyboard.press('Enter');
    await expect(page.locator('.play')).not.toHaveAttribute('data-replay', /.*/);
    await expect(page.getByRole('heading', { name: /^Game over/ }).first()).toBeVisible();

    // The review: the worker, its progress, then the turning points, biggest first.
    await tabTo(page, `Review my ${def.noun}`);
    await page.keyboard.press('Enter');
    // The review, under the replay's table and the result, is brought into view, the keyboard's focus on its heading.
    const heading = page.getByRole('heading', { name: /^Review of the / });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    const bar = page.getByRole('progressbar', { name: 'Review' });
    await expect(bar).toBeVisible();
    await expect(page.locator('.review-progress-text')).toHaveText(/^All \d+ choices looked at\.$/, { timeout: 120_000 });
    expect(workers.filter((w) => w === 'review')).toHaveLength(1);
    const turns = page.locator('.review-turn');
    expect(await turns.count(), 'the person’s random moves give the review something to find').toBeGreaterThan(0);
    expect(await axe(page, '.play-main')).toEqual([]);
    await shot(page, `look-back-${def.id}-review-1280.png`, { fullPage: true });

    // "Show this move": the table just before that decision, the keyboard's focus on the replay.
    const first = turns.first();
    const title = await first.locator('h4').innerText();
    const move = Number(/Move (\d+)/.exec(title)?.[1]);
    await first.getByRole('button', { name: /^Show this move/ }).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.play')).toHaveAttribute('data-replay', String(move - 1));
    await expect(page.locator('.replay')).toBeFocused();
    // The review's verdict on the decision that comes next, in the replay.
    await expect(page.locator('.replay-verdict')).toContainText(`Your choice next, move ${move}: Turning point:`);

    // The review is kept with the game: asked again after a reload, it is there at once, no worker.
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('heading', { name: /^Game over/ }).first()).toBeVisible();
    await page.getByRole('button', { name: `Review my ${def.noun}` }).click();
    await expect(page.locator('.review-progress-text')).toHaveText(/^All \d+ choices looked at\.$/);
    expect(workers.filter((w) => w === 'review')).toHaveLength(1);

    // "Try from here": a new game of the same cards, at that decision, the person to move; the old one kept.
    await page
      .locator('.review-turn')
      .first()
      .getByRole('button', { name: /^Try from here/ })
      .click();
    await expect(page.locator('.play')).not.toHaveAttribute('data-replay', /.*/);
    await expect(page.locator('.play')).toHaveAttribute('data-state', /human|handoff/, { timeout: 15_000 });
    await expect(page.getByRole('status').filter({ hasText: /has started; the one you were playing is kept/ })).toBeVisible();
    await page.locator('.your-games summary').click();
    await expect(page.locator('.your-games-list li')).toHaveCount(2);
    await expect(page.locator('.your-games-list li[aria-current]')).toContainText(`${move - 1} moves in`);
    await expectNoErrors(errors);
  });

/** A finished game against the computer with its review kept (worked out here, as the review's worker would). */
async function reviewedSave(def: AnyGameDefinition, seed: string) {
  const save = JSON.parse(nearEnd(def, seed, 0)) as ReturnType<typeof toSave>;
  const { review: spec } = (await import(`../../src/engine/${def.id}/review.ts`)) as { review: ReviewSpec<unknown, unknown, { seat: number }> };
  const { options } = newDeal(def, seed);
  const review = reviewRecord(spec, def.module.newGame(options, seed), save.moves, [0]);
  return { ...save, id: 'reviewed', review };
}

const SIZES = [
  { width: 1280, height: 800, classroom: false },
  { width: 390, height: 844, classroom: false },
  { width: 1920, height: 1080, classroom: true },
] as const;

for (const def of gameList())
  test(`${def.title}: the replay and the review at 1280×800, 390×844 and 1920×1080 in the classroom: axe clean, nothing cut off`, async ({ page }) => {
    test.setTimeout(180_000);
    const errors = watchErrors(page);
    const save = await reviewedSave(def, `sizes-${def.id}`);
    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await blankPage(page);
      await page.evaluate(
        ([key, value, tab, classroom]) => {
          localStorage.clear();
          localStorage.setItem(key as string, value as string);
          // This tab's game: the finished one, with its review.
          sessionStorage.setItem(tab as string, 'reviewed');
          if (classroom) localStorage.setItem('decktet-rules:classroom', 'on');
        },
        [gameKey(def.id, 'reviewed'), JSON.stringify(save), tabKey(def.id), size.classroom] as const,
      );
      await page.goto(playPage(def.id));
      await hydrated(page);
      const name = `look-back-${def.id}-${size.width}x${size.height}${size.classroom ? '-classroom' : ''}`;
      await expect(page.getByRole('heading', { name: /^Game over/ }).first()).toBeVisible();
      // (And the game's last events shown: keys pressed while it still showed them were lost once, in Jigger.)
      await expect(page.locator('.play')).toHaveAttribute('data-state', 'over');
      // Where the reader finds it: under the result.
      await page
        .locator('.look-back')
        .first()
        .evaluate((e) => e.scrollIntoView({ block: 'center' }));
      await shot(page, `${name}-over.png`);
      await page.getByRole('button', { name: `Review my ${def.noun}` }).click();
      // The review kept with the game is shown at once.
      await expect(page.locator('.review-progress-text')).toHaveText(/^All \d+ choices looked at\.$/, { timeout: 5000 });
      // The replay in the middle of the game, as the reader steps through it.
      await page.locator('.replay').focus();
      await page.keyboard.press('Home');
      const half = Math.floor(save.moves.length / 2);
      for (let i = 0; i < Math.floor(half / 10); i++) await page.keyboard.press('PageDown');
      for (let i = 0; i < half % 10; i++) await page.keyboard.press('ArrowRight');
      await expect(page.locator('.play')).toHaveAttribute('data-replay', String(half));
      await page.locator('.replay').evaluate((e) => e.scrollIntoView({ block: 'start' }));
      // The cards' glides from the last step end first.
      await page.waitForTimeout(500);
      await shot(page, `${name}-replay.png`);
      // The review's top: its progress, what it measures, and the first turning points.
      await page.locator('.review-panel').evaluate((e) => e.scrollIntoView({ block: 'start' }));
      await shot(page, `${name}-review.png`);
      // The replay and the review: the tables are the games' own (Thricewise's grid scrolls sideways at 390 px with nothing to focus in it, replay or not).
      expect(await axe(page, '.replay')).toEqual([]);
      expect(await axe(page, '.look-back-review')).toEqual([]);
      // Nothing of it wider than the page, and no button of it cut off.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
      const cut = await page.locator('.replay button, .review-panel button').evaluateAll(
        (bs) =>
          bs.filter((b) => {
            const r = b.getBoundingClientRect();
            return r.width > 0 && (r.left < 0 || r.right > innerWidth);
          }).length,
      );
      expect(cut).toBe(0);
    }
    await expectNoErrors(errors);
  });

test('a game in progress against the computer: the replay so far and the review of my moves so far, and the game goes on', async ({ page }) => {
  const errors = watchErrors(page);
  const workers = await watchWorkers(page);
  const def = gameList().find((d) => d.id === 'ferret')!;
  const save = JSON.parse(nearEnd(def, 'in-progress', 6)) as ReturnType<typeof toSave>;
  await blankPage(page);
  await page.evaluate(([key, value]) => localStorage.setItem(key as string, value as string), [saveKey(def.id), JSON.stringify(save)]);
  await page.goto(playPage(def.id));
  await hydrated(page);
  await expect(page.locator('.play')).toHaveAttribute('data-state', 'human');
  // Among the game's controls, a disclosure: it takes no room until opened.
  await page.locator('.play-toolbar summary', { hasText: 'Look back at the game' }).click();
  await page.getByRole('button', { name: 'Replay the game so far' }).click();
  await expect(page.locator('.replay')).toBeFocused();
  await page.keyboard.press('End');
  await expect(page.locator('.play')).toHaveAttribute('data-replay', String(save.moves.length));
  // The person's hand, and the computer's face down: it is not over.
  await expect(page.getByRole('group', { name: 'Your hand' }).locator('[data-card]').first()).toBeVisible();
  await expect(page.getByRole('group', { name: 'Buck’s hand' }).locator('[data-card]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Back to the game' }).click();
  await expect(page.getByTestId('status')).toContainText('Your turn');
  await page.locator('.play-toolbar summary', { hasText: 'Look back at the game' }).click();
  await page.getByRole('button', { name: 'Review my moves so far' }).click();
  await expect(page.locator('.review-progress-text')).toHaveText(/^All \d+ choices looked at\.$/, { timeout: 60_000 });
  const judged = Number(/All (\d+)/.exec(await page.locator('.review-progress-text').innerText())?.[1]);
  await page.getByRole('button', { name: 'Back to the game' }).click();
  // A move, and the review of the game so far again: what was judged is taken as it is, one worker more.
  await act(page, 'ferret');
  await expect(page.locator('.play')).toHaveAttribute('data-state', /human|over/, { timeout: 15_000 });
  if ((await page.locator('.play').getAttribute('data-state')) === 'human')
    await page.locator('.play-toolbar summary', { hasText: 'Look back at the game' }).click();
  await page.getByRole('button', { name: /^Review my (moves so far|game)$/ }).click();
  await expect(page.locator('.review-progress-text')).toHaveText(/^All \d+ choices looked at\.$/, { timeout: 60_000 });
  expect(Number(/All (\d+)/.exec(await page.locator('.review-progress-text').innerText())?.[1])).toBeGreaterThan(judged);
  expect(workers.filter((w) => w === 'review')).toHaveLength(2);
  await page.getByRole('button', { name: 'Back to the game' }).click();
  await page.locator('.play-toolbar').evaluate((e) => e.scrollIntoView({ block: 'center' }));
  await shot(page, 'look-back-in-progress.png');
  await expectNoErrors(errors);
});

test('two people at one screen: the replay shows only the hand of whoever holds the screen, and closes when it changes hands; at the end, each one’s as they saw it', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const def = gameList().find((d) => d.id === 'ferret')!;
  const { options } = newDeal(def, 'shared');
  const whole = JSON.parse(nearEnd(def, 'shared', 0)) as ReturnType<typeof toSave>;
  const seats = ['human', 'human'] as const;
  const partway = toSave(def, { seed: 'shared', options, seats: [...seats], moves: whole.moves.slice(0, 9), speed: 'quick' });
  await blankPage(page);
  await page.evaluate(([key, value]) => localStorage.setItem(key as string, value as string), [saveKey(def.id), JSON.stringify(partway)]);
  await page.goto(playPage(def.id));
  await hydrated(page);
  // Nobody holds the screen: nothing to look back at.
  await expect(page.locator('.play')).toHaveAttribute('data-state', 'handoff');
  await expect(page.locator('.look-back-menu')).toHaveCount(0);
  await page.getByRole('button', { name: /^I am ready/ }).click();
  const holder = (await page.getByTestId('status').innerText()).startsWith('Player 1') ? 'Player 1' : 'Player 2';
  const other = holder === 'Player 1' ? 'Player 2' : 'Player 1';
  // No review while the game goes on between people sharing the screen.
  await page.locator('.play-toolbar summary', { hasText: 'Look back at the game' }).click();
  await expect(page.getByRole('button', { name: 'Replay the game so far' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Review/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Replay the game so far' }).click();
  // The replay takes the keyboard when it appears (an effect after its first paint): keys wait for it.
  await expect(page.locator('.replay')).toBeFocused();
  for (let at = 0; at <= 9; at++) {
    await expect(page.locator('.play')).toHaveAttribute('data-replay', String(at));
    await expect(page.locator('.play-main [data-zone="hand"]')).toHaveAttribute('aria-label', `${holder}’s hand`);
    await expect(page.getByRole('group', { name: `${other}’s hand` }).locator('[data-card]')).toHaveCount(0);
    await page.keyboard.press('ArrowRight');
  }
  await page.getByRole('button', { name: 'Back to the game' }).click();
  // The holder moves; the screen is handed over, and the replay is not offered to whoever looks now.
  await act(page, 'ferret');
  await expect(page.locator('.play')).toHaveAttribute('data-state', 'handoff', { timeout: 15_000 });
  await expect(page.locator('.look-back-menu')).toHaveCount(0);

  // The game over: each move shows the hand of whoever made it, as they saw it; the review is of both.
  const over = toSave(def, { seed: 'shared', options, seats: [...seats], moves: whole.moves, speed: 'quick' }, { id: 'over', started: 1, updated: 1 });
  await blankPage(page);
  await page.evaluate(
    ([key, value, tab]) => {
      localStorage.clear();
      localStorage.setItem(key as string, value as string);
      // This tab's game: the finished one.
      sessionStorage.setItem(tab as string, 'over');
    },
    [gameKey(def.id, 'over'), JSON.stringify(over), tabKey(def.id)],
  );
  await page.goto(playPage(def.id));
  await hydrated(page);
  await page.getByRole('button', { name: 'Replay the game' }).click();
  await expect(page.locator('.replay')).toBeFocused();
  const hands = new Set<string>();
  for (let at = 0; at < 12; at++) {
    await expect(page.locator('.play')).toHaveAttribute('data-replay', String(at));
    hands.add((await page.locator('.play-main [data-zone="hand"]').getAttribute('aria-label')) ?? '');
    await page.keyboard.press('ArrowRight');
  }
  expect([...hands].sort()).toEqual(['Player 1’s hand', 'Player 2’s hand']);
  await page.getByRole('button', { name: 'Review the game' }).click();
  await expect(page.locator('.review-progress-text')).toHaveText(/^All \d+ choices looked at\.$/, { timeout: 60_000 });
  await expect(page.getByRole('heading', { name: 'Review of the players’ choices' })).toBeVisible();
  await expectNoErrors(errors);
});

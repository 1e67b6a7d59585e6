/**
 * No game lost across tabs, links, damaged saves and new games (issue 37): every game a person started is
 * kept until they let it go ("Your games"); two tabs of the site agree; a save that no longer replays goes
 * on as far as it does; "Show all hands" is told to everyone at the table; a name cannot turn a line around.
 */
import { expect, test, type Page } from '@playwright/test';
import { GAMES } from '../../src/engine/games';
import { gameKey } from '../../src/play/shelf';
import { toSave } from '../../src/play/session';
import { dealWithFirstMoves } from '../support/saves';
import type { PlaySetup } from '../../src/play/machine';
import type { AnyGameDefinition } from '../../src/engine/core';
import { blankPage, expectNoErrors, hydrated, watchErrors } from './helpers';

const PLAY = '/games/badgers-court/play/';

/** Makes one move as the person: the first card of the hand, laid in the Court. */
async function lay(page: Page): Promise<void> {
  await expect(page.locator('.play')).toHaveAttribute('data-state', 'human', { timeout: 15_000 });
  await page.locator('[data-zone="hand"] button').first().click();
  await page.getByRole('button', { name: 'Lay it in the Court' }).click();
}

const logCount = (page: Page) => page.locator('.play-log li').count();

test('two tabs agree: a tab behind learns the game moved on and shows it; each tab’s new game or link is kept', async ({ context }) => {
  const a = await context.newPage();
  const errorsA = watchErrors(a);
  await a.goto(`${PLAY}?seed=two-tabs`);
  await hydrated(a);
  await a.getByLabel('Speed of play').selectOption('quick');
  await lay(a);
  await expect(a.locator('.play')).toHaveAttribute('data-state', 'human', { timeout: 15_000 });
  // A second tab opens the same game (the person's last game in progress).
  const b = await context.newPage();
  await b.goto(PLAY);
  await hydrated(b);
  await expect(b.locator('.play-seed code')).toHaveText('two-tabs');
  await expect(b.locator('.play')).toHaveAttribute('data-state', 'human', { timeout: 15_000 });
  // A moves on: B learns it before it can move, and says so.
  const before = await logCount(b);
  await lay(a);
  await expect(b.getByRole('status').filter({ hasText: 'moved on in another tab' })).toBeVisible();
  await expect.poll(() => logCount(b)).toBeGreaterThan(before);
  // B opens a link to another deal; A keeps playing its own: neither is lost.
  await b.goto(`${PLAY}?seed=from-a-link`);
  await hydrated(b);
  await expect(b.locator('.play-seed code')).toHaveText('from-a-link');
  await lay(a);
  await b.reload();
  await hydrated(b);
  await expect(b.locator('.play-seed code')).toHaveText('from-a-link');
  // A starts a new game; B plays its link's game; A's new game stays.
  await a.getByText('New game: seats and options').click();
  await a.getByRole('button', { name: 'Start the new game' }).click();
  await a.getByRole('button', { name: 'Yes, start the new game' }).click();
  const fresh = await a.locator('.play-seed code').textContent();
  await b.getByLabel('Speed of play').selectOption('quick');
  await lay(b);
  await a.reload();
  await hydrated(a);
  await expect(a.locator('.play-seed code')).toHaveText(fresh ?? '');
  // Every game is in the list: the first, the link's, and the new one.
  await a.getByText('Your games', { exact: true }).click();
  await expect(a.locator('.your-games li')).toHaveCount(3);
  await expectNoErrors(errorsA);
});

test('Your games: what, when, how far and whose turn; any can be resumed or let go', async ({ page }) => {
  const errors = watchErrors(page);
  for (const seed of ['first-of-three', 'second-of-three', 'third-of-three']) {
    await page.goto(`${PLAY}?seed=${seed}`);
    await hydrated(page);
    await page.getByLabel('Speed of play').selectOption('quick');
    await lay(page);
  }
  await page.getByText('Your games', { exact: true }).click();
  const items = page.locator('.your-games li');
  await expect(items).toHaveCount(3);
  await expect(items.first()).toContainText('This game:');
  await expect(items.nth(1)).toContainText(/You, Buck \(computer: Normal\) · \d+ moves? in · (You|Buck) to play · last played .* · game in progress/);
  await items.nth(2).getByRole('button', { name: 'Resume' }).click();
  await expect(page.locator('.play-seed code')).toHaveText('first-of-three');
  await page.getByText('Your games', { exact: true }).click();
  await page.getByText('Your games', { exact: true }).click();
  const other = items.filter({ hasNotText: 'This game:' }).first();
  await other.getByRole('button', { name: 'Let it go…' }).click();
  await other.getByRole('button', { name: 'Yes, let it go for good' }).click();
  await expect(items).toHaveCount(2);
  await expectNoErrors(errors);
});

test('a save whose last moves no longer replay goes on from the last move that does, says so once, and keeps the save as it was', async ({ page }) => {
  const errors = watchErrors(page);
  const def: AnyGameDefinition = GAMES['badgers-court'];
  const setup = { ...dealWithFirstMoves(def, 'mended', 8), speed: 'quick' as const };
  const moves = [...(setup.moves ?? [])];
  const damaged: PlaySetup<unknown> = { ...setup, moves: [...moves.slice(0, 6), 'not a move', moves[7] ?? 'x'] };
  await blankPage(page);
  await page.evaluate(
    ([k, v]) => localStorage.setItem(k as string, v as string),
    [gameKey(def.id, 'mended'), JSON.stringify(toSave(def, damaged, { id: 'mended', started: 1, updated: 2 }))],
  );
  await page.goto(PLAY);
  await hydrated(page);
  const said = page.getByRole('alert').filter({ hasText: 'could not be replayed past move 6' });
  await expect(said).toHaveCount(1);
  await expect(said).toContainText('It goes on from there, with the 6 moves that replay; the save as it was is kept apart.');
  await expect(page.getByText('Welcome back')).toHaveCount(0);
  await expect(page.locator('.play-seed code')).toHaveText('mended');
  const kept = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes(':damaged:')));
  expect(kept).toHaveLength(1);
  await expectNoErrors(errors);
});

test('“Show all hands” is told to everyone at the table: in the log, and at the next hand-over', async ({ page }) => {
  await page.goto('/games/ferret/play/?seed=teach-told&mode=friends');
  await hydrated(page);
  const play = page.locator('.play');
  await expect(play).toHaveAttribute('data-state', 'handoff');
  await page.getByRole('button', { name: /^I am ready/ }).click();
  await expect(play).toHaveAttribute('data-state', 'human');
  const teach = page.getByLabel('Show all hands (teaching)');
  await teach.check();
  await teach.uncheck();
  await expect(page.locator('.play-log li').filter({ hasText: '“Show all hands” was turned on' })).toHaveCount(1);
  await expect(page.locator('.play-log li').filter({ hasText: '“Show all hands” was turned off' })).toHaveCount(1);
  await page.getByRole('button', { name: 'Pass' }).click();
  await expect(play).toHaveAttribute('data-state', 'handoff', { timeout: 15_000 });
  await expect(page.getByRole('note').filter({ hasText: '“Show all hands” was turned on and off, so the others may have seen your hand' })).toBeVisible();
  // The link says what it gives away.
  await expect(page.locator('.play-seed')).toContainText('whoever opens it can see every card of the deal');
});

test('with every hand face up, the next person takes the screen with no hand-over (turned off, they come back: the test above)', async ({ page }) => {
  await page.goto('/games/ferret/play/?seed=teach-open&mode=friends');
  await hydrated(page);
  const play = page.locator('.play');
  await page.getByRole('button', { name: /^I am ready/ }).click();
  await expect(play).toHaveAttribute('data-state', 'human');
  const first = (await page.getByTestId('status').textContent())?.match(/^Player (\d) · Your turn/)?.[1];
  expect(first).toMatch(/^[12]$/);
  const teach = page.getByLabel('Show all hands (teaching)');
  await teach.check();
  await page.getByRole('button', { name: 'Pass' }).click();
  // The other player's turn, at once: the table says whose.
  await expect(page.getByTestId('status')).toContainText(`Player ${first === '1' ? 2 : 1} · Your turn`, { timeout: 15_000 });
  await expect(play).toHaveAttribute('data-state', 'human');
  await expect(page.getByRole('group', { name: 'Pass the screen' })).toHaveCount(0);
});

test('a name cannot turn a line around: direction overrides are dropped, and names are isolated', async ({ page }) => {
  await page.goto('/games/ferret/play/?seed=names&mode=friends');
  await hydrated(page);
  await page.getByText('New game: seats and options').click();
  await page.getByLabel('Name for seat 1').fill('Ada\u202Eevil');
  await page.getByLabel('Name for seat 2').fill('\u05D3\u05E0\u05D4');
  await page.getByRole('button', { name: 'Start the new game' }).click();
  if (await page.getByRole('button', { name: /^Yes, start the new/ }).isVisible()) await page.getByRole('button', { name: /^Yes, start the new/ }).click();
  const ready = page.getByRole('button', { name: /^I am ready/ });
  await expect(ready).toBeVisible();
  const text = await ready.textContent();
  expect(text).not.toContain('\u202E');
  expect(text).toMatch(/\u2068(Adaevil|\u05D3\u05E0\u05D4)\u2069/);
});

test('the New game, Your games and invitation panels, opened before the page’s script ran, show their contents once it runs', async ({ page }) => {
  const errors = watchErrors(page);
  // The page's scripts held back, as on a slow connection, while the reader opens the panels.
  let release = () => {};
  const held = new Promise<void>((done) => (release = done));
  await page.route(/\/_astro\/.*\.js$/, async (route) => (await held, route.continue()));
  await page.goto('/es/games/jigger/play/', { waitUntil: 'domcontentloaded' });
  for (const panel of ['new-match', 'your-games', 'invite']) {
    await page.locator(`details.${panel} > summary`).click();
    await expect(page.locator(`details.${panel}`)).toHaveAttribute('open', '');
  }
  release();
  await hydrated(page);
  await expect(page.locator('details.new-match form.new-match-form')).toBeVisible();
  await expect(page.locator('details.your-games > :not(summary)').first()).toBeVisible();
  await expect(page.locator('details.invite > :not(summary)').first()).toBeVisible();
  await expectNoErrors(errors);
});

test('visits that make no move keep one game not yet begun, said as such: not one more at each visit, never "in progress"', async ({ context }) => {
  // Found by a newcomer: each visit to a play page where the reader moves first (Jigger's) kept one more game.
  for (let visit = 0; visit < 3; visit++) {
    const tab = await context.newPage();
    await tab.goto('/games/jigger/play/');
    await hydrated(tab);
    await expect(tab.locator('.play')).toHaveAttribute('data-state', 'human', { timeout: 15_000 });
    if (visit < 2) await tab.close();
    else {
      await tab.getByText('Your games', { exact: true }).click();
      const items = tab.locator('.your-games li');
      await expect(items).toHaveCount(1);
      await expect(items.first()).toContainText(/· not started · You to play · opened .*$/);
      await expect(items.first()).not.toContainText('in progress');
    }
  }
});

for (const [width, height, classroom] of [
  [1280, 800, false],
  [1920, 1080, true],
] as const)
  test(`a toolbar panel opens below with its summary left where it was pressed, at ${width}×${height}${classroom ? ' in the classroom setting' : ''}`, async ({
    page,
  }) => {
    // Found by a teacher's walk: the whole panel moved to the toolbar's end as it opened, taking its summary from under the pointer.
    await page.setViewportSize({ width, height });
    if (classroom) await page.addInitScript(() => localStorage.setItem('decktet-rules:classroom', 'on'));
    await page.goto('/games/ferret/play/');
    await hydrated(page);
    // (Once the computer, if it begins, has moved: its move changes the table's height.)
    await expect(page.locator('.play')).toHaveAttribute('data-state', 'human', { timeout: 15_000 });
    for (const name of ['New game: seats and options', 'Your games', 'Play with someone on another device']) {
      const summary = page.locator('.play-toolbar summary', { hasText: name });
      // Where it is on the page (the click may scroll it into view).
      const at = () => summary.evaluate((e) => [e.getBoundingClientRect().x + scrollX, e.getBoundingClientRect().y + scrollY]);
      const before = await at();
      await summary.click();
      await expect(summary.locator('..')).toHaveAttribute('open', '');
      const after = await at();
      expect(Math.abs(after[0]! - before[0]!)).toBeLessThanOrEqual(1);
      expect(Math.abs(after[1]! - before[1]!)).toBeLessThanOrEqual(1);
      await summary.click();
      await expect(summary.locator('..')).not.toHaveAttribute('open', '');
    }
  });

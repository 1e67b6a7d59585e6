import { expect, test } from '@playwright/test';
import { expectNoErrors, hydrated, islandReady, watchErrors } from './helpers';
import { GAMES } from '../../src/engine/games';
import { saveKey } from '../../src/play/session';
import { lateSave } from '../support/saves';

test('a reader steps through the 13-point example and places the Soldier', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/games/thricewise/');
  const example = page.getByRole('region', { name: 'One 5 for 13 points' });
  await islandReady(page, example);
  await example.getByRole('button', { name: 'Next step' }).click();
  await example.getByRole('button', { name: 'Next step' }).click();
  await expect(example.getByTestId('caption')).toContainText('you go first');
  // A space that scores less is answered with what it would score.
  await example.getByRole('button', { name: 'row 4, column 1: place the Soldier here' }).click();
  // It is allowed, so it is never called illegal: the reader hears what it would score instead.
  await expect(example.getByTestId('feedback')).toContainText('That is allowed, but it is not the answer. If you do that: There the Soldier');
  // The arrow keys move among the spaces, over the cards between: from column 1 past the Battle to column 3.
  await expect(example.getByRole('button', { name: 'row 4, column 1: place the Soldier here' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(example.getByRole('button', { name: 'row 4, column 3: place the Soldier here' })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(example.getByRole('button', { name: 'row 4, column 1: place the Soldier here' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(example.getByTestId('feedback')).toContainText('Right');
  await expect(example.getByRole('list', { name: 'Trios scored' })).toContainText('a flush of Wyrms (Battle, Soldier, Betrayal): 4 points');
  await expect(example.getByRole('list', { name: 'Trios scored' })).toContainText('a set (Discovery, Forest, Soldier): 5 points');
  await expect(example.getByTestId('caption')).toContainText('In all, 13 points');
  await expectNoErrors(errors);
});

test('the edge example explains why the grid cannot grow wider', async ({ page }) => {
  await page.goto('/games/thricewise/');
  const example = page.getByRole('region', { name: 'The edge of the grid' });
  await islandReady(page, example);
  await example.getByRole('button', { name: 'Next step' }).click();
  await example.getByRole('button', { name: 'Next step' }).click();
  // Beyond the right end of the row: the engine refuses and says why.
  await example.getByRole('button', { name: 'row 2, column 8: place the Soldier here' }).click();
  await expect(example.getByTestId('feedback')).toContainText('The grid is already six cards wide: it cannot grow wider.');
  await expect(example.getByTestId('feedback')).toContainText('Rule: The edge: six by six');
  await example.getByRole('button', { name: 'row 3, column 7: place the Soldier here' }).click();
  await expect(example.getByTestId('feedback')).toContainText('Right!');
  await expect(example.getByTestId('caption')).toContainText('The Soldier goes below the Ace of Knots');

  // Every legal space is right, not only the one the example goes on with.
  await example.getByRole('button', { name: 'Previous step' }).click();
  await example.getByRole('button', { name: 'row 1, column 2: place the Soldier here' }).click();
  await expect(example.getByTestId('feedback')).toContainText('That works too');
});

test('a 3-seat game against two computers, by keyboard, to "Game over"', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/games/thricewise/play/?seed=e2e-tw&players=3');
  await hydrated(page);
  await page.getByLabel('Speed of play').selectOption('quick');
  const play = page.locator('.play');
  for (let guard = 0; ; guard++) {
    expect(guard).toBeLessThan(200);
    await expect(play).toHaveAttribute('data-state', /^(human|over)/, { timeout: 15_000 });
    const state = await play.getAttribute('data-state');
    if (state === 'over') break;
    const target =
      (await play.getAttribute('data-step')) === 'choosing'
        ? page.locator('[data-zone="hand"] button').first()
        : page.getByRole('button', { name: /^row \d+, column \d+: place .+ here$/ }).first();
    await target.focus();
    await page.keyboard.press('Enter');
  }
  await expect(page.getByRole('heading', { name: /^Game over\. .+ (win|wins|share the win) with \d+ points\.$/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Points by kind of trio' })).toBeVisible();
  await expectNoErrors(errors);
});

test('by keyboard, the focus waits on the status line while the others play, never on the page, then goes to what to press', async ({ page }) => {
  await page.goto('/games/thricewise/play/?seed=f1');
  await hydrated(page);
  const play = page.locator('.play');
  const where = () =>
    page.evaluate(() => {
      const a = document.activeElement;
      return a === document.body || a === null
        ? 'the page'
        : a.matches('.play-status')
          ? 'status'
          : a.matches('.tw-space')
            ? 'space'
            : a.matches('[data-zone="hand"] button.card')
              ? 'hand'
              : a.className;
    });
  const seen = new Set<string>();
  // Until the person's next turn of each kind: what had the focus meanwhile.
  const watchUntil = async (step: string, control: string) => {
    for (let i = 0; i < 200; i++) {
      const at = await where();
      seen.add(at);
      if (at === control && (await play.getAttribute('data-state')) === 'human' && (await play.getAttribute('data-step')) === step) return;
      await page.waitForTimeout(50);
    }
    throw new Error(`the focus did not come to ${control}: it was at ${[...seen].join(', ')}`);
  };
  await expect(play).toHaveAttribute('data-state', 'human');
  await page.locator('[data-zone="hand"] button.card').first().focus();
  await page.keyboard.press('Enter');
  await watchUntil('placing', 'space');
  await page.keyboard.press('Enter');
  await watchUntil('choosing', 'hand');
  expect([...seen].sort()).toEqual(['hand', 'space', 'status']);
});

test('a Thricewise game survives a reload', async ({ page }) => {
  await page.goto('/games/thricewise/play/?seed=tw-reload&players=2');
  await hydrated(page);
  await page.getByLabel('Speed of play').selectOption('quick');
  const play = page.locator('.play');
  await expect(play).toHaveAttribute('data-step', 'choosing', { timeout: 15_000 });
  await page.locator('[data-zone="hand"] button').first().click();
  await expect(play).toHaveAttribute('data-state', /^human/, { timeout: 15_000 });
  const log = await page.locator('.play-log li').count();
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('status').filter({ hasText: 'Welcome back' })).toBeVisible();
  await expect(page.locator('.play-log li')).toHaveCount(log);
});

// A grid six cards wide was 394 px in a 358-pixel box on a 390-pixel phone (542 px in the classroom setting):
// its sixth column was cut, reached only by scrolling sideways. The grid's spaces now shrink to the box.
for (const classroom of [false, true])
  test(`at 390×844${classroom ? ' in the classroom setting' : ''}, a grid six wide fits its box whole, its spaces big enough to tap`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    if (classroom) await page.addInitScript(() => localStorage.setItem('decktet-rules:classroom', 'on'));
    await page.goto('/games/thricewise/play/?seed=tw-wide&players=2');
    await hydrated(page);
    await page.getByLabel('Speed of play').selectOption('quick');
    const play = page.locator('.play');
    const seen: string[] = [];
    for (let guard = 0; guard < 60; guard++) {
      await expect(play).toHaveAttribute('data-state', /^(human|over)/, { timeout: 15_000 });
      if ((await play.getAttribute('data-state')) === 'over') break;
      const choosing = (await play.getAttribute('data-step')) === 'choosing';
      if (!choosing) {
        // Read in one call: the grid's columns and edges, its box's, the page's width and the smallest space.
        const m = await page.evaluate(() => {
          const wrap = document.querySelector('.play .tw-grid-wrap')!;
          const grid = wrap.querySelector('.tw-grid')!;
          const spaces = [...grid.querySelectorAll('.tw-space')].map((b) => b.getBoundingClientRect());
          return {
            cols: getComputedStyle(grid).gridTemplateColumns.split(' ').length,
            over: Math.round(grid.getBoundingClientRect().right - wrap.getBoundingClientRect().right),
            page: document.documentElement.scrollWidth,
            space: Math.round(Math.min(...spaces.map((r) => Math.min(r.width, r.height)))),
          };
        });
        seen.push(`${m.cols} columns`);
        expect(m.over, `a grid of ${m.cols} columns runs ${m.over} px past its box`).toBeLessThanOrEqual(0);
        expect(m.page, 'nothing to scroll sideways').toBeLessThanOrEqual(390);
        expect(m.space, `the smallest space of a grid of ${m.cols} columns`).toBeGreaterThanOrEqual(44);
        if (m.cols >= 6 && seen.length > 1) break;
      }
      await (choosing ? page.locator('[data-zone="hand"] button').first() : page.locator('.play .tw-space').first()).click();
    }
    expect(seen, 'the grid grew six wide').toContain('6 columns');
  });

test('on a phone, the card to place never covers the names of the hand above it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/games/thricewise/play/?seed=place-1');
  await hydrated(page);
  const mine = page.locator('.tw-seats > [data-mine]');
  await mine.locator('[data-zone="hand"] button').first().click();
  const toPlace = page.getByRole('group', { name: 'Your cards to place' });
  await expect(toPlace.locator('.card.is-selected')).toBeVisible({ timeout: 15_000 });
  // The picked card rises and is outlined: its outline's top stays below the bottom of every card in the hand.
  const top = await toPlace.locator('.card.is-selected .card-face').evaluate((e) => e.getBoundingClientRect().top - 5);
  const bottoms = await mine.locator('[data-zone="hand"] .card-face').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().bottom));
  expect(bottoms.length).toBeGreaterThan(0);
  for (const bottom of bottoms) expect(top).toBeGreaterThanOrEqual(bottom);
});

// Found by a newcomer: at 1280×800 the grid stood above the hands, its cards 58 px wide in a mostly empty box,
// the hand cut off at the screen's foot. Now the grid is beside the hands, sized by the screen's height.
// The classroom setting on a projector of 1280×800 too: stacked, its grid's cards were 52 px in spaces of twice that,
// the hand below the screen's foot from the start.
for (const classroom of [false, true])
  test(`at 1280×800${classroom ? ' in the classroom setting' : ''} the grid is beside the hands: large cards at the start, the whole grid and the hand in view late`, async ({
    browser,
  }) => {
    const def = GAMES.thricewise;
    for (const [when, save, least] of [
      // (In the classroom setting its larger words leave the grid a little less of the screen's height: 67 px.)
      ['early', lateSave(def, 'laptop', 3, 0.05), classroom ? 64 : 70],
      ['late', lateSave(def, 'laptop', 3, 0.95), 50],
    ] as const) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [saveKey(def.id), save] as const);
      if (classroom) await page.addInitScript(() => localStorage.setItem('decktet-rules:classroom', 'on'));
      await page.goto('/games/thricewise/play/');
      await hydrated(page);
      await expect(page.locator('.play')).toHaveAttribute('data-state', /^human/, { timeout: 15_000 });
      await page.evaluate(() => scrollTo(0, 0));
      const grid = page.getByRole('group', { name: 'The grid' });
      const hand = page.locator('[data-zone="hand"]');
      const [g, h, card] = [await grid.boundingBox(), await hand.boundingBox(), await grid.locator('.card').first().boundingBox()];
      expect(card!.width, `${when}: a card on the grid`).toBeGreaterThanOrEqual(least);
      expect(g!.y + g!.height, `${when}: the grid's foot`).toBeLessThanOrEqual(800);
      expect(h!.y + h!.height, `${when}: the hand's foot`).toBeLessThanOrEqual(800);
      expect(h!.x, `${when}: the hand beside the grid`).toBeGreaterThanOrEqual(g!.x + g!.width);
      await context.close();
    }
  });

test('at 1280×800 the hands stay where they are as the turn goes from choosing a card to placing it', async ({ page }) => {
  // Found by a newcomer: the hands' column was as wide as what it showed, 306 px while choosing and 210 while
  // placing, and the hand and the grid moved sideways at every turn.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/games/thricewise/play/?seed=tw-turn&players=3');
  await hydrated(page);
  await page.getByLabel('Speed of play').selectOption('quick');
  const play = page.locator('.play');
  const handX = async () => (await page.locator('[data-zone="hand"]').boundingBox())!.x;
  await expect(play).toHaveAttribute('data-step', 'choosing', { timeout: 15_000 });
  const at = await handX();
  await page.locator('[data-zone="hand"] button').first().click();
  await expect(play).toHaveAttribute('data-step', 'placing', { timeout: 15_000 });
  await expect(page.locator('.tw-space').first()).toBeVisible({ timeout: 15_000 });
  expect(await handX()).toBe(at);
  await page.locator('.tw-space').first().click();
  await expect(play).toHaveAttribute('data-step', 'choosing', { timeout: 15_000 });
  expect(await handX()).toBe(at);
});

import { expect, test, type Page } from '@playwright/test';
import { blankPage, expectNoErrors, hydrated, watchErrors } from './helpers';
import { GAMES } from '../../src/engine/games';
import { saveKey } from '../../src/play/session';
import { lateSave } from '../support/saves';

const SAVE_KEY = 'decktet-rules:ferret:save';

async function openQuickGame(page: Page, path = '/games/ferret/play/') {
  await page.goto(path);
  await hydrated(page);
  await page.getByLabel('Speed of play').selectOption('quick');
}

/** Presses a control with the keyboard: focus it, then Enter. */
async function press(page: Page, locator: ReturnType<Page['locator']>) {
  await locator.focus();
  await page.keyboard.press('Enter');
}

/** One human action by keyboard; returns false once the game is over. */
async function act(page: Page): Promise<boolean> {
  // Wait for the machine to need the person: their turn, the final scoring, or the end.
  await expect(page.locator('.play')).toHaveAttribute('data-state', /^(human|over)/, { timeout: 15_000 });
  if (await page.getByRole('heading', { name: /^Game over/ }).isVisible()) return false;
  const next = page.getByRole('button', { name: 'Next scoring step' });
  if (await next.isVisible()) {
    await press(page, next);
    return true;
  }
  const sets = page.getByRole('group', { name: 'Sets you can form' });
  if (await sets.isVisible()) {
    await press(page, sets.getByRole('button').first());
    return true;
  }
  const hand = page.getByRole('group', { name: 'Your hand' }).getByRole('button');
  if ((await hand.count()) === 0) return true;
  await press(page, hand.first());
  await press(page, page.getByRole('group', { name: 'The pool' }).getByRole('button').first());
  return true;
}

test('a whole game against the computer, by keyboard, to "Game over"', async ({ page }) => {
  const errors = watchErrors(page);
  // A deal of our own: this plain strategy (the first card on the first pool card) can go round for ever in
  // some deals, as Ferret allows (a card taken into the hand draws none, so the pile need not run out).
  await openQuickGame(page, '/games/ferret/play/?seed=e2e-ferret');
  let guard = 0;
  while (await act(page)) {
    guard += 1;
    expect(guard).toBeLessThan(200);
  }
  const over = page.getByRole('heading', { name: /^Game over\. (You win|\w+ wins|A draw)/ });
  await expect(over).toBeVisible();
  // The result comes into view, and the focus to it (the last control pressed is gone).
  await expect(over).toBeFocused();
  await expect(over).toBeInViewport();
  await expect(page.getByRole('table', { name: 'Cards in each score pile' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Final scoring' })).toBeVisible();
  await expectNoErrors(errors);
});

test('the hand is reachable with the Tab key, and cards speak their names', async ({ page }) => {
  await openQuickGame(page);
  await expect(page.getByTestId('status')).toContainText('Your turn', { timeout: 15_000 });
  // From the top of the page, as a keyboard user arrives (the controls under the table come after a log whose
  // rule links grow with every move, so counting Tabs from there depended on how far the computer had played).
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  let reached = '';
  for (let i = 0; i < 40 && !reached; i++) {
    await page.keyboard.press('Tab');
    reached = await page.evaluate(() =>
      document.activeElement?.closest('[data-zone="hand"]') ? (document.activeElement.getAttribute('aria-label') ?? '') : '',
    );
  }
  expect(reached).toMatch(/^the .+, (Ace|\d|Crown)|^the Ace of /);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('status')).toContainText('is picked');
  // Targets now say where they would go.
  await expect(page.getByRole('group', { name: 'The pool' }).getByRole('button').first()).toHaveAccessibleName(/: ferret it into your (hand|tableau)$/);
});

test('at your turn the last move is marked with a plain ring, not the glow of a suggestion; the coach’s suggestion glows', async ({ page }) => {
  // Found by a newcomer: the computer's last card glowed on while they chose, as the coach's suggestions glow, and read as advice.
  await openQuickGame(page);
  expect(await act(page)).toBe(true);
  await expect(page.locator('.play')).toHaveAttribute('data-state', 'human', { timeout: 15_000 });
  const marked = page.locator('.play .card.is-highlighted .card-face').first();
  await expect(marked).toBeVisible();
  expect(await marked.evaluate((e) => getComputedStyle(e).boxShadow)).toMatch(/^rgb\([^)]*\) 0px 0px 0px 3px$/);
  await page.goto('/games/ferret/learn/');
  await hydrated(page);
  await expect(page.locator('.play')).toHaveAttribute('data-state', 'human', { timeout: 15_000 });
  expect(await marked.evaluate((e) => getComputedStyle(e).boxShadow)).toMatch(/0px 0px 14px 2px/);
});

test('a move made with the mouse leaves the table where it is (no scroll to the next control)', async ({ page }) => {
  // Found by a newcomer: the focus kept for the next control moved with a scroll to it, 435 px at 1280×800,
  // which hid the pool, the opponent and the computer's reply after every move made with the mouse.
  await page.setViewportSize({ width: 1280, height: 800 });
  await openQuickGame(page);
  await expect(page.locator('.play')).toHaveAttribute('data-state', /^human/, { timeout: 15_000 });
  await page.evaluate(() => scrollTo(0, 0));
  const clickAt = async (locator: ReturnType<Page['locator']>) => {
    const box = await locator.boundingBox();
    if (!box) throw new Error('the card is not on screen');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  };
  const pool = page.getByRole('group', { name: 'The pool' });
  await clickAt(page.getByRole('group', { name: 'Your hand' }).getByRole('button').first());
  await expect(page.getByTestId('status')).toContainText('is picked');
  await clickAt(pool.getByRole('button').first());
  await expect(page.locator('.play')).toHaveAttribute('data-state', /^human/, { timeout: 15_000 });
  expect(await page.evaluate(() => scrollY)).toBe(0);
  await expect(pool).toBeInViewport();
});

for (const [width, height] of [
  [1280, 800],
  [390, 844],
] as const)
  test(`picking a card in the hand moves nothing on the table at ${width}×${height} (the status's second line and the badges have room)`, async ({ page }) => {
    // Found by a newcomer: the status's second line and the "→ tableau" badges under the pool's cards pushed the
    // hand down 38 px at 1280×800 and 22 px at 390×844 as a card was picked, and back up as it was put back;
    // the label under the card picked pushed what is under the hand down 21 px.
    await page.setViewportSize({ width, height });
    await openQuickGame(page);
    await expect(page.locator('.play')).toHaveAttribute('data-state', /^human/, { timeout: 15_000 });
    await page.evaluate(() => scrollTo(0, 0));
    const hand = page.getByRole('group', { name: 'Your hand' });
    const where = () =>
      page.evaluate(() =>
        ['[aria-label="Your hand"]', '[aria-label="The pool"] > .card-row', '.play-actions'].map((css) => {
          const r = document.querySelector(css)?.getBoundingClientRect();
          return r && [r.top, r.bottom].map(Math.round);
        }),
      );
    const before = await where();
    await hand.getByRole('button').first().click();
    await expect(page.getByTestId('status')).toContainText('is picked');
    await expect(page.locator('.card-badge').first()).toBeVisible();
    // Within a pixel (a lifted card's edges round either way).
    const after = await where();
    expect(
      after.flat().map((y, i) => Math.abs((y ?? NaN) - (before.flat()[i] ?? NaN)) <= 1),
      JSON.stringify({ before, after }),
    ).not.toContain(false);
  });

// Found by a reader: at 1280×800, late in a game, the other side's tableau wrapped to two rows and the hand ended
// 180 px below the screen's foot, so every turn began with a scroll. On a short, wide screen the table now has its
// own arrangement (src/styles/site.css): at the person's turn the hand and Pass are on screen, and no card is
// narrower than a scored set's (3.6rem) or lies over another, so every card's name can be read.
// The classroom setting on a projector of 1280×800 (WXGA, common in schools) too: its hand was at 909 px at the
// start of a game and 1,120 late in one.
for (const [width, height, classroom] of [
  [1280, 800, false],
  [1366, 768, false],
  [1280, 800, true],
] as const)
  test(`late in a game at ${width}×${height}${classroom ? ' in the classroom setting' : ''}, the hand and Pass are on screen at your turn, every card whole`, async ({
    browser,
  }) => {
    // The reader's game (the other side's seven cards, your five, a set scored), and one with three sets scored.
    for (const [seed, part] of [
      ['late', 0.6],
      ['short-173', 0.8],
    ] as const) {
      const save = lateSave(GAMES.ferret, seed, 2, part);
      // One save, one new context: a tab goes on showing its own game.
      const context = await browser.newContext({ viewport: { width, height } });
      const page = await context.newPage();
      const errors = watchErrors(page);
      await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [saveKey('ferret'), save] as const);
      if (classroom) await page.addInitScript(() => localStorage.setItem('decktet-rules:classroom', 'on'));
      await page.goto('/games/ferret/play/');
      await hydrated(page);
      await expect(page.locator('.play')).toHaveAttribute('data-state', 'human', { timeout: 15_000 });
      await expect(page.locator('.play'), seed).toContainText(`Deal ${seed}`);
      await page.evaluate(() => scrollTo(0, 0));
      // The game the reader met: the other side's tableau long enough to have wrapped.
      expect(await page.getByRole('group', { name: 'Buck’s tableau' }).locator('[data-card]').count(), seed).toBeGreaterThanOrEqual(7);
      const seen = await page.locator('.play-main').evaluate((main) => {
        const box = (e: Element) => e.getBoundingClientRect();
        const off = (r: DOMRect) => r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth;
        const hand = [...main.querySelectorAll('[data-zone="hand"] [data-card]')];
        const pass = main.querySelector('[data-zone="choices"] button');
        const cards = [...main.querySelectorAll('[role="group"][aria-label="The table"] [data-card]')].map((c) => ({
          id: (c as HTMLElement).dataset.card,
          r: box(c),
          set: c.closest('section[aria-label="Scored sets"]') !== null,
        }));
        const overlaps = cards.flatMap((a, i) =>
          cards
            .slice(i + 1)
            .flatMap((b) =>
              a.r.left < b.r.right - 1 && b.r.left < a.r.right - 1 && a.r.top < b.r.bottom - 1 && b.r.top < a.r.bottom - 1 ? [`${a.id}/${b.id}`] : [],
            ),
        );
        return {
          hand: hand.length,
          handOff: hand.filter((c) => off(box(c))).map((c) => `${(c as HTMLElement).dataset.card} ${Math.round(box(c).bottom)}`),
          passOff: pass ? off(box(pass)) : 'no Pass',
          // (The scored sets' own cards are small cards, smaller still in the classroom setting: 6.5vh, 52 px here.)
          narrow: cards.filter((c) => c.r.width < 57 && !c.set).map((c) => `${c.id} ${Math.round(c.r.width)}`),
          overlaps,
        };
      });
      expect(seen.hand, seed).toBe(5);
      expect(seen.handOff, `${seed}: hand cards below the screen's foot (${height})`).toEqual([]);
      expect(seen.passOff, `${seed}: Pass off the screen`).toBe(false);
      expect(seen.narrow, `${seed}: cards narrower than a scored set's`).toEqual([]);
      expect(seen.overlaps, `${seed}: cards over one another`).toEqual([]);
      await expectNoErrors(errors);
      await context.close();
    }
  });

test('an illegal attempt is explained with the rule it breaks, and changes nothing', async ({ page }) => {
  await openQuickGame(page, '/games/ferret/play/?seed=illegal-1');
  const status = page.getByTestId('status');
  const hand = page.getByRole('group', { name: 'Your hand' }).getByRole('button');
  const mine = page.getByRole('group', { name: 'Your tableau' });
  // Take something into your own tableau first.
  for (let tries = 0; (await mine.locator('[data-card]').count()) === 0; tries++) {
    expect(tries).toBeLessThan(30);
    await expect(status).toContainText('Your turn', { timeout: 15_000 });
    let played = false;
    for (let i = 0; i < 5 && !played; i++) {
      await hand.nth(i).click();
      const intoTableau = page.getByRole('group', { name: 'The pool' }).getByRole('button', { name: /into your tableau$/ });
      if ((await intoTableau.count()) > 0) {
        await intoTableau.first().click();
        played = true;
      } else await hand.nth(i).click();
    }
    if (!played) await page.getByRole('button', { name: 'Pass' }).click();
    await expect(status).toContainText('Your turn', { timeout: 15_000 });
  }
  const before = await page.locator('.play-main').innerHTML();
  await hand.first().click();
  await mine.getByRole('button').first().click();
  await expect(page.getByRole('alert')).toContainText('is already in your tableau: ferret a card from the pool or from your opponent’s tableau');
  await hand.first().click(); // put the card back
  await expect(page.getByRole('group', { name: 'Your hand' }).locator('[data-card]')).toHaveCount(5);
  expect(await page.locator('.play-main [data-card]').count()).toBe((before.match(/data-card=/g) ?? []).length);
  // Against the computer, Undo always takes back the reader's last move, with the computer's replies, and says
  // when the reader has seen a card since (between people at one screen it refuses).
  const undo = page.getByRole('button', { name: 'Undo' });
  await expect(undo).toHaveAttribute('aria-disabled', 'false');
  const logBefore = await page.locator('.play-log li').count();
  await press(page, undo);
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /^(The last move was taken back\.|Your move was taken back, even though .+ after it: undo allows this against the computer)/ }),
  ).toBeVisible();
  expect(await page.locator('.play-log li').count()).toBeLessThan(logBefore);
});

test('a game survives a reload and goes on', async ({ page }) => {
  const errors = watchErrors(page);
  await openQuickGame(page);
  await act(page);
  await act(page);
  await expect(page.getByTestId('status')).toContainText('Your turn', { timeout: 15_000 });
  const deal = await page.locator('.play-seed code').innerText();
  const hand = await page
    .getByRole('group', { name: 'Your hand' })
    .getByRole('button')
    .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  const logLength = await page.locator('.play-log li').count();
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('status').filter({ hasText: 'Welcome back' })).toBeVisible();
  await expect(page.locator('.play-seed code')).toHaveText(deal);
  await expect(page.locator('.play-log li')).toHaveCount(logLength);
  const after = await page
    .getByRole('group', { name: 'Your hand' })
    .getByRole('button')
    .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  expect(after).toEqual(hand);
  expect(await act(page)).toBe(true);
  await expect(page.locator('.play-log li')).not.toHaveCount(logLength);
  // "Welcome back" said how the table was found: once the game moves on, it goes.
  await expect(page.getByRole('status').filter({ hasText: 'Welcome back' })).toHaveCount(0);
  await expectNoErrors(errors);
});

test('a corrupt save gives a clear message and a fresh game', async ({ page }) => {
  // Saves are written from a page without the game on it, so that no running game overwrites them.
  const openWithSave = async (save: string) => {
    await blankPage(page);
    await page.evaluate(([key, value]) => localStorage.setItem(key as string, value as string), [SAVE_KEY, save]);
    await page.goto('/games/ferret/play/');
    await hydrated(page);
  };
  await openWithSave('{"v":1,"game":"ferret","seed":"abc","mode":"computer","moves":["6SY>nonsense"]}');
  await expect(page.getByRole('alert')).toContainText('Your saved game could not be replayed');
  await expect(page.getByRole('group', { name: 'Your hand' }).locator('[data-card]')).toHaveCount(5);
  await openWithSave('not json at all');
  await expect(page.getByRole('alert')).toContainText('Your saved game could not be restored: the saved game is damaged');
  await expect(page.getByRole('group', { name: 'Your hand' }).locator('[data-card]')).toHaveCount(5);
  await openWithSave('{"v":0,"game":"ferret"}');
  await expect(page.getByRole('alert')).toContainText('older version');
});

test('a link replays the same deal; a malformed link is explained', async ({ page, context }) => {
  await openQuickGame(page, '/games/ferret/play/?seed=otter-42');
  await expect(page.locator('.play-seed code')).toHaveText('otter-42');
  expect(new URL(page.url()).search).toBe('');
  const pool = await page
    .getByRole('group', { name: 'The pool' })
    .locator('[data-card]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
  const other = await context.newPage();
  await other.goto('/games/ferret/play/?seed=otter-42');
  await hydrated(other);
  // Same deal, and the same first move by whoever starts.
  await expect(other.locator('.play-seed code')).toHaveText('otter-42');
  const link = await page.getByRole('link', { name: 'Link to this deal' }).getAttribute('href');
  expect(link).toBe('/games/ferret/play/?seed=otter-42');
  expect(pool).toHaveLength(3);
  await page.goto('/games/ferret/play/?seed=%3Cscript%3E');
  await hydrated(page);
  await expect(page.getByRole('alert')).toContainText('is not a deal');
  // The game in progress goes on: the link destroys nothing.
  await expect(page.getByRole('alert')).toContainText('Your game in progress goes on.');
  await expect(page.locator('.play-seed code')).toHaveText('otter-42');
  await expect(page.getByRole('group', { name: 'Your hand' }).locator('[data-card]')).toHaveCount(5);
});

test('two players at one screen: the other hand is hidden between turns', async ({ page }) => {
  await page.goto('/games/ferret/play/');
  await hydrated(page);
  await page.getByText('New game: seats and options').click();
  await page.getByLabel('Seat 2', { exact: true }).selectOption('human');
  // Each name box says what it is for on screen (a placeholder goes once typing begins), and which seat's it is when spoken.
  await expect(page.locator('.new-match-form label:visible', { hasText: /^Name$/ })).toHaveCount(2);
  await expect(page.getByRole('textbox', { name: 'Name for seat 2' })).toBeVisible();
  await page.getByRole('button', { name: 'Start the new game' }).click();
  // A game in progress (the computer may have moved first) is kept, after a question.
  if (await page.getByRole('button', { name: /^Yes, start the new/ }).isVisible()) await page.getByRole('button', { name: /^Yes, start the new/ }).click();
  const ready = page.getByRole('button', { name: /^I am ready/ });
  if (await ready.isVisible()) await ready.click();
  await expect(page.getByTestId('status')).toContainText(/Player [12] · Your turn/);
  const player = (await page.getByTestId('status').innerText()).startsWith('Player 1') ? 'Player 1' : 'Player 2';
  const handGroup = page.getByRole('group', { name: 'Your hand' });
  await expect(handGroup).toHaveCount(0);
  const mine = page.getByRole('group', { name: `${player}’s hand` });
  await mine.getByRole('button').first().click();
  // The move by keyboard: the card pressed leaves the pool, and the focus goes on to the gate's button.
  await press(page, page.getByRole('group', { name: 'The pool' }).getByRole('button').first());
  const next = player === 'Player 1' ? 'Player 2' : 'Player 1';
  await expect(page.getByTestId('status')).toHaveText(`Pass the screen to ${next}.`);
  await expect(page.locator('[data-card]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: `I am ready (${next})` })).toBeFocused();
  await page.getByRole('button', { name: `I am ready (${next})` }).click();
  await expect(page.getByRole('group', { name: `${next}’s hand` }).getByRole('button')).toHaveCount(5);
});

for (const motion of ['no-preference', 'reduce'] as const) {
  test(`cards glide to where a move puts them, never on load${motion === 'reduce' ? ', and not at all when the reader prefers reduced motion' : ''}`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ reducedMotion: motion, serviceWorkers: 'block' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    // Count the glides the table starts (a card animated from where it was).
    await page.addInitScript(() => {
      const w = window as unknown as { glides: number };
      w.glides = 0;
      const animate = Element.prototype.animate;
      Element.prototype.animate = function (this: Element, ...args: Parameters<Element['animate']>) {
        if (this instanceof HTMLElement && this.dataset.card !== undefined) w.glides++;
        return animate.apply(this, args);
      };
    });
    // A deal where the reader moves first (glide-0), so nothing has moved when the page is ready.
    await openQuickGame(page, '/games/ferret/play/?seed=glide-0');
    await expect(page.getByTestId('status')).toContainText('Your turn', { timeout: 15_000 });
    const glides = () => page.evaluate(() => (window as unknown as { glides: number }).glides);
    expect(await glides()).toBe(0);
    await page.getByRole('group', { name: 'Your hand' }).getByRole('button').first().click();
    await page.getByRole('group', { name: 'The pool' }).getByRole('button').first().click();
    await expect(page.locator('.play')).toHaveAttribute('data-state', /^(human|over)/, { timeout: 15_000 });
    if (motion === 'reduce') expect(await glides()).toBe(0);
    else expect(await glides()).toBeGreaterThan(0);
    await expectNoErrors(errors);
    await context.close();
  });
}

import { expect, test } from '@playwright/test';
import { expectNoErrors, hydrated, islandReady, openNewGame, watchErrors } from './helpers';
import { createRng } from '../../src/engine/core';
import { GAMES } from '../../src/engine/games';
import { newDeal, saveKey, toSave } from '../../src/play/session';

test('a reader steps through building nines, tries a wrong play, then builds', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/games/badgers-court/');
  const example = page.getByRole('region', { name: 'Building nines, and raising a build' });
  await islandReady(page, example);
  await expect(example.getByTestId('caption')).toContainText('You hold an Ace and a nine');
  // Choose the Mill in the Court and the Ace of Suns in hand, by keyboard.
  await example.getByRole('button', { name: /^the Mill, 8, Waves and Leaves, blue · brown: choose it$/ }).focus();
  await page.keyboard.press('Enter');
  await example.getByRole('button', { name: /^the Ace of Suns, orange: choose it to play$/ }).focus();
  await page.keyboard.press('Enter');
  // Taking is refused, with the engine's reason.
  await example.getByRole('button', { name: 'Take', exact: true }).click();
  await expect(example.getByTestId('feedback')).toContainText('The Mill is not an Ace, so the Ace of Suns cannot take it.');
  // "Restart example" on the first step: the answer and the cards chosen both go.
  await expect(example.locator('[aria-pressed="true"]')).toHaveCount(2);
  // The label under a chosen card says what its spoken name says ("chosen", where the other games say "picked").
  const labels = await example.locator('.card.is-selected').evaluateAll((els) => els.map((e) => getComputedStyle(e, '::after').content));
  expect(labels).toEqual(['"chosen"', '"chosen"']);
  await example.getByRole('button', { name: 'Restart example' }).click();
  await expect(example.getByTestId('feedback')).toHaveText('');
  await expect(example.locator('[aria-pressed="true"]')).toHaveCount(0);
  await example.getByRole('button', { name: /^the Mill, 8, Waves and Leaves, blue · brown: choose it$/ }).click();
  await example.getByRole('button', { name: /^the Ace of Suns, orange: choose it to play$/ }).click();
  await example.getByRole('button', { name: 'Build nines' }).click();
  await expect(example.getByTestId('feedback')).toContainText('Right!');
  await expect(example.getByTestId('caption')).toContainText('building nines');
  await expect(example.getByRole('img', { name: /^a build of nines \(yours, open\): the Mill and the Ace of Suns$/ })).toBeVisible();
  await example.getByRole('button', { name: 'Next step' }).click();
  await expect(example.getByTestId('caption')).toContainText('building Crowns');
  await expect(example.getByRole('img', { name: /^a build of Crowns \(Maris’s, open\)/ })).toBeVisible();
  await example.getByRole('button', { name: 'Next step' }).click();
  await example.getByRole('button', { name: 'Next step' }).click();
  await expect(example.getByTestId('caption')).toContainText('Maris lays the Huntress on the build and takes it');
  await expect(example.getByText('Step 4 of 4')).toBeVisible();
  await expectNoErrors(errors);
});

test('the round-scoring example ends with the round’s breakdown', async ({ page }) => {
  await page.goto('/games/badgers-court/');
  const example = page.getByRole('region', { name: 'The end of a round: a tie, and every Crown' });
  await islandReady(page, example);
  await example.getByRole('button', { name: 'Show me' }).click();
  for (let i = 1; i < 4; i++) await example.getByRole('button', { name: 'Next step' }).click();
  const table = example.getByRole('table', { name: 'Cards taken, and points for the round' });
  await expect(table).toBeVisible();
  await expect(table.getByRole('row', { name: /Most Crowns: all of them \(doubled\)/ })).toContainText('2');
  await expect(example.getByText('Tied, so nobody scores: Aces.')).toBeVisible();
});

test('a whole game against the computer, by keyboard, to "Game over"', async ({ page }) => {
  test.setTimeout(240_000);
  const errors = watchErrors(page);
  await page.goto('/games/badgers-court/play/?seed=e2e-bc');
  await hydrated(page);
  await page.getByLabel('Speed of play').selectOption('quick');
  const play = page.locator('.play');
  let rounds = 0;
  for (let guard = 0; ; guard++) {
    expect(guard).toBeLessThan(600);
    await expect(play).toHaveAttribute('data-state', /^(human|summary|over)/, { timeout: 15_000 });
    const state = await play.getAttribute('data-state');
    if (state === 'over') break;
    if (state === 'summary') {
      rounds++;
      await expect(page.getByRole('heading', { name: `Round ${rounds} scoring` })).toBeVisible();
      // The status and the footer speak of the round scored, not of the next one, already dealt.
      await expect(page.getByTestId('status')).toHaveText(`Round ${rounds} is over. See the scores, then go on.`);
      await expect(page.locator('.play-seed')).toContainText(new RegExp(`^Round ${rounds} · Deal e2e-bc`));
      await page.getByRole('button', { name: /^(Next round|See the final result)$/ }).focus();
      await page.keyboard.press('Enter');
      continue;
    }
    // Take what the first card matches if the engine allows it, otherwise lay it.
    await page.locator('[data-zone="hand"] button').first().focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('[data-zone="hand"] button[aria-pressed="true"]')).toHaveCount(1);
    const rank = (await page.locator('[data-zone="hand"] button[aria-pressed="true"]').getAttribute('data-card'))?.charAt(0);
    if (rank && (await page.locator(`.bc-court button[data-card^="${rank}"]`).count()) > 0) {
      for (const b of await page.locator(`.bc-court button[data-card^="${rank}"]`).all()) {
        await b.focus();
        await page.keyboard.press('Enter');
      }
      await page.getByRole('button', { name: 'Take', exact: true }).focus();
      await page.keyboard.press('Enter');
      if ((await play.getAttribute('data-state')) === 'human' && (await page.locator('[data-zone="hand"] button[aria-pressed="true"]').count()) > 0) {
        await page.getByRole('button', { name: 'Clear choice' }).click();
        await page.locator('[data-zone="hand"] button').first().click();
      } else continue;
    }
    await page.getByRole('button', { name: 'Lay it in the Court' }).focus();
    await page.keyboard.press('Enter');
  }
  expect(rounds).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { name: /^Game over\. .+ wins? \d+ to \d+\.$/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Points by round' })).toBeVisible();
  await expectNoErrors(errors);
});

test('a game survives a reload; a bad link gets a message and a new game', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/games/badgers-court/play/?seed=bc-reload&deck=extended');
  await hydrated(page);
  await expect(page.locator('.play')).toHaveAttribute('data-state', /^(human|computer)/);
  await expect(page.locator('.play')).toHaveAttribute('data-state', /^human/, { timeout: 15_000 });
  await page.locator('[data-zone="hand"] button').first().click();
  await page.getByRole('button', { name: 'Lay it in the Court' }).click();
  await expect(page.locator('.play')).toHaveAttribute('data-state', /^human/, { timeout: 15_000 });
  const log = await page.locator('.play-log li').count();
  expect(log).toBeGreaterThan(1);
  await page.reload();
  await hydrated(page);
  await expect(page.getByText('Welcome back: your game is as you left it.')).toBeVisible();
  await expect(page.locator('.play-seed code')).toHaveText('bc-reload');
  await expect(page.locator('.play-seed a')).toHaveAttribute('href', /deck=extended/);
  await page.goto('/games/badgers-court/play/?seed=ok&deck=huge');
  await hydrated(page);
  await expect(page.getByRole('alert')).toContainText(/The link could not be used: .*huge.*\. Your game in progress goes on\./);
  await expect(page.locator('.play-seed code')).toHaveText('bc-reload');
  await expectNoErrors(errors);
});

test('opening a link to another deal keeps the game in progress, and it can be gone back to', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/games/badgers-court/play/?seed=bc-first');
  await hydrated(page);
  await page.getByLabel('Speed of play').selectOption('quick');
  await expect(page.locator('.play')).toHaveAttribute('data-state', /^human/, { timeout: 15_000 });
  await page.locator('[data-zone="hand"] button').first().click();
  await page.getByRole('button', { name: 'Lay it in the Court' }).click();
  await expect(page.locator('.play')).toHaveAttribute('data-state', /^human/, { timeout: 15_000 });
  await page.goto('/games/badgers-court/play/?seed=bc-second');
  await hydrated(page);
  await expect(page.locator('.play-seed code')).toHaveText('bc-second');
  await page.getByRole('button', { name: 'Go back to it' }).click();
  await expect(page.locator('.play-seed code')).toHaveText('bc-first');
  await expect(page.getByText('Back to your game, as you left it.')).toBeVisible();
  await expect(page.locator('.play-log li', { hasText: /^You lay / })).toHaveCount(1);
  await expectNoErrors(errors);
});

test('in an example, the answer to a wrong try goes once the reader picks again', async ({ page }) => {
  await page.goto('/games/badgers-court/');
  const example = page.getByRole('region', { name: 'Building nines, and raising a build' });
  await islandReady(page, example);
  const stage = example.locator('.example-stage');
  const feedback = example.getByTestId('feedback');
  await stage.locator('button[data-card="AS"]').click();
  await stage.locator('button[data-card="8WL"]').click();
  await example.getByRole('button', { name: 'Take', exact: true }).click();
  await expect(feedback).toContainText('Not allowed');
  // Another Court card chosen: the old answer is about a choice no longer on the table.
  await stage.locator('button[data-card="5SW"]').click();
  await expect(feedback).toHaveText('');
  // And "Clear choice" after another wrong try.
  await example.getByRole('button', { name: 'Take', exact: true }).click();
  await expect(feedback).toContainText('Not allowed');
  await example.getByRole('button', { name: /^Clear/ }).click();
  await expect(feedback).toHaveText('');
});

test('at the table, a refusal goes once the reader picks again', async ({ page }) => {
  await page.goto('/games/badgers-court/learn/');
  await hydrated(page);
  const play = page.locator('.play');
  await expect(play).toHaveAttribute('data-state', 'human');
  await page.locator('.play-main [data-zone="hand"] button[data-card="AL"]').click();
  await page.getByRole('button', { name: 'Build sixes' }).click();
  const answer = page.locator('.play-answer');
  await expect(answer).toContainText('Choose the Court cards to build on');
  await page.locator('.play-main button[data-card="5YK"]').click();
  await expect(answer).not.toContainText('Choose the Court cards to build on');
});

test('on a phone, the notices floating at the foot of the screen never hide a button: the page scrolls clear of them', async ({ page }) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/games/badgers-court/play/?seed=bc-phone-notice');
  await hydrated(page);
  await expect(page.locator('.play')).toHaveAttribute('data-state', /^human/, { timeout: 15_000 });
  await page.locator('[data-zone="hand"] button').first().click();
  await page.getByRole('button', { name: 'Lay it in the Court' }).click();
  await expect(page.locator('.play')).toHaveAttribute('data-state', /^human/, { timeout: 15_000 });
  await page.reload();
  await hydrated(page);
  // "Welcome back" would float over the hand: on a phone it is said to screen readers only, and nothing floats.
  const welcome = page.getByRole('status').filter({ hasText: 'Welcome back: your game is as you left it.' });
  await expect(welcome).toBeAttached();
  await expect(welcome.getByRole('button')).toBeHidden();
  // At the middle of every card of the hand, scrolled to the screen's foot, the page shows that card.
  await page.locator('[data-zone="hand"]').evaluate((e) => window.scrollBy(0, e.getBoundingClientRect().bottom - innerHeight + 4));
  const covered = await page.locator('[data-zone="hand"] [data-card]').evaluateAll(
    (cards) =>
      cards.filter((c) => {
        const r = c.getBoundingClientRect();
        const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return !(top && (c === top || c.contains(top) || top.contains(c)));
      }).length,
  );
  expect(covered).toBe(0);
  expect(await page.locator('.play').evaluate((e) => getComputedStyle(e).paddingBottom)).toBe('0px');
  // A link to another deal sets the game aside: that notice floats at the foot, with its buttons.
  await page.goto('/games/badgers-court/play/?seed=bc-phone-other');
  await hydrated(page);
  // The person's turn (the new deal may begin with the computer's): the table holds still while its buttons are read.
  await expect(page.locator('.play')).toHaveAttribute('data-state', /^human/, { timeout: 15_000 });
  const notices = page.locator('.play-notices');
  await expect(notices.getByRole('button', { name: 'Go back to it' })).toBeVisible();
  // Each button of the table and its sidebar, focused from the keyboard, is scrolled clear of the notices (WCAG 2.4.11).
  const ids = await page
    .locator('.play button:visible')
    .evaluateAll((bs) => bs.filter((b) => !b.closest('.play-notices')).map((b, i) => (b.setAttribute('data-t', String(i)), String(i))));
  expect(ids.length).toBeGreaterThan(5);
  for (const id of ids) {
    const b = page.locator(`[data-t="${id}"]`);
    await b.focus();
    const [box, over] = await Promise.all([b.boundingBox(), notices.boundingBox()]);
    expect(
      box && over && box.y + box.height <= over.y + 1,
      `button “${(await b.getAttribute('aria-label')) ?? (await b.textContent())}” is under the notices`,
    ).toBe(true);
  }
  await expectNoErrors(errors);
});

test('a seat’s tally that wraps takes its line without its separator: no line of a seat’s title begins or ends with “·”', async ({ page }) => {
  // In the classroom setting, whose larger words make the tally wrap at a laptop's width.
  await page.addInitScript(() => localStorage.setItem('decktet-rules:classroom', 'on'));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/games/badgers-court/play/?seed=bc-tally-wrap');
  await hydrated(page);
  await expect(page.locator('.play')).toHaveAttribute('data-state', /^human/, { timeout: 15_000 });
  let wrapped = 0;
  // Widths from a small tablet's to a projector's (below 40rem the tally always has a line of its own, no separator).
  for (let width = 660; width <= 1920; width += 20) {
    await page.setViewportSize({ width, height: 800 });
    const seen = await page.locator('.zone-title:has(.bc-tally)').evaluateAll((titles) =>
      titles.map((title) => {
        const box = title.getBoundingClientRect();
        // The separator is the tally's ::before, at the start of its box, ending where its words begin.
        const tally = title.querySelector('.bc-tally')!;
        const words = document.createRange();
        words.selectNodeContents(tally);
        const first = words.getClientRects()[0]!;
        const sep = { left: tally.getBoundingClientRect().left, right: first.left };
        const onItsOwnLine = first.left - box.left < 2;
        // And no "·" written in the title's words ends a line: the next word drawn is on its line.
        const texts: Text[] = [];
        for (let walk = document.createTreeWalker(title, NodeFilter.SHOW_TEXT), t = walk.nextNode(); t; t = walk.nextNode()) texts.push(t as Text);
        const drawn = texts.flatMap((t) => [...t.data].map((ch, i) => ({ ch, t, i }))).filter(({ ch }) => ch.trim() !== '');
        const rect = ({ t, i }: { t: Text; i: number }) => {
          const r = document.createRange();
          r.setStart(t, i);
          r.setEnd(t, i + 1);
          return r.getBoundingClientRect();
        };
        const dangling = drawn.some((d, k) => d.ch === '·' && k + 1 < drawn.length && rect(drawn[k + 1]!).top >= rect(d).bottom);
        return {
          onItsOwnLine,
          // Wrapped: the separator is outside the title's box (clipped). Not wrapped: inside it, after the title's words.
          right: !dangling && (onItsOwnLine ? sep.right <= box.left + 0.5 : sep.left >= box.left + 8 && sep.right - sep.left > 4),
          text: title.textContent,
        };
      }),
    );
    for (const s of seen) expect(s.right, `at ${width} px: “${s.text}” (tally on its own line: ${s.onItsOwnLine})`).toBe(true);
    wrapped += seen.filter((s) => s.onItsOwnLine).length;
  }
  // The widths looked at make a tally wrap at least once, or this test would prove nothing.
  expect(wrapped).toBeGreaterThan(0);
});

test('the New game form names, in the page’s language, an option that does not go with the others (not the engine’s English reason)', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/es/games/badgers-court/play/?seed=clash');
  await hydrated(page);
  const variant = page.getByLabel('Reglas', { exact: true });
  await openNewGame(page, /^Nueva partida:/, variant);
  await variant.selectOption('traditional');
  await page.getByLabel('Patio Real (solo con las reglas normales)').check();
  await page.getByRole('button', { name: 'Empezar la nueva partida' }).click();
  const sure = page.getByRole('button', { name: 'Sí, empezar la nueva partida' });
  if (await sure.isVisible()) await sure.click();
  await expect(page.locator('.new-match-form')).toContainText(
    '«Patio Real (solo con las reglas normales)» no se puede jugar con las otras opciones elegidas aquí: quítala o cambia las otras.',
  );
  await expect(page.locator('.new-match-form')).not.toContainText('traditional');
  // The game at the table is the one the link dealt: nothing was started.
  await expect(page.locator('.play-seed code')).toHaveText('clash');
  await expectNoErrors(errors);
});

/** A save of a game where the Court holds two builds, one of them locked, and the person is to act (seeded random moves, builds preferred). */
function buildsSave(): string {
  const def = GAMES['badgers-court'];
  for (let g = 0; g < 200; g++) {
    const seed = `builds-${g}`;
    const { options, seats } = newDeal(def, seed);
    const rng = createRng(seed);
    let state = def.module.newGame(options, seed);
    const moves: string[] = [];
    for (let i = 0; i < 300 && def.module.waitingFor(state).length > 0; i++) {
      const builds = state.court.filter((it) => it.owner !== null);
      if (builds.length >= 2 && builds.some((b) => b.units.length >= 2) && def.module.waitingFor(state).includes(0))
        return JSON.stringify(toSave(def, { seed, options, seats, moves, speed: 'quick' }));
      const legal = def.module.legalMoves(state);
      const building = legal.filter((m) => m.type === 'build');
      const move = (building.length > 0 && rng.int(2) === 1 ? building[rng.int(building.length)] : legal[rng.int(legal.length)])!;
      moves.push(def.module.printMove(move));
      const r = def.module.apply(state, move);
      if (!r.ok) throw new Error(r.error.code);
      state = r.value.state;
    }
  }
  throw new Error('no deal of 200 came to two builds');
}

for (const [width, height] of [
  [390, 844],
  [1280, 800],
] as const)
  test(`at ${width}×${height} no card of a build lies over another (their names are read whole)`, async ({ browser }) => {
    // A build's groups were fanned, each card over the one before it: the Mountain's name under the Lunatic.
    const context = await browser.newContext({ viewport: { width, height } });
    const page = await context.newPage();
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [saveKey('badgers-court'), buildsSave()] as const);
    await page.goto('/games/badgers-court/play/');
    await hydrated(page);
    await expect(page.locator('.play')).toHaveAttribute('data-state', /^human/, { timeout: 15_000 });
    const boxes = await page
      .locator('.bc-build')
      .evaluateAll((builds) =>
        builds.map((b) => [...b.querySelectorAll('.card')].map((c) => [c.getBoundingClientRect().left, c.getBoundingClientRect().right])),
      );
    expect(boxes.length).toBeGreaterThanOrEqual(2);
    for (const cards of boxes) for (let i = 1; i < cards.length; i++) expect(cards[i]![0]!).toBeGreaterThanOrEqual(cards[i - 1]![1]!);
    await context.close();
  });

test('with Court cards chosen, the play bar says what a build would do when one is offered, and not otherwise', async ({ page }) => {
  // Found by a newcomer: "Build 6s" (now "Build sixes") was offered with nothing on the screen saying what building does.
  await page.goto('/games/badgers-court/play/?seed=bcb-0');
  await hydrated(page);
  await expect(page.locator('.play')).toHaveAttribute('data-state', 'human', { timeout: 15_000 });
  const hint = page.locator('.bc-playbar-hint');
  // The Journey, a 3, and the Savage, a 3: take it, or build sixes.
  await page.locator('.play-main [data-zone="hand"] button[data-card="3MW"]').click();
  await page.locator('.play-main button[data-card="3LY"]').click();
  await expect(page.getByRole('button', { name: 'Build sixes' })).toBeVisible();
  // The main button is the first play the engine allows: here Take (the Journey takes the Savage).
  const main = page.locator('.bc-playbar .btn-primary');
  await expect(main).toHaveText('Take');
  await expect(hint).toHaveText(
    'The Journey: 1 Court item chosen. Build: your card joins them in one stack of the rank on the button; keep a card of that rank in hand to take the stack on a later turn.',
  );
  // The Forest, a 5, and the End, a Crown: no build, and no word of one.
  await page.getByRole('button', { name: 'Clear choice' }).click();
  await page.locator('.play-main [data-zone="hand"] button[data-card="5ML"]').click();
  await page.locator('.play-main button[data-card="CL"]').click();
  await expect(hint).toHaveText('The Forest: 1 Court item chosen.');
  await expect(page.getByRole('button', { name: /^Build/ })).toHaveCount(0);
  // A 5 cannot take a Crown: Take is still offered (pressed, the engine says why not) but is not the main button.
  await expect(main).toHaveText('Lay it in the Court');
  await expect(page.getByRole('button', { name: 'Take', exact: true })).not.toHaveClass(/btn-primary/);
});

for (const [width, height] of [
  [1280, 800],
  [1366, 768],
] as const)
  test(`at ${width}×${height} the guided game’s “Build Crowns” is on the screen when the coach asks for it, under the coach, the Court and the hand`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/games/badgers-court/learn/');
    await hydrated(page);
    await page.locator('.play-toolbar select').selectOption('quick');
    const play = page.locator('.play');
    const press = async (card: string) => page.locator(`.play-main button[data-card="${card}"]`).click();
    // The script's first two moves (take the Lunatic; take the Author and the Soldier), Buck's after each.
    for (const [hand, court] of [
      ['6SY', ['6MW']],
      ['7WY', ['2MK', '5YK']],
    ] as const) {
      await expect(play).toHaveAttribute('data-state', 'human', { timeout: 15_000 });
      await press(hand);
      for (const c of court) await press(c);
      await page.getByRole('button', { name: 'Take', exact: true }).click();
    }
    await expect(play).toHaveAttribute('data-state', 'human', { timeout: 15_000 });
    await expect(page.getByTestId('coach')).toContainText('choose “Build Crowns”');
    await page.evaluate(() => scrollTo(0, 0));
    await press('AL');
    await press('9WY');
    await expect(page.getByRole('button', { name: 'Build Crowns' })).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => scrollY)).toBe(0);
  });

for (const path of ['/games/badgers-court/play/', '/es/games/badgers-court/play/'])
  test(`on a phone the play bar's first buttons are on the screen once a card is chosen (${path})`, async ({ page }) => {
    // Found by a walk: below the screen's foot, under the other seat's row of backs (which its title counts) and, in
    // Spanish, a status of four lines.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${path}?seed=a`);
    await hydrated(page);
    await expect(page.locator('.play')).toHaveAttribute('data-state', 'human', { timeout: 15_000 });
    await page.evaluate(() => scrollTo(0, 0));
    const hand = page.locator('.play-main [data-zone="hand"] button');
    for (let i = 0; i < (await hand.count()); i++) {
      await hand.nth(i).click();
      await expect(page.locator('.bc-playbar .btn').first()).toBeInViewport({ ratio: 1 });
      await hand.nth(i).click();
    }
    expect(await page.evaluate(() => scrollY)).toBe(0);
  });

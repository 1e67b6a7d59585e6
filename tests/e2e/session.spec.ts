/**
 * A game in progress is never lost, and a hand is never shown to the wrong person (issue 14), on every
 * play page: bad links keep the game, a link to the deal in progress resumes it, a link to another deal
 * sets the game aside and the way back stays, storage that throws is reported and play goes on, and
 * people at one screen never see each other's hands (a random walk with reloads and undos).
 */
import { expect, test, type Page } from '@playwright/test';
import { blankPage, expectNoErrors, hydrated, openNewGame, watchErrors } from './helpers';
import { gameList } from '../../src/engine/games';
import type { AnyGameDefinition } from '../../src/engine/core';
import { saveKey, toSave, linkTo } from '../../src/play/session';
import { createRng } from '../../src/engine/core';
import type { PlaySetup } from '../../src/play/machine';
import { dealWithFirstMoves } from '../support/saves';
import { localePath } from '../../src/words/locales';
import { englishIn, readerText } from './languages';

const page_ = (def: AnyGameDefinition) => `/games/${def.id}/play/`;

/** A game of this deal with some moves made (the person's and the computers'), as a save would hold it. */
function gameInProgress(def: AnyGameDefinition, seed: string, moves = 4): PlaySetup<unknown> {
  return { ...dealWithFirstMoves(def, seed, moves), speed: 'quick' };
}

async function withSave(page: Page, def: AnyGameDefinition, setup: PlaySetup<unknown>) {
  await blankPage(page);
  await page.evaluate(([k, v]) => localStorage.setItem(k as string, v as string), [saveKey(def.id), JSON.stringify(toSave(def, setup))]);
}

const BAD_LINKS = [
  'seed=',
  `seed=${'x'.repeat(41)}`,
  'seed=%F0%9F%98%80',
  'seed=%3Cb%3Ebold%3C%2Fb%3E',
  'seed=a%00b',
  'seed=ok%E0%A4%A',
  'seed=ok&players=1',
  'seed=ok&players=abc',
  'seed=ok&players=3.5',
  'seed=ok&players=Infinity',
];

for (const def of gameList()) {
  test.describe(def.title, () => {
    test('bad links are explained and the game in progress goes on; the message stays while the computer plays', async ({ page }) => {
      const errors = watchErrors(page);
      const playing = gameInProgress(def, 'keep-me');
      // An invitation cut short (a room code is 13 characters) is a bad link too, not a quiet game of this page's own.
      const links = [...BAD_LINKS, ...(def.id === 'badgers-court' ? ['seed=ok&deck=huge'] : []), '#join=4wamgzscy4up'];
      for (const query of links) {
        await withSave(page, def, playing);
        await page.goto(`${page_(def)}${query.startsWith('#') ? '' : '?'}${query}`);
        await hydrated(page);
        const alert = page.getByRole('alert').filter({ hasText: 'The link could not be used' });
        await expect(alert, query).toBeVisible();
        await expect(alert).toContainText(`Your ${def.noun} in progress goes on.`);
        await expect(page.locator('.play-seed code')).toHaveText('keep-me');
        await expect(page.locator('.play-log li')).not.toHaveCount(0);
      }
      // The message outlasts the computer's moves: it stays until dismissed.
      await page.waitForTimeout(1500);
      const alert = page.getByRole('alert').filter({ hasText: 'The link could not be used' });
      await expect(alert).toBeVisible();
      await alert.getByRole('button', { name: /^Dismiss/ }).click();
      await expect(alert).toHaveCount(0);
      await expectNoErrors(errors);
    });

    test('a link to the deal in progress resumes it, in this tab or another', async ({ page, context }) => {
      const playing = gameInProgress(def, 'same-deal');
      await withSave(page, def, playing);
      await page.goto(linkTo(def, playing));
      await hydrated(page);
      await expect(page.getByRole('status').filter({ hasText: 'The link is to the deal you are playing' })).toBeVisible();
      const log = await page.locator('.play-log li').count();
      expect(log).toBeGreaterThan(0);
      const other = await context.newPage();
      await other.goto(linkTo(def, playing));
      await hydrated(other);
      await expect(other.getByRole('status').filter({ hasText: 'The link is to the deal you are playing' })).toBeVisible();
      await expect(other.locator('.play-log li')).not.toHaveCount(0);
      await expect(other.locator('.play-seed code')).toHaveText('same-deal');
    });

    test('a link to another deal keeps the game in Your games; the way back stays on screen and in the list', async ({ page }) => {
      const errors = watchErrors(page);
      const playing = gameInProgress(def, 'first-deal');
      await withSave(page, def, playing);
      await page.goto(`${page_(def)}?seed=second-deal`);
      await hydrated(page);
      await page.getByLabel('Speed of play').selectOption('quick');
      await expect(page.locator('.play-seed code')).toHaveText('second-deal');
      const notice = page.getByRole('status').filter({ hasText: `is kept in Your ${def.noun === 'match' ? 'matches' : 'games'}` });
      await expect(notice).toBeVisible();
      // The computer may move first: the offer stays all the same.
      await page.waitForTimeout(1500);
      await expect(notice.getByRole('button', { name: 'Go back to it' })).toBeVisible();
      await notice.getByRole('button', { name: /^Dismiss/ }).click();
      await page.getByText(`Your ${def.noun === 'match' ? 'matches' : 'games'}`, { exact: true }).click();
      const kept = page
        .locator('.your-games li')
        .filter({ hasText: 'in progress' })
        .filter({ hasNotText: `This ${def.noun}` });
      await kept.getByRole('button', { name: 'Resume' }).click();
      await expect(page.locator('.play-seed code')).toHaveText('first-deal');
      await expect(page.getByRole('status').filter({ hasText: `Back to your ${def.noun}, as you left it.` })).toBeVisible();
      await expectNoErrors(errors);
    });

    for (const [mode, script] of [
      ['quota full', `Storage.prototype.setItem = function () { throw new DOMException('full', 'QuotaExceededError'); };`],
      [
        'every call refused',
        `for (const k of ['getItem', 'setItem', 'removeItem', 'key', 'clear']) Storage.prototype[k] = function () { throw new DOMException('no', 'SecurityError'); };`,
      ],
      [
        'the getter throws',
        `Object.defineProperty(window, 'localStorage', { configurable: true, get() { throw new DOMException('blocked', 'SecurityError'); } });`,
      ],
    ] as const) {
      test(`storage that fails (${mode}): said once, visibly, and play goes on without an error`, async ({ page }) => {
        const errors = watchErrors(page);
        await page.addInitScript(script);
        await page.goto(`${page_(def)}?seed=no-storage`);
        await hydrated(page);
        await page.getByLabel('Speed of play').selectOption('quick');
        const warning = page.getByRole('alert').filter({ hasText: 'This browser is not keeping your' });
        await expect(warning).toHaveCount(1);
        await expect(page.locator('.play')).toHaveAttribute('data-state', /^(human|summary|over)/, { timeout: 20_000 });
        // Play on: a press on the first pressable thing in the table.
        await page.locator('.play-main button:not(.play-toolbar button)').first().click();
        await expect(warning).toHaveCount(1);
        await expectNoErrors(errors);
      });
    }
  });
}

/** The seat whose hand may face the screen now, by the names every seat has when people share the screen (in English or Spanish). */
async function faceUpHands(page: Page): Promise<string[]> {
  return page
    .locator('.play-main [role="group"]')
    .evaluateAll((groups) =>
      groups
        .filter((g) => /’s hand$|^Your hand$|^Mano de |^Tu mano$/.test(g.getAttribute('aria-label') ?? '') && g.querySelector('[data-card]'))
        .map((g) => g.getAttribute('aria-label') ?? ''),
    );
}

for (const def of gameList()) {
  test(`${def.title}, people at one screen: no hand faces the screen but its owner’s, through moves, undos and reloads`, async ({ page }) => {
    test.setTimeout(180_000);
    const errors = watchErrors(page);
    const players = def.seats.min;
    await page.goto(page_(def));
    await hydrated(page);
    // Everyone a person.
    await page.getByText(/^New (game|match):/).click();
    if (def.seats.min !== def.seats.max) await page.getByLabel('Players', { exact: true }).selectOption(String(players));
    for (let i = 1; i < players; i++) await page.getByLabel(`Seat ${i + 1}`, { exact: true }).selectOption('human');
    await page.getByRole('button', { name: `Start the new ${def.noun}` }).click();
    // A game in progress (the computer may have moved first) is kept, after a question.
    if (await page.getByRole('button', { name: /^Yes, start the new/ }).isVisible()) await page.getByRole('button', { name: /^Yes, start the new/ }).click();
    // Moves are shown at the quick pace (a step of a move is 40 ms, not 350): what is checked is who sees what, not the pace.
    await page.getByLabel('Speed of play').selectOption('quick');
    const play = page.locator('.play');
    // At the start the screen is handed over before any hand shows.
    await expect(play).toHaveAttribute('data-state', 'handoff');
    expect(await faceUpHands(page)).toEqual([]);
    const rng = createRng(`walk-${def.id}`);
    let readies = 0;
    for (let step = 0; step < 70; step++) {
      await expect(play).toHaveAttribute('data-state', /^(human|handoff|summary|over)/, { timeout: 15_000 });
      const state = await play.getAttribute('data-state');
      if (state === 'over') break;
      const viewer = await play.getAttribute('data-viewer');
      const hands = await faceUpHands(page);
      if (state === 'handoff') {
        expect(hands, `step ${step}: a hand is face up during the hand-over`).toEqual([]);
        await page.getByRole('button', { name: /^I am ready/ }).click();
        readies++;
        continue;
      }
      if (state === 'human') {
        // Only the owner's hand, after they took the screen.
        expect(viewer).not.toBe('none');
        const owner = `Player ${Number(viewer) + 1}’s hand`;
        expect(
          hands.every((h) => h === owner),
          `step ${step}: ${hands.join(', ')} face up for ${owner}`,
        ).toBe(true);
      }
      if (state === 'summary') {
        await page.locator('.play-main .play-actions .btn-primary').click();
        continue;
      }
      const roll = rng.int(12);
      if (roll === 0) {
        await page.reload();
        await hydrated(page);
        await expect(play).toHaveAttribute('data-state', /^(handoff|summary|over)/);
        expect(await faceUpHands(page)).toEqual([]);
      } else if (roll === 1) {
        // Undo may be unavailable (it says why); a reader can still press it, by keyboard.
        await page.getByRole('button', { name: 'Undo' }).focus();
        await page.keyboard.press('Enter');
      } else {
        const buttons = page.locator('.play-main button:not([aria-disabled="true"]):not(.play-toolbar button)');
        const n = await buttons.count();
        if (n > 0) await buttons.nth(rng.int(n)).click();
      }
    }
    expect(readies).toBeGreaterThan(1);
    await expectNoErrors(errors);
  });
}

for (const def of gameList()) {
  test(`${def.title}, people at one screen: a reload or an undo at the hand-over shows nobody’s hand`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(page_(def));
    await hydrated(page);
    await page.getByText(/^New (game|match):/).click();
    if (def.seats.min !== def.seats.max) await page.getByLabel('Players', { exact: true }).selectOption(String(def.seats.min));
    for (let i = 1; i < def.seats.min; i++) await page.getByLabel(`Seat ${i + 1}`, { exact: true }).selectOption('human');
    await page.getByRole('button', { name: `Start the new ${def.noun}` }).click();
    // A game in progress (the computer may have moved first) is kept, after a question.
    if (await page.getByRole('button', { name: /^Yes, start the new/ }).isVisible()) await page.getByRole('button', { name: /^Yes, start the new/ }).click();
    await page.getByLabel('Speed of play').selectOption('quick');
    const play = page.locator('.play');
    await expect(play).toHaveAttribute('data-state', 'handoff');
    await page.getByRole('button', { name: /^I am ready/ }).click();
    // Press things until a move is made and the screen must pass to the other person.
    const rng = createRng(`handover-${def.id}`);
    for (let i = 0; i < 60 && (await play.getAttribute('data-state')) !== 'handoff'; i++) {
      await expect(play).toHaveAttribute('data-state', /^(human|handoff|summary)/, { timeout: 15_000 });
      if ((await play.getAttribute('data-state')) === 'handoff') break;
      const buttons = page.locator('.play-main button:not(.play-toolbar button)');
      const n = await buttons.count();
      if (n > 0) await buttons.nth(rng.int(n)).click();
    }
    await expect(play).toHaveAttribute('data-state', 'handoff');
    expect(await faceUpHands(page)).toEqual([]);
    // A reload keeps the screen covered.
    await page.reload();
    await hydrated(page);
    await expect(play).toHaveAttribute('data-state', 'handoff');
    expect(await faceUpHands(page)).toEqual([]);
    // Undo from the hand-over takes the move back, and the screen is handed over again: no hand shows.
    await page.getByRole('button', { name: 'Undo' }).focus();
    await page.keyboard.press('Enter');
    await expect(play).toHaveAttribute('data-state', 'handoff');
    expect(await faceUpHands(page)).toEqual([]);
  });
}

/**
 * The same in Spanish, on Ferret's Spanish play page: what is said about links, storage and the hand-over
 * is said in Spanish, with no English left in it (a reason included), and nothing is lost.
 */
test.describe('en español', () => {
  const ferret = gameList().find((d) => d.id === 'ferret') as AnyGameDefinition;
  const es = (path: string) => localePath('es', path);

  test('links over a game in progress: a bad link, a link to the deal in progress and one to another deal are said in Spanish, and the game is kept', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const playing = gameInProgress(ferret, 'keep-me');
    await withSave(page, ferret, playing);
    for (const query of ['seed=%3Cb%3Ebold%3C%2Fb%3E', 'seed=ok&players=3.5']) {
      await page.goto(`${es(page_(ferret))}?${query}`);
      await hydrated(page);
      const alert = page.getByRole('alert').filter({ hasText: 'No se pudo usar el enlace' });
      await expect(alert, query).toContainText('Tu partida en curso sigue.');
      expect(englishIn(await readerText(alert)), query).toEqual([]);
      await expect(page.locator('.play-seed code')).toHaveText('keep-me');
    }
    await page.goto(es(linkTo(ferret, playing)));
    await hydrated(page);
    const same = page.getByRole('status').filter({ hasText: 'El enlace es del reparto que estás jugando' });
    await expect(same).toBeVisible();
    await expect(page.locator('.play-log li')).not.toHaveCount(0);
    await page.goto(`${es(page_(ferret))}?seed=second-deal`);
    await hydrated(page);
    const notice = page.getByRole('status').filter({ hasText: 'Has abierto un enlace a otro reparto' });
    await expect(notice).toBeVisible();
    await expect(page.locator('.play-seed code')).toHaveText('second-deal');
    await notice.getByRole('button', { name: 'Volver a ella' }).click();
    await expect(page.locator('.play-seed code')).toHaveText('keep-me');
    await expect(page.getByRole('status').filter({ hasText: 'Has vuelto a tu partida, tal como la dejaste.' })).toBeVisible();
    expect(englishIn(await readerText(page.locator('.play')))).toEqual([]);
    await expectNoErrors(errors);
  });

  test('storage that refuses every call: said once, in Spanish, and play goes on', async ({ page }) => {
    const errors = watchErrors(page);
    await page.addInitScript(
      `for (const k of ['getItem', 'setItem', 'removeItem', 'key', 'clear']) Storage.prototype[k] = function () { throw new DOMException('no', 'SecurityError'); };`,
    );
    await page.goto(`${es(page_(ferret))}?seed=no-storage`);
    await hydrated(page);
    const warning = page.getByRole('alert').filter({ hasText: 'Este navegador no está guardando tu partida' });
    await expect(warning).toHaveCount(1);
    expect(englishIn(await readerText(warning))).toEqual([]);
    await expect(page.locator('.play')).toHaveAttribute('data-state', /^(human|summary|over)/, { timeout: 20_000 });
    const moves = await page.locator('.play-log li').count();
    await page.locator('.play-main [data-zone="hand"] button').first().click();
    await page.locator('.play-main button.card:not([data-zone="hand"] *)').first().click();
    await expect.poll(() => page.locator('.play-log li').count()).toBeGreaterThan(moves);
    await expect(warning).toHaveCount(1);
    await expectNoErrors(errors);
  });

  test('people at one screen: the hand-over, a reload at it and an undo from it are said in Spanish, and show nobody’s hand', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(es(page_(ferret)));
    await hydrated(page);
    const seat2 = page.getByLabel('Asiento 2', { exact: true });
    await openNewGame(page, /^Nueva partida:/, seat2);
    await seat2.selectOption('human');
    await page.getByRole('button', { name: 'Empezar la nueva partida' }).click();
    // A game in progress (the computer may have moved first) is kept, after a question.
    const sure = page.getByRole('button', { name: 'Sí, empezar la nueva partida' });
    const play = page.locator('.play');
    await expect(sure.or(play.and(page.locator('[data-state="handoff"]')))).toBeVisible();
    if (await sure.isVisible()) await sure.click();
    await expect(play).toHaveAttribute('data-state', 'handoff');
    const ready = page.getByRole('button', { name: /^Ya estoy \(Jugador [12]\)$/ });
    const first = /Jugador [12]/.exec((await ready.textContent()) ?? '')?.[0] ?? '';
    const second = first === 'Jugador 1' ? 'Jugador 2' : 'Jugador 1';
    await ready.click();
    await expect(play).toHaveAttribute('data-state', 'human');
    expect(await faceUpHands(page)).toEqual([`Mano de ${first}`]);
    // A pass (it shows nobody a card, so it can be taken back): the screen passes to the other person.
    await page.getByRole('button', { name: 'Pasar', exact: true }).click();
    await expect(play).toHaveAttribute('data-state', 'handoff');
    await expect(page.getByRole('button', { name: `Ya estoy (${second})` })).toBeVisible();
    expect(await faceUpHands(page)).toEqual([]);
    await page.reload();
    await hydrated(page);
    await expect(play).toHaveAttribute('data-state', 'handoff');
    expect(await faceUpHands(page)).toEqual([]);
    await expect(page.getByRole('button', { name: `Ya estoy (${second})` })).toBeVisible();
    expect(englishIn(await readerText(play))).toEqual([]);
    // Undo from the hand-over: the move is taken back, and the screen goes back to the first person, covered.
    await page.getByRole('button', { name: 'Deshacer' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: `Ya estoy (${first})` })).toBeVisible();
    expect(await faceUpHands(page)).toEqual([]);
    expect(englishIn(await readerText(play))).toEqual([]);
  });
});

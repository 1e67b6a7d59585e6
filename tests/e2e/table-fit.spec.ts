/**
 * A play table that fits the screen and plays like a game (issue 18): at the reader's turn the hand, the
 * table and the status line are in view together on every play page at 1280×800, 390×844 and, in the
 * classroom setting, 1920×1080 and 1280×800; and a whole Ferret game by keyboard alone, counting the keys.
 */
import { expect, test } from '@playwright/test';
import { expectNoErrors, hydrated, inView, shot, watchErrors } from './helpers';
import { catalogList, playPage } from '../../src/engine/catalog';
import { localePath } from '../../src/words/locales';
import { englishIn, readerText } from './languages';

const SIZES = [
  { name: 'laptop', width: 1280, height: 800, classroom: false },
  { name: 'phone', width: 390, height: 844, classroom: false },
  { name: 'projector, classroom setting', width: 1920, height: 1080, classroom: true },
  // Many schools' projectors are 1280×800 (WXGA).
  { name: 'a school projector, classroom setting', width: 1280, height: 800, classroom: true },
];

for (const size of SIZES)
  for (const game of catalogList()) {
    test(`${game.title} at ${size.width}×${size.height} (${size.name}): at the reader's turn the status, the table and the hand are in view together`, async ({
      page,
    }) => {
      const errors = watchErrors(page);
      await page.setViewportSize({ width: size.width, height: size.height });
      if (size.classroom) await page.addInitScript(() => localStorage.setItem('decktet-rules:classroom', 'on'));
      await page.goto(`${playPage(game.id)}?seed=fit-check`);
      await hydrated(page);
      await page.getByLabel('Speed of play').selectOption('quick');
      await expect(page.locator('.play')).toHaveAttribute('data-state', 'human', { timeout: 20_000 });
      // The speed control is under the table: choosing it scrolled there. The turn is seen from the top.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForTimeout(200);
      await shot(page, `${game.id}-${size.width}x${size.height}.png`);
      const status = await inView(page, '[data-testid="status"]');
      const hand = await inView(page, '.play-main [data-zone="hand"], .play-main .suit-buttons');
      const table = await inView(page, '.play-main [role="group"][aria-label="The table"], .play-main [role="group"][aria-label="The grid"]');
      expect(status, 'the status line').toBe(1);
      expect(hand, 'the hand (or, in Jigger, the suits to demand)').toBe(1);
      expect(table, 'the table').toBeGreaterThan(0.5);
      await expectNoErrors(errors);
    });
  }

/** What Ferret's play page says where the keyboard test reads it, in each language. */
const KEYS_SAY = {
  en: { speed: 'Speed of play', target: /ferret it into/, pass: 'Pass', over: /^Game over\./ },
  es: { speed: 'Velocidad del juego', target: /huronéala a tu/, pass: 'Pasar', over: /^Fin de la partida\./ },
} as const;

for (const locale of ['en', 'es'] as const)
  test(`a whole Ferret game by keyboard alone, to "Game over", and the keys six turns take${locale === 'en' ? '' : ` (${locale})`}`, async ({ page }) => {
    const says = KEYS_SAY[locale];
    test.setTimeout(240_000);
    const errors = watchErrors(page);
    await page.goto(localePath(locale, '/games/ferret/play/?seed=keys-only'));
    await hydrated(page);
    await page.getByLabel(says.speed).selectOption('quick');
    const play = page.locator('.play');
    let keys = 0;
    let turns = 0;
    let keysForSix = 0;
    const key = async (k: string) => {
      keys++;
      await page.keyboard.press(k);
    };
    // Start from the page's heading, as a reader who has just arrived.
    await page
      .locator('h1')
      .first()
      .evaluate((h) => {
        (h as HTMLElement).tabIndex = -1;
        (h as HTMLElement).focus();
      });
    for (let guard = 0; guard < 400; guard++) {
      await expect(play).toHaveAttribute('data-state', /^(human|over)/, { timeout: 15_000 });
      if ((await play.getAttribute('data-state')) === 'over') break;
      const step = await play.getAttribute('data-step');
      // The cards to choose from: the hand, or the set choices. After a move the focus is on the next button
      // to press (Pass, after the table): a reader goes back to the hand with Shift+Tab, or on to it with Tab.
      const zone = step === 'choosingSet' ? 'choices' : 'hand';
      const where = () =>
        page.evaluate((z) => {
          const a = document.activeElement;
          const cards = document.querySelector(`.play-main [data-zone="${z}"]`);
          if (!a || !cards) return 'none';
          if (cards.contains(a) && a.matches('button.card, [data-zone="choices"] button')) return 'in';
          return cards.compareDocumentPosition(a) & Node.DOCUMENT_POSITION_FOLLOWING ? 'after' : 'before';
        }, zone);
      for (let t = 0, w = await where(); t < 30 && w !== 'in'; t++, w = await where()) await key(w === 'after' ? 'Shift+Tab' : 'Tab');
      expect(await where()).toBe('in');
      if (step === 'choosingSet') {
        await key('Enter');
      } else {
        // Pick the focused card, then move up (arrow) to the nearest target and press it; or pass.
        await key('Enter');
        const isTarget = () => page.evaluate((re) => new RegExp(re).test(document.activeElement?.getAttribute('aria-label') ?? ''), says.target.source);
        let onTarget = false;
        for (let up = 0; up < 3 && !onTarget; up++) {
          await key('ArrowUp');
          onTarget = await isTarget();
        }
        if (onTarget) await key('Enter');
        else {
          // No target above: put the card back with Escape, and pass (Pass follows the hand in tab order).
          await key('Escape');
          for (let t = 0; t < 10 && (await page.evaluate(() => document.activeElement?.textContent?.trim())) !== says.pass; t++) await key('Tab');
          await key('Enter');
        }
      }
      turns++;
      if (turns === 6) keysForSix = keys;
    }
    await expect(page.getByRole('heading', { name: says.over })).toBeVisible();
    // An emptied tableau at the end has no cards, not "no cards yet" (a newcomer's walk).
    const empty = await page.locator('.play [data-empty]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-empty') ?? ''));
    expect(empty.filter((t) => /\byet\b|todavía/i.test(t))).toEqual([]);
    if (locale === 'es') expect(englishIn(await readerText(page.locator('.play')))).toEqual([]);
    console.log(`Ferret by keyboard (${locale}): ${keysForSix} keys for the first six turns, ${keys} for the whole game (${turns} turns).`);
    // The game must last six turns for the figure to mean anything (a game that ends at once would say 0).
    expect(turns).toBeGreaterThanOrEqual(6);
    expect(keysForSix).toBeLessThan(64);
    await expectNoErrors(errors);
  });

test('New game asks before it puts a game in progress away, and "No" keeps playing', async ({ page }) => {
  await page.goto('/games/badgers-court/play/?seed=ask-first');
  await hydrated(page);
  await page.getByLabel('Speed of play').selectOption('quick');
  const play = page.locator('.play');
  await expect(play).toHaveAttribute('data-state', 'human', { timeout: 15_000 });
  await page.locator('[data-zone="hand"] button').first().click();
  await page.getByRole('button', { name: 'Lay it in the Court' }).click();
  await expect(play).toHaveAttribute('data-state', 'human', { timeout: 15_000 });
  await page.getByText('New game: seats and options').click();
  await page.getByRole('button', { name: 'Start the new game' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'will be kept in Your games, and you can go back to it' })).toBeVisible();
  await page.getByRole('button', { name: 'No, keep playing' }).click();
  await expect(page.locator('.play-seed code')).toHaveText('ask-first');
  await page.getByRole('button', { name: 'Start the new game' }).click();
  await page.getByRole('button', { name: 'Yes, start the new game' }).click();
  await expect(page.locator('.play-seed code')).not.toHaveText('ask-first');
  await page.getByRole('button', { name: 'Go back to it' }).click();
  await expect(page.locator('.play-seed code')).toHaveText('ask-first');
});

test('New game with no seat at this screen says one must be, and starts nothing; a person here among devices is named', async ({ page }) => {
  await page.goto('/games/jigger/play/?seed=host-only');
  await hydrated(page);
  await page.getByText('New game: players, seats and options').click();
  await page.getByLabel('Players').selectOption('2');
  await page.getByLabel('Seat 1', { exact: true }).selectOption('remote');
  await page.getByLabel('Seat 2', { exact: true }).selectOption('remote');
  await page.getByRole('button', { name: 'Start the new game' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'At least one seat must be played at this screen' })).toBeVisible();
  await expect(page.locator('.play-seed code')).toHaveText('host-only');
  // One person here and one on another device: the one here may give the name the other device will see.
  await page.getByLabel('Seat 1', { exact: true }).selectOption('human');
  await expect(page.getByLabel('Name for seat 1')).toBeVisible();
});

/**
 * "Why?" and "What can I do?" on every game's play page: a game a few moves in (a save made with the
 * engine), a log line's explanation with its rule link, the hint panel on the person's turn, the
 * switch that hides it (remembered), the classroom default (off), and axe with both open.
 */
import { expect, test, type Page } from '@playwright/test';
import { GAMES } from '../../src/engine/games';
import type { AnyGameDefinition } from '../../src/engine/core';
import { saveKey } from '../../src/play/session';
import { openingSave } from '../support/saves';
import { expectNoErrors, hydrated, watchErrors } from './helpers';
import { axeOn } from './axe';

async function openGame(page: Page, id: string, classroom = false) {
  const def = GAMES[id as keyof typeof GAMES] as AnyGameDefinition;
  const save = openingSave(def);
  await page.addInitScript(
    ([key, value, room]) => {
      if (!sessionStorage.getItem('why-seeded')) {
        localStorage.setItem(key as string, value as string);
        if (room === 'on') localStorage.setItem('decktet-rules:classroom', 'on');
        sessionStorage.setItem('why-seeded', '1');
      }
    },
    [saveKey(id), save, classroom ? 'on' : 'off'],
  );
  await page.goto(`/games/${id}/play/`);
  await hydrated(page);
  await expect(page.locator('.play')).toHaveAttribute('data-state', 'human', { timeout: 20_000 });
}

for (const id of Object.keys(GAMES)) {
  test(`${id}: a log line’s “Why?” shows the rule, and “What can I do?” lists the moves`, async ({ page }) => {
    const errors = watchErrors(page);
    await openGame(page, id);
    const log = page.locator('.play-log');
    const why = log.getByRole('button', { name: /^Why\?/ }).first();
    await expect(why).toHaveAttribute('aria-expanded', 'false');
    await why.focus();
    await page.keyboard.press('Enter');
    await expect(why).toHaveAttribute('aria-expanded', 'true');
    const panel = log.locator('.why-panel:not([hidden])').first();
    await expect(panel.getByRole('link', { name: /^Rule: / }).first()).toHaveAttribute('href', new RegExp(`/games/${id}/#[a-z0-9-]+$`));
    await expect(panel).toContainText(/\w{3,}/);

    const hints = page.getByTestId('hint-panel');
    await expect(page.getByRole('heading', { name: 'What can I do?' })).toBeVisible();
    await expect(hints).toBeVisible();
    expect(await hints.locator('li').count()).toBeGreaterThan(0);
    await expect(hints.getByRole('link', { name: /^Rule: / }).first()).toHaveAttribute('href', new RegExp(`/games/${id}/#`));

    const violations = (await axeOn(page).analyze()).violations.map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
    expect(violations, violations.join('\n')).toEqual([]);

    // The switch hides the panel, and the choice is remembered.
    await page.getByRole('checkbox', { name: 'Show my choices' }).uncheck();
    await expect(hints).toHaveCount(0);
    await page.reload();
    await hydrated(page);
    await expect(page.locator('.play')).toHaveAttribute('data-state', 'human', { timeout: 20_000 });
    await expect(page.getByRole('checkbox', { name: 'Show my choices' })).not.toBeChecked();
    await expect(page.getByTestId('hint-panel')).toHaveCount(0);
    await expectNoErrors(errors);
  });
}

test('in the classroom the hint panel is off until the teacher turns it on, and then it stays on there', async ({ page }) => {
  await openGame(page, 'hermit', true);
  await expect(page.getByRole('checkbox', { name: 'Show my choices' })).not.toBeChecked();
  await expect(page.getByTestId('hint-panel')).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Show my choices' }).check();
  await expect(page.getByTestId('hint-panel')).toBeVisible();
  await page.reload();
  await hydrated(page);
  await expect(page.locator('.play')).toHaveAttribute('data-state', 'human', { timeout: 20_000 });
  await expect(page.getByRole('checkbox', { name: 'Show my choices' })).toBeChecked();
});

test('an example step has a “Why?” with its rule', async ({ page }) => {
  await page.goto('/games/hermit/');
  await hydrated(page);
  const example = page.locator('section.example').first();
  // Whichever moves on: "Next step", or "Show me" where the step asks for the reader's try first.
  await example
    .locator('.example-controls button:not([disabled])')
    .filter({ hasText: /^(Next step|Show me)$/ })
    .click();
  const why = example.getByRole('button', { name: /^Why\?/ });
  await why.click();
  await expect(why).toHaveAttribute('aria-expanded', 'true');
  await expect(
    example
      .locator('.why-panel')
      .getByRole('link', { name: /^Rule: / })
      .first(),
  ).toHaveAttribute('href', /\/games\/hermit\/#/);
});

test('at the end, “Why?” tells how the final score was counted, card by card', async ({ page }) => {
  await page.goto('/games/ferret/play/?seed=axe-check');
  await hydrated(page);
  await page.getByLabel('Speed of play').selectOption('quick');
  await expect(page.getByTestId('status')).toContainText('Your turn', { timeout: 15_000 });
  // Pass until the computer passes too: the game ends and is scored.
  const play = page.locator('.play');
  for (let guard = 0; guard < 40 && (await play.getAttribute('data-state')) !== 'over'; guard++) {
    await expect(play).toHaveAttribute('data-state', /^(human|over)$/, { timeout: 20_000 });
    if ((await play.getAttribute('data-state')) === 'human') await page.getByRole('button', { name: 'Pass', exact: true }).click();
    await expect(play)
      .not.toHaveAttribute('data-state', 'human', { timeout: 20_000 })
      .catch(() => {});
  }
  await expect(play).toHaveAttribute('data-state', 'over', { timeout: 20_000 });
  // Nobody has a turn any more: no "What can I do?" saying it will show at your turn.
  await expect(page.getByRole('heading', { name: 'What can I do?' })).toHaveCount(0);
  const why = page.getByRole('button', { name: 'Why? how the final score was counted' });
  await why.click();
  await expect(page.locator('.final-why .why-panel')).toContainText(/scores? \d+ cards?: (sets|no sets)/);
  const violations = (await axeOn(page).analyze()).violations.map((v) => v.id);
  expect(violations).toEqual([]);
});

test('a “Why?” at the foot of the screen brings its explanation into view', async ({ page }) => {
  // Opened below the screen's edge, the explanation was there but unseen: the reader thought nothing happened.
  await page.setViewportSize({ width: 390, height: 844 });
  await openGame(page, 'badgers-court');
  // The saved game's "Welcome back" is for screen readers alone on a phone: nothing covers the screen's foot.
  const why = page
    .locator('.play-log')
    .getByRole('button', { name: /^Why\?/ })
    .last();
  await why.scrollIntoViewIfNeeded();
  // The button's foot at the screen's foot: what opens beneath it starts below the screen.
  await why.evaluate((b) => window.scrollBy(0, b.getBoundingClientRect().bottom - innerHeight + 1));
  const panel = page.locator('.play-log .why-panel:not([hidden])');
  await expect(panel).toHaveCount(0);
  // Pressed where it is (a locator's click would first scroll it to suit itself).
  const box = await why.boundingBox();
  expect(box && box.y + box.height).toBeGreaterThan(800);
  await page.mouse.click((box?.x ?? 0) + (box?.width ?? 0) / 2, (box?.y ?? 0) + (box?.height ?? 0) / 2);
  await expect(why).toHaveAttribute('aria-expanded', 'true');
  // Whole, but for the fraction of a pixel a scroll rounds away.
  await expect(panel).toBeInViewport({ ratio: 0.95 });
  await why.click();
  await expect(panel).toHaveCount(0);
  await expect(why).toHaveAttribute('aria-expanded', 'false');
});

for (const [width, height] of [
  [1280, 800],
  [390, 844],
] as const)
  test(`at ${width}×${height}, an example's “Why?” opened keeps the cards their size: the box grows instead`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/games/ferret/');
    // "The Castle: your own set beats a layoff": five explanations under its answer (they took its cards to a fifth of their size).
    const example = page.locator('section.example[data-example="the-castle"]');
    await example.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await expect(example).toHaveAttribute('data-ready', '');
    await example.getByRole('button', { name: 'Show me' }).click();
    const stage = example.locator('.example-stage');
    const why = example.locator('.example-band-now').getByRole('button', { name: /^Why\?/ });
    await expect(why).toBeVisible();
    const before = Number(await stage.getAttribute('data-fit'));
    await why.click();
    await expect(example.locator('.why-panel')).toBeVisible();
    // The stage is fitted again a frame after the band grew: read it once that has happened.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 300)))));
    expect(Number(await stage.getAttribute('data-fit'))).toBeGreaterThanOrEqual(before);
  });

import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectNoErrors, islandReady, watchErrors } from './helpers';

test('a reader answers the Penitent example: nothing gives the answer away, a wrong card is told why, the right one moves on', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/games/ferret/');
  const example = page.getByRole('region', { name: 'The Penitent ferrets the Lunatic' });
  await islandReady(page, example);
  const caption = example.getByTestId('caption');
  await expect(caption).toHaveAttribute('aria-live', 'polite');
  await expect(caption).toContainText('The pool holds the Soldier');
  await expect(caption).not.toContainText('Penitent');
  await expect(example.getByRole('button', { name: 'Previous step' })).toBeDisabled();
  // The question is open: "Next step" waits, and only the Lunatic (the card asked about) is marked.
  await expect(example.getByTestId('ask')).toContainText('Which card in your hand takes the Lunatic into your tableau?');
  await expect(example.getByRole('button', { name: 'Next step' })).toBeDisabled();
  await expect(example.locator('.is-highlighted')).toHaveCount(1);
  await expect(example.locator('.is-highlighted[data-card="6MW"]')).toHaveCount(1);

  // A wrong card is answered with the engine's reason and nothing moves.
  await example.getByRole('button', { name: /^the Journey, 3, Moons and Waves/ }).click();
  await expect(example.getByTestId('feedback')).toContainText('The Journey has no suit opposed to the Moons and Waves on the Lunatic');
  await expect(example.locator('.example-progress')).toContainText('Start');
  // The right card moves the example on, with why.
  await example.getByRole('button', { name: /^the Penitent, 6, Suns and Wyrms/ }).click();
  await expect(example.getByTestId('feedback')).toContainText('Right! The Wyrms on the Penitent oppose the Moons on the Lunatic');
  await expect(caption).toContainText('the Penitent takes the Lunatic’s place in the pool');
  await expect(example.getByText('Step 1 of 3')).toBeVisible();
  await expect(example.getByRole('group', { name: 'Your tableau' }).getByRole('img', { name: 'the Lunatic, 6, Moons and Waves' })).toBeVisible();
  await expect(example.getByRole('group', { name: 'The pool' }).getByRole('img', { name: 'the Penitent, 6, Suns and Wyrms' })).toBeVisible();

  await example.getByRole('button', { name: 'Next step' }).click();
  await expect(caption).toContainText('The Penitent could have taken others too');
  await example.getByRole('button', { name: 'Next step' }).click();
  await expect(caption).toContainText('Had you taken the Soldier');
  await expect(example.getByRole('button', { name: 'Next step' })).toBeDisabled();
  await example.getByRole('button', { name: 'Previous step' }).click();
  await expect(example.getByText('Step 2 of 3')).toBeVisible();
  await example.getByRole('button', { name: 'Restart example' }).click();
  await expect(caption).toContainText('The pool holds the Soldier');
  // "Show me" shows the answer without a try.
  await example.getByRole('button', { name: 'Show me' }).click();
  await expect(caption).toContainText('You play the Penitent on the Lunatic');
  await expect(example.getByRole('link', { name: 'Rule: How to ferret' })).toHaveAttribute('href', '/games/ferret/#how-to-ferret');
  await expectNoErrors(errors);
});

test('before the island runs, the buttons wait visibly instead of ignoring a click', async ({ page }) => {
  // Hold back the island's script, as on a slow phone.
  let release: () => void = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/games/ferret/', { waitUntil: 'commit' });
  const example = page.getByRole('region', { name: 'The Penitent ferrets the Lunatic' });
  await expect(example.locator('.example-progress')).toContainText('Loading…');
  await expect(example.getByRole('button', { name: 'Show me' })).toBeDisabled();
  await expect(example.getByRole('button', { name: 'Restart example' })).toBeDisabled();
  release();
  await example.scrollIntoViewIfNeeded();
  await expect(example.getByRole('button', { name: 'Show me' })).toBeEnabled();
  await expect(example.locator('.example-progress')).toContainText('Start');
});

test('a reader chooses the reading of a wild Ace, and a wrong reading is explained', async ({ page }) => {
  await page.goto('/games/ferret/');
  const example = page.getByRole('region', { name: 'An Ace standing in: you choose the run' });
  await islandReady(page, example);
  // By keyboard: "Next step" waits at the question it leads to, and the focus goes on to the answers,
  // not to the page (where a screen reader would lose its place).
  await example.getByRole('button', { name: 'Next step' }).focus();
  await page.keyboard.press('Enter');
  await expect(example.getByRole('button', { name: 'Next step' })).toBeDisabled();
  await expect(example.getByRole('button', { name: 'Form 4–6 of Moons' })).toBeFocused();
  await example.getByRole('button', { name: 'Form 4–6 of Moons' }).click();
  await expect(example.getByTestId('feedback')).toContainText('the Journey would be laid off on it at once, scoring for your opponent');
  await example.getByRole('button', { name: 'Form 5–7 of Moons' }).click();
  await expect(example.getByTestId('caption')).toContainText('You read the set as 5-6-7');
});

for (const [locale, path] of [
  ['en', '/games/ferret/'],
  ['es', '/es/games/ferret/'],
] as const)
  test(`every rule an example or an error cites is a heading on the page (${locale})`, async ({ page }) => {
    const { RULES } = await import('../../src/engine/ferret/rules');
    const { slug } = await import('../../src/words/words');
    // The rule's title in the page's language (src/words/ferret/<locale>.json), as the words give it.
    const titles = JSON.parse(readFileSync(`src/words/ferret/${locale}.json`, 'utf8')) as Record<string, string>;
    await page.goto(path);
    for (const rule of Object.values(RULES)) {
      const title = titles[`rule.${rule.key.replace(/^ferret\./, '')}`] as string;
      await expect(page.locator(`[id="${slug(title)}"]`), rule.key).toHaveText(title);
    }
  });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the examples and the play table show their cards from the server', async ({ page }) => {
    await page.goto('/games/ferret/');
    const example = page.getByRole('region', { name: 'The Penitent ferrets the Lunatic' });
    await expect(example.getByRole('img', { name: 'the Lunatic, 6, Moons and Waves' })).toBeVisible();
    await expect(example.getByTestId('caption')).toContainText('The pool holds the Soldier');
    await page.goto('/games/ferret/play/');
    await expect(page.getByRole('group', { name: 'The pool' }).locator('[data-card]')).toHaveCount(3);
  });
});

import { expect, test } from '@playwright/test';
import { expectNoErrors, islandReady, watchErrors } from './helpers';

test('a reader steps through the Penitent example', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/games/ferret/');
  const example = page.getByRole('region', { name: 'The Penitent ferrets the Lunatic' });
  await islandReady(page, example);
  const caption = example.getByTestId('caption');
  await expect(caption).toHaveAttribute('aria-live', 'polite');
  await expect(caption).toContainText('The pool holds the Soldier');
  await expect(example.getByRole('button', { name: 'Previous step' })).toBeDisabled();
  // The Penitent is highlighted in the hand, the three pool cards are shown.
  await expect(example.getByRole('img', { name: 'the Penitent, 6, Suns and Wyrms' })).toHaveClass(/is-highlighted/);

  await example.getByRole('button', { name: 'Next step' }).click();
  await expect(caption).toContainText('The Penitent could take three different cards');
  await expect(example.getByText('Step 1 of 3')).toBeVisible();

  // The question: a wrong card is answered with the engine's reason and nothing moves.
  await expect(example.getByText('which card in your hand takes the Lunatic into your tableau?')).toBeVisible();
  await example.getByRole('button', { name: /^the Journey, 3, Moons and Waves/ }).click();
  await expect(example.getByTestId('feedback')).toContainText('The Journey has no suit opposed to the Lunatic’s Moons and Waves');
  await expect(example.getByText('Step 1 of 3')).toBeVisible();
  // The right card moves the example on.
  await example.getByRole('button', { name: /^the Penitent, 6, Suns and Wyrms/ }).click();
  await expect(example.getByTestId('feedback')).toContainText('Right');
  await expect(caption).toContainText('The Penitent takes the Lunatic’s place in the pool');
  await expect(example.getByRole('group', { name: 'Your tableau' }).getByRole('img', { name: 'the Lunatic, 6, Moons and Waves' })).toBeVisible();
  await expect(example.getByRole('group', { name: 'The pool' }).getByRole('img', { name: 'the Penitent, 6, Suns and Wyrms' })).toBeVisible();

  await example.getByRole('button', { name: 'Next step' }).click();
  await expect(caption).toContainText('Had you taken the Soldier');
  await expect(example.getByRole('button', { name: 'Next step' })).toBeDisabled();
  await example.getByRole('button', { name: 'Previous step' }).click();
  await expect(example.getByText('Step 2 of 3')).toBeVisible();
  await example.getByRole('button', { name: 'Restart example' }).click();
  await expect(caption).toContainText('The pool holds the Soldier');
  await expect(example.getByRole('link', { name: 'Rule: How to ferret' })).toHaveAttribute('href', '/games/ferret/#how-to-ferret');
  await expectNoErrors(errors);
});

test('a reader chooses the reading of a wild Ace, and a wrong reading is explained', async ({ page }) => {
  await page.goto('/games/ferret/');
  const example = page.getByRole('region', { name: 'An Ace standing in: you choose the run' });
  await islandReady(page, example);
  await example.getByRole('button', { name: 'Next step' }).click();
  await example.getByRole('button', { name: 'Form 4–6 of Moons' }).click();
  await expect(example.getByTestId('feedback')).toContainText('the Journey would be laid off on it at once, scoring for your opponent');
  await example.getByRole('button', { name: 'Form 5–7 of Moons' }).click();
  await expect(example.getByTestId('caption')).toContainText('You read the set as 5-6-7');
});

test('every rule an example or an error cites is a heading on the page', async ({ page }) => {
  const { RULES } = await import('../../src/engine/ferret/rules');
  await page.goto('/games/ferret/');
  for (const rule of Object.values(RULES)) {
    await expect(page.locator(`[id="${rule.anchor}"]`), rule.anchor).toHaveText(rule.section);
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

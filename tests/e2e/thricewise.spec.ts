import { expect, test } from '@playwright/test';
import { expectNoErrors, islandReady, watchErrors } from './helpers';

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
  await expect(example.getByTestId('feedback')).toContainText('Not quite: there the Soldier would score');
  await example.getByRole('button', { name: 'row 4, column 3: place the Soldier here' }).click();
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
  await expect(example.getByTestId('feedback')).toHaveText('The grid is already six cards wide: it cannot grow wider.');
  await example.getByRole('button', { name: 'row 3, column 7: place the Soldier here' }).click();
  await expect(example.getByTestId('feedback')).toHaveText('Right!');
  await expect(example.getByTestId('caption')).toContainText('the grid is now two tall');
});

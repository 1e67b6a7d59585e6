import { expect, test } from '@playwright/test';
import { expectNoErrors, islandReady, watchErrors } from './helpers';

test('a reader steps through the fishing example', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/games/jigger/');
  const example = page.getByRole('region', { name: 'Jigger! Going fishing' });
  await islandReady(page, example);
  await expect(example.getByTestId('caption')).toContainText('Mia has no Waves at all');
  await expect(example.getByRole('group', { name: 'Mia’s hand' }).locator('[data-card]')).toHaveCount(2);
  await example.getByRole('button', { name: 'Next step' }).click();
  await expect(example.getByTestId('caption')).toContainText('Mia calls “Jigger!” and goes fishing');
  await expect(example.getByRole('group', { name: 'Mia’s hand' }).locator('[data-card]')).toHaveCount(4);
  await expect(example.getByRole('group', { name: 'Your take' }).getByRole('img', { name: 'the Darkness, 9, Waves and Wyrms' })).toBeVisible();
  await example.getByRole('button', { name: 'Restart example' }).click();
  await expect(example.getByTestId('caption')).toContainText('Mia has no Waves at all');
  await expectNoErrors(errors);
});

import { expect, test } from '@playwright/test';
import { hydrated, quiet } from './helpers';

test('the gallery filters by suit, rank and type', async ({ page }) => {
  await page.goto('/deck/');
  await hydrated(page);
  const count = page.getByTestId('gallery-count');
  await expect(count).toHaveText('Showing 45 of 45 cards.');
  await page.getByLabel('Suit', { exact: true }).selectOption('moons');
  await expect(count).toHaveText('Showing 14 of 45 cards.'); // 10 basic + 2 Pawns + 2 Courts
  await page.getByLabel('Type', { exact: true }).selectOption('personality');
  await expect(count).toHaveText('Showing 6 of 45 cards.'); // Author, Lunatic, Diplomat, Huntress, Watchman, Consul
  await page.getByLabel('Rank', { exact: true }).selectOption('C');
  await expect(count).toHaveText('Showing 1 of 45 cards.');
  await expect(page.locator('.gallery-grid').getByRole('img', { name: 'the Huntress, Crown, Moons' })).toBeVisible();
  await page.getByRole('button', { name: 'Show all' }).click();
  await expect(count).toHaveText('Showing 45 of 45 cards.');
  await page.getByLabel('Rank', { exact: true }).selectOption('excuse');
  await expect(page.locator('.gallery-grid').getByRole('img', { name: 'the Excuse, no rank and no suit' })).toBeVisible();
});

test('the antipathetic pairs are pictured with words, not colour alone', async ({ page }) => {
  await page.goto('/deck/');
  const figure = page.locator('figure.antipathy');
  for (const suit of ['Moons', 'Wyrms', 'Suns', 'Leaves', 'Waves', 'Knots']) await expect(figure).toContainText(suit);
  await expect(figure.getByText('no card in the basic deck carries both Moons and Wyrms', { exact: false })).toHaveCount(1);
});

test('pages without islands ship no framework JavaScript', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/');
  await quiet(page);
  expect(scripts.filter((s) => /preact|client\.|hooks\.module|xstate/i.test(s))).toEqual([]);
});

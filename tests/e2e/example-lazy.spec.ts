/**
 * A rules page that is only read never loads the state-machine library: an example's set-up is drawn
 * without it, and its machine loads when the reader points at, focuses or presses the example. A press
 * before it has loaded is kept; a machine that cannot load is said, and the next press tries again.
 */
import { expect, test } from '@playwright/test';
import { buttonsCovered, islandReady, quiet } from './helpers';

test('an example loads its machine when the reader acts, keeps the first press, and says so when it cannot load', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('.js')) scripts.push(new URL(r.url()).pathname);
  });
  // The machine's chunks fail to load at first, as on a dropped connection.
  let offline = true;
  await page.route(/\/_astro\/(example|xstate)[^/]*\.js$/, (route) => (offline ? route.abort('internetdisconnected') : route.continue()));
  await page.goto('/games/ferret/');
  const example = page.locator('[data-example]').first();
  await islandReady(page, example);
  // Read only: the set-up is drawn and no machine is loaded.
  await expect(example.getByTestId('caption')).not.toBeEmpty();
  await quiet(page);
  expect(scripts.filter((s) => /xstate/.test(s))).toEqual([]);
  const before = await example.getByTestId('caption').innerText();
  const next = example.getByRole('button', { name: 'Next step' });
  const show = example.getByRole('button', { name: 'Show me' });
  const press = (await next.isEnabled()) ? next : show;
  await press.click();
  await expect(example.getByRole('alert')).toContainText('could not be loaded');
  await expect(example.getByTestId('caption')).toHaveText(before);
  // The message sits under the buttons and covers none of them.
  expect(await buttonsCovered(example, '[role="alert"]')).toEqual([]);
  // Back online: the next press loads the machine and moves on.
  offline = false;
  await press.click();
  await expect(example.getByRole('alert')).toHaveCount(0);
  await expect(example.getByText(/^Step 1 of \d+/)).toBeVisible();
  expect(scripts.some((s) => /xstate/.test(s))).toBe(true);
});

test('a press on an example before its machine has loaded is not lost', async ({ page }) => {
  // The machine's chunk arrives late, as on a slow connection.
  await page.route(/\/_astro\/xstate[^/]*\.js$/, async (route) => {
    await new Promise((r) => setTimeout(r, 800));
    await route.continue();
  });
  await page.goto('/games/jigger/');
  const example = page.locator('[data-example="jigger-fishing"]');
  await islandReady(page, example);
  // The first press while it loads is the one kept: a second (a double click, another button) is not
  // answered as well, and no question is skipped.
  await example.getByRole('button', { name: /^Demand Waves/ }).click();
  await expect(example).toHaveAttribute('aria-busy', 'true');
  // The controls say they are not taking presses meanwhile (and keep focus: aria-disabled, not disabled).
  await expect(example.getByRole('button', { name: 'Restart example' })).toHaveAttribute('aria-disabled', 'true');
  await example.getByRole('button', { name: /^Demand Moons/ }).click();
  await expect(example.getByTestId('caption')).toHaveText('You say: “I demand Waves!”');
  await expect(example.getByRole('group', { name: 'Your answer' })).toBeVisible();
  await expect(example.getByText(/^Step 1 of \d+/)).toBeVisible();
  await expect(example).not.toHaveAttribute('aria-busy', /.*/);
  await expect(example.getByRole('button', { name: 'Restart example' })).not.toHaveAttribute('aria-disabled', /.*/);
});

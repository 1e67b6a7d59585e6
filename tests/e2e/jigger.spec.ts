import { expect, test } from '@playwright/test';
import { expectNoErrors, hydrated, islandReady, watchErrors } from './helpers';

test('a child makes the demand, says who answers, and watches each draw', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/games/jigger/');
  const example = page.getByRole('region', { name: 'Jigger! Going fishing' });
  await islandReady(page, example);
  await expect(example.getByTestId('caption')).toContainText('Mia has no Waves at all');
  const mia = example.getByRole('group', { name: 'Mia’s hand' }).locator('[data-card]');
  await expect(mia).toHaveCount(2);
  // Nothing glows before the question is answered.
  await expect(example.locator('.is-highlighted')).toHaveCount(0);
  await expect(example.getByRole('button', { name: 'Next step' })).toBeDisabled();
  // A wrong suit is allowed: the child hears what it would bring.
  await example.getByRole('button', { name: 'Demand Moons, grey' }).click();
  await expect(example.getByTestId('feedback')).toContainText('That is allowed, but it is not the answer');
  await example.getByRole('button', { name: 'Demand Waves, blue' }).click();
  await expect(example.getByTestId('caption')).toHaveText('You say: “I demand Waves!”');
  await expect(example.getByRole('group', { name: 'Your take' }).locator('[data-card]')).toHaveCount(0);
  // Who must answer?
  await example.getByRole('group', { name: 'Your answer' }).getByRole('button', { name: 'Mia' }).click();
  await expect(example.getByTestId('feedback')).toContainText('she must go fishing');
  await example.getByRole('group', { name: 'Your answer' }).getByRole('button', { name: 'Leo' }).click();
  await expect(example.getByRole('group', { name: 'Your take' }).getByRole('img', { name: /^the Sailor/ })).toBeVisible();
  // One draw per step.
  await example.getByRole('button', { name: 'Next step' }).click();
  await expect(mia).toHaveCount(3);
  await example.getByRole('button', { name: 'Next step' }).click();
  await expect(mia).toHaveCount(4);
  await example.getByRole('button', { name: 'Next step' }).click();
  await expect(example.getByTestId('caption')).toContainText('the Darkness. It has Waves!');
  await expect(example.getByRole('group', { name: 'Your take' }).getByRole('img', { name: 'the Darkness, 9, Waves and Wyrms' })).toBeVisible();
  await expect(example.getByText('Step 5 of 5')).toBeVisible();
  await example.getByRole('button', { name: 'Restart example' }).click();
  await expect(example.getByTestId('caption')).toContainText('Mia has no Waves at all');
  await expectNoErrors(errors);
});

test('a 3-seat game against two computers, by keyboard, to "Game over"', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/games/jigger/play/?seed=e2e-jig&players=3');
  await hydrated(page);
  await page.getByLabel('Speed of play').selectOption('quick');
  const play = page.locator('.play');
  for (let guard = 0; ; guard++) {
    expect(guard).toBeLessThan(200);
    await expect(play).toHaveAttribute('data-state', /^(human|over)/, { timeout: 20_000 });
    if ((await play.getAttribute('data-state')) === 'over') break;
    const demand = page.getByRole('button', { name: /^Demand (Moons|Suns|Waves|Leaves|Wyrms|Knots), \w+$/ });
    await demand.nth(guard % 6).focus();
    await page.keyboard.press('Enter');
  }
  await expect(page.getByRole('heading', { name: /^Game over\. .+ (win|wins|share the win)!$/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'How the game ended' })).toBeVisible();
  await expectNoErrors(errors);
});

test('the demand buttons name the suit and its colour, and every take’s count is in view', async ({ page }) => {
  await page.goto('/games/jigger/play/?seed=e2e-jig2&players=4');
  await hydrated(page);
  await expect(page.locator('.play')).toHaveAttribute('data-state', /^human/, { timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Demand Waves, blue' })).toContainText('Waves');
  await expect(page.getByRole('button', { name: 'Demand Waves, blue' })).toContainText('blue');
  for (const name of ['You', 'Buck', 'Maris', 'Jane']) await expect(page.getByRole('region', { name }).getByRole('heading')).toContainText('take:');
});

test('two people and a computer at one screen: the hand turns away while the computer plays', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/games/jigger/play/?seed=leak1&players=3&people=1.2');
  await hydrated(page);
  const play = page.locator('.play');
  await expect(play).toHaveAttribute('data-state', 'handoff', { timeout: 15_000 });
  await page.getByRole('button', { name: 'I am ready (Player 1)' }).click();
  await page.getByRole('button', { name: 'Demand Moons, grey' }).click();
  await expect(play).toHaveAttribute('data-state', 'handoff', { timeout: 15_000 });
  await page.getByRole('button', { name: 'I am ready (Player 2)' }).click();
  await expect(page.getByRole('group', { name: 'Player 2’s hand' }).locator('[data-card]')).toHaveCount(3);
  // Every moment of the table from here on is recorded as it changes (a retried assertion could miss the computer's turn).
  await play.evaluate((el) => {
    const seen: { state: string | null; viewer: string | null; status: string | null | undefined; hand: number }[] = [];
    (window as unknown as { seen: typeof seen }).seen = seen;
    const note = () =>
      seen.push({
        state: el.getAttribute('data-state'),
        viewer: el.getAttribute('data-viewer'),
        status: el.querySelector('[data-testid=status]')?.textContent,
        hand: el.querySelectorAll('[aria-label="Player 2’s hand"] [data-card]').length,
      });
    new MutationObserver(note).observe(el, { attributes: true, attributeFilter: ['data-state', 'data-viewer'] });
  });
  // Player 2's demand is answered; then Maris thinks, and nobody's hand faces the screen.
  await page.getByRole('button', { name: 'Demand Moons, grey' }).click();
  await expect(play).toHaveAttribute('data-state', 'handoff', { timeout: 15_000 });
  const seen = await page.evaluate(() => (window as unknown as { seen: { state: string; viewer: string; status: string; hand: number }[] }).seen);
  const thinking = seen.filter((m) => m.state === 'computer');
  expect(thinking.length).toBeGreaterThan(0);
  for (const m of thinking) expect(m).toEqual({ state: 'computer', viewer: 'none', status: 'Maris is thinking…', hand: 0 });
  await expect(page.getByRole('button', { name: 'I am ready (Player 1)' })).toBeVisible();
  await expectNoErrors(errors);
});

test('at the hand-over, the players are told when “Show all hands” will show every hand', async ({ page }) => {
  await page.goto('/games/jigger/play/?seed=leak2&players=2&people=1.2');
  await hydrated(page);
  const gate = page.getByRole('group', { name: 'Pass the screen' });
  await expect(gate).toContainText('Make sure only you can see the screen');
  await page.getByLabel('Show all hands (teaching)').check();
  await expect(gate.getByRole('note').filter({ hasText: 'it is your turn' })).toContainText('“Show all hands” is on: every hand, yours too, will be face up');
  // Turned on at the gate itself: the gate also says so, as it would had it been turned on during another's turn.
  await expect(gate.getByRole('note').filter({ hasText: 'since your last turn' })).toContainText('turned on');
  await page.getByLabel('Show all hands (teaching)').uncheck();
  await expect(gate).toContainText('Make sure only you can see the screen');
});

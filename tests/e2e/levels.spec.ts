/**
 * The computer's level on a play page (Jigger): chosen in the New game form, named in the log, kept
 * on reload and in links (level=strong), and the strong player thinks in a worker while the page
 * stays responsive.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoErrors, hydrated, watchErrors } from './helpers';

const log = (page: Page) => page.getByRole('region', { name: 'What happened' });

for (const level of ['Gentle', 'Normal', 'Strong'] as const) {
  test(`a new game at the ${level} level says so in the log, and keeps it on reload`, async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/games/jigger/play/');
    await hydrated(page);
    await page.locator('summary', { hasText: /^New game/ }).click();
    await page.getByLabel('Computer level').selectOption(level.toLowerCase());
    await page.getByRole('button', { name: 'Start the new game' }).click();
    await expect(log(page)).toContainText(`Buck and Maris play at the ${level} level.`);
    await expect(page.locator('.play')).toHaveAttribute('data-level', level.toLowerCase());
    if (level !== 'Normal')
      await expect(page.getByRole('link', { name: 'Link to this deal' })).toHaveAttribute('href', new RegExp(`level=${level.toLowerCase()}`));
    await page.reload();
    await hydrated(page);
    await expect(log(page)).toContainText(`Buck and Maris play at the ${level} level.`);
    await page.locator('summary', { hasText: /^New game/ }).click();
    await expect(page.getByLabel('Computer level')).toHaveValue(level.toLowerCase());
    await expectNoErrors(errors);
  });
}

test('a link with level=strong starts its deal at the Strong level', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/games/jigger/play/?seed=lv-link&players=3&level=strong');
  await hydrated(page);
  await expect(log(page)).toContainText('Buck and Maris play at the Strong level.');
  await expect(page.locator('.play')).toHaveAttribute('data-level', 'strong');
  await expect(page.getByRole('link', { name: 'Link to this deal' })).toHaveAttribute('href', /seed=lv-link.*level=strong/);
  await expectNoErrors(errors);
});

test('a link with an unknown level is explained, and a new deal starts', async ({ page }) => {
  await page.goto('/games/jigger/play/?seed=lv-bad&level=expert');
  await hydrated(page);
  await expect(page.locator('[data-notice="link"]')).toContainText('computer level “expert”');
});

test('on a phone, where the sidebar falls below the table, the notice shows without scrolling and can be dismissed', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/games/jigger/play/?seed=lv-bad&level=expert');
  await hydrated(page);
  const notice = page.locator('[data-notice="link"]');
  await expect(notice).toBeInViewport({ ratio: 1 });
  await notice.getByRole('button', { name: /^Dismiss/ }).click();
  await expect(notice).toHaveCount(0);
});

test('the strong computer thinks in a worker: its moves arrive while the page stays responsive', async ({ page }) => {
  const errors = watchErrors(page);
  const workers: string[] = [];
  page.on('worker', (w) => workers.push(w.url()));
  await page.goto('/games/jigger/play/?seed=lv-think&players=3&level=strong');
  await hydrated(page);
  const speed = page.getByLabel('Speed of play');
  await speed.selectOption('quick');
  // For each time a computer thinks, the longest the page's main thread was kept busy meanwhile.
  await page.evaluate(() => {
    const w = window as unknown as { gaps: number[] };
    w.gaps = [];
    let last = performance.now();
    let thinking = false;
    setInterval(() => {
      const t = performance.now();
      const now = document.querySelector('.play[data-thinking]') !== null;
      if (now && !thinking) w.gaps.push(0);
      if (now) w.gaps[w.gaps.length - 1] = Math.max(w.gaps[w.gaps.length - 1]!, t - last);
      thinking = now;
      last = t;
    }, 10);
  });
  const play = page.locator('.play');
  let changed = 0;
  for (let turn = 0; turn < 4; turn++) {
    await expect(play).toHaveAttribute('data-state', /^(human|over)/, { timeout: 30_000 });
    if ((await play.getAttribute('data-state')) === 'over') break;
    const before = await page.locator('.play-log li').count();
    await page
      .getByRole('button', { name: /^Demand (Moons|Suns|Waves|Leaves|Wyrms|Knots), \w+$/ })
      .nth(turn % 6)
      .click();
    // The computers take their turns; while one thinks, the speed can still be changed.
    const thinking = page.locator('.play[data-thinking="true"]');
    if (
      await thinking.waitFor({ timeout: 8_000 }).then(
        () => true,
        () => false,
      )
    ) {
      const to = changed % 2 === 0 ? 'normal' : 'quick';
      await speed.selectOption(to);
      await expect(speed).toHaveValue(to);
      changed++;
    }
    await expect.poll(async () => page.locator('.play-log li').count(), { timeout: 30_000 }).toBeGreaterThan(before);
  }
  expect(changed).toBeGreaterThan(0);
  expect(workers.some((u) => /computer-worker/.test(u))).toBe(true);
  const gaps = await page.evaluate(() => (window as unknown as { gaps: number[] }).gaps);
  expect(gaps.length).toBeGreaterThan(0);
  // A search on the page itself would hold it for its whole budget (150 ms or more) every time a
  // computer thinks. On a loaded machine the page may stall once for other reasons (a render, a
  // collection), so most thinking spells, not every one, must leave the page free.
  const held = gaps.filter((g) => g >= 150).length;
  expect(held, `thinking spells that held the page 150 ms or more: ${gaps.map(Math.round).join(', ')} ms`).toBeLessThanOrEqual(
    Math.floor((gaps.length - 1) / 2),
  );
  await expectNoErrors(errors);
});

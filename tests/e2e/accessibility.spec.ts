import { expect, test } from '@playwright/test';
import { expectNoErrors, hydrated, watchErrors } from './helpers';
import { GAMES } from '../../src/engine/games';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { axeOn } from './axe';

// Every game's rules and play pages, from the registry; a frame page and a print sheet of the first game.
const [firstId, first] = Object.entries(GAMES)[0]!;
const PAGES = [
  '/',
  '/deck/',
  ...Object.keys(GAMES).flatMap((id) => [`/games/${id}/`, `/games/${id}/learn/`, `/games/${id}/play/`]),
  '/teach/',
  '/embed/',
  `/embed/${firstId}/${first.examples[0]!.id}/`,
  `/print/${firstId}/`,
];

for (const path of PAGES) {
  for (const theme of ['light', 'dark'] as const) {
    test(`${path} passes axe (WCAG 2.2 A and AA) in the ${theme} theme, with no console errors`, async ({ page }) => {
      const errors = watchErrors(page);
      await page.emulateMedia({ colorScheme: theme });
      await page.goto(path);
      await hydrated(page);
      const results = await axeOn(page).analyze();
      const summary = results.violations.map(
        (v) =>
          `${v.id}: ${v.help} (${v.nodes.length}) ${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(' '))
            .join(' | ')}`,
      );
      expect(summary, summary.join('\n')).toEqual([]);
      await expectNoErrors(errors);
    });
  }
}

// Every other built page, once each (light theme): every guided game's frame, the custom example's frame,
// every print sheet and the 404 page, from dist/ itself so that no page is left out. The site examples'
// frames are checked at two sizes by tests/e2e/example-axe.spec.ts, which this leaves them to.
const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));
const builtPages = (dir: string, path = '/'): string[] =>
  readdirSync(join(DIST, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? builtPages(join(dir, e.name), `${path}${e.name}/`) : e.name === 'index.html' ? [path] : [],
  );
const EXAMPLE_FRAMES = new Set(
  Object.entries(GAMES).flatMap(([id, def]) => def.examples.flatMap((e) => [`/embed/${id}/${e.id}/`, `/es/embed/${id}/${e.id}/`])),
);
// Every Spanish page too (issue 34), once each: its rules, learn, play, deck, teachers', embed and print pages and frames.
const OTHERS = [...builtPages('embed', '/embed/'), ...builtPages('print', '/print/'), ...builtPages('es', '/es/'), '/no-such-page/'].filter(
  (p) => !PAGES.includes(p) && !EXAMPLE_FRAMES.has(p),
);

// In parts of about ten pages, so that the two workers share them (in one test of them all, one worker could be left
// with minutes of pages while the other had nothing left to run).
const PARTS = Math.ceil(OTHERS.length / 10);
for (let part = 0; part < PARTS; part++) {
  const paths = OTHERS.filter((_, i) => i % PARTS === part);
  test(`the ${OTHERS.length} other pages (every frame, print sheet, Spanish page and the 404 page), part ${part + 1} of ${PARTS}: ${paths.length} pages pass axe, with no console errors`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const failed: string[] = [];
    for (const path of paths) {
      const errors = watchErrors(page);
      await page.goto(path);
      await hydrated(page);
      const results = await axeOn(page).analyze();
      for (const v of results.violations)
        failed.push(
          `${path} ${v.id}: ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 2)
            .join(' | ')}`,
        );
      // A missing page's own 404 is the browser's report of its status, not an error of ours.
      for (const e of errors) if (!(path === '/no-such-page/' && e.includes('404 (Not Found)'))) failed.push(`${path} ${e}`);
      page.removeAllListeners('console');
      page.removeAllListeners('pageerror');
    }
    expect(failed).toEqual([]);
  });
}

test('the play page passes axe mid-game, with a card picked and on the final scoring', async ({ page }) => {
  await page.goto('/games/ferret/play/?seed=axe-check');
  await hydrated(page);
  await page.getByLabel('Speed of play').selectOption('quick');
  await expect(page.getByTestId('status')).toContainText('Your turn', { timeout: 15_000 });
  await page.getByRole('group', { name: 'Your hand' }).getByRole('button').first().click();
  let results = await axeOn(page).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
  // Both pass: the game ends and the final scoring is shown.
  await page.getByRole('group', { name: 'Your hand' }).getByRole('button').first().click();
  await page.getByRole('button', { name: 'Pass' }).click();
  results = await axeOn(page).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});

test('Badger’s Court passes axe with a card and Court cards chosen, with a build on the table, and on a round’s scoring', async ({ page }) => {
  test.setTimeout(180_000);
  const axe = async () =>
    (await axeOn(page).analyze()).violations.map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
  await page.goto('/games/badgers-court/play/?seed=axe-bc');
  await hydrated(page);
  await page.getByLabel('Speed of play').selectOption('quick');
  const play = page.locator('.play');
  let checkedBuild = false;
  for (let guard = 0; guard < 300; guard++) {
    await expect(play).toHaveAttribute('data-state', /^(human|summary|over)/, { timeout: 15_000 });
    const state = await play.getAttribute('data-state');
    if (state !== 'human' || (await play.getAttribute('data-step')) !== 'choosingCard') break;
    await page.locator('[data-zone="hand"] button').first().click();
    const court = page.locator('.bc-court button');
    if ((await court.count()) > 0) await court.first().click();
    if (guard === 0) expect(await axe()).toEqual([]);
    if (!checkedBuild && (await page.locator('.bc-build').count()) > 0) {
      checkedBuild = true;
      expect(await axe()).toEqual([]);
    }
    await page.getByRole('button', { name: 'Clear choice' }).click();
    await page.locator('[data-zone="hand"] button').first().click();
    await page.getByRole('button', { name: 'Lay it in the Court' }).click();
  }
  await expect(play).toHaveAttribute('data-state', /^(summary|over)/);
  expect(checkedBuild).toBe(true);
  expect(await axe()).toEqual([]);
});

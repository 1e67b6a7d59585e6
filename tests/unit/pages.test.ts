/** Each rules page shows every one of its game's examples, so its progress count is true. */
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { GAMES } from '../../src/engine/games';
import { parseProgress, withCompleted, withoutGame } from '../../src/site/progress';

test.each(Object.entries(GAMES).map(([id, def]) => [id, def.examples] as const))(
  'the %s page shows each of its examples once, and its progress line',
  (game, examples) => {
    const page = readFileSync(`src/content/docs/games/${game}/index.mdx`, 'utf8');
    const shown = [...page.matchAll(/ExampleProps\('([^']+)'\)/g)].map((m) => m[1]);
    expect([...shown].sort()).toEqual(examples.map((e) => e.id).sort());
    expect(page).toContain(`<GameProgress game="${game}" />`);
    for (const e of examples) expect(e.game).toBe(game);
  },
);

test('progress records: damaged ones read as empty; completing twice counts once; a reset forgets one game', () => {
  expect(parseProgress('not json')).toEqual({});
  expect(parseProgress('[1,2]')).toEqual({});
  expect(parseProgress('{"ferret":["a",3,"a"],"hermit":"x"}')).toEqual({ ferret: ['a'] });
  const p = withCompleted(withCompleted(withCompleted({}, 'ferret', 'a'), 'ferret', 'a'), 'hermit', 'b');
  expect(p).toEqual({ ferret: ['a'], hermit: ['b'] });
  expect(withoutGame(p, 'ferret')).toEqual({ hermit: ['b'] });
});

test.each(Object.keys(GAMES))('the %s rules page opens with its summary, and its guided game has a page', (game) => {
  const page = readFileSync(`src/content/docs/games/${game}/index.mdx`, 'utf8');
  expect(page).toContain(`<GameSummary game="${game}" />`);
  // The summary comes before the first section of the full rules.
  expect(page.indexOf('<GameSummary')).toBeLessThan(page.search(/^## /m));
  expect(readFileSync(`src/content/docs/games/${game}/learn.mdx`, 'utf8')).toMatch(/<\w+Play client:painted guided=\{[A-Z_]+_GUIDED\} \/>/);
});

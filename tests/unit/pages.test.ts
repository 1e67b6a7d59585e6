/** Each rules page shows every one of its game's examples, so its progress count is true. */
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { GAMES } from '../../src/engine/games';
import { parseProgress, withCompleted, withoutGame } from '../../src/site/progress';
import { DEFAULT_LOCALE, LOCALES } from '../../src/words/locales';

/** A game's page in a language: its MDX source. */
const source = (locale: string, game: string, page: string) =>
  readFileSync(`src/content/docs/${locale === DEFAULT_LOCALE ? '' : `${locale}/`}games/${game}/${page}.mdx`, 'utf8');
const inLocale = (locale: string) => (locale === DEFAULT_LOCALE ? `(, '${locale}')?` : `, '${locale}'`);

test.each(LOCALES.flatMap((locale) => Object.entries(GAMES).map(([id, def]) => [locale, id, def.examples] as const)))(
  'the %s %s page shows each of its examples once, in its language, and its progress line',
  (locale, game, examples) => {
    const page = source(locale, game, 'index');
    const shown = [...page.matchAll(new RegExp(`exampleProps\\('${game}', '([^']+)'${inLocale(locale)}\\)`, 'g'))].map((m) => m[1]);
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

test.each(LOCALES.flatMap((locale) => Object.keys(GAMES).map((game) => [locale, game] as const)))(
  'the %s %s rules page opens with its summary, and its guided game has a page in its language',
  (locale, game) => {
    const page = source(locale, game, 'index');
    expect(page).toContain(`<GameSummary game="${game}"`);
    // The summary comes before the first section of the full rules.
    expect(page.indexOf('<GameSummary')).toBeLessThan(page.search(/^## /m));
    expect(source(locale, game, 'learn')).toMatch(
      new RegExp(`<\\w+Play client:painted guided=\\{guidedIn\\('${game}'${inLocale(locale)}\\)\\} words=\\{gameWords\\('${game}'${inLocale(locale)}\\)\\} />`),
    );
  },
);

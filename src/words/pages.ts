/**
 * What a page gives its islands, in its language (build time only, like ./load.ts): the words, an
 * example with its prose in the page's language, a guided game's coach in it, a game's facts and sheet.
 * English is the data beside the engine; another language lays its mirror over it (./mirror.ts).
 */
import type { Example } from '../engine/core/example';
import type { GuidedGame } from '../engine/core/guided';
import type { GameMeta, GameSheet } from '../engine/core/data';
import { GAMES, type GameId } from '../engine/games';
import { DEFAULT_LOCALE, type Locale } from './locales';
import { mirrored, mirroredExample, type MirrorKind } from './mirror';
import { pageWords, type WordsRef } from './page-words';

const MIRRORS = import.meta.glob<unknown>('./*/*.*.json', { eager: true, import: 'default' });

/** A game's mirror of one kind in a language, or undefined for English (and for a language without one). */
export function mirrorOf(game: string, kind: MirrorKind, locale: Locale): unknown {
  if (locale === DEFAULT_LOCALE) return undefined;
  const m = MIRRORS[`./${game}/${kind}.${locale}.json`];
  if (m === undefined) throw new Error(`${game}: no ${locale} text for its ${kind} (src/words/${game}/${kind}.${locale}.json)`);
  return m;
}

const inLocale = <T>(value: T, game: string, kind: MirrorKind, locale: Locale): T =>
  locale === DEFAULT_LOCALE ? value : mirrored(kind, value, mirrorOf(game, kind, locale));

/** A game's words (and the site's), for its islands: a reference to the page's words (./page-words.ts). */
export const gameWords = (game: string, locale: Locale = DEFAULT_LOCALE): WordsRef => pageWords(locale, [game]);

/**
 * An example island's props, by game and example id: the example (its prose in the page's language) and
 * the words. Thrown at build time when the game has no such example, so a page cannot ship an island with nothing to show.
 */
export function exampleProps(game: GameId, id: string, locale: Locale = DEFAULT_LOCALE): { example: string; data: Example; words: WordsRef } {
  const list = GAMES[game].examples;
  const index = list.findIndex((e) => e.id === id);
  if (index < 0) throw new Error(`There is no example called “${id}” (there are: ${list.map((e) => e.id).join(', ')}).`);
  const over = locale === DEFAULT_LOCALE ? undefined : (mirrorOf(game, 'examples', locale) as readonly unknown[])[index];
  const english = list[index] as Example;
  const data = over === undefined ? english : mirroredExample(english, over);
  return { example: id, data, words: gameWords(game, locale) };
}

/** A game's guided first game with its coach's words in the page's language. */
export const guidedIn = (game: GameId, locale: Locale = DEFAULT_LOCALE): GuidedGame => inLocale(GAMES[game].guided, game, 'guided', locale);

/** A game's facts (blurb, summary, teaching notes) in a language. */
export const metaIn = (meta: GameMeta, locale: Locale = DEFAULT_LOCALE): GameMeta => inLocale(meta, meta.id, 'meta', locale);

/** A game's print sheet's text in a language. */
export const sheetIn = (game: string, sheet: GameSheet, locale: Locale = DEFAULT_LOCALE): GameSheet => inLocale(sheet, game, 'sheet', locale);

/** Each game's first example in a language, by game: the embed editor's starting text on that language's page. */
export const firstExamples = (locale: Locale): Readonly<Record<string, Example>> =>
  Object.fromEntries(Object.entries(GAMES).map(([id, def]) => [id, exampleProps(id as GameId, (def.examples[0] as Example).id, locale).data]));

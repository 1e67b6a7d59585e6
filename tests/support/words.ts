/** Words for tests: the English (or another language's) words of a game, as a page gives them to its islands. */
import type { Message } from '../../src/engine/core/message';
import { wordsData } from '../../src/words/load';
import { LOCALES, type Locale } from '../../src/words/locales';
import { makeWords, type Words, type WordsData } from '../../src/words/words';

/** A language's data for these scopes, read once: the same data keeps its parsed templates (makeWords caches them per data). */
const datas = new Map<string, WordsData>();
const dataFor = (locale: Locale, scopes: readonly string[]): WordsData => {
  const key = `${locale}|${scopes.join(',')}`;
  const hit = datas.get(key) ?? wordsData(locale, scopes);
  datas.set(key, hit);
  return hit;
};

const made = new Map<string, Words>();

/** A language's words for these games' scopes, speaking of these seats (you: the seat spoken to); made once for each. */
export function wordsFor(scopes: readonly string[] = [], locale: Locale = 'en', names: readonly string[] = [], you: number | null = null): Words {
  const key = JSON.stringify([scopes, locale, names, you]);
  let w = made.get(key);
  if (!w) made.set(key, (w = makeWords(dataFor(locale, scopes), names, you)));
  return w;
}

/** A message in English, for tests that read what a reader reads. */
export const english = (m: Message, scopes: readonly string[] = [], names: readonly string[] = [], you: number | null = null): string =>
  wordsFor(scopes, 'en', names, you).say(m);

/** Says a message in every language, and returns what each said (throws on a missing catalogue, entry or parameter). */
export function sayInEvery(m: Message, scopes: readonly string[], names: readonly string[] = ['Ana', 'Sam', 'Lu', 'Bo'], you: number | null = 0): string[] {
  return LOCALES.flatMap((locale) => {
    // Every language has every scope's catalogue: a missing one throws here, naming its file.
    const said = wordsFor(scopes, locale, names, you).say(m);
    if (/[{}]/.test(said)) throw new Error(`${locale}: “${said}” left a brace unfilled`);
    return [said];
  });
}

/** A card's English name as a sentence says it ("the Penitent"), or in another form ("bare": "Penitent"). */
export const englishCard = (id: string, form = 'def'): string => wordsFor().card(id, form);

/** Message kinds an engine says of a game (the rest of a game's catalogue is its table's and pages' words). */
export const SAID_KINDS = /^(event|why|hint|refuse|result|score|reminder|undo|upcoming)\./;

/**
 * Which message ids a words test has said (a message's own and those in its parameters), and the game in which
 * each was first said: a test plays as few seeded games as say every kind of message, and shows it with
 * `unsaid` (WORDS_COVERAGE=1 prints how many games each id needed, to choose the count again).
 */
export class Coverage {
  readonly first = new Map<string, number>();
  private game = 0;

  /** The games from here on are game `g`. */
  at(g: number): void {
    this.game = g;
  }

  saw(m: Message): void {
    if (!this.first.has(m.id)) this.first.set(m.id, this.game);
    const walk = (p: unknown): void => {
      if (Array.isArray(p)) p.forEach(walk);
      else if (p && typeof p === 'object' && typeof (p as Message).id === 'string') this.saw(p as Message);
    };
    for (const p of Object.values(m.p ?? {})) walk(p);
  }

  /** The ids of `scope`'s catalogue of the kinds an engine says that were never said (`besides`: said elsewhere, with why). */
  unsaid(scope: string, catalogue: Record<string, unknown>, besides: Record<string, string> = {}): string[] {
    const ids = Object.keys(catalogue).filter((k) => SAID_KINDS.test(k) && !(k in besides));
    if (process.env.WORDS_COVERAGE) {
      const byGame = [...this.first].filter(([id]) => id.startsWith(`${scope}.`)).sort((a, b) => b[1] - a[1]);
      console.log(
        `${scope}: ${this.first.size} ids said; the last first said in game ${byGame[0]?.[1]}:`,
        byGame.slice(0, Number(process.env.WORDS_COVERAGE) || 8),
      );
    }
    return ids.filter((k) => !this.first.has(`${scope}.${k}`));
  }
}

/**
 * The seeded games a words test plays: its first `first`, and the `rarer` ones that reach its rarest messages
 * (each found with WORDS_COVERAGE=1). WORDS_GAMES=n plays the first n instead, to choose again.
 */
export function wordsGames(first: number, rarer: readonly number[] = []): number[] {
  const n = Number(process.env.WORDS_GAMES ?? 0);
  return n > 0 ? [...Array(n).keys()] : [...Array(first).keys(), ...rarer];
}

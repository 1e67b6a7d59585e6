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

/**
 * For the embed tests: the words an embed shows in a language (its catalogues, joined as src/words/load.ts
 * joins them, read from the files) and each site example as that language writes it (its mirror laid over
 * the English, as the pages lay it: src/words/pages.ts).
 */
import { readFileSync } from 'node:fs';
import type { Example } from '../../src/engine/core/example';
import { mirroredExample } from '../../src/words/mirror';
import { DEFAULT_LOCALE, type Locale } from '../../src/words/locales';
import { makeWords, type DeckWords, type Words } from '../../src/words/words';

const json = (path: string): unknown => JSON.parse(readFileSync(`src/words/${path}`, 'utf8'));
type Entries = Record<string, string | string[]>;

/** A game's embed words in a language: the site's, the shared ones, the deck's and the game's. */
export function embedWords(locale: Locale, game: string): Words {
  const messages: Record<string, string> = {};
  for (const scope of ['core', 'ui', game])
    for (const [id, v] of Object.entries(json(`${scope}/${locale}.json`) as Entries)) messages[`${scope}.${id}`] = typeof v === 'string' ? v : v.join(' ');
  return makeWords({ locale, deck: json(`deck/${locale}.json`) as DeckWords, messages });
}

/** A site example as a language writes it (English is the example itself). */
export function exampleIn(locale: Locale, game: string, examples: readonly Example[], id: string): Example {
  const index = examples.findIndex((e) => e.id === id);
  const english = examples[index] as Example;
  return locale === DEFAULT_LOCALE ? english : mirroredExample(english, (json(`${game}/examples.${locale}.json`) as unknown[])[index]);
}

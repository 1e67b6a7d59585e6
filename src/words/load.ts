/**
 * The catalogues, read at build time: a page asks for its language's words for the scopes it shows
 * (always "core" and "ui"; a game's pages add the game) and gives them to its islands as a prop.
 * Never imported by an island: it holds every language.
 *
 * A catalogue file is src/words/<scope>/<locale>.json: entries by id within the scope ("refuse.game-over"
 * in ferret/en.json is the message "ferret.refuse.game-over"), each a template (./format.ts) or a list of
 * lines joined by spaces, so no line of the file is long. The deck's names are src/words/deck/<locale>.json.
 */
import type { DeckWords, WordsData } from './words';
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';

type Entries = Readonly<Record<string, string | readonly string[]>>;

const FILES = import.meta.glob<Entries>(['./*/*.json', '!./deck/*.json'], { eager: true, import: 'default' });
const DECKS = import.meta.glob<DeckWords>('./deck/*.json', { eager: true, import: 'default' });

/** Every catalogue as scope → locale → entries (for the catalogue test). */
export function catalogues(): ReadonlyMap<string, ReadonlyMap<string, Entries>> {
  const out = new Map<string, Map<string, Entries>>();
  for (const [path, entries] of Object.entries(FILES)) {
    const m = /^\.\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!m || !isLocale(m[2])) continue; // a data file's mirror (examples.es.json): ./pages.ts reads those
    const byLocale = out.get(m[1] as string) ?? new Map<string, Entries>();
    byLocale.set(m[2] as string, entries);
    out.set(m[1] as string, byLocale);
  }
  return out;
}

const text = (v: string | readonly string[]): string => (typeof v === 'string' ? v : v.join(' '));

/** A language's words for these scopes ("core" and "ui" always come too). */
export function wordsData(locale: Locale, scopes: readonly string[] = []): WordsData {
  const all = catalogues();
  const messages: Record<string, string> = {};
  for (const scope of ['core', 'ui', ...scopes]) {
    const entries = all.get(scope)?.get(locale);
    if (!entries) throw new Error(`no ${locale} words for “${scope}” (src/words/${scope}/${locale}.json)`);
    for (const [id, v] of Object.entries(entries)) messages[`${scope}.${id}`] = text(v);
  }
  const deck = DECKS[`./deck/${locale}.json`] ?? DECKS[`./deck/${DEFAULT_LOCALE}.json`];
  if (!deck) throw new Error(`no deck words for ${locale}`);
  return { locale, deck: { cards: deck.cards, suits: deck.suits, ranks: deck.ranks }, messages };
}

// For islands rendered on the server, which are given references to the page's words (./context.ts).
(globalThis as { decktetWordsData?: typeof wordsData }).decktetWordsData = wordsData;

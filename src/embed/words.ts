/**
 * The custom element's words: it runs on other sites, with no page of ours to give its islands their words,
 * so each game's embed script carries the words it needs in one language (the site's, the shared ones, the
 * deck's and the game's), joined as src/words/load.ts joins them. scripts/build-embed.mjs builds one script
 * per game and language, each importing that language's catalogues only, so an English post's script holds
 * no Spanish and a Spanish post's no English. The iframe pages give theirs in their own language instead
 * (src/embed/FramePage.astro); they import none of this.
 */
import type { DeckWords, WordsData } from '../words/words';
import type { Locale } from '../words/locales';

type Entries = Readonly<Record<string, string | readonly string[]>>;

/** One language's catalogues, as a game's embed script imports them (src/words/<scope>/<locale>.json). */
export interface EmbedCatalogues {
  readonly core: Entries;
  readonly ui: Entries;
  readonly deck: DeckWords;
  /** The game's own catalogue. */
  readonly game: Entries;
}

const scoped = (scope: string, entries: Entries): Record<string, string> =>
  Object.fromEntries(Object.entries(entries).map(([id, v]) => [`${scope}.${id}`, typeof v === 'string' ? v : v.join(' ')]));

/** A game's words in one language, for its embed script. */
export const embedWords = (locale: Locale, game: string, c: EmbedCatalogues): WordsData => ({
  locale,
  deck: { cards: c.deck.cards, suits: c.deck.suits, ranks: c.deck.ranks },
  messages: { ...scoped('core', c.core), ...scoped('ui', c.ui), ...scoped(game, c.game) },
});

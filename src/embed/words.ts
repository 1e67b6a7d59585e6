/**
 * The custom element's words: it runs on other sites, with no page of ours to give its islands their words,
 * so each game's embed script carries the English words it needs (the site's, the shared ones, the deck's
 * and the game's), joined as src/words/load.ts joins them. The iframe pages give theirs in their own
 * language instead (src/embed/FramePage.astro); they import none of this.
 */
import core from '../words/core/en.json';
import deck from '../words/deck/en.json';
import ui from '../words/ui/en.json';
import type { DeckWords, WordsData } from '../words/words';

type Entries = Readonly<Record<string, string | readonly string[]>>;

const scoped = (scope: string, entries: Entries): Record<string, string> =>
  Object.fromEntries(Object.entries(entries).map(([id, v]) => [`${scope}.${id}`, typeof v === 'string' ? v : v.join(' ')]));

/** English words for one game's embed script. */
export const englishWords = (game: string, entries: Entries): WordsData => ({
  locale: 'en',
  deck: deck as DeckWords,
  messages: { ...scoped('core', core), ...scoped('ui', ui), ...scoped(game, entries) },
});

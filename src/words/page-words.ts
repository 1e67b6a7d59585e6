/**
 * A page's words, given once. A page's islands would each carry the whole catalogue in their props (a
 * rules page has a dozen islands), so a page carries its language's words once, in its head
 * (`WordsScript.astro`: `<script type="application/json" id="page-words">`), and each island is given only
 * a reference to them (`pageWords(locale, scopes)`: the language and the catalogues it reads). On the
 * server the reference is read from the catalogues (./load.ts, never in a browser's bundle); in the browser,
 * from the page's head.
 */
import { CATALOG, isCatalogId } from '../engine/catalog';
import { DEFAULT_LOCALE, localeOfPath, type Locale } from './locales';

/** Which words an island reads: its page's language and the catalogues beyond "core" and "ui" (a game's). */
export interface WordsRef {
  readonly locale: Locale;
  readonly scopes: readonly string[];
}

export const pageWords = (locale: Locale = DEFAULT_LOCALE, scopes: readonly string[] = []): WordsRef => ({ locale, scopes });

/**
 * The catalogues a page carries, by its address: a game's pages (its rules, learn, play, embed frames and
 * print sheet) their game's; the embed page every game's (its editor shows any game); others none.
 */
export function scopesOfPath(path: string): string[] {
  const parts = path.split('/').filter(Boolean);
  if (parts[0] === localeOfPath(path)) parts.shift();
  const game = parts[0] === 'games' || parts[0] === 'embed' || parts[0] === 'print' ? parts[1] : undefined;
  if (game !== undefined && isCatalogId(game)) return [game];
  return parts[0] === 'embed' ? Object.keys(CATALOG) : [];
}

/** The id of the element holding a page's words. */
export const PAGE_WORDS_ID = 'page-words';

/**
 * A page's words, given once. A page's islands would each carry the whole catalogue in their props (a
 * rules page has a dozen islands), so a page carries its language's words once, in its head
 * (`WordsScript.astro`: `<script type="application/json" id="page-words">`), and each island is given only
 * a reference to them (`pageWords(locale, scopes)`: the language and the catalogues it reads). On the
 * server the reference is read from the catalogues (./load.ts, never in a browser's bundle); in the browser,
 * from the page's head.
 */
import { DEFAULT_LOCALE, type Locale } from './locales';

/** Which words an island reads: its page's language and the catalogues beyond "core" and "ui" (a game's). */
export interface WordsRef {
  readonly locale: Locale;
  readonly scopes: readonly string[];
}

export const pageWords = (locale: Locale = DEFAULT_LOCALE, scopes: readonly string[] = []): WordsRef => ({ locale, scopes });

/** The id of the element holding a page's words. */
export const PAGE_WORDS_ID = 'page-words';

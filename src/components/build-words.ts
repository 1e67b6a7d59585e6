/**
 * The words of a page drawn at build time (an .astro component or page), in its language: Starlight's
 * locale of the page (`Astro.currentLocale`: "es" under /es/, else English). Never imported by an island:
 * it reads every catalogue (src/words/load.ts).
 */
import { wordsData } from '../words/load';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../words/locales';
import { makeWords, type Words, type WordsData } from '../words/words';

export const buildLocale = (locale: string | undefined): Locale => (isLocale(locale) ? locale : DEFAULT_LOCALE);

/** The page's words as data (for its islands' `words` prop), with the scopes asked for. */
export const buildWordsData = (locale: string | undefined, scopes: readonly string[] = []): WordsData => wordsData(buildLocale(locale), scopes);

/** The page's words, to say them at build time. */
export const buildWords = (locale: string | undefined, scopes: readonly string[] = []): Words => makeWords(buildWordsData(locale, scopes));

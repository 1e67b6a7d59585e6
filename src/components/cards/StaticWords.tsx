/**
 * The words of a part of a page drawn at build time only (never an island: it reads the catalogues), in the
 * page's language: `lang` ("es" on a Spanish page; English when absent). CardList, SuitTable and
 * AntipathyPairs are written into the pages' Markdown this way.
 */
import type { ComponentChildren } from 'preact';
import { WordsProvider } from '../../words/context';
import { wordsData } from '../../words/load';
import { DEFAULT_LOCALE, isLocale } from '../../words/locales';
import type { WordsData } from '../../words/words';

export const staticWords = (lang: string | undefined): WordsData => wordsData(isLocale(lang) ? lang : DEFAULT_LOCALE);

export function StaticWords({ lang, children }: { lang: string | undefined; children: ComponentChildren }) {
  return <WordsProvider data={staticWords(lang)}>{children}</WordsProvider>;
}

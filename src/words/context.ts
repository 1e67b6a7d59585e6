/**
 * The words an island speaks, given once at its root: `<WordsProvider data={words}>` around the island's
 * tree (its `words` prop, made by the page: src/words/load.ts), `useWords()` in any component under it.
 */
import { createContext, h, type ComponentChildren } from 'preact';
import { useContext, useMemo } from 'preact/hooks';
import { makeWords, type Words, type WordsData } from './words';
import { PAGE_WORDS_ID, type WordsRef } from './page-words';

const WordsContext = createContext<Words | null>(null);

/** The page's words in the browser, read once from its head. */
let fromPage: WordsData | null = null;
function browserWords(ref: WordsRef): WordsData {
  const el = document.getElementById(PAGE_WORDS_ID);
  fromPage ??= el?.textContent ? (JSON.parse(el.textContent) as WordsData) : null;
  if (!fromPage || fromPage.locale !== ref.locale) throw new Error(`this page carries no ${ref.locale} words for its islands (#${PAGE_WORDS_ID})`);
  return fromPage;
}

/**
 * The catalogues' reader on the server (./load.ts), which registers itself when a page's build loads it (every
 * page that carries words loads it: WordsScript.astro). An island's code never imports it, so no browser's
 * bundle (nor an embed script) holds the catalogues.
 */
const serverWords = (ref: WordsRef): WordsData => {
  const read = (globalThis as { decktetWordsData?: (l: WordsRef['locale'], s: readonly string[]) => WordsData }).decktetWordsData;
  if (!read) throw new Error('no catalogues on this server: the page must load src/words/load.ts (WordsScript.astro does)');
  return read(ref.locale, ref.scopes);
};

/** Words given, or referred to: read from the catalogues on the server, from the page's head in a browser. */
export const resolveWords = (w: WordsData | WordsRef): WordsData => ('messages' in w ? w : typeof document === 'undefined' ? serverWords(w) : browserWords(w));

export function WordsProvider({ data, children }: { data: WordsData | WordsRef; children: ComponentChildren }) {
  const words = useMemo(() => makeWords(resolveWords(data)), [data]);
  return h(WordsContext.Provider, { value: words }, children);
}

/** The island's words. A component outside a provider is a programming error, named here. */
export function useWords(): Words {
  const w = useContext(WordsContext);
  if (!w) throw new Error('useWords() outside a WordsProvider: the island was not given its words');
  return w;
}

/**
 * An island that speaks: the page gives it `words` (src/words/load.ts) beside its own props, and every
 * component under it reads them with `useWords()`. `export default withWords(function FerretPlay(…) {…})`.
 */
export function withWords<P extends object>(Island: (props: P) => ComponentChildren) {
  return function WithWords({ words, ...props }: P & { words: WordsData | WordsRef }) {
    return h(WordsProvider, { data: words, children: h(Island as (p: P) => preact.JSX.Element, props as P) });
  };
}

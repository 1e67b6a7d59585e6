/**
 * A card on a print sheet, in the sheet's words: a Preact component inside an .astro page is a root of its
 * own (no context reaches it from around it), so each card is given the page's words.
 */
import { Card, type CardProps } from '../components/cards/Card';
import { WordsProvider } from '../words/context';
import type { WordsData } from '../words/words';

export function PrintCard({ words, ...card }: CardProps & { words: WordsData }) {
  return (
    <WordsProvider data={words}>
      <Card {...card} />
    </WordsProvider>
  );
}

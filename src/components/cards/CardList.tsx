/** A row of cards for running text in a page (static), in the page's words (`words`: src/words/page-words.ts). */
import { useWords, WordsProvider } from '../../words/context';
import type { WordsRef } from '../../words/page-words';
import type { WordsData } from '../../words/words';
import type { CardSize } from './Card';
import { Card } from './Card';

interface CardListProps {
  cards: string;
  size?: CardSize;
  label?: string;
}

export default function CardList({ words, ...props }: CardListProps & { words: WordsData | WordsRef }) {
  return (
    <WordsProvider data={words}>
      <Row {...props} />
    </WordsProvider>
  );
}

function Row({ cards, size = 'small', label }: CardListProps) {
  const w = useWords();
  const ids = cards.split(/[\s,]+/).filter(Boolean);
  return (
    <div class="card-row not-content" role="group" aria-label={label ?? w.t('ui.cards')} style="margin-block:0.75rem">
      {ids.map((id) => (
        <Card key={id} id={id} size={size} />
      ))}
    </div>
  );
}

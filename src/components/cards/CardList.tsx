/**
 * A row of cards for running text in a page: drawn at build time only (never an island: it reads the
 * catalogues), in the page's language, `lang` ("es" on a Spanish page; English when absent).
 */
import { makeWords } from '../../words/words';
import { StaticWords, staticWords } from './StaticWords';
import type { CardSize } from './Card';
import { Card } from './Card';

export default function CardList({ cards, size = 'small', label, lang }: { cards: string; size?: CardSize; label?: string; lang?: string }) {
  const ids = cards.split(/[\s,]+/).filter(Boolean);
  return (
    <StaticWords lang={lang}>
      <div class="card-row not-content" role="group" aria-label={label ?? makeWords(staticWords(lang)).t('ui.cards')} style="margin-block:0.75rem">
        {ids.map((id) => (
          <Card key={id} id={id} size={size} />
        ))}
      </div>
    </StaticWords>
  );
}

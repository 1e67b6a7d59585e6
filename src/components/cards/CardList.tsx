/**
 * A row of cards for running text in a page: drawn at build time only (never an island: it reads the
 * catalogues), in the page's language, `lang` ("es" on a Spanish page; English when absent).
 */
import { wordsData } from '../../words/load';
import { WordsProvider } from '../../words/context';
import { DEFAULT_LOCALE, isLocale } from '../../words/locales';
import { makeWords } from '../../words/words';
import type { CardSize } from './Card';
import { Card } from './Card';

export default function CardList({ cards, size = 'small', label, lang }: { cards: string; size?: CardSize; label?: string; lang?: string }) {
  const ids = cards.split(/[\s,]+/).filter(Boolean);
  const data = wordsData(isLocale(lang) ? lang : DEFAULT_LOCALE);
  return (
    <WordsProvider data={data}>
      <div class="card-row not-content" role="group" aria-label={label ?? makeWords(data).t('ui.cards')} style="margin-block:0.75rem">
        {ids.map((id) => (
          <Card key={id} id={id} size={size} />
        ))}
      </div>
    </WordsProvider>
  );
}

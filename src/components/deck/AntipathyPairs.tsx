/** The three antipathetic pairs as a picture (static). */
import { ANTIPATHETIC_PAIRS } from '../../engine/deck';
import { useWords } from '../../words/context';
import { SuitIcon } from '../cards/glyphs';
import { StaticWords } from '../cards/StaticWords';

/** The antipathetic pairs, in the page's language (`lang`: ./StaticWords.tsx). */
export default function AntipathyPairs({ lang }: { lang?: string }) {
  return (
    <StaticWords lang={lang}>
      <Pairs />
    </StaticWords>
  );
}

function Pairs() {
  const w = useWords();
  return (
    <figure class="antipathy">
      {ANTIPATHETIC_PAIRS.map(([a, b]) => (
        <div class="antipathy-pair" key={a}>
          <SuitIcon suit={a} size="3rem" />
          <strong>{w.suit(a)}</strong>
          <span class="versus" aria-hidden="true">
            <span>{w.phrase('ui.deck.versus')}</span>
          </span>
          <SuitIcon suit={b} size="3rem" />
          <strong>{w.suit(b)}</strong>
          <span class="sr-only">{w.phrase('ui.deck.pair', { a, b })}</span>
        </div>
      ))}
      <figcaption>{w.t('ui.deck.pairs')}</figcaption>
    </figure>
  );
}

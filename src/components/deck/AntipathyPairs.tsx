/** The three antipathetic pairs as a picture (static). */
import { msg } from '../../engine/core/message';
import { ANTIPATHETIC_PAIRS } from '../../engine/deck';
import { useWords, WordsProvider } from '../../words/context';
import { SuitIcon } from '../cards/glyphs';
import type { WordsRef } from '../../words/page-words';
import type { WordsData } from '../../words/words';

/** The antipathetic pairs, in the page's language (`words`: src/words/page-words.ts). */
export default function AntipathyPairs({ words }: { words: WordsData | WordsRef }) {
  return (
    <WordsProvider data={words}>
      <Pairs />
    </WordsProvider>
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
            <span>{w.phrase(msg('ui.deck.versus'))}</span>
          </span>
          <SuitIcon suit={b} size="3rem" />
          <strong>{w.suit(b)}</strong>
          <span class="sr-only">{w.phrase(msg('ui.deck.pair', { a, b }))}</span>
        </div>
      ))}
      <figcaption>{w.t('ui.deck.pairs')}</figcaption>
    </figure>
  );
}

/** The three antipathetic pairs as a picture (static). */
import { ANTIPATHETIC_PAIRS, SUIT_INFO } from '../../engine/deck';
import { SuitIcon } from '../cards/glyphs';

export default function AntipathyPairs() {
  return (
    <figure class="antipathy">
      {ANTIPATHETIC_PAIRS.map(([a, b]) => (
        <div class="antipathy-pair" key={a}>
          <SuitIcon suit={a} size="3rem" />
          <strong>{SUIT_INFO[a].name}</strong>
          <span class="versus" aria-hidden="true">
            <span>never</span>
          </span>
          <SuitIcon suit={b} size="3rem" />
          <strong>{SUIT_INFO[b].name}</strong>
          <span class="sr-only">
            : no card in the basic deck carries both {SUIT_INFO[a].name} and {SUIT_INFO[b].name}.
          </span>
        </div>
      ))}
      <figcaption>The three antipathetic pairs: no basic card has both suits of a pair.</figcaption>
    </figure>
  );
}

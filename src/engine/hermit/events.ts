/** The cards a Hermit event is about, to mark on the table while it is shown. */
import type { CardId } from '../deck';
import type { HermitEvent } from './state';

export function eventCards(e: HermitEvent): readonly CardId[] {
  switch (e.type) {
    case 'play':
    case 'new-trick':
      return [e.card];
    case 'starts':
      return e.tricks.flatMap((t) => (t.cards[0] ? [t.cards[0].card] : []));
    default:
      return [];
  }
}

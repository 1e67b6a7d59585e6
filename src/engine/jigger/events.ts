/**
 * The cards a Jigger event is about, to mark on the table while it is shown. A fished card that is kept
 * is not marked: Jigger's events are not filtered per seat (it has no viewEvent), so only what every
 * player sees is marked (cards given, and a fished card that matches the demand).
 */
import type { CardId } from '../deck';
import type { JiggerEvent } from './game';

export function eventCards(e: JiggerEvent): readonly CardId[] {
  switch (e.type) {
    case 'surrender':
      return e.cards;
    case 'excuse':
      return [e.card];
    case 'fish':
      return e.card && e.match ? [e.card] : [];
    default:
      return [];
  }
}

/**
 * The cards a Jigger event is about, to mark on the table while it is shown. Ask it of the event as a
 * seat sees it (viewEvent): a card another player fished and kept is not named there.
 */
import type { CardId } from '../deck';
import type { JiggerEvent } from './game';

export function eventCards(e: JiggerEvent): readonly CardId[] {
  switch (e.type) {
    case 'surrender':
      return e.cards.filter((c): c is CardId => c !== null);
    case 'excuse':
      return [e.card];
    case 'fish':
      return e.card ? [e.card] : [];
    default:
      return [];
  }
}

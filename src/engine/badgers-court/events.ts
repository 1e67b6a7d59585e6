/** The cards a Badger's Court event is about, to mark on the table while it is shown. */
import type { CardId } from '../deck';
import type { BadgersCourtEvent } from './state';

export function eventCards(e: BadgersCourtEvent): readonly CardId[] {
  switch (e.type) {
    case 'take':
      return e.taken;
    case 'build':
      return e.cards;
    case 'lay':
      return [e.card];
    default:
      return [];
  }
}

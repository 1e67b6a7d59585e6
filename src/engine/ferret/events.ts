/** The cards a Ferret event is about, to mark on the table while it is shown. */
import type { CardId } from '../deck';
import type { FerretEvent } from './state';

export function eventCards(e: FerretEvent): readonly CardId[] {
  switch (e.type) {
    case 'ferret':
      return [e.card, e.target];
    case 'set':
      return e.set.cards.map((c) => c.card);
    case 'layoff':
      return [e.layoff.card];
    case 'draw':
      return e.card ? [e.card] : [];
    default:
      return [];
  }
}

/** The cards a Thricewise event is about, to mark on the table while it is shown. */
import type { CardId } from '../deck';
import type { ThricewiseEvent } from './state';

export function eventCards(e: ThricewiseEvent): readonly CardId[] {
  return e.type === 'place' ? [e.card] : [];
}

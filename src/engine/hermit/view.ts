/** What one seat may see: its own hand and secret choices; others' hands and choices only as counts. */
import { seatView, secretChoices, type SeatView, type SecretChoices } from '../core/view';
import type { CardId } from '../deck';
import type { HermitEvent, HermitOptions, HermitState } from './state';

/**
 * What a seat sees of the state as it is. The discarded cards are those no longer in anyone's hand or
 * on the table this hand (a completed trick no one controlled): every seat saw them go.
 */
const PUBLIC = ['handNo', 'dealer', 'tricks', 'phase', 'turn', 'scores', 'results', 'discarded'] as const;

export interface HermitView extends SeatView<'hermit', HermitOptions>, SecretChoices, Pick<HermitState, (typeof PUBLIC)[number]> {
  readonly tricksTaken: readonly number[];
  /** Cards this seat has seen taken in tricks this hand, per seat (they were played face up). */
  readonly taken: readonly (readonly CardId[])[];
  readonly cottageCount: number;
  readonly cottageAdded: readonly CardId[];
}

export function view(s: HermitState, seat: number): HermitView {
  return {
    ...seatView(s, seat, PUBLIC),
    tricksTaken: s.taken.map((t) => t.length),
    taken: s.taken.map((t) => t.flat()),
    cottageCount: s.cottage.length,
    cottageAdded: s.cottageAdded[seat] ?? [],
    ...secretChoices(s.chosen, seat),
  };
}

/** An event as a seat may know it: other players' secret choices are not named until revealed. */
export function viewEvent(e: HermitEvent, seat: number): HermitEvent {
  if (e.type === 'chosen' && e.seat !== seat) return { ...e, card: null };
  if (e.type === 'cottage') return { ...e, cards: e.cards.map((c, i) => (i === seat ? c : null)) };
  return e;
}

/** Did this event show the seat a card it could not see before? */
export function reveals(e: HermitEvent, seat: number): boolean {
  switch (e.type) {
    case 'play':
    case 'new-trick':
      return e.seat !== seat;
    case 'starts':
      return e.tricks.some((t) => t.cards[0]?.seat !== seat);
    case 'deal':
      return true;
    case 'hand-over':
      return true;
    default:
      return false;
  }
}

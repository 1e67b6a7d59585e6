/** What one seat may see: its own hand and secret choices; others' hands and choices only as counts. */
import { seatView, type SeatView } from '../core/view';
import type { CardId } from '../deck';
import type { HandResult, HermitEvent, HermitOptions, HermitState, Trick } from './state';

export interface HermitView extends SeatView<'hermit', HermitOptions> {
  readonly handNo: number;
  readonly dealer: number;
  readonly tricks: readonly Trick[];
  readonly tricksTaken: readonly number[];
  /** Cards this seat has seen taken in tricks this hand, per seat (they were played face up). */
  readonly taken: readonly (readonly CardId[])[];
  readonly cottageCount: number;
  readonly cottageAdded: readonly CardId[];
  readonly phase: HermitState['phase'];
  /** Who has made their secret choice; this seat's own choice is shown. */
  readonly hasChosen: readonly boolean[];
  readonly myChoice: CardId | null;
  readonly turn: number;
  readonly scores: readonly number[];
  readonly results: readonly HandResult[];
  /** Cards no longer in anyone's hand or on the table this hand, as far as this seat knows. */
  readonly discarded: readonly CardId[];
}

export function view(s: HermitState, seat: number): HermitView {
  return {
    ...seatView('hermit', s, seat),
    handNo: s.handNo,
    dealer: s.dealer,
    tricks: s.tricks,
    tricksTaken: s.taken.map((t) => t.length),
    taken: s.taken.map((t) => t.flat()),
    cottageCount: s.cottage.length,
    cottageAdded: s.cottageAdded[seat] ?? [],
    phase: s.phase,
    hasChosen: s.chosen.map((c) => c !== null),
    myChoice: s.chosen[seat] ?? null,
    turn: s.turn,
    scores: s.scores,
    results: s.results,
    discarded: s.discarded,
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

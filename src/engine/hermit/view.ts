/** What one seat may see: its own hand and secret choices; others' hands and choices only as counts. */
import type { SeatView, SecretChoices } from '../core/view';
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

const lengthOf = (list: readonly unknown[]): number => list.length;
const isChosen = (c: CardId | null): boolean => c !== null;

/*
 * A seat's taken tricks as one list of cards (`flat()`), kept for the last few lists of tricks asked: a
 * seat's tricks change only when it takes one, and a view is made at every move. Views share the list
 * (as they share the state's own lists: nothing changes them).
 */
const FLAT = 16;
const flatFrom: (readonly (readonly CardId[])[] | null)[] = Array.from({ length: FLAT }, () => null);
const flatTo: (readonly CardId[])[] = Array.from({ length: FLAT }, () => []);
let flatNext = 0;
function cardsOf(tricks: readonly (readonly CardId[])[]): readonly CardId[] {
  for (let i = 0; i < FLAT; i++) if (flatFrom[i] === tricks) return flatTo[i] as readonly CardId[];
  const out: CardId[] = [];
  for (const t of tricks) for (const c of t) out.push(c);
  flatFrom[flatNext] = tricks;
  flatTo[flatNext] = out;
  flatNext = (flatNext + 1) % FLAT;
  return out;
}

/**
 * `seatView(s, seat, PUBLIC)` with the rest of the view, written out: the Strong player makes a view for
 * every move of every playout. The same fields in the same order (tests/unit/hermit-rules.test.ts holds
 * it to seatView's and secretChoices').
 */
export function view(s: HermitState, seat: number): HermitView {
  return {
    handNo: s.handNo,
    dealer: s.dealer,
    tricks: s.tricks,
    phase: s.phase,
    turn: s.turn,
    scores: s.scores,
    results: s.results,
    discarded: s.discarded,
    game: s.game,
    seat,
    options: s.options,
    hand: s.hands[seat] ?? [],
    handCounts: s.hands.map(lengthOf),
    tricksTaken: s.taken.map(lengthOf),
    taken: s.taken.map(cardsOf),
    cottageCount: s.cottage.length,
    cottageAdded: s.cottageAdded[seat] ?? [],
    hasChosen: s.chosen.map(isChosen),
    myChoice: s.chosen[seat] ?? null,
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

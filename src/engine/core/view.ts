/** The start every multi-seat game's view of a seat shares (Ferret's, with its two fixed seats, is its own). */
import type { CardId } from '../deck';

/** Which game, whose view, the options, the seat's own hand and how many cards each hand holds. */
export interface SeatView<G extends string, O> {
  readonly game: G;
  readonly seat: number;
  readonly options: O;
  readonly hand: readonly CardId[];
  readonly handCounts: readonly number[];
}

/** A seat's view's start: its own hand only; the others' hands as counts. */
export function seatView<G extends string, O>(game: G, s: { readonly options: O; readonly hands: readonly (readonly CardId[])[] }, seat: number): SeatView<G, O> {
  return { game, seat, options: s.options, hand: s.hands[seat] ?? [], handCounts: s.hands.map((h) => h.length) };
}

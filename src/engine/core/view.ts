/** The start every multi-seat game's state and view of a seat share (Ferret's, with its two fixed seats, are its own). */
import type { CardId } from '../deck';
import type { ScoreLine } from './game';

/** What every multi-seat game's state starts with: which game, its options, and every seat's hand. */
export interface SeatState<G extends string, O> {
  readonly game: G;
  readonly options: O;
  readonly hands: readonly (readonly CardId[])[];
}

/** One scored hand or round of a game played over several deals: who dealt, each seat's points and its lines of the score sheet. */
export interface ScoredDeal {
  readonly dealer: number;
  readonly points: readonly number[];
  /** Per seat, the lines that scored. */
  readonly lines: readonly (readonly ScoreLine[])[];
}

/** A game played over several deals, scored after each (the play shell shows each result's summary in turn). */
export interface MatchState<R extends ScoredDeal> {
  readonly seed: string;
  /** Who deals now. */
  readonly dealer: number;
  /** Totals over the deals scored so far. */
  readonly scores: readonly number[];
  readonly results: readonly R[];
}

/** Which game, whose view, the options, the seat's own hand and how many cards each hand holds. */
export interface SeatView<G extends string, O> {
  readonly game: G;
  readonly seat: number;
  readonly options: O;
  readonly hand: readonly CardId[];
  readonly handCounts: readonly number[];
}

/**
 * A seat's view's start: its own hand only, the others' hands as counts, and the parts of the state
 * every seat sees as they are (`shown`).
 */
export function seatView<S extends SeatState<string, unknown>, K extends keyof S>(
  s: S,
  seat: number,
  shown: readonly K[],
): SeatView<S['game'], S['options']> & Pick<S, K> {
  const open = Object.fromEntries(shown.map((k) => [k, s[k]])) as Pick<S, K>;
  return { ...open, game: s.game, seat, options: s.options, hand: s.hands[seat] ?? [], handCounts: s.hands.map((h) => h.length) };
}

/** Who has made a secret choice, and this seat's own; the others' cards stay hidden until turned up. */
export interface SecretChoices {
  readonly hasChosen: readonly boolean[];
  readonly myChoice: CardId | null;
}

/** A seat's view of the secret choices so far (`chosen`: each seat's card, or null before it chooses). */
export function secretChoices(chosen: readonly (CardId | null)[], seat: number): SecretChoices {
  return { hasChosen: chosen.map((c) => c !== null), myChoice: chosen[seat] ?? null };
}

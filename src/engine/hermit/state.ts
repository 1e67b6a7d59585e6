import type { MatchState, ScoredDeal, SeatState } from '../core/view';
import type { CardId } from '../deck';

export interface HermitOptions {
  readonly players: 2 | 3 | 4 | 5;
  /** The score that ends the match (66, or 100 for a longer game); not used with two players. */
  readonly target: number;
  readonly pleasantCompany: boolean;
  readonly houseParty: boolean;
  /** The first dealer; when absent, the seed picks one. */
  readonly firstDealer?: number;
}

export interface TrickCard {
  readonly card: CardId;
  /** Who played it; null for the leftover card that starts the ownerless trick with five players. */
  readonly seat: number | null;
}

export interface Trick {
  readonly id: number;
  readonly cards: readonly TrickCard[];
  /** The player the trick sits in front of; null while the five-player leftover trick is ownerless. */
  readonly owner: number | null;
}

export interface HandResult extends ScoredDeal {
  readonly hand: number;
  readonly tricksTaken: readonly number[];
  readonly setAside: readonly CardId[];
}

export interface HermitState extends SeatState<'hermit', HermitOptions>, MatchState<HandResult> {
  /** 0 for the first hand of the match. */
  readonly handNo: number;
  readonly tricks: readonly Trick[];
  readonly nextTrickId: number;
  /** Per seat, the tricks taken this hand. */
  readonly taken: readonly (readonly (readonly CardId[])[])[];
  readonly cottage: readonly CardId[];
  /** Per seat, the cards that seat put in the Cottage this hand (the rest of it is unknown to them). */
  readonly cottageAdded: readonly (readonly CardId[])[];
  /** Cards out of play this hand: a completed trick no one controlled. */
  readonly discarded: readonly CardId[];
  /** Five players: the undealt card, until the first tricks of the hand are started. */
  readonly leftover: CardId | null;
  readonly firstStartDone: boolean;
  readonly phase: 'start' | 'cottage' | 'play' | 'over';
  /** Secret choices so far in a 'start' or 'cottage' phase, per seat. */
  readonly chosen: readonly (CardId | null)[];
  readonly turn: number;
}

export type HermitMove =
  | { readonly type: 'start'; readonly seat: number; readonly card: CardId }
  | { readonly type: 'cottage'; readonly seat: number; readonly card: CardId }
  | { readonly type: 'play'; readonly card: CardId; readonly trick: number | 'new' };

export type HermitEvent =
  | { readonly type: 'deal'; readonly hand: number; readonly dealer: number }
  | { readonly type: 'chosen'; readonly seat: number; readonly phase: 'start' | 'cottage'; readonly card: CardId | null }
  | { readonly type: 'starts'; readonly tricks: readonly Trick[] }
  | { readonly type: 'cottage'; readonly cards: readonly (CardId | null)[] }
  | { readonly type: 'play'; readonly seat: number; readonly card: CardId; readonly trick: number; readonly control: boolean; readonly cancels: CardId | null }
  | { readonly type: 'new-trick'; readonly seat: number; readonly card: CardId; readonly trick: number }
  | { readonly type: 'taken'; readonly trick: number; readonly seat: number | null; readonly cards: readonly CardId[] }
  | { readonly type: 'hand-over'; readonly result: HandResult }
  | { readonly type: 'match-over'; readonly scores: readonly number[]; readonly winners: readonly number[] };

import type { MatchState, ScoredDeal, SeatState } from '../core/view';
import type { CardId, Rank } from '../deck';
import type { Message } from '../core/message';

export interface BadgersCourtOptions {
  /** Always two: the game is for two players. Kept so seat-based pages can read it like other games. */
  readonly players: 2;
  /** The basic 36 cards, or with the 4 Pawns and 4 Courts (44; the Excuse is never used). */
  readonly deck: 'basic' | 'extended';
  /** Standard play, or the "very traditional" game with its own values, scoring and target of 25. */
  readonly variant: 'standard' | 'traditional';
  /** Standard only: personalities score one point each instead of 3 for having the most. */
  readonly personalityPoints: boolean;
  /** Standard only: the "Royal" Court, every card valued (Ace 1, Pawn 10, Court 11, Crown 12). */
  readonly royal: boolean;
  /** Draw one card after each turn instead of dealing new hands of four. */
  readonly drawEachTurn: boolean;
  /** Standard only: the little casino (the Origin, 1 point) and the big casino (the End, 2 points). */
  readonly casinos: boolean;
  /** Who deals the first round (dealers switch every round); drawn from the seed when absent. */
  readonly firstDealer?: 0 | 1;
}

/**
 * Something in the Court: a loose card (owner null, one unit of one card) or a build (owner set). A
 * build's units are the groups that each make its rank; with two or more units it is locked.
 */
export interface CourtItem {
  readonly units: readonly (readonly CardId[])[];
  readonly rank: Rank;
  readonly owner: number | null;
}

export interface Tally {
  readonly cards: number;
  readonly crowns: number;
  readonly aces: number;
  readonly personalities: number;
  readonly moons: number;
}

/** A round's result; its lines are empty for a category tied. */
export interface RoundResult extends ScoredDeal {
  readonly round: number;
  readonly tallies: readonly Tally[];
  readonly totals: readonly number[];
  /** The categories nobody scored because of a tie. */
  readonly ties: readonly Message[];
}

export interface BadgersCourtState extends SeatState<'badgers-court', BadgersCourtOptions>, MatchState<RoundResult> {
  /** 0-based round number. */
  readonly round: number;
  /** 1-based deal number within the round. */
  readonly deal: number;
  readonly stock: readonly CardId[];
  readonly court: readonly CourtItem[];
  /** Cards captured this round, per seat. */
  readonly piles: readonly (readonly CardId[])[];
  /** Who last took cards this round. */
  readonly lastTaker: number | null;
  readonly turn: number;
  readonly phase: 'play' | 'over';
}

export type BadgersCourtMove =
  | { readonly type: 'lay'; readonly card: CardId }
  /** Take these Court items (loose cards or builds, each named by any of its cards) with the card played. */
  | { readonly type: 'take'; readonly card: CardId; readonly items: readonly CardId[] }
  /** Play the card onto these items, declaring "building" this rank. */
  | { readonly type: 'build'; readonly card: CardId; readonly items: readonly CardId[]; readonly rank: Rank };

export type BadgersCourtEvent =
  | {
      readonly type: 'deal';
      readonly round: number;
      readonly deal: number;
      readonly dealer: number;
      readonly hands: readonly (readonly (CardId | null)[])[];
      readonly court: readonly CardId[];
    }
  | { readonly type: 'lay'; readonly seat: number; readonly card: CardId }
  | { readonly type: 'take'; readonly seat: number; readonly card: CardId; readonly taken: readonly CardId[]; readonly builds: number; readonly sweep: boolean }
  | {
      readonly type: 'build';
      readonly seat: number;
      readonly card: CardId;
      readonly rank: Rank;
      readonly cards: readonly CardId[];
      readonly locked: boolean;
      readonly raised: Rank | null;
      readonly from: number | null;
    }
  | { readonly type: 'draw'; readonly seat: number; readonly card: CardId | null }
  | { readonly type: 'rest'; readonly seat: number | null; readonly cards: readonly CardId[] }
  | { readonly type: 'round-over'; readonly result: RoundResult }
  | { readonly type: 'over'; readonly scores: readonly number[]; readonly winners: readonly number[] };

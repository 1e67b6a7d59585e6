import type { CardId } from '../deck';
import type { FerretSet, Layoff, SetReading } from './sets';
import type { Seat } from './rules';

export interface FerretOptions {
  /** The non-dealer, who plays first. */
  readonly first: Seat;
}

/**
 * The engine resolves a turn as a queue of small tasks, so that a choice (which set to form) can stop
 * it part-way and the player's answer resumes it. The queue is data, so states stay serialisable.
 */
export type Task =
  /** Form the sets in p's tableau; with `added`, the cards that just joined it (any new set uses one). */
  | { readonly t: 'sets'; readonly p: Seat; readonly added?: readonly CardId[] }
  | { readonly t: 'layoffs'; readonly ps: readonly Seat[] }
  | { readonly t: 'draw'; readonly p: Seat }
  | { readonly t: 'turn'; readonly p: Seat }
  | { readonly t: 'reveal'; readonly p: Seat }
  | { readonly t: 'stage'; readonly stage: FinalStage }
  | { readonly t: 'over' };

export type FinalStage = 'first' | 'second' | 'extra';

export interface EndInfo {
  readonly reason: 'deck' | 'passes';
  /** The player who scores first. */
  readonly first: Seat;
  readonly stage: FinalStage | 'done';
}

export interface FerretState {
  readonly game: 'ferret';
  readonly options: FerretOptions;
  readonly hands: readonly [readonly CardId[], readonly CardId[]];
  /**
   * The cards of each hand that both players saw go into it: a card ferreted into a hand comes face up
   * from the pool or a tableau, so it is no secret. A card leaves this list when it is played or revealed.
   */
  readonly shown: readonly [readonly CardId[], readonly CardId[]];
  readonly tableaux: readonly [readonly CardId[], readonly CardId[]];
  readonly pool: readonly CardId[];
  /** Top card first. */
  readonly drawPile: readonly CardId[];
  readonly sets: readonly FerretSet[];
  readonly layoffs: readonly Layoff[];
  /** The player whose turn it is (or who must choose a set). */
  readonly turn: Seat;
  /** Passes in a row so far. */
  readonly passes: 0 | 1;
  readonly phase: 'play' | 'choose-set' | 'over';
  /** While phase is 'choose-set': who chooses and among what. */
  readonly choice: { readonly chooser: Seat; readonly options: readonly SetReading[] } | null;
  readonly queue: readonly Task[];
  readonly end: EndInfo | null;
  /** Cards set aside for the game (a position may leave some out); never seen by either player. */
  readonly outOfGame: readonly CardId[];
}

export type FerretMove =
  | { readonly type: 'ferret'; readonly card: CardId; readonly target: CardId }
  | { readonly type: 'pass' }
  | { readonly type: 'set'; readonly cards: readonly CardId[]; readonly low: number };

export type FerretEvent =
  | {
      readonly type: 'ferret';
      readonly player: Seat;
      readonly card: CardId;
      readonly target: CardId;
      readonly from: 'pool' | 'tableau';
      readonly to: 'hand' | 'tableau';
    }
  | { readonly type: 'pass'; readonly player: Seat }
  | { readonly type: 'set'; readonly set: FerretSet }
  | { readonly type: 'layoff'; readonly layoff: Layoff; readonly as: number }
  | { readonly type: 'draw'; readonly player: Seat; readonly card: CardId | null }
  | { readonly type: 'end'; readonly reason: 'deck' | 'passes'; readonly first: Seat }
  | { readonly type: 'stage'; readonly stage: FinalStage; readonly player: Seat }
  | { readonly type: 'reveal'; readonly player: Seat; readonly cards: readonly CardId[] }
  | { readonly type: 'over'; readonly scores: readonly [number, number] };

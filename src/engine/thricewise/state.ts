import type { SeatState } from '../core/view';
import type { CardId, Suit } from '../deck';

export interface ThricewiseOptions {
  readonly players: 2 | 3 | 4 | 5;
}

/** A grid cell. Columns and rows are counted from the first grid's top-left corner and may go negative. */
export interface Cell {
  readonly row: number;
  readonly col: number;
}

export interface Placed extends Cell {
  readonly card: CardId;
  /** Who placed it; null for the starting cards. */
  readonly seat: number | null;
}

export type TrioKind = 'flush' | 'set' | 'straight';

export interface Trio {
  readonly kind: TrioKind;
  /** The suit of a flush. */
  readonly suit?: Suit;
  readonly cells: readonly Cell[];
  readonly cards: readonly CardId[];
  readonly points: number;
}

export interface ThricewiseState extends SeatState<'thricewise', ThricewiseOptions> {
  readonly drawPile: readonly CardId[];
  readonly grid: readonly Placed[];
  /** Cards waiting, face up, because their rank was chosen by two or more players; per seat. */
  readonly deferred: readonly (readonly CardId[])[];
  /** This turn's secret choices, per seat. */
  readonly chosen: readonly (CardId | null)[];
  /** While placing: the seats still to place, in order, and what each has left to place. */
  readonly placing: readonly { readonly seat: number; readonly cards: readonly CardId[] }[];
  readonly phase: 'choose' | 'place' | 'over';
  readonly scores: readonly number[];
  /** Every trio scored so far, with who scored it. */
  readonly scored: readonly { readonly seat: number; readonly trio: Trio }[];
  readonly turnNo: number;
  /** Deferred cards left at the end, set aside. */
  readonly setAside: readonly CardId[];
}

export type ThricewiseMove =
  | { readonly type: 'choose'; readonly seat: number; readonly card: CardId }
  | { readonly type: 'place'; readonly card: CardId; readonly row: number; readonly col: number };

export type ThricewiseEvent =
  | { readonly type: 'chosen'; readonly seat: number; readonly card: CardId | null }
  | { readonly type: 'reveal'; readonly cards: readonly CardId[]; readonly deferred: readonly number[]; readonly order: readonly number[] }
  | { readonly type: 'place'; readonly seat: number; readonly card: CardId; readonly row: number; readonly col: number; readonly trios: readonly Trio[] }
  | { readonly type: 'draw'; readonly seats: readonly number[]; readonly cards: readonly (CardId | null)[] }
  | { readonly type: 'set-aside'; readonly cards: readonly CardId[] }
  | { readonly type: 'over'; readonly scores: readonly number[]; readonly winners: readonly number[] };

/** Jigger's data: options, state, moves and events. */
import type { SeatState } from '../core/view';
import type { CardId, Suit } from '../deck';

/**
 * The 2-player handicap for players of very different ages. The younger player's take is hidden from
 * the older player (behind a screen), while the older player's take lies face up; at the second stage
 * both takes lie face down, and nobody looks at either until the end.
 */
export interface JiggerHandicap {
  /** The older player's seat (0 or 1); the other seat is the younger player. */
  readonly older: number;
  /** The second stage: both takes face down. */
  readonly takesFaceDown: boolean;
}

export interface JiggerOptions {
  readonly players: number;
  /** The youngest player, who starts. */
  readonly first: number;
  readonly bookScoring: boolean;
  /**
   * A fisher who draws the Excuse: 'keep' it in hand and fish on (this site's reading, since the
   * Excuse rule applies when the demand is made), or 'surrender' it to end their fishing.
   */
  readonly fishedExcuse: 'keep' | 'surrender';
  /** The 2-player handicap; null for the usual game. */
  readonly handicap: JiggerHandicap | null;
  /**
   * Staggered demand fulfilment: an Ace, a Crown or both may be given instead of two- or three-suited
   * cards, a three-suited card may be kept back when a two-suited one is given, and the Excuse may be
   * given even by a player who holds the suit.
   */
  readonly staggered?: boolean;
}

export interface JiggerState extends SeatState<'jigger', JiggerOptions> {
  readonly takes: readonly (readonly CardId[])[];
  readonly drawPile: readonly CardId[];
  readonly turn: number;
  readonly phase: 'demand' | 'respond' | 'over';
  /**
   * A demand being answered: the suit, and the players still to answer, in answering order (those
   * who answer from their hands first, then the fishers, each group in turn order).
   */
  readonly pending: { readonly suit: Suit; readonly left: readonly number[] } | null;
  /** Why the game ended. */
  readonly ended: 'pile-ran-out' | null;
}

export type JiggerMove =
  { readonly type: 'demand'; readonly suit: Suit } | { readonly type: 'respond'; readonly seat: number; readonly give: readonly CardId[] };

export type JiggerEvent =
  | { readonly type: 'demand'; readonly seat: number; readonly suit: Suit }
  /**
   * Cards given to the demander's take. `seenBy`, when the take lies face down for some (the 2-player
   * handicap): the seats that may see the cards besides the giver, who knew them. A seat that may not sees
   * the event with the cards left out (`null`), as a screen shared by the players does.
   */
  | { readonly type: 'surrender'; readonly seat: number; readonly to: number; readonly cards: readonly (CardId | null)[]; readonly seenBy?: readonly number[] }
  | { readonly type: 'excuse'; readonly seat: number; readonly to: number; readonly card: CardId; readonly seenBy?: readonly number[] }
  | { readonly type: 'jigger'; readonly seat: number }
  /**
   * A card drawn while fishing; `card` is null when the pile was empty, or, with `unseen`, in a seat's
   * view of another player's draw that was kept (see viewEvent).
   */
  | { readonly type: 'fish'; readonly seat: number; readonly card: CardId | null; readonly match: boolean; readonly unseen?: true }
  | { readonly type: 'over'; readonly reason: 'pile-ran-out'; readonly winners: readonly number[] };

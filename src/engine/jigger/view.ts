/**
 * What one seat may see. Hands are always hidden: a seat sees its own hand and the others' only as
 * counts. Takes are public, except under the 2-player handicap: at its first stage the younger
 * player's take is hidden from the older player (the older player's take stays face up); at its
 * second stage both takes lie face down and neither player sees either. At the end every take is
 * turned up and counted.
 */
import { seatView, type SeatView } from '../core/view';
import type { CardId } from '../deck';
import type { JiggerEvent, JiggerOptions, JiggerState } from './state';

/** What a seat sees of the state as it is. */
const PUBLIC = ['turn', 'phase', 'pending'] as const;

export interface JiggerView extends SeatView<'jigger', JiggerOptions>, Pick<JiggerState, (typeof PUBLIC)[number]> {
  /** Each take's cards where this seat may see them; null where the take is hidden from it (its size is in takeCounts). */
  readonly takes: readonly (readonly CardId[] | null)[];
  readonly takeCounts: readonly number[];
  readonly drawCount: number;
}

/**
 * Is this owner's take hidden from this seat? Under the handicap's first stage the younger player's
 * take is hidden from the older; at the second stage both takes are hidden from both (face down,
 * nobody looks). Never once the game is over. Seat -1 (a screen shared by both) sees what both may.
 */
export function takeHidden(options: JiggerOptions, phase: JiggerState['phase'], owner: number, seat: number): boolean {
  const h = options.handicap;
  if (h === null || phase === 'over') return false;
  if (h.takesFaceDown) return true;
  return owner !== h.older && (seat === h.older || seat === -1);
}

export function view(s: JiggerState, seat: number): JiggerView {
  return {
    ...seatView(s, seat, PUBLIC),
    takes: s.takes.map((t, owner) => (takeHidden(s.options, s.phase, owner, seat) ? null : t)),
    takeCounts: s.takes.map((t) => t.length),
    drawCount: s.drawPile.length,
  };
}

/**
 * An event as a seat may know it: a card another player fished and kept is not named (`card: null`,
 * `unseen: true`); a card fished that met the demand was shown as it was given. Seat -1 is a screen
 * shared by several people: no kept draw is named. Cards surrendered are seen by the giver and the
 * taker, and by everyone else when the take is face up; in the 2-player handicap there is nobody else.
 */
export function viewEvent(e: JiggerEvent, seat: number): JiggerEvent {
  if (e.type === 'fish' && e.card !== null && !e.match && e.seat !== seat) return { type: 'fish', seat: e.seat, card: null, match: false, unseen: true };
  // Cards given into a take that lies face down for this seat: how many, not which (nor that one was the Excuse).
  if ((e.type === 'surrender' || e.type === 'excuse') && !givenSeen(e, seat)) {
    const count = e.type === 'excuse' ? 1 : e.cards.length;
    return { type: 'surrender', seat: e.seat, to: e.to, cards: Array.from({ length: count }, () => null), seenBy: e.seenBy ?? [] };
  }
  return e;
}

/** Whether a seat may see the cards of a gift: the giver always, others where the take they go to is face up to them. */
const givenSeen = (e: Extract<JiggerEvent, { type: 'surrender' | 'excuse' }>, seat: number): boolean => seat === e.seat || !e.seenBy || e.seenBy.includes(seat);

/** Did this event show the seat a card it could not see before (a draw, a card from another hand)? */
export function reveals(e: JiggerEvent, seat: number): boolean {
  if (e.type === 'fish') return e.card !== null && (e.seat === seat || e.match);
  if (e.type === 'surrender' || e.type === 'excuse') return e.seat !== seat && givenSeen(e, seat);
  return false;
}

/**
 * What one seat may see: its own hand, the Court, the count of the other hand and the stock, and the
 * tallies of both piles (every capture happens in plain sight).
 */
import type { SeatView } from '../core/view';
import type { BadgersCourtEvent, BadgersCourtOptions, BadgersCourtState, Tally } from './state';

/**
 * What a seat sees of the state as it is. The piles are every card captured this round, per seat:
 * captures are made face up, so both players saw them.
 */
type Shown = 'court' | 'piles' | 'lastTaker' | 'turn' | 'dealer' | 'round' | 'deal' | 'scores' | 'results' | 'phase';

export interface BadgersCourtView extends SeatView<'badgers-court', BadgersCourtOptions>, Pick<BadgersCourtState, Shown> {
  readonly stockCount: number;
  readonly pileCounts: readonly number[];
}

/**
 * `seatView(s, seat, shown)` with the counts, written out: the Strong player makes a view for every move
 * of every playout, and seatView's copies were more than half of its time. The same fields in the same
 * order (tests/unit/badgers-court-rules.test.ts holds it to seatView's).
 */
export function view(s: BadgersCourtState, seat: number): BadgersCourtView {
  return {
    court: s.court,
    piles: s.piles,
    lastTaker: s.lastTaker,
    turn: s.turn,
    dealer: s.dealer,
    round: s.round,
    deal: s.deal,
    scores: s.scores,
    results: s.results,
    phase: s.phase,
    game: s.game,
    seat,
    options: s.options,
    hand: s.hands[seat] ?? [],
    handCounts: s.hands.map(lengthOf),
    stockCount: s.stock.length,
    pileCounts: s.piles.map(lengthOf),
  };
}

const lengthOf = (x: readonly unknown[]): number => x.length;

/** An event as a seat may see it: cards dealt or drawn to the other seat are hidden. */
export function viewEvent(e: BadgersCourtEvent, seat: number): BadgersCourtEvent {
  if (e.type === 'deal') return { ...e, hands: e.hands.map((h, i) => (i === seat ? h : h.map(() => null))) };
  if (e.type === 'draw' && e.seat !== seat) return { ...e, card: null };
  return e;
}

/** Did this event show the seat a card it could not see before: a deal or a draw to it, or a card played from another hand? */
export function reveals(e: BadgersCourtEvent, seat: number): boolean {
  if (e.type === 'deal') return true;
  if (e.type === 'draw') return e.seat === seat;
  if (e.type === 'take' || e.type === 'build' || e.type === 'lay') return e.seat !== seat;
  return false;
}

export type { Tally };

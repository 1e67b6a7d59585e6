/** What one seat may see: its own hand, the Court, the count of the other hand and the stock, and the tallies of both piles (every capture happens in plain sight). */
import { seatView, type SeatView } from '../core/view';
import type { CardId } from '../deck';
import type { BadgersCourtEvent, BadgersCourtOptions, BadgersCourtState, CourtItem, RoundResult, Tally } from './state';

export interface BadgersCourtView extends SeatView<'badgers-court', BadgersCourtOptions> {
  readonly stockCount: number;
  readonly court: readonly CourtItem[];
  readonly pileCounts: readonly number[];
  /** Every card captured this round, per seat: captures are made face up, so both players saw them. */
  readonly piles: readonly (readonly CardId[])[];
  readonly lastTaker: number | null;
  readonly turn: number;
  readonly dealer: number;
  readonly round: number;
  readonly deal: number;
  readonly scores: readonly number[];
  readonly results: readonly RoundResult[];
  readonly phase: BadgersCourtState['phase'];
}

export function view(s: BadgersCourtState, seat: number): BadgersCourtView {
  return {
    ...seatView('badgers-court', s, seat),
    stockCount: s.stock.length,
    court: s.court,
    pileCounts: s.piles.map((p) => p.length),
    piles: s.piles,
    lastTaker: s.lastTaker,
    turn: s.turn,
    dealer: s.dealer,
    round: s.round,
    deal: s.deal,
    scores: s.scores,
    results: s.results,
    phase: s.phase,
  };
}

/** An event as a seat may see it: cards dealt or drawn to the other seat are hidden. */
export function viewEvent(e: BadgersCourtEvent, seat: number): BadgersCourtEvent {
  if (e.type === 'deal') return { ...e, hands: e.hands.map((h, i) => (i === seat ? h : h.map(() => null))) };
  if (e.type === 'draw' && e.seat !== seat) return { ...e, card: null };
  return e;
}

export function reveals(e: BadgersCourtEvent, seat: number): boolean {
  if (e.type === 'deal') return true;
  if (e.type === 'draw') return e.seat === seat;
  return false;
}

export type { Tally };

/** What one seat may see: the grid, everyone's deferred cards and scores, its own hand and choice. */
import { seatView, type SeatView } from '../core/view';
import type { CardId } from '../deck';
import type { Placed, ThricewiseEvent, ThricewiseOptions, ThricewiseState, Trio } from './state';

export interface ThricewiseView extends SeatView<'thricewise', ThricewiseOptions> {
  readonly drawCount: number;
  readonly grid: readonly Placed[];
  readonly deferred: readonly (readonly CardId[])[];
  readonly hasChosen: readonly boolean[];
  readonly myChoice: CardId | null;
  readonly placing: ThricewiseState['placing'];
  readonly phase: ThricewiseState['phase'];
  readonly scores: readonly number[];
  readonly scored: readonly { readonly seat: number; readonly trio: Trio }[];
  readonly turnNo: number;
}

export function view(s: ThricewiseState, seat: number): ThricewiseView {
  return {
    ...seatView('thricewise', s, seat),
    drawCount: s.drawPile.length,
    grid: s.grid,
    deferred: s.deferred,
    hasChosen: s.chosen.map((c) => c !== null),
    myChoice: s.chosen[seat] ?? null,
    placing: s.placing,
    phase: s.phase,
    scores: s.scores,
    scored: s.scored,
    turnNo: s.turnNo,
  };
}

export function viewEvent(e: ThricewiseEvent, seat: number): ThricewiseEvent {
  if (e.type === 'chosen' && e.seat !== seat) return { ...e, card: null };
  if (e.type === 'draw') return { ...e, cards: e.cards.map((c, i) => (e.seats[i] === seat ? c : null)) };
  return e;
}

export function reveals(e: ThricewiseEvent, seat: number): boolean {
  if (e.type === 'reveal') return true;
  if (e.type === 'draw') return e.seats.includes(seat);
  return false;
}

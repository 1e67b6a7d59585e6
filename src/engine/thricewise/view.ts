/** What one seat may see: the grid, everyone's deferred cards and scores, its own hand and choice. */
import { seatView, secretChoices, type SeatView, type SecretChoices } from '../core/view';
import type { ThricewiseEvent, ThricewiseOptions, ThricewiseState } from './state';

/** What a seat sees of the state as it is. */
const PUBLIC = ['grid', 'deferred', 'placing', 'phase', 'scores', 'scored', 'turnNo'] as const;

export interface ThricewiseView extends SeatView<'thricewise', ThricewiseOptions>, SecretChoices, Pick<ThricewiseState, (typeof PUBLIC)[number]> {
  readonly drawCount: number;
}

export function view(s: ThricewiseState, seat: number): ThricewiseView {
  return {
    ...seatView(s, seat, PUBLIC),
    drawCount: s.drawPile.length,
    ...secretChoices(s.chosen, seat),
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

/**
 * What one player may see. The other hand and the order of the draw pile are absent, not masked, except
 * the cards both saw go into that hand (`shown`).
 */
import type { CardId } from '../deck';
import type { FerretSet, Layoff, SetReading } from './sets';
import type { Seat } from './rules';
import type { EndInfo, FerretEvent, FerretOptions, FerretState } from './state';

export interface FerretView {
  readonly game: 'ferret';
  /** The player whose view this is; -1 for the table's view, nobody's hand (a screen being handed over, a watcher). */
  readonly seat: Seat | -1;
  readonly options: FerretOptions;
  readonly hand: readonly CardId[];
  readonly handCounts: readonly [number, number];
  /** The cards of each hand that both players saw go into it (face up, from the pool or a tableau). */
  readonly shown: FerretState['shown'];
  readonly tableaux: readonly [readonly CardId[], readonly CardId[]];
  readonly pool: readonly CardId[];
  readonly drawCount: number;
  readonly sets: readonly FerretSet[];
  readonly layoffs: readonly Layoff[];
  readonly turn: Seat;
  readonly passes: 0 | 1;
  readonly phase: FerretState['phase'];
  readonly choice: { readonly chooser: Seat; readonly options: readonly SetReading[] } | null;
  readonly end: EndInfo | null;
}

/** The player a view belongs to; the computer and the hints are only ever given a player's view, never the table's. */
export function viewSeat(v: Pick<FerretView, 'seat'>): Seat {
  if (v.seat === -1) throw new Error('a player’s view was expected, not the table’s');
  return v.seat;
}

export function view(s: FerretState, seat: Seat | -1): FerretView {
  return {
    game: 'ferret',
    seat,
    options: s.options,
    hand: seat === -1 ? [] : s.hands[seat],
    handCounts: [s.hands[0].length, s.hands[1].length],
    shown: s.shown,
    tableaux: s.tableaux,
    pool: s.pool,
    drawCount: s.drawPile.length,
    sets: s.sets,
    layoffs: s.layoffs,
    turn: s.turn,
    passes: s.passes,
    phase: s.phase,
    choice: s.choice,
    end: s.end,
  };
}

/** An event as one seat may know it: another player's draw does not name the card. */
export function viewEvent(e: FerretEvent, seat: Seat | -1): FerretEvent {
  if (e.type === 'draw' && e.player !== seat) return { ...e, card: null };
  return e;
}

/** Did this event show the seat a card it could not see before? */
export function reveals(e: FerretEvent, seat: number): boolean {
  switch (e.type) {
    case 'draw':
      return e.player === seat;
    case 'ferret':
    case 'reveal':
      return e.player !== seat;
    default:
      return false;
  }
}

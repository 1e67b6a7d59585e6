/** Ferret, for two players, by Greg James. The game module every other part of the site asks. */
import { err, gameModule, ok, type GameModule, type PositionError, type Result } from '../core';
import { apply, DEFAULT_OPTIONS, legalMoves, locate, newGame, outcome, scores, toAct } from './game';
import { parseMove, printMove } from './notation';
import { fromPosition } from './position';
import meta from './meta.json' with { type: 'json' };
import { reveals, view, type FerretView } from './view';
import type { FerretEvent, FerretMove, FerretOptions, FerretState } from './state';

function parseOptions(input: unknown): Result<FerretOptions, PositionError[]> {
  if (input === undefined || input === null) return ok(DEFAULT_OPTIONS);
  if (typeof input !== 'object') return err([{ path: 'options', message: 'options should be an object' }]);
  const first = (input as { first?: unknown }).first ?? 0;
  if (first !== 0 && first !== 1) return err([{ path: 'options.first', message: 'first should be 0 or 1' }]);
  return ok({ first });
}

const asSeat = (seat: number): 0 | 1 | -1 => (seat === 0 || seat === 1 ? seat : -1);

export const ferret: GameModule<FerretState, FerretMove, FerretOptions, FerretView, FerretEvent> = gameModule<
  FerretState,
  FerretMove,
  FerretOptions,
  FerretView,
  FerretEvent
>(meta, {
  players: [2],
  options: { DEFAULT_OPTIONS, parseOptions },
  // Two seats, turn about: the game waits for whoever is to act. Any other seat (-1) sees the table: no hand.
  game: { newGame, toAct, legalMoves, apply, outcome, locate, printMove, parseMove, fromPosition, view: (s, seat) => view(s, asSeat(seat)), reveals },
  mover: (s) => toAct(s) ?? 0,
  scores,
});

export * from './game';
export * from './sets';
export * from './rules';
export * from './state';
export * from './notation';
export * from './view';
export * from './position';
export { runRank, setName } from './describe';

/** Ferret, for two players, by Greg James. The game module every other part of the site asks. */
import type { GameModule, PositionError, Result } from '../core';
import { err, ok } from '../core';
import { apply, DEFAULT_OPTIONS, legalMoves, locate, newGame, outcome, scores, toAct } from './game';
import { parseMove, printMove } from './notation';
import { fromPosition } from './position';
import { reveals, view, type FerretView } from './view';
import type { FerretEvent, FerretMove, FerretOptions, FerretState } from './state';

function parseOptions(input: unknown): Result<FerretOptions, PositionError[]> {
  if (input === undefined || input === null) return ok(DEFAULT_OPTIONS);
  if (typeof input !== 'object') return err([{ path: 'options', message: 'options should be an object' }]);
  const first = (input as { first?: unknown }).first ?? 0;
  if (first !== 0 && first !== 1) return err([{ path: 'options.first', message: 'first should be 0 or 1' }]);
  return ok({ first });
}

export const ferret: GameModule<FerretState, FerretMove, FerretOptions, FerretView, FerretEvent> = {
  id: 'ferret',
  title: 'Ferret',
  players: [2],
  defaultOptions: () => DEFAULT_OPTIONS,
  parseOptions,
  newGame,
  fromPosition,
  toAct,
  waitingFor: (s) => {
    const seat = toAct(s);
    return seat === null ? [] : [seat];
  },
  legalMoves,
  apply,
  view: (s, seat) => view(s, seat === 1 ? 1 : 0),
  outcome,
  printMove,
  parseMove,
  locate,
  reveals,
  mover: (s) => toAct(s) ?? 0,
  scores,
  fact: () => 'unknown',
};

export * from './game';
export * from './sets';
export * from './rules';
export * from './state';
export * from './notation';
export * from './view';
export * from './position';
export { runName, setName } from './describe';

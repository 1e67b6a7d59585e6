/** Badger's Court, for two players, by evanievan. */
import { gameModule, type GameModule } from '../core';
import { apply, fact, legalMoves, locate, newGame, outcome, scores, toAct, waitingFor } from './game';
import { DEFAULT_OPTIONS, parseOptions } from './options';
import { parseMove, printMove } from './notation';
import { fromPosition } from './position';
import meta from './meta.json' with { type: 'json' };
import { reveals, view, type BadgersCourtView } from './view';
import type { BadgersCourtEvent, BadgersCourtMove, BadgersCourtOptions, BadgersCourtState } from './state';

export const badgersCourt: GameModule<BadgersCourtState, BadgersCourtMove, BadgersCourtOptions, BadgersCourtView, BadgersCourtEvent> = gameModule(meta, {
  players: [2],
  options: { DEFAULT_OPTIONS, parseOptions },
  game: { newGame, toAct, waitingFor, legalMoves, apply, outcome, locate, fact, printMove, parseMove, fromPosition, view, reveals },
  mover: (s) => s.turn,
  scores,
});

export * from './game';
export * from './options';
export * from './rules';
export * from './values';
export * from './state';
export * from './notation';
export * from './view';
export * from './position';

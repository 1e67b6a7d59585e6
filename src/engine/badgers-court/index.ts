/** Badger's Court, for two players, by evanievan. */
import { gameModule, type GameModule } from '../core';
import { apply, fact, legalMoves, locate, newGame, outcome, scores, toAct, waitingFor } from './game';
import { DEFAULT_OPTIONS, parseOptions } from './options';
import { parseMove, printMove } from './notation';
import { fromPosition } from './position';
import { reveals, view, type BadgersCourtView } from './view';
import type { BadgersCourtEvent, BadgersCourtMove, BadgersCourtOptions, BadgersCourtState } from './state';

export const badgersCourt: GameModule<BadgersCourtState, BadgersCourtMove, BadgersCourtOptions, BadgersCourtView, BadgersCourtEvent> = gameModule({
  id: 'badgers-court',
  title: 'Badger’s Court',
  players: [2],
  options: { DEFAULT_OPTIONS, parseOptions },
  game: { newGame, toAct, waitingFor, legalMoves, apply, outcome, locate, fact },
  notation: { printMove, parseMove },
  position: { fromPosition },
  views: { view, reveals },
  mover: (s) => s.turn,
  scores,
});

export * from './game';
export * from './options';
export * from './rules';
export * from './state';
export * from './notation';
export * from './values';
export * from './view';
export * from './position';

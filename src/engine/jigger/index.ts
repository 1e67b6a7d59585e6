/** Jigger, for two players or a room full, by Greg James. */
import { gameModule, type GameModule } from '../core';
import { apply, fact, legalMoves, locate, newGame, outcome, scores, toAct, waitingFor } from './game';
import { DEFAULT_OPTIONS, parseOptions } from './options';
import { parseMove, printMove } from './notation';
import { fromPosition } from './position';
import meta from './meta.json' with { type: 'json' };
import { reveals, view, type JiggerView } from './view';
import type { JiggerEvent, JiggerMove, JiggerOptions, JiggerState } from './state';

export const jigger: GameModule<JiggerState, JiggerMove, JiggerOptions, JiggerView, JiggerEvent> = gameModule(meta, {
  players: Array.from({ length: 11 }, (_, i) => i + 2),
  options: { DEFAULT_OPTIONS, parseOptions },
  game: { newGame, toAct, waitingFor, legalMoves, apply, outcome, locate, fact, printMove, parseMove, fromPosition, view, reveals },
  mover: (s, m) => (m.type === 'respond' ? m.seat : s.turn),
  scores,
});

export * from './game';
export * from './options';
export * from './rules';
export * from './state';
export * from './notation';
export * from './view';
export * from './position';

/** Thricewise, for two to five players. */
import { err, gameModule, ok, type GameModule, type PositionError, type Result } from '../core';
import { apply, DEFAULT_OPTIONS, fact, legalMoves, locate, newGame, outcome, toAct, waitingFor } from './game';
import { parseMove, printMove } from './notation';
import { fromPosition } from './position';
import meta from './meta.json' with { type: 'json' };
import { reveals, view, type ThricewiseView } from './view';
import type { ThricewiseEvent, ThricewiseMove, ThricewiseOptions, ThricewiseState } from './state';

function parseOptions(input: unknown): Result<ThricewiseOptions, PositionError[]> {
  if (input === undefined || input === null) return ok(DEFAULT_OPTIONS);
  const players = (input as { players?: unknown }).players ?? DEFAULT_OPTIONS.players;
  if (players !== 2 && players !== 3 && players !== 4 && players !== 5) return err([{ path: 'options.players', message: 'Thricewise is for 2 to 5 players' }]);
  return ok({ players });
}

export const thricewise: GameModule<ThricewiseState, ThricewiseMove, ThricewiseOptions, ThricewiseView, ThricewiseEvent> = gameModule(meta, {
  players: [2, 3, 4, 5],
  options: { DEFAULT_OPTIONS, parseOptions },
  game: { newGame, toAct, waitingFor, legalMoves, apply, outcome, locate, fact, printMove, parseMove, fromPosition, view, reveals },
  mover: (s, m) => (m.type === 'choose' ? m.seat : (s.placing[0]?.seat ?? 0)),
  scores: (s) => s.scores,
});

export * from './game';
export * from './scoring';
export * from './rules';
export * from './state';
export * from './notation';
export * from './view';
export * from './position';

/** Hermit, for two to five players, by P.D. Magnus. */
import { err, gameModule, ok, type GameModule, type PositionError, type Result } from '../core';
import { apply, DEFAULT_OPTIONS, fact, legalMoves, locate, newGame, outcome, toAct, waitingFor } from './game';
import { parseMove, printMove } from './notation';
import { fromPosition } from './position';
import meta from './meta.json' with { type: 'json' };
import { reveals, view, type HermitView } from './view';
import type { HermitEvent, HermitMove, HermitOptions, HermitState } from './state';

function parseOptions(input: unknown): Result<HermitOptions, PositionError[]> {
  if (input === undefined || input === null) return ok(DEFAULT_OPTIONS);
  if (typeof input !== 'object') return err([{ path: 'options', message: 'options should be an object' }]);
  const o = input as Record<string, unknown>;
  const players = o.players ?? DEFAULT_OPTIONS.players;
  if (players !== 2 && players !== 3 && players !== 4 && players !== 5) return err([{ path: 'options.players', message: 'Hermit is for 2 to 5 players' }]);
  const target = o.target ?? 66;
  if (target !== 66 && target !== 100) return err([{ path: 'options.target', message: 'the target is 66 or 100' }]);
  return ok({ players, target, pleasantCompany: o.pleasantCompany === true, houseParty: o.houseParty === true });
}

export const hermit: GameModule<HermitState, HermitMove, HermitOptions, HermitView, HermitEvent> = gameModule(meta, {
  players: [2, 3, 4, 5],
  options: { DEFAULT_OPTIONS, parseOptions },
  game: { newGame, toAct, waitingFor, legalMoves, apply, outcome, locate, fact, printMove, parseMove, fromPosition, view, reveals },
  mover: (s, m) => (m.type === 'play' ? s.turn : m.seat),
  scores: (s) => s.scores,
});

export * from './game';
export * from './rules';
export * from './state';
export * from './notation';
export * from './view';
export * from './position';

/**
 * Ferret's computer at three levels (src/engine/core/search.ts): Gentle, Normal (ai.ts) and Strong, a
 * search over deals of the unseen cards consistent with the seat's view (`determinise`, in ai.ts).
 * Also the worker's entry for Ferret: the engine and its players, without examples or words.
 */
import { levelsFor, squash, type SearchSpec } from '../core/search';
import { chooseMove, determinise, evaluate } from './ai';
import { ferret } from './index';
import type { FerretMove, FerretState } from './state';
import type { FerretView } from './view';

export { determinise };

export const ferretSearch: SearchSpec<FerretState, FerretMove, FerretView> = {
  module: ferret,
  determinise,
  // Playouts: each move is answered by the other player as the Normal player would (from its own view
  // of the world), then the Normal player's evaluation judges the position: a look two moves deep.
  playout: (view, seed) => chooseMove(view, seed, { samples: 1 }),
  horizon: (_start, _now, moves) => moves >= 1,
  value: (s, seat) => squash(evaluate(s, seat === 1 ? 1 : 0), 80),
};

export const ferretComputers = levelsFor(ferretSearch, (view, seed) => chooseMove(view, seed), 0.5);
export const computers = ferretComputers;

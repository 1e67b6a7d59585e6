/**
 * Ferret's computer at three levels (src/engine/core/search.ts): Gentle, Normal (ai.ts) and Strong, a
 * search over deals of the unseen cards consistent with the seat's view (`determinise`, in ai.ts).
 * Also the worker's entry for Ferret: the engine and its players, without examples or words.
 */
import { levelsFor, squash, type SearchSpec } from '../core/search';
import { chooseMove, determinise, evaluate, rankMoves } from './ai';
import { ferret } from './index';
import type { FerretMove, FerretState } from './state';
import type { FerretView } from './view';

export { determinise };

export const ferretSearch: SearchSpec<FerretState, FerretMove, FerretView> = {
  module: ferret,
  // The playouts a move that fit in the table's time on a quiet core (npm run bench:levels).
  iterations: 60,
  determinise,
  // Only the Normal player's best few moves are searched, each with many playouts on the same deals
  // (searching every move, some twenty, left about three playouts a move: too few to leave Normal's).
  // Measured over 400 games against Normal: 54.6% (95% CI 49.7–59.4%) while the guessed deals treated
  // the other hand as wholly unknown; 56.8% (51.9–61.5%) since they keep the cards seen going into it
  // (the view's `shown`). Still short of 60%. Leaving Normal's move less often did worse, not better
  // (minGain 0.03: 47.5%; 0.06: 43.8%): the biggest gains the playouts see are the least to be trusted.
  candidates: (view, seed) => rankMoves(view, seed).map((r) => r.move),
  breadth: 4,
  // Playouts: each move is answered by the other player as the Normal player would (from its own view
  // of the world), and that by this seat's own Normal reply; then the Normal player's evaluation judges
  // the position, with the other player to move, as Normal judges its own moves (judged one reply deep,
  // with this seat to move, the search lost to Normal: 37.5% over 40 games).
  playout: (view, seed) => chooseMove(view, seed, { samples: 1 }),
  horizon: (_start, _now, moves) => moves >= 2,
  value: (s, seat) => squash(evaluate(s, seat === 1 ? 1 : 0), 80),
};

export const ferretComputers = levelsFor(ferretSearch, (view, seed) => chooseMove(view, seed), 0.5);
export const computers = ferretComputers;

/**
 * Hermit's computer at three levels (src/engine/core/search.ts): Gentle, Normal (ai.ts) and Strong, a
 * search over deals of the unseen cards consistent with the seat's view (`determinise`, in quick.ts),
 * played out to the end of the hand. Also the worker's entry for Hermit: the engine and its players,
 * without examples or words.
 */
import { strongLevel, squash, type SearchSpec } from '../core/search';
import { determinise, hermitQuick } from './quick';
import { chooseMove } from './ai';
import { hermit } from './index';
import type { HermitMove, HermitState } from './state';
import type { HermitView } from './view';

export const hermitSearch: SearchSpec<HermitState, HermitMove, HermitView> = {
  module: hermit,
  // The playouts a move that fit in the table's time on a quiet core (npm run bench:levels): 1,000 since the
  // engine and the Normal player were made faster (issue 35), about the time 400 took before. Measured again
  // (load near 20 on 2 cores, no time limit): CPU p50 35 ms, p95 84 ms at 2 players, 53 / 109 at 4, 47 / 128
  // at 5: no room for more.
  iterations: 1000,
  determinise,
  playout: (view, seed) => chooseMove(view, seed),
  // Played out to the end of the hand: fewer points is better.
  horizon: (start, now) => now.results.length > start.results.length,
  value: (s, seat) => {
    const others = s.scores.filter((_, i) => i !== seat);
    return squash(others.reduce((a, x) => a + x, 0) / Math.max(1, others.length) - (s.scores[seat] ?? 0), 6);
  },
};

export const hermitComputers = { ...hermitQuick, strong: strongLevel(hermitSearch, chooseMove) };
export const computers = hermitComputers;

export { determinise };

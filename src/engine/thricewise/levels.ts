/**
 * Thricewise's computer at three levels (src/engine/core/search.ts): Gentle, Normal (ai.ts) and Strong,
 * a search over deals of the unseen cards consistent with the seat's view (`determinise`, in quick.ts).
 * Also the worker's entry for Thricewise: the engine and its players, without examples or words.
 */
import { strongLevel, squash, type SearchSpec } from '../core/search';
import { determinise, thricewiseQuick } from './quick';
import { chooseMove, rankMoves } from './ai';
import { thricewise } from './index';
import type { ThricewiseMove, ThricewiseState } from './state';
import type { ThricewiseView } from './view';

/**
 * Strong's playouts a move by the seat count: what fits in the table's 150 ms on a quiet core with the margin
 * the other games keep (CPU p95 about 70–100 ms), so that the time limit rarely decides. Measured on this
 * 2-core machine at load 9–20, Strong's CPU time a move without the time limit over 90 positions of Normal
 * games (p50 / p95): 2 seats 57 / 84 ms at 960 (14 / 26 at 240); 3 seats 46 / 82 at 480 and 61 / 98 at 640;
 * 4 seats 58 / 91 at 480 (30 / 46 at 240); 5 seats 54 / 92 at 360 (37 / 70 at 240). It was 240 at every
 * seat count before (60 before the engine's speed work: at two seats 79.1% against Normal over 400 games,
 * at four 45.1%; with 240, 80.6% (95% CI 76.5–84.2%) and 53.0% (48.1–57.8%)). With these, over the same 400
 * games a line: 84.9% (81.0–88.1%) at two seats and 52.6% (47.7–57.5%) at four, the same within the intervals.
 */
const PLAYOUTS: Readonly<Record<number, number>> = { 2: 960, 3: 600, 4: 480, 5: 360 };

export const thricewiseSearch: SearchSpec<ThricewiseState, ThricewiseMove, ThricewiseView> = {
  module: thricewise,
  // The playouts a move that fit in the table's time on a quiet core (npm run bench:levels), by the seat count
  // (each seat's move in a playout costs alike): see PLAYOUTS.
  iterations: (view) => PLAYOUTS[view.handCounts.length] ?? 360,
  determinise,
  // Only the Normal player's best few moves are searched (when placing, its own place and the next by
  // points, equal ones in a seeded order), each with many playouts on the same deals: searching every
  // card at every cell left one or two playouts a move, too few to leave Normal's (a seat's share at four
  // seats is 25%).
  candidates: (view, seed) => rankMoves(view, seed).map((r) => r.move),
  breadth: 6,
  playout: (view, seed) => chooseMove(view, seed),
  // Three turns on, the score is a fair judge: points are scored as cards are placed.
  horizon: (start, now) => now.turnNo >= start.turnNo + 3,
  value: (s, seat) => squash((s.scores[seat] ?? 0) - Math.max(...s.scores.filter((_, i) => i !== seat)), 4),
};

export const thricewiseComputers = { ...thricewiseQuick, strong: strongLevel(thricewiseSearch, chooseMove) };
export const computers = thricewiseComputers;

export { determinise };

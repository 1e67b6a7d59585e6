/**
 * Thricewise's computer at three levels (src/engine/core/search.ts): Gentle, Normal (ai.ts) and Strong,
 * a search over deals of the unseen cards consistent with the seat's view. Also the worker's entry for
 * Thricewise: the engine and its players, without examples or words.
 */
import { shuffle, type Rng } from '../core/random';
import { levelsFor, squash, type SearchSpec } from '../core/search';
import { BASIC_DECK, type CardId } from '../deck';
import { chooseMove, rankMoves } from './ai';
import { thricewise } from './index';
import type { ThricewiseMove, ThricewiseState } from './state';
import type { ThricewiseView } from './view';

/**
 * A full state consistent with the view: other hands and the draw pile dealt from the unseen cards; a
 * player who has chosen this turn has chosen, of the cards dealt to them, the one the Normal player
 * would choose in their seat of this world (as the playouts assume every player does; a card at random
 * made ties of rank, and so deferrals, as likely as any other card, which they are not).
 */
export function determinise(v: ThricewiseView, rng: Rng): ThricewiseState {
  const seen = new Set<CardId>([...v.hand, ...v.grid.map((p) => p.card), ...v.deferred.flat(), ...v.placing.flatMap((p) => p.cards)]);
  const unseen = shuffle(
    BASIC_DECK.filter((c) => !seen.has(c)),
    rng,
  );
  let at = 0;
  const hands = v.handCounts.map((count, seat) => {
    if (seat === v.seat) return [...v.hand];
    const out = unseen.slice(at, at + count);
    at += count;
    return out;
  });
  const drawPile = unseen.slice(at, at + v.drawCount);
  const setAside = unseen.slice(at + v.drawCount);
  const world: ThricewiseState = {
    game: 'thricewise',
    options: v.options,
    hands,
    drawPile,
    grid: v.grid,
    deferred: v.deferred,
    chosen: v.hasChosen.map((_, seat) => (seat === v.seat ? v.myChoice : null)),
    placing: v.placing,
    phase: v.phase,
    scores: v.scores,
    scored: v.scored,
    turnNo: v.turnNo,
    setAside: v.phase === 'over' ? setAside : [],
  };
  if (!v.hasChosen.some((has, seat) => has && seat !== v.seat)) return world;
  const chosen = v.hasChosen.map((has, seat) => {
    if (seat === v.seat || !has) return world.chosen[seat] ?? null;
    const move = chooseMove(thricewise.view(world, seat), `world-${rng.int(1e9)}`);
    return move.type === 'choose' ? move.card : ((hands[seat] ?? [])[0] ?? null);
  });
  return { ...world, chosen };
}

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

export const thricewiseComputers = levelsFor(thricewiseSearch, chooseMove, 0.5);
export const computers = thricewiseComputers;

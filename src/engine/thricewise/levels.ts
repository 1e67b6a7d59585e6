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

export const thricewiseSearch: SearchSpec<ThricewiseState, ThricewiseMove, ThricewiseView> = {
  module: thricewise,
  // The playouts a move that fit in the table's time on a quiet core (npm run bench:levels): 240 since the
  // engine's speed work (60 before): CPU p50 28 ms, p95 70 ms a move. Over 400 games against Normal at two
  // seats 80.6% (95% CI 76.5–84.2%; 79.1% with 60), at four 53.0% (48.1–57.8%; 45.1% with 60).
  iterations: 240,
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

/**
 * Thricewise's computer at three levels (src/engine/core/search.ts): Gentle, Normal (ai.ts) and Strong,
 * a search over deals of the unseen cards consistent with the seat's view. Also the worker's entry for
 * Thricewise: the engine and its players, without examples or words.
 */
import { shuffle, type Rng } from '../core/random';
import { levelsFor, squash, type SearchSpec } from '../core/search';
import { BASIC_DECK, type CardId } from '../deck';
import { chooseMove } from './ai';
import { thricewise } from './index';
import type { ThricewiseMove, ThricewiseState } from './state';
import type { ThricewiseView } from './view';

/**
 * A full state consistent with the view: other hands and the draw pile dealt from the unseen cards; a
 * player who has chosen this turn has chosen one of the cards dealt to them.
 */
export function determinise(v: ThricewiseView, rng: Rng): ThricewiseState {
  const seen = new Set<CardId>([...v.hand, ...v.grid.map((p) => p.card), ...v.deferred.flat(), ...v.placing.flatMap((p) => p.cards)]);
  const unseen = shuffle(BASIC_DECK.filter((c) => !seen.has(c)), rng);
  let at = 0;
  const hands = v.handCounts.map((count, seat) => {
    if (seat === v.seat) return [...v.hand];
    const out = unseen.slice(at, at + count);
    at += count;
    return out;
  });
  const drawPile = unseen.slice(at, at + v.drawCount);
  const setAside = unseen.slice(at + v.drawCount);
  const chosen = v.hasChosen.map((has, seat) => (seat === v.seat ? v.myChoice : has ? ((hands[seat] ?? [])[rng.int(hands[seat]?.length ?? 1)] ?? null) : null));
  return {
    game: 'thricewise',
    options: v.options,
    hands,
    drawPile,
    grid: v.grid,
    deferred: v.deferred,
    chosen,
    placing: v.placing,
    phase: v.phase,
    scores: v.scores,
    scored: v.scored,
    turnNo: v.turnNo,
    setAside: v.phase === 'over' ? setAside : [],
  };
}

export const thricewiseSearch: SearchSpec<ThricewiseState, ThricewiseMove, ThricewiseView> = {
  module: thricewise,
  // The playouts a move that fit in the table's time on a quiet core (npm run bench:levels).
  iterations: 60,
  determinise,
  playout: (view, seed) => chooseMove(view, seed),
  // Three turns on, the score is a fair judge: points are scored as cards are placed.
  horizon: (start, now) => now.turnNo >= start.turnNo + 3,
  value: (s, seat) => squash((s.scores[seat] ?? 0) - Math.max(...s.scores.filter((_, i) => i !== seat)), 4),
};

export const thricewiseComputers = levelsFor(thricewiseSearch, chooseMove, 0.5);
export const computers = thricewiseComputers;

/**
 * Jigger's computer at three levels (src/engine/core/search.ts): Gentle, Normal (ai.ts) and Strong, a
 * search over deals of the unseen cards consistent with the seat's view. Also the worker's entry for
 * Jigger: the engine and its players, without examples or words.
 */
import { createRng, shuffle, type Rng } from '../core/random';
import { levelsFor, type SearchSpec } from '../core/search';
import { SUITS, type CardId, type Suit } from '../deck';
import { chooseMove } from './ai';
import { fullDeck, hasSuitOf } from './game';
import { jigger } from './index';
import type { JiggerMove, JiggerState } from './state';
import type { JiggerView } from './view';

/** A full state consistent with the view: other hands, hidden takes and the draw pile dealt from the unseen cards. */
export function determinise(v: JiggerView, rng: Rng): JiggerState {
  const seen = new Set<CardId>([...v.hand, ...v.takes.flatMap((t) => t ?? [])]);
  const unseen = shuffle(
    fullDeck(v.options.players).filter((c) => !seen.has(c)),
    rng,
  );
  let at = 0;
  const deal = (n: number): CardId[] => {
    const out = unseen.slice(at, at + n);
    at += n;
    return out;
  };
  const hands = v.handCounts.map((count, seat) => (seat === v.seat ? [...v.hand] : deal(count)));
  const takes = v.takes.map((t, seat) => (t === null ? deal(v.takeCounts[seat] ?? 0) : [...t]));
  const drawPile = deal(v.drawCount);
  return {
    game: 'jigger',
    options: v.options,
    hands,
    takes,
    drawPile,
    turn: v.turn,
    phase: v.phase,
    pending: v.pending,
    ended: v.phase === 'over' ? 'pile-ran-out' : null,
  };
}

export const jiggerSearch: SearchSpec<JiggerState, JiggerMove, JiggerView> = {
  module: jigger,
  // The playouts a move that fit in the table's time on a quiet core (npm run bench:levels): 500 since the
  // engines' speed work (200 before): CPU p50 46 ms, p95 94 ms a move (the table's 150 ms stops the longest).
  // Over 400 games against Normal at two seats: 82.3% (95% CI 78.2–85.7%; 72.5% with 200). Measured again for
  // issue 35 (load near 20 on 2 cores, no time limit): p50 52 ms, p95 104 ms at two seats, 34 / 67 at three,
  // 80 / 156 at twelve: no room for more.
  iterations: 500,
  determinise,
  playout: (view, seed) => chooseMove(view, seed),
  value: () => 0.5,
};

/**
 * Jigger's Gentle player, like a young child: it demands the suit it has seen least of (in its hand and
 * the takes it can see), and answers as the Normal player does. (Demanding at random plays about as
 * well as the Normal player, and demanding the suit seen most plays better: the bench measured both.)
 */
export function gentleMove(v: JiggerView, seed: string): JiggerMove {
  const rng = createRng(`jigger-gentle:${seed}`);
  if (v.phase !== 'demand') return chooseMove(v, seed);
  const seen = [...v.hand, ...v.takes.flatMap((t) => t ?? [])];
  let best: { suit: Suit; value: number } | null = null;
  for (const suit of SUITS) {
    const value = -seen.filter((c) => hasSuitOf(c, suit)).length + rng.next() * 0.5;
    if (!best || value > best.value) best = { suit, value };
  }
  return { type: 'demand', suit: (best as { suit: Suit }).suit };
}

export const jiggerComputers = { ...levelsFor(jiggerSearch, chooseMove), gentle: gentleMove };
export const computers = jiggerComputers;

/**
 * Hermit's computer at three levels (src/engine/core/search.ts): Gentle, Normal (ai.ts) and Strong, a
 * search over deals of the unseen cards consistent with the seat's view, played out to the end of the
 * hand. Also the worker's entry for Hermit: the engine and its players, without examples or words.
 */
import { shuffle, type Rng } from '../core/random';
import { levelsFor, squash, type SearchSpec } from '../core/search';
import { BASIC_DECK, type CardId } from '../deck';
import { chooseMove } from './ai';
import { hermit } from './index';
import type { HermitMove, HermitState } from './state';
import type { HermitView } from './view';

/**
 * A full state consistent with the view: other hands, the rest of the Cottage and, with five players
 * before the first tricks, the leftover card, dealt from the unseen cards. Later hands are dealt from a
 * seed drawn here, never the game's own.
 */
export function determinise(v: HermitView, rng: Rng): HermitState {
  const players = v.options.players;
  const onTable = v.tricks.flatMap((t) => t.cards.map((c) => c.card));
  const seen = new Set<CardId>([...v.hand, ...onTable, ...v.taken.flat(), ...v.discarded, ...v.cottageAdded]);
  const unseen = shuffle(
    BASIC_DECK.filter((c) => !seen.has(c)),
    rng,
  );
  let at = 0;
  const deal = (n: number): CardId[] => {
    const out = unseen.slice(at, at + Math.max(0, n));
    at += Math.max(0, n);
    return out;
  };
  const hands = v.handCounts.map((count, seat) => (seat === v.seat ? [...v.hand] : deal(count)));
  const cottage = [...v.cottageAdded, ...deal(v.cottageCount - v.cottageAdded.length)];
  const firstStartDone = players !== 5 || onTable.length > 0 || v.tricksTaken.some((t) => t > 0) || v.discarded.length > 0 || v.phase !== 'start';
  const leftover = firstStartDone ? null : (deal(1)[0] ?? null);
  const chosen = v.hasChosen.map((has, seat) => (seat === v.seat ? v.myChoice : has ? ((hands[seat] ?? [])[rng.int(hands[seat]?.length ?? 1)] ?? null) : null));
  const taken = v.taken.map((cards, seat) => Array.from({ length: v.tricksTaken[seat] ?? 0 }, (_, i) => (i === 0 ? [...cards] : [])));
  return {
    game: 'hermit',
    options: v.options,
    seed: `world-${rng.int(1e9)}`,
    handNo: v.handNo,
    dealer: v.dealer,
    hands,
    tricks: v.tricks,
    nextTrickId: v.tricks.reduce((a, t) => Math.max(a, t.id + 1), 1) + 100,
    taken,
    cottage,
    cottageAdded: v.handCounts.map((_, seat) => (seat === v.seat ? v.cottageAdded : [])),
    discarded: v.discarded,
    leftover,
    firstStartDone,
    phase: v.phase,
    chosen,
    turn: v.turn,
    scores: v.scores,
    results: v.results,
  };
}

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

export const hermitComputers = levelsFor(hermitSearch, chooseMove, 0.5);
export const computers = hermitComputers;

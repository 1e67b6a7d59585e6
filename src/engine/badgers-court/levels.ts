/**
 * Badger's Court's computer at three levels (src/engine/core/search.ts): Gentle, Normal (ai.ts) and
 * Strong, a search over deals of the unseen cards consistent with the seat's view, played out to the
 * end of the round. Also the worker's entry for Badger's Court: the engine and its players, without
 * examples or words.
 */
import { shuffle, type Rng } from '../core/random';
import { levelsFor, squash, type SearchSpec } from '../core/search';
import type { CardId } from '../deck';
import { asState, chooseMove, worth } from './ai';
import { deckFor, itemCards } from './game';
import { rankOf } from './values';
import { badgersCourt } from './index';
import type { BadgersCourtMove, BadgersCourtState } from './state';
import type { BadgersCourtView } from './view';

/** A full state consistent with the view: the other hand and the stock dealt from the unseen cards; later rounds from a seed drawn here. */
export function determinise(v: BadgersCourtView, rng: Rng): BadgersCourtState {
  const seen = new Set<CardId>([...v.hand, ...v.court.flatMap(itemCards), ...v.piles.flat()]);
  const pool = shuffle(
    deckFor(v.options).filter((c) => !seen.has(c)),
    rng,
  );
  // A player with a build holds a card of its rank (to take it with): deal them one first.
  const kept = v.handCounts.map((): CardId[] => []);
  for (const it of v.court) {
    if (it.owner === null || it.owner === v.seat || (kept[it.owner]?.length ?? 0) >= (v.handCounts[it.owner] ?? 0)) continue;
    if (kept[it.owner]?.some((c) => rankOf(c) === it.rank)) continue;
    const i = pool.findIndex((c) => rankOf(c) === it.rank);
    if (i >= 0) kept[it.owner]?.push(...pool.splice(i, 1));
  }
  const unseen = pool;
  let at = 0;
  const hands = v.handCounts.map((count, seat) => {
    if (seat === v.seat) return [...v.hand];
    const own = kept[seat] ?? [];
    const out = [...own, ...unseen.slice(at, at + count - own.length)];
    at += count - own.length;
    return shuffle(out, rng);
  });
  return asState(v, { hands, stock: unseen.slice(at, at + v.stockCount), seed: `world-${rng.int(1e9)}` });
}

export const badgersCourtSearch: SearchSpec<BadgersCourtState, BadgersCourtMove, BadgersCourtView> = {
  module: badgersCourt,
  // The playouts a move: the table's own cap (TABLE_BUDGET), since the faster listing and Normal player fit
  // them in the 150 ms (issue 35: p50 about 70 ms, p90 90 ms of CPU a move here, with the machine's load
  // near 8 on 2 cores, where 250 took 23 / 29 ms before), so the time limit rarely decides.
  iterations: 1200,
  determinise,
  playout: (view, seed) => chooseMove(view, seed),
  // Played out a few turns (or to the end of the round), then judged by the score and by what the
  // cards each player has taken are worth under these options.
  horizon: (start, now, moves) => moves >= 8 || now.results.length > start.results.length,
  value: (s, seat) => {
    const piles = (p: number) => (s.piles[p] ?? []).reduce((a, c) => a + worth(c, s.options), 0);
    return squash((s.scores[seat] ?? 0) - (s.scores[1 - seat] ?? 0) + piles(seat) - piles(1 - seat), 3);
  },
};

export const badgersCourtComputers = levelsFor(badgersCourtSearch, chooseMove, 0.5);
export const computers = badgersCourtComputers;

/**
 * Badger's Court's quick levels, Gentle and Normal (ai.ts), which a play page runs itself, and the worlds they
 * and Strong's search (./levels.ts) deal from the seat's view. No search here: the page loads this file,
 * not the search.
 */
import { shuffle, type Rng } from '../core/random';
import type { CardId } from '../deck';
import { asState, chooseMove } from './ai';
import { deckFor, itemCards } from './game';
import { rankOf } from './values';
import type { BadgersCourtState } from './state';
import type { BadgersCourtView } from './view';
import { quickLevels } from '../core/quick-levels';
import { badgersCourt } from './index';

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

export const badgersCourtQuick = quickLevels({ module: badgersCourt, determinise }, chooseMove, 0.5);
export const computers = badgersCourtQuick;

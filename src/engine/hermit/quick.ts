/**
 * Hermit's quick levels, Gentle and Normal (ai.ts), which a play page runs itself, and the worlds they
 * and Strong's search (./levels.ts) deal from the seat's view. No search here: the page loads this file,
 * not the search.
 */
import { shuffle, type Rng } from '../core/random';
import { BASIC_DECK, type CardId } from '../deck';
import { hermit } from './index';
import type { HermitState } from './state';
import type { HermitView } from './view';
import { quickLevels } from '../core/quick-levels';
import { chooseMove } from './ai';

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

export const hermitQuick = quickLevels({ module: hermit, determinise }, chooseMove, 0.5);
export const computers = hermitQuick;

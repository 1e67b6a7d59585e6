/**
 * The computer's Hermit player: it avoids ending up with personalities. It sees only its view (its own
 * hand and the tricks on the table) and scores each legal move by what it is likely to cost.
 */
import type { CardId } from '../deck';
import { createRng, type Rng } from '../core';
import { follows, personalityPoints, trickValue } from './game';
import type { HermitMove, Trick } from './state';
import type { HermitView } from './view';

/** The personality points among these cards. */
function points(ids: readonly CardId[]): number {
  let sum = 0;
  for (const c of ids) sum += personalityPoints(c);
  return sum;
}

function startCost(c: CardId): number {
  // A started trick sits in front of you: start low, and keep personalities for others' tricks.
  return trickValue(c, [c]) * 0.3 + personalityPoints(c) * 0.8;
}

function playCost(v: HermitView, c: CardId, t: Trick): number {
  const ids: CardId[] = [];
  for (const x of t.cards) ids.push(x.card);
  ids.push(c);
  const mine = trickValue(c, ids);
  let control = true;
  for (const x of ids) if (x !== c && !(trickValue(x, ids) <= mine)) control = false;
  const owner = control ? v.seat : t.owner;
  const complete = ids.length >= 4;
  const pts = points(ids);
  if (complete) return owner === v.seat ? pts + 1 : -0.3 * pts;
  if (owner === v.seat) return 0.6 * pts + 1.5 + (4 - ids.length) * 0.5;
  // Not in control: getting rid of a personality or a high card onto someone else's trick is good.
  return -0.5 * personalityPoints(c) - 0.08 * mine;
}

/*
 * chooseMove runs for every move of every playout of the Strong player, so it weighs the moves in plain
 * loops (no closures or lists made per move), in the same order as before, with the same random amounts.
 */
let best: HermitMove | null = null;
let bestCost = 0;

/** Keeps the move if its cost (with a small random amount from the seed, to break ties) is the lowest so far. */
function consider(move: HermitMove, cost: number, rng: Rng): void {
  const c = cost + rng.next() * 0.01;
  if (best === null || c < bestCost) {
    best = move;
    bestCost = c;
  }
}

/**
 * The Normal player: it starts a trick with a low card, keeping personalities (`startCost`); gives the
 * Cottage personalities when it is likely to take more tricks than the other player, and low cards
 * otherwise; and plays the card and trick that will cost it least (`playCost`), in the hand's order and
 * the tricks', a new trick only when it cannot follow. The lowest cost wins, the first on a tie.
 */
export function chooseMove(v: HermitView, seed: string): HermitMove {
  const rng = createRng(`hermit-ai:${seed}`);
  const hand = v.hand;
  best = null;
  if (v.phase === 'start') for (const c of hand) consider({ type: 'start', seat: v.seat, card: c }, startCost(c), rng);
  else if (v.phase === 'cottage') {
    const them = v.seat === 0 ? 1 : 0;
    const likelyMore = (v.tricksTaken[v.seat] ?? 0) > (v.tricksTaken[them] ?? 0);
    for (const c of hand) {
      const cost = likelyMore ? -personalityPoints(c) - 0.05 * trickValue(c, [c]) : personalityPoints(c) - 0.3 * trickValue(c, [c]);
      consider({ type: 'cottage', seat: v.seat, card: c }, cost, rng);
    }
  } else {
    let follows0 = false;
    for (const c of hand) for (const t of v.tricks) if (follows(c, t)) follows0 = true;
    if (!follows0) for (const c of hand) consider({ type: 'play', card: c, trick: 'new' }, startCost(c) + 1, rng);
    else for (const c of hand) for (const t of v.tricks) if (follows(c, t)) consider({ type: 'play', card: c, trick: t.id }, playCost(v, c, t), rng);
  }
  const chosen = best as HermitMove | null;
  best = null;
  if (!chosen) throw new Error(`the computer has no move (${v.phase}, ${hand.join(', ')})`);
  return chosen;
}

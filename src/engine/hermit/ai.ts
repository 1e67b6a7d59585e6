/**
 * The computer's Hermit player: it avoids ending up with personalities. It sees only its view (its own
 * hand and the tricks on the table) and scores each legal move by what it is likely to cost.
 */
import { card, type CardId } from '../deck';
import { createRng } from '../core';
import { follows, personalityPoints, trickValue } from './game';
import type { HermitMove, Trick } from './state';
import type { HermitView } from './view';

const points = (ids: readonly CardId[]) => ids.reduce((a, c) => a + personalityPoints(c), 0);

function startCost(c: CardId): number {
  // A started trick sits in front of you: start low, and keep personalities for others' tricks.
  return trickValue(c, [c]) * 0.3 + personalityPoints(c) * 0.8;
}

function playCost(v: HermitView, c: CardId, t: Trick): number {
  const ids = [...t.cards.map((x) => x.card), c];
  const mine = trickValue(c, ids);
  const control = ids.every((x) => x === c || trickValue(x, ids) <= mine);
  const owner = control ? v.seat : t.owner;
  const complete = ids.length >= 4;
  const pts = points(ids);
  if (complete) return owner === v.seat ? pts + 1 : -0.3 * pts;
  if (owner === v.seat) return 0.6 * pts + 1.5 + (4 - ids.length) * 0.5;
  // Not in control: getting rid of a personality or a high card onto someone else's trick is good.
  return -0.5 * personalityPoints(c) - 0.08 * mine;
}

export function chooseMove(v: HermitView, seed: string): HermitMove {
  const rng = createRng(`hermit-ai:${seed}`);
  const jitter = () => rng.next() * 0.01;
  const hand = v.hand;
  let best: { move: HermitMove; cost: number } | null = null;
  const consider = (move: HermitMove, cost: number) => {
    const c = cost + jitter();
    if (!best || c < best.cost) best = { move, cost: c };
  };
  if (v.phase === 'start') for (const c of hand) consider({ type: 'start', seat: v.seat, card: c }, startCost(c));
  else if (v.phase === 'cottage') {
    const them = v.seat === 0 ? 1 : 0;
    const likelyMore = (v.tricksTaken[v.seat] ?? 0) > (v.tricksTaken[them] ?? 0);
    for (const c of hand) {
      const cost = likelyMore ? -personalityPoints(c) - 0.05 * trickValue(c, [c]) : personalityPoints(c) - 0.3 * trickValue(c, [c]);
      consider({ type: 'cottage', seat: v.seat, card: c }, cost);
    }
  } else {
    const follow = hand.flatMap((c) => v.tricks.filter((t) => follows(c, t)).map((t) => ({ c, t })));
    if (follow.length === 0) for (const c of hand) consider({ type: 'play', card: c, trick: 'new' }, startCost(c) + 1);
    else for (const { c, t } of follow) consider({ type: 'play', card: c, trick: t.id }, playCost(v, c, t));
  }
  if (!best) throw new Error(`the computer has no move (${v.phase}, ${hand.map((c) => card(c).name).join(', ')})`);
  return (best as { move: HermitMove }).move;
}

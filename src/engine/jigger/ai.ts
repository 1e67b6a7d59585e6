/**
 * The computer's Jigger player: like a careful child, it scans the takes it may see and demands the
 * suit the others most likely hold. It only ever gets its seat's view: never the others' hands, nor a
 * take the handicap hides from it.
 */
import { SUITS, type CardId, type Suit } from '../deck';
import { createRng } from '../core';
import { answers, fullDeck, hasSuitOf } from './game';
import type { JiggerMove } from './state';
import type { JiggerView } from './view';

export function chooseMove(v: JiggerView, seed: string): JiggerMove {
  const rng = createRng(`jigger-ai:${seed}`);
  if (v.phase === 'respond' && v.pending) {
    // Answering a staggered demand: give as few cards as allowed.
    const ways = answers(v.hand, v.pending.suit, true);
    const give = ways.reduce((a, b) => (b.length < a.length ? b : a), ways[0] ?? []);
    return { type: 'respond', seat: v.seat, give };
  }
  // What it can see: its own hand and the takes that lie face up to it.
  const seen = new Set<CardId>([...v.hand, ...v.takes.flatMap((t) => t ?? [])]);
  const unseen = fullDeck(v.options.players).filter((c) => !seen.has(c));
  let best: { suit: Suit; value: number } | null = null;
  for (const suit of SUITS) {
    const share = unseen.length ? unseen.filter((c) => hasSuitOf(c, suit)).length / unseen.length : 0;
    // Each opponent gives at least one card (by fishing) or all they hold of the suit.
    const value = v.handCounts.reduce((a, count, seat) => (seat === v.seat ? a : a + Math.max(1, count * share)), 0) + rng.next() * 0.01;
    if (!best || value > best.value) best = { suit, value };
  }
  return { type: 'demand', suit: (best as { suit: Suit }).suit };
}

/**
 * Jigger's quick levels, Gentle and Normal (ai.ts), which a play page runs itself. No search here: the page
 * loads this, not the search (./levels.ts).
 */
import { createRng } from '../core/random';
import type { QuickComputers } from '../core/quick-levels';
import { SUITS, type Suit } from '../deck';
import { chooseMove } from './ai';
import { hasSuitOf } from './game';
import type { JiggerMove } from './state';
import type { JiggerView } from './view';

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

export const jiggerQuick: QuickComputers<JiggerView, JiggerMove> = { gentle: gentleMove, normal: chooseMove };
export const computers = jiggerQuick;

/** Properties of Jigger over thousands of seeded random games for 2, 3, 6 and 12 players. */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { SUITS } from '../../src/engine/deck';
import { createRng } from '../../src/engine/core';
import { apply, fullDeck, legalMoves, newGame, winners, type JiggerMove, type JiggerState } from '../../src/engine/jigger/game';
import { chooseMove } from '../../src/engine/jigger/ai';
import { view } from '../../src/engine/jigger';

function play(players: number, seed: string, policy: string, ai: (s: JiggerState, n: number) => JiggerMove | null = () => null) {
  const rng = createRng(policy);
  let s = newGame({ players, first: rng.int(players), bookScoring: rng.next() < 0.5, fishedExcuse: rng.next() < 0.5 ? 'keep' : 'surrender', handicap: null, staggered: rng.next() < 0.5 }, seed);
  const states = [s];
  let n = 0;
  while (s.phase !== 'over' && n < 5000) {
    const legal = legalMoves(s);
    const m = ai(s, n) ?? (s.phase === 'respond' ? (legal[rng.int(legal.length)] as JiggerMove) : { type: 'demand' as const, suit: SUITS[rng.int(6)] as (typeof SUITS)[number] });
    const r = apply(s, m);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
    states.push(s);
    n++;
  }
  return { s, states, n };
}

describe('Jigger over random games', () => {
  test('every card of every deck is accounted for, and games end', () => {
    fc.assert(
      fc.property(fc.constantFrom(2, 3, 6, 12), fc.string({ minLength: 1, maxLength: 8 }), fc.integer(), (players, seed, policy) => {
        const { s, states, n } = play(players, seed, String(policy));
        expect(s.phase).toBe('over');
        expect(n).toBeLessThan(5000);
        const deck = fullDeck(players).sort();
        for (const st of states) {
          const all = [...st.hands.flat(), ...st.takes.flat(), ...st.drawPile].sort();
          expect(all).toEqual(deck);
        }
        expect(winners(s).length).toBeGreaterThan(0);
      }),
      { numRuns: 3000 },
    );
  });
});

test('the computer takes more cards than random demanders (4 players, 60 games)', () => {
  let ai = 0;
  let others = 0;
  for (let g = 0; g < 60; g++) {
    const { s } = play(4, `jg${g}`, `jp${g}`, (st, n) => (st.phase === 'demand' && st.turn === 0 ? chooseMove(view(st, 0), `${g}:${n}`) : null));
    ai += s.takes[0]?.length ?? 0;
    others += ((s.takes[1]?.length ?? 0) + (s.takes[2]?.length ?? 0) + (s.takes[3]?.length ?? 0)) / 3;
  }
  expect(ai).toBeGreaterThan(others * 1.1);
});

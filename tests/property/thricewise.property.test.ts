/** Properties of Thricewise over thousands of seeded random games for 2 to 5 players. */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { BASIC_DECK } from '../../src/engine/deck';
import { createRng, replay } from '../../src/engine/core';
import { apply, bounds, legalMoves, printMove, thricewise, type ThricewiseMove, type ThricewiseState } from '../../src/engine/thricewise';
import { chooseMove } from '../../src/engine/thricewise/ai';
import { english } from '../support/words';

function randomGame(players: 2 | 3 | 4 | 5, seed: string, policy: string) {
  const rng = createRng(policy);
  let s = thricewise.newGame({ players }, seed);
  const states = [s];
  const moves: string[] = [];
  while (s.phase !== 'over' && moves.length < 1000) {
    const legal = legalMoves(s);
    const m = legal[rng.int(legal.length)] as ThricewiseMove;
    const r = apply(s, m);
    if (!r.ok) throw new Error(`legal move refused: ${printMove(m)}: ${english(r.error.message, ['thricewise'])}`);
    moves.push(printMove(m));
    s = r.value.state;
    states.push(s);
  }
  return { s, states, moves };
}

const allCards = (s: ThricewiseState) => [
  ...s.hands.flat(),
  ...s.drawPile,
  ...s.grid.map((p) => p.card),
  ...s.deferred.flat(),
  ...s.placing.flatMap((p) => p.cards),
  ...s.setAside,
];
const playersArb = fc.constantFrom(2 as const, 3 as const, 4 as const, 5 as const);
const seeds = fc.tuple(fc.string({ minLength: 1, maxLength: 10 }), fc.integer());

describe('Thricewise over random games', () => {
  test('every card is accounted for, the grid never exceeds six by six, games end, scores add up', () => {
    fc.assert(
      fc.property(playersArb, seeds, (players, [seed, policy]) => {
        const { s, states } = randomGame(players, seed, String(policy));
        expect(s.phase).toBe('over');
        for (const st of states) {
          const cards = allCards(st);
          expect(cards.length).toBe(36);
          expect(new Set(cards).size).toBe(36);
          const b = bounds(st.grid);
          expect(b.bottom - b.top + 1).toBeLessThanOrEqual(6);
          expect(b.right - b.left + 1).toBeLessThanOrEqual(6);
          const sizes = st.hands.map((h) => h.length);
          if (st.phase === 'choose') expect(new Set(sizes).size).toBe(1);
        }
        const total = s.scored.reduce((a, x) => a + x.trio.points, 0);
        expect(s.scores.reduce((a, b) => a + b, 0)).toBe(total);
        // Every trio scored includes the card placed when it scored, and is still on the grid.
        for (const { trio } of s.scored) for (const c of trio.cards) expect(s.grid.some((p) => p.card === c)).toBe(true);
      }),
      { numRuns: 1500 },
    );
  });

  test('seed plus move list replays the game exactly', () => {
    fc.assert(
      fc.property(playersArb, seeds, (players, [seed, policy]) => {
        const { s, moves } = randomGame(players, seed, String(policy));
        const again = replay(thricewise, { players }, seed, moves);
        expect(again.ok && again.value.state).toEqual(s);
      }),
      { numRuns: 400 },
    );
  });

  test('legal moves apply; others are refused with a reason and change nothing; views hide hands and choices', () => {
    fc.assert(
      fc.property(playersArb, seeds, fc.nat(200), (players, [seed, policy], depth) => {
        const { states } = randomGame(players, seed, String(policy));
        const s = states[Math.min(depth, states.length - 1)] as ThricewiseState;
        const legal = new Set(legalMoves(s).map(printMove));
        const before = JSON.stringify(s);
        const rng = createRng(`${seed}:${depth}`);
        for (let i = 0; i < 25; i++) {
          const c = BASIC_DECK[rng.int(36)] as string;
          const m: ThricewiseMove =
            rng.next() < 0.4 ? { type: 'choose', seat: rng.int(players), card: c } : { type: 'place', card: c, row: rng.int(9) - 3, col: rng.int(9) - 3 };
          const r = apply(s, m);
          expect(r.ok).toBe(legal.has(printMove(m)));
          if (!r.ok) expect(english(r.error.message, ['thricewise'])).toMatch(/\w+ \w+ \w+/);
        }
        expect(JSON.stringify(s)).toBe(before);
        for (let seat = 0; seat < players; seat++) {
          const text = JSON.stringify(thricewise.view(s, seat));
          const hidden = [...s.hands.flatMap((h, i) => (i === seat ? [] : h)), ...s.drawPile];
          for (const c of hidden) expect(text).not.toContain(`"${c}"`);
        }
      }),
      { numRuns: 600 },
    );
  });
});

test('the computer scores more than random players (3 players, 60 games)', () => {
  let ai = 0;
  let random = 0;
  for (let g = 0; g < 60; g++) {
    const rng = createRng(`tr${g}`);
    let s = thricewise.newGame({ players: 3 }, `tw${g}`);
    let n = 0;
    while (s.phase !== 'over') {
      const seat = thricewise.toAct(s) as number;
      const m =
        seat === 0
          ? chooseMove(thricewise.view(s, 0), `${g}:${n}`)
          : (() => {
              const legal = legalMoves(s).filter((x) => x.type === 'place' || x.seat === seat);
              return legal[rng.int(legal.length)] as ThricewiseMove;
            })();
      const r = apply(s, m);
      if (!r.ok) throw new Error(english(r.error.message, ['thricewise']));
      s = r.value.state;
      n++;
    }
    ai += s.scores[0] as number;
    random += ((s.scores[1] as number) + (s.scores[2] as number)) / 2;
  }
  expect(ai / 60).toBeGreaterThan((random / 60) * 1.5);
});

import { expect, test } from 'vitest';
import { createRng } from '../../src/engine/core';
import { apply, ferret, legalMoves, scores, type FerretMove, type FerretState } from '../../src/engine/ferret';
import { chooseMove } from '../../src/engine/ferret/ai';

function play(seed: string, aiSeat: 0 | 1): number {
  const rng = createRng(`random-${seed}`);
  let s: FerretState = ferret.newGame({ first: 0 }, seed);
  let n = 0;
  while (s.phase !== 'over') {
    const seat = ferret.toAct(s);
    let m: FerretMove;
    if (seat === aiSeat) m = chooseMove(ferret.view(s, aiSeat), `${seed}:${n}`);
    else {
      const moves = legalMoves(s).filter((x) => x.type !== 'pass');
      m = (moves.length ? moves[rng.int(moves.length)] : legalMoves(s)[0]) as FerretMove;
    }
    const r = apply(s, m);
    if (!r.ok) throw new Error(r.error.code);
    s = r.value.state;
    n++;
  }
  const sc = scores(s);
  return sc[aiSeat] - sc[aiSeat === 0 ? 1 : 0];
}

test('the computer is clearly better than a random player (wins at least 85 of 100)', () => {
  let wins = 0;
  for (let g = 0; g < 100; g++) if (play(`ai-test-${g}`, (g % 2) as 0 | 1) > 0) wins++;
  expect(wins).toBeGreaterThanOrEqual(85);
});

test('the computer plays only from its own view: the same view gives the same move whatever is hidden', () => {
  const a = ferret.newGame({ first: 0 }, 'hidden-a');
  // Same visible cards for seat 0, other hidden cards: swap the opponent's hand with the draw pile's top.
  const b: FerretState = { ...a, hands: [a.hands[0], a.drawPile.slice(0, 5)], drawPile: [...a.hands[1], ...a.drawPile.slice(5)] };
  expect(chooseMove(ferret.view(b, 0), 'x')).toEqual(chooseMove(ferret.view(a, 0), 'x'));
});

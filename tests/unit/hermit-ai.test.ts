import { expect, test } from 'vitest';
import { hermit, type HermitOptions } from '../../src/engine/hermit';
import { chooseMove } from '../../src/engine/hermit/ai';
import { createRng } from '../../src/engine/core';
import { english } from '../support/words';

const options = (players: 2 | 3 | 4 | 5): HermitOptions => ({ players, target: 66, pleasantCompany: false, houseParty: false });

test('the computer takes far fewer points than random players (4 players, 40 matches)', () => {
  let ai = 0;
  let random = 0;
  for (let g = 0; g < 40; g++) {
    const rng = createRng(`hr${g}`);
    let s = hermit.newGame(options(4), `hm${g}`);
    let n = 0;
    while (s.phase !== 'over') {
      const seat = hermit.toAct(s)!;
      const m =
        seat === 0
          ? chooseMove(hermit.view(s, 0), `${g}:${n}`)
          : (() => {
              const legal = hermit.legalMoves(s).filter((x) => x.type === 'play' || x.seat === seat);
              return legal[rng.int(legal.length)]!;
            })();
      const r = hermit.apply(s, m);
      if (!r.ok) throw new Error(english(r.error.message, ['hermit']));
      s = r.value.state;
      n++;
    }
    const perHand = (seat: number) => s.scores[seat]! / s.results.length;
    ai += perHand(0);
    random += (perHand(1) + perHand(2) + perHand(3)) / 3;
  }
  expect(ai / 40).toBeLessThan((random / 40) * 0.6);
});

/**
 * The Strong level's shared search (src/engine/core/search.ts): the paired test that decides when it
 * leaves the Normal move, and the Normal players' rankings it searches (Ferret, Thricewise): their first
 * move is the Normal move, and Thricewise's quick scoring of a tried place agrees with the engine's.
 */
import { describe, expect, test } from 'vitest';
import { createRng } from '../../src/engine/core';
import { confidentGain, searchMove } from '../../src/engine/core/search';
import { ferret, type FerretState } from '../../src/engine/ferret';
import { chooseMove as ferretMove, evaluate as ferretEvaluate, rankMoves as ferretRank } from '../../src/engine/ferret/ai';
import { CARD_AHEAD, cardsAhead, strongEvaluate, strongRank as ferretStrongRank } from '../../src/engine/ferret/levels';
import { thricewise, type ThricewiseState } from '../../src/engine/thricewise';
import { chooseMove as thricewiseMove, rankMoves as thricewiseRank } from '../../src/engine/thricewise/ai';
import { thricewiseSearch } from '../../src/engine/thricewise/levels';
import { gridMap, legalCells, pointsIf, triosAt } from '../../src/engine/thricewise/scoring';

describe('confidentGain', () => {
  test('a gain seen in every round is confident; one that comes and goes, or one round, is not', () => {
    expect(confidentGain([0.6, 0.7, 0.6, 0.65], [0.5, 0.5, 0.5, 0.5], 1.5, 0.01)).toBe(true);
    expect(confidentGain([0.9, 0.1, 0.9, 0.1], [0.5, 0.5, 0.5, 0.5], 1.5, 0.01)).toBe(false);
    expect(confidentGain([0.9], [0.1], 1.5, 0.01)).toBe(false);
    // Too small a gain to leave the Normal move for, however steady.
    expect(confidentGain([0.505, 0.505, 0.505], [0.5, 0.5, 0.5], 1.5, 0.01)).toBe(false);
  });
});

/** Positions from random play, for every seat to move. */
function* positions<S>(
  module: {
    newGame(o: never, seed: string): S;
    legalMoves(s: S): unknown[];
    apply(s: S, m: never): { ok: boolean; value?: { state: S } };
    waitingFor(s: S): number[];
  },
  options: unknown,
  count: number,
  tag: string,
): Generator<S> {
  for (let g = 0; g < count; g++) {
    const rng = createRng(`${tag}-${g}`);
    let s = module.newGame(options as never, `${tag}-${g}`);
    const steps = rng.int(40);
    for (let i = 0; i < steps; i++) {
      const moves = module.legalMoves(s);
      const r = module.apply(s, moves[rng.int(moves.length)] as never);
      if (!r.ok || !r.value || module.waitingFor(r.value.state).length === 0) break;
      s = r.value.state;
    }
    yield s;
  }
}

test('Ferret: the ranking puts the Normal move first and holds every legal move once', () => {
  for (const s of positions<FerretState>(ferret, { first: 0 }, 30, 'rank-ferret')) {
    const seat = ferret.waitingFor(s)[0] as number;
    const v = ferret.view(s, seat);
    const ranked = ferretRank(v, 'r');
    expect(ferret.printMove(ranked[0]?.move as never)).toBe(ferret.printMove(ferretMove(v, 'r')));
    expect(new Set(ranked.map((r) => ferret.printMove(r.move))).size).toBe(ferret.legalMoves(s).length);
  }
});

test('Ferret: Strong ranks every legal move once, judging a position by Normal’s evaluation and the cards each side has won', () => {
  for (const s of positions<FerretState>(ferret, { first: 0 }, 30, 'rank-ferret-strong')) {
    const seat = ferret.waitingFor(s)[0] as 0 | 1;
    const v = ferret.view(s, seat);
    const ranked = ferretStrongRank(v, 'r');
    expect(new Set(ranked.map((r) => ferret.printMove(r.move))).size).toBe(ferret.legalMoves(s).length);
    const won = (p: 0 | 1) =>
      s.tableaux[p].length + s.sets.filter((x) => x.owner === p).reduce((a, x) => a + x.cards.length, 0) + s.layoffs.filter((l) => l.owner === p).length;
    expect(cardsAhead(s, seat)).toBe(won(seat) - won(seat === 0 ? 1 : 0));
    expect(strongEvaluate(s, seat)).toBe(ferretEvaluate(s, seat) + CARD_AHEAD * cardsAhead(s, seat));
  }
});

describe.each([2, 3, 4, 5])('Thricewise, %i players', (players) => {
  test('the ranking puts the Normal move first; a tried place scores what the engine scores there', () => {
    for (const s of positions<ThricewiseState>(thricewise, { players }, 20, `rank-thricewise-${players}`)) {
      const seat = thricewise.waitingFor(s)[0] as number;
      const v = thricewise.view(s, seat);
      const ranked = thricewiseRank(v, 'r');
      expect(thricewise.printMove(ranked[0]?.move as never)).toBe(thricewise.printMove(thricewiseMove(v, 'r')));
      const map = gridMap(s.grid);
      for (const c of s.hands[seat] ?? [])
        for (const cell of legalCells(s.grid)) {
          const engine = triosAt([...s.grid, { ...cell, card: c, seat }], cell).reduce((a, t) => a + t.points, 0);
          expect(pointsIf(map, cell, c)).toBe(engine);
        }
    }
  });
});

test('a game may cap its playouts by the view (a playout costs more with more seats): the cap it works out counts as a fixed one would', () => {
  for (const players of [2, 5]) {
    const s = [...positions<ThricewiseState>(thricewise, { players }, 1, `cap-thricewise-${players}`)][0] as ThricewiseState;
    const v = thricewise.view(s, thricewise.waitingFor(s)[0] as number);
    // Each round deals one world, so the worlds dealt count the rounds searched.
    const rounds = (iterations: number | ((view: typeof v) => number)) => {
      let worlds = 0;
      const spec = {
        ...thricewiseSearch,
        iterations,
        determinise: (view: typeof v, rng: Parameters<typeof thricewiseSearch.determinise>[1]) => {
          worlds++;
          return thricewiseSearch.determinise(view, rng);
        },
      };
      const move = searchMove(spec, v, 'cap', { iterations: 1200 }, thricewiseMove);
      return { worlds, move: thricewise.printMove(move) };
    };
    const seen: number[] = [];
    const byView = rounds((view) => {
      seen.push(view.handCounts.length);
      return 60;
    });
    expect(seen).toEqual([players]);
    expect(byView).toEqual(rounds(60));
    expect(byView.worlds).toBeGreaterThan(rounds(12).worlds);
  }
});

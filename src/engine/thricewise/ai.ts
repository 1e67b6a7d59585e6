/**
 * The computer's Thricewise player: it places for points, and picks the card whose best place scores
 * most. It sees only its own view. Deterministic for a view and a seed.
 */
import type { CardId } from '../deck';
import { createRng, type Rng } from '../core';
import { boardOf, pointsOn, rankValue, type Board } from './scoring';
import type { Cell, ThricewiseMove } from './state';
import type { ThricewiseView } from './view';

/** The best place for a card: the first legal space of most points (or the top-left corner when there is none). */
function best(board: Board, c: CardId): { cell: Cell; points: number } {
  const { rows, cols } = board.spaces();
  let top = -1;
  let points = -Infinity;
  for (let i = 0; i < rows.length; i++) {
    const got = pointsOn(board, rows[i] as number, cols[i] as number, c);
    if (got > points) {
      top = i;
      points = got;
    }
  }
  return top < 0 ? { cell: { row: 0, col: 0 }, points: 0 } : { cell: { row: rows[top] as number, col: cols[top] as number }, points };
}

/**
 * The moves the Normal player considers with its value, best first: the Normal player plays the first,
 * and the Strong level searches the first few. When choosing, every card in hand. When placing, the
 * Normal player's move, then every card at every legal cell by the points it scores there; places of
 * equal points come in an order drawn from the seed, so that the few searched are not always the first
 * cells of the grid.
 */
export function rankMoves(v: ThricewiseView, seed: string): { move: ThricewiseMove; value: number }[] {
  const rng = createRng(`thricewise-ai:${seed}`);
  const board = boardOf(v.grid);
  if (v.phase === 'choose') {
    const ranked = v.hand.map((c) => ({
      move: { type: 'choose', seat: v.seat, card: c } as ThricewiseMove,
      // Points now, and a little for low ranks, which are placed before the others take the good spaces.
      value: best(board, c).points - rankValue(c) * 0.05 + rng.next() * 0.01,
    }));
    return ranked.sort((a, b) => b.value - a.value);
  }
  if (v.phase !== 'place') return [];
  const normal = placeMove(v, board, rng);
  const order = createRng(`thricewise-rank:${seed}`);
  const { rows, cols } = board.spaces();
  const rest: { move: ThricewiseMove; value: number; tie: number }[] = [];
  for (const c of v.placing[0]?.cards ?? [])
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i] as number;
      const col = cols[i] as number;
      rest.push({ move: { type: 'place', card: c, row, col }, value: pointsOn(board, row, col, c), tie: order.next() });
    }
  rest.sort((a, b) => b.value - a.value || a.tie - b.tie);
  return [{ move: normal.move, value: normal.value }, ...rest.map(({ move, value }) => ({ move, value }))];
}

/** The Normal player's placement: the card whose best cell (the first of most points) scores most. */
function placeMove(v: ThricewiseView, board: Board, rng: Rng): { move: ThricewiseMove; value: number } {
  const mine = v.placing[0]?.cards ?? [];
  let pick: { card: CardId; cell: Cell; value: number } | null = null;
  for (const c of mine) {
    const b = best(board, c);
    const value = b.points + rng.next() * 0.01;
    if (!pick || value > pick.value) pick = { card: c, cell: b.cell, value };
  }
  const p = pick as { card: CardId; cell: Cell; value: number };
  return { move: { type: 'place', card: p.card, row: p.cell.row, col: p.cell.col }, value: p.value };
}

export function chooseMove(v: ThricewiseView, seed: string): ThricewiseMove {
  if (v.phase === 'choose') return (rankMoves(v, seed)[0] as { move: ThricewiseMove }).move;
  return placeMove(v, boardOf(v.grid), createRng(`thricewise-ai:${seed}`)).move;
}

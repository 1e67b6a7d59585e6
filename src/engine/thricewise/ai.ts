/**
 * The computer's Thricewise player: it places for points, and picks the card whose best place scores
 * most. It sees only its own view. Deterministic for a view and a seed.
 */
import type { CardId } from '../deck';
import { createRng } from '../core';
import { legalCells, rankValue, triosAt } from './scoring';
import type { Cell, ThricewiseMove } from './state';
import type { ThricewiseView } from './view';

function best(v: ThricewiseView, c: CardId): { cell: Cell; points: number } {
  let top: { cell: Cell; points: number } | null = null;
  for (const cell of legalCells(v.grid)) {
    const points = triosAt([...v.grid, { ...cell, card: c, seat: v.seat }], cell).reduce((a, t) => a + t.points, 0);
    if (!top || points > top.points) top = { cell, points };
  }
  return top ?? { cell: { row: 0, col: 0 }, points: 0 };
}

export function chooseMove(v: ThricewiseView, seed: string): ThricewiseMove {
  const rng = createRng(`thricewise-ai:${seed}`);
  if (v.phase === 'choose') {
    let pick: { card: CardId; value: number } | null = null;
    for (const c of v.hand) {
      // Points now, and a little for low ranks, which are placed before the others take the good spaces.
      const value = best(v, c).points - rankValue(c) * 0.05 + rng.next() * 0.01;
      if (!pick || value > pick.value) pick = { card: c, value };
    }
    return { type: 'choose', seat: v.seat, card: (pick as { card: CardId }).card };
  }
  const mine = v.placing[0]?.cards ?? [];
  let pick: { card: CardId; cell: Cell; value: number } | null = null;
  for (const c of mine) {
    const b = best(v, c);
    const value = b.points + rng.next() * 0.01;
    if (!pick || value > pick.value) pick = { card: c, cell: b.cell, value };
  }
  const p = pick as { card: CardId; cell: Cell };
  return { type: 'place', card: p.card, row: p.cell.row, col: p.cell.col };
}

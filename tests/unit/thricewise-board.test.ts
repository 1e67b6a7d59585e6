/**
 * Thricewise's board (src/engine/thricewise/scoring.ts) reads legal spaces from bits and grows each grid's
 * board from the last one; here it is held to the grid read the plain way, as the engine first read it (a
 * map of "row,col" keys, every neighbour of every card, sorted): over many seeded random games at every
 * seat count, every grid's legal spaces, the trios and points of every card in hand at every space, and why
 * each space near the grid is or is not legal, whether the board was grown from the one before or read
 * afresh from a copy of the grid.
 */
import { expect, test } from 'vitest';
import { createRng } from '../../src/engine/core';
import type { CardId } from '../../src/engine/deck';
import {
  boardOf,
  bounds,
  cellProblem,
  kindsOf,
  legalCells,
  MAX_SPAN,
  pointsOn,
  thricewise,
  triosAt,
  type Cell,
  type Placed,
  type ThricewiseMove,
  type ThricewiseOptions,
  type Trio,
} from '../../src/engine/thricewise';

const key = (row: number, col: number) => `${row},${col}`;
const mapOf = (grid: readonly Placed[]) => new Map(grid.map((p) => [key(p.row, p.col), p]));

/** Empty spaces touching a card that keep the grid within six by six, by row then column: as first written. */
function legalPlain(grid: readonly Placed[]): Cell[] {
  const map = mapOf(grid);
  const b = bounds(grid);
  const seen = new Set<string>();
  const out: Cell[] = [];
  for (const p of grid)
    for (let dr = -1; dr <= 1; dr++)
      for (let dc = -1; dc <= 1; dc++) {
        const row = p.row + dr;
        const col = p.col + dc;
        const k = key(row, col);
        if (map.has(k) || seen.has(k)) continue;
        seen.add(k);
        if (Math.max(b.bottom, row) - Math.min(b.top, row) + 1 <= MAX_SPAN && Math.max(b.right, col) - Math.min(b.left, col) + 1 <= MAX_SPAN)
          out.push({ row, col });
      }
  return out.sort((x, y) => x.row - y.row || x.col - y.col);
}

/** Every trio a card at this space would be part of: each line of three through it, read from the map. */
function triosPlain(grid: readonly Placed[], at: Cell, id: CardId): Trio[] {
  const map = mapOf(grid);
  const out: Trio[] = [];
  for (const [dr, dc] of [
    [0, 1],
    [1, 0],
    [1, 1],
    [1, -1],
  ] as const)
    for (let start = -2; start <= 0; start++) {
      const cells = [0, 1, 2].map((i) => ({ row: at.row + (start + i) * dr, col: at.col + (start + i) * dc }));
      const cards = cells.map((c) => (c.row === at.row && c.col === at.col ? id : map.get(key(c.row, c.col))?.card));
      if (cards.every((c): c is CardId => c !== undefined)) out.push(...kindsOf(cards, cells));
    }
  return out;
}

function problemPlain(grid: readonly Placed[], at: Cell): string | null {
  if (mapOf(grid).has(key(at.row, at.col))) return 'occupied';
  if (!grid.some((p) => Math.abs(p.row - at.row) <= 1 && Math.abs(p.col - at.col) <= 1)) return 'not-adjacent';
  const b = bounds(grid);
  if (Math.max(b.right, at.col) - Math.min(b.left, at.col) + 1 > MAX_SPAN) return 'too-wide';
  if (Math.max(b.bottom, at.row) - Math.min(b.top, at.row) + 1 > MAX_SPAN) return 'too-tall';
  return null;
}

/** The board's answers for a grid (read through boardOf, so grown or fresh as the grid came). */
function check(grid: readonly Placed[], hand: readonly CardId[]): number {
  const legal = legalPlain(grid);
  expect(legalCells(grid)).toEqual(legal);
  const board = boardOf(grid);
  let checked = 0;
  for (const c of hand)
    for (const cell of legal) {
      const plain = triosPlain(grid, cell, c);
      expect(board.triosWith(cell.row, cell.col, c, [])).toBe(plain.reduce((a, t) => a + t.points, 0));
      expect(pointsOn(board, cell.row, cell.col, c)).toBe(plain.reduce((a, t) => a + t.points, 0));
      const out: Trio[] = [];
      board.triosWith(cell.row, cell.col, c, out);
      expect(out).toEqual(plain);
      checked++;
    }
  const b = bounds(grid);
  for (let row = b.top - 2; row <= b.bottom + 2; row++)
    for (let col = b.left - 2; col <= b.right + 2; col++) expect(cellProblem(grid, { row, col })).toBe(problemPlain(grid, { row, col }));
  for (const p of grid) expect(triosAt(grid, p)).toEqual(triosPlain(grid, p, p.card));
  return checked;
}

test('the board agrees with the grid read the plain way, over seeded random games at every seat count, grown or read afresh', () => {
  let grids = 0;
  let tried = 0;
  for (let g = 0; g < 40; g++) {
    const o: ThricewiseOptions = { players: ((g % 4) + 2) as ThricewiseOptions['players'] };
    const rng = createRng(`board-${g}`);
    let s = thricewise.newGame(o, `board-${g}`);
    for (let n = 0; n < 500 && thricewise.toAct(s) !== null; n++) {
      if (s.phase === 'place') {
        const hand = s.placing[0]?.cards ?? [];
        // Every other game from a copy of the grid (its board read afresh), the others as the engine grew it.
        tried += check(g % 2 === 0 ? s.grid : (JSON.parse(JSON.stringify(s.grid)) as Placed[]), hand);
        grids++;
      }
      const legal = thricewise.legalMoves(s);
      const r = thricewise.apply(s, legal[rng.int(legal.length)] as ThricewiseMove);
      if (!r.ok) throw new Error(r.error.code);
      s = r.value.state;
    }
  }
  expect(grids).toBeGreaterThan(1000);
  expect(tried).toBeGreaterThan(15_000);
});

test('a grid far from the first corner, or wider than the board reads, gives the plain answers too', () => {
  const cards = ['2MK', '3MW', '4MS', '5ML', '6MW', '7ML', '8MS', '9MS', 'AM', 'CM'] as CardId[];
  const far: Placed[] = cards.slice(0, 5).map((card, i) => ({ card, row: 40 + (i % 2), col: -30 + i, seat: null }));
  check(far, cards.slice(5));
  // Wider than six by six (no game makes it): no legal space, and every space says why.
  const wide: Placed[] = cards.map((card, i) => ({ card, row: 0, col: i * 4, seat: null }));
  check(wide, cards.slice(0, 2));
  expect(legalCells(wide)).toEqual([]);
});

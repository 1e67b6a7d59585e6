/**
 * Thricewise scoring: a placed card that completes three in a line (row, column or diagonal) scores
 * each trio it makes: a flush per shared suit, a set of one rank, a straight of ranks in order along
 * the line (either direction). A trio is worth its lowest number card (2 to 9); Aces and Crowns are not
 * numbers, so a trio of them alone is worth nothing.
 */
import { card, numberValue, SUITS, type CardId } from '../deck';
import { MAX_SPAN } from './rules';
import type { Cell, Placed, Trio } from './state';

/** Rank order for straights: Ace 1, numbers, Crown 10. */
export function rankValue(id: CardId): number {
  const r = card(id).rank;
  return r === 'A' ? 1 : r === 'C' ? 10 : Number(r);
}

export function trioPoints(cards: readonly CardId[]): number {
  const numbers = cards.map((c) => numberValue(card(c))).filter((v): v is number => v !== null);
  return numbers.length ? Math.min(...numbers) : 0;
}

/** The trios three cards make, in their order along the line. */
export function kindsOf(cards: readonly CardId[], cells: readonly Cell[]): Trio[] {
  const [a, b, c] = cards as [CardId, CardId, CardId];
  const points = trioPoints(cards);
  const out: Trio[] = [];
  for (const suit of SUITS) if (cards.every((x) => card(x).suits.includes(suit))) out.push({ kind: 'flush', suit, cells, cards, points });
  if (card(a).rank === card(b).rank && card(b).rank === card(c).rank) out.push({ kind: 'set', cells, cards, points });
  const [va, vb, vc] = [rankValue(a), rankValue(b), rankValue(c)];
  if ((vb === va + 1 && vc === vb + 1) || (vb === va - 1 && vc === vb - 1)) out.push({ kind: 'straight', cells, cards, points });
  return out;
}

const DIRECTIONS: readonly (readonly [number, number])[] = [
  [0, 1],
  [1, 0],
  [1, 1],
  [1, -1],
];

const key = (row: number, col: number) => `${row},${col}`;

export function gridMap(grid: readonly Placed[]): Map<string, Placed> {
  return new Map(grid.map((p) => [key(p.row, p.col), p]));
}

/** Every trio that the card at this cell is part of. */
export function triosAt(grid: readonly Placed[], at: Cell): Trio[] {
  const map = gridMap(grid);
  return triosWith((row, col) => map.get(key(row, col))?.card, at);
}

/**
 * The points a card would score at an empty cell: triosAt's, from the grid's map (gridMap) made once,
 * without copying the grid for every cell tried (the computer tries every cell for every card).
 */
export function pointsIf(map: ReadonlyMap<string, Placed>, at: Cell, id: CardId): number {
  return triosWith((row, col) => (row === at.row && col === at.col ? id : map.get(key(row, col))?.card), at).reduce((a, t) => a + t.points, 0);
}

function triosWith(cardAt: (row: number, col: number) => CardId | undefined, at: Cell): Trio[] {
  const out: Trio[] = [];
  for (const [dr, dc] of DIRECTIONS)
    for (let start = -2; start <= 0; start++) {
      const cells: Cell[] = [0, 1, 2].map((i) => ({ row: at.row + (start + i) * dr, col: at.col + (start + i) * dc }));
      const cards = cells.map((c) => cardAt(c.row, c.col));
      if (cards.every((c): c is CardId => c !== undefined)) out.push(...kindsOf(cards, cells));
    }
  return out;
}

export function bounds(grid: readonly Cell[]): { top: number; bottom: number; left: number; right: number } {
  return {
    top: Math.min(...grid.map((p) => p.row)),
    bottom: Math.max(...grid.map((p) => p.row)),
    left: Math.min(...grid.map((p) => p.col)),
    right: Math.max(...grid.map((p) => p.col)),
  };
}

/** Empty cells touching a card (orthogonally or diagonally) that keep the grid within six by six. */
export function legalCells(grid: readonly Placed[]): Cell[] {
  const map = gridMap(grid);
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
        const tall = Math.max(b.bottom, row) - Math.min(b.top, row) + 1;
        const wide = Math.max(b.right, col) - Math.min(b.left, col) + 1;
        if (tall <= MAX_SPAN && wide <= MAX_SPAN) out.push({ row, col });
      }
  return out.sort((x, y) => x.row - y.row || x.col - y.col);
}

/** Why a cell is not a legal place, or null if it is. */
export function cellProblem(grid: readonly Placed[], at: Cell): 'occupied' | 'not-adjacent' | 'too-wide' | 'too-tall' | null {
  const map = gridMap(grid);
  if (map.has(key(at.row, at.col))) return 'occupied';
  const touches = grid.some((p) => Math.abs(p.row - at.row) <= 1 && Math.abs(p.col - at.col) <= 1);
  if (!touches) return 'not-adjacent';
  const b = bounds(grid);
  if (Math.max(b.right, at.col) - Math.min(b.left, at.col) + 1 > MAX_SPAN) return 'too-wide';
  if (Math.max(b.bottom, at.row) - Math.min(b.top, at.row) + 1 > MAX_SPAN) return 'too-tall';
  return null;
}

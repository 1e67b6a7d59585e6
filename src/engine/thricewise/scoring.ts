/**
 * Thricewise scoring: a placed card that completes three in a line (row, column or diagonal) scores
 * each trio it makes: a flush per shared suit, a set of one rank, a straight of ranks in order along
 * the line (either direction). A trio is worth its lowest number card (2 to 9); Aces and Crowns are not
 * numbers, so a trio of them alone is worth nothing.
 *
 * The grid is read as a board (`boardOf`): its cards in an array by row and column within its bounds,
 * so a space is looked up by arithmetic, not by a string key; the board of the grid last asked about
 * is kept, with its legal spaces once they are worked out (a move is listed and then applied on the
 * same grid; a grid in a state is never changed, a new grid is a new array). Card facts (suits as bits,
 * rank, number) are worked out once per card.
 */
import { card, numberValue, RANKS, SUITS, type CardId, type Suit } from '../deck';
import { MAX_SPAN } from './rules';
import type { Cell, Placed, Trio } from './state';

/**
 * What scoring asks of a card: suits as bits (in SUITS order), rank (for sets), rank value (for straights),
 * number (0 for none); its id, and a small number of its own (the order its facts were first asked for).
 */
export interface Facts {
  readonly id: CardId;
  readonly index: number;
  readonly suits: number;
  readonly same: number;
  readonly rank: number;
  readonly number: number;
}

const FACTS = new Map<CardId, Facts>();

export function factsOf(id: CardId): Facts {
  let f = FACTS.get(id);
  if (f === undefined) {
    const c = card(id);
    let suits = 0;
    for (const s of c.suits) suits |= 1 << SUITS.indexOf(s);
    const r = c.rank;
    f = {
      id,
      index: FACTS.size,
      suits,
      same: r === null ? -1 : RANKS.indexOf(r),
      rank: r === 'A' ? 1 : r === 'C' ? 10 : Number(r),
      number: numberValue(c) ?? 0,
    };
    FACTS.set(id, f);
  }
  return f;
}

/** Rank order for straights: Ace 1, numbers, Crown 10. */
export function rankValue(id: CardId): number {
  return factsOf(id).rank;
}

/** A card's rank as a number, for telling ranks apart (the Excuse -1). */
export function rankIndex(id: CardId): number {
  return factsOf(id).same;
}

export function trioPoints(cards: readonly CardId[]): number {
  let min = 0;
  for (const c of cards) {
    const v = factsOf(c).number;
    if (v > 0 && (min === 0 || v < min)) min = v;
  }
  return min;
}

/** trioPoints of three cards' facts. */
function factsPoints(fa: Facts, fb: Facts, fc: Facts): number {
  let min = fa.number;
  if (fb.number > 0 && (min === 0 || fb.number < min)) min = fb.number;
  if (fc.number > 0 && (min === 0 || fc.number < min)) min = fc.number;
  return min;
}

/** The trios three cards make, in their order along the line. */
export function kindsOf(cards: readonly CardId[], cells: readonly Cell[]): Trio[] {
  const [a, b, c] = cards as [CardId, CardId, CardId];
  return kindsOfFacts(factsOf(a), factsOf(b), factsOf(c), cards, cells, []);
}

/** kindsOf from the three cards' facts, appended to `out`. */
function kindsOfFacts(fa: Facts, fb: Facts, fc: Facts, cards: readonly CardId[], cells: readonly Cell[], out: Trio[]): Trio[] {
  const points = factsPoints(fa, fb, fc);
  const shared = fa.suits & fb.suits & fc.suits;
  if (shared !== 0) for (let i = 0; i < SUITS.length; i++) if (shared & (1 << i)) out.push({ kind: 'flush', suit: SUITS[i] as Suit, cells, cards, points });
  if (fa.same === fb.same && fb.same === fc.same) out.push({ kind: 'set', cells, cards, points });
  const va = fa.rank;
  const vb = fb.rank;
  const vc = fc.rank;
  if ((vb === va + 1 && vc === vb + 1) || (vb === va - 1 && vc === vb - 1)) out.push({ kind: 'straight', cells, cards, points });
  return out;
}

const DIRECTIONS: readonly (readonly [number, number])[] = [
  [0, 1],
  [1, 0],
  [1, 1],
  [1, -1],
];
/** DIRECTIONS as rows and columns apart (read in the board's loops without taking a pair apart). */
const DIR_ROWS = [0, 1, 1, 1] as const;
const DIR_COLS = [1, 0, 1, -1] as const;

const key = (row: number, col: number) => `${row},${col}`;

export function gridMap(grid: readonly Placed[]): Map<string, Placed> {
  return new Map(grid.map((p) => [key(p.row, p.col), p]));
}

/** Legal spaces as two lists of numbers: space i is at row rows[i], column cols[i]. */
export interface Spaces {
  readonly rows: readonly number[];
  readonly cols: readonly number[];
}

/** A board wider or taller than this (no grid of a game: six by six at most) is read the plain way. */
const MAX_BOARD = 24;

/**
 * A grid as a board: its cards' facts by row and column within its bounds (later cards win a space, as in
 * gridMap), each row's spaces that hold a card as bits, and its legal spaces once asked for. A grid with a
 * card between spaces (a row or column that is not a whole number: no move the site makes, but `apply`
 * takes any numbers), or wider or taller than MAX_BOARD, is read the plain way, by a map of its spaces,
 * as it always was.
 */
export class Board {
  readonly top: number;
  readonly bottom: number;
  readonly left: number;
  readonly right: number;
  /** How many cards the grid held when the board was made. */
  readonly size: number;
  private readonly width: number;
  /** The facts of each space's card, row by row from the top-left corner. */
  private readonly facts: (Facts | undefined)[];
  /** Per row from the top, the spaces that hold a card: bit col - left + 1 (so bit 0 is the column left of the board). */
  private readonly occupied: number[];
  private legal: Cell[] | null = null;
  private found: Spaces | null = null;
  /** The grid's map, for a grid read the plain way (null for any other). */
  private readonly map: Map<string, Placed> | null;
  /** Is the grid read the plain way? */
  get plain(): boolean {
    return this.map !== null;
  }

  private constructor(
    readonly grid: readonly Placed[],
    top: number,
    bottom: number,
    left: number,
    right: number,
    facts: (Facts | undefined)[],
    occupied: number[],
    map: Map<string, Placed> | null,
  ) {
    this.map = map;
    this.size = grid.length;
    this.top = top;
    this.bottom = bottom;
    this.left = left;
    this.right = right;
    this.width = right - left + 1;
    this.facts = facts;
    this.occupied = occupied;
  }

  /** The board of a grid. */
  static of(grid: readonly Placed[]): Board {
    let top = Infinity;
    let bottom = -Infinity;
    let left = Infinity;
    let right = -Infinity;
    let plain = false;
    for (const p of grid) {
      if (p.row < top) top = p.row;
      if (p.row > bottom) bottom = p.row;
      if (p.col < left) left = p.col;
      if (p.col > right) right = p.col;
      if (!Number.isInteger(p.row) || !Number.isInteger(p.col)) plain = true;
    }
    if (grid.length === 0) return new Board(grid, top, bottom, left, right, [], [], null);
    if (plain || right - left + 1 > MAX_BOARD || bottom - top + 1 > MAX_BOARD) return new Board(grid, 0, -1, 0, -1, [], [], gridMap(grid));
    const width = right - left + 1;
    const facts = new Array<Facts | undefined>(width * (bottom - top + 1)).fill(undefined);
    const occupied = new Array<number>(bottom - top + 1).fill(0);
    for (const p of grid) {
      facts[(p.row - top) * width + (p.col - left)] = factsOf(p.card);
      occupied[p.row - top] = (occupied[p.row - top] as number) | (1 << (p.col - left + 1));
    }
    return new Board(grid, top, bottom, left, right, facts, occupied, null);
  }

  /** The board of `grid`, which is this board's grid with one more card (`placed`, its last): read from this one. */
  grown(grid: readonly Placed[], placed: Placed): Board {
    if (this.map !== null || this.size === 0 || !Number.isInteger(placed.row) || !Number.isInteger(placed.col)) return Board.of(grid);
    const top = Math.min(this.top, placed.row);
    const bottom = Math.max(this.bottom, placed.row);
    const left = Math.min(this.left, placed.col);
    const right = Math.max(this.right, placed.col);
    if (right - left + 1 > MAX_BOARD || bottom - top + 1 > MAX_BOARD) return Board.of(grid);
    const width = right - left + 1;
    let facts: (Facts | undefined)[];
    let occupied: number[];
    if (top === this.top && bottom === this.bottom && left === this.left && right === this.right) {
      // The same bounds: the same places.
      facts = this.facts.slice();
      occupied = this.occupied.slice();
    } else {
      facts = new Array<Facts | undefined>(width * (bottom - top + 1)).fill(undefined);
      occupied = new Array<number>(bottom - top + 1).fill(0);
      const down = this.top - top;
      const across = this.left - left;
      for (let r = 0; r <= this.bottom - this.top; r++) {
        occupied[r + down] = (this.occupied[r] as number) << across;
        for (let c = 0; c < this.width; c++) facts[(r + down) * width + c + across] = this.facts[r * this.width + c];
      }
    }
    facts[(placed.row - top) * width + (placed.col - left)] = factsOf(placed.card);
    occupied[placed.row - top] = (occupied[placed.row - top] as number) | (1 << (placed.col - left + 1));
    return new Board(grid, top, bottom, left, right, facts, occupied, null);
  }

  /** The card in a space, if any (rows and columns are whole numbers). */
  at(row: number, col: number): CardId | undefined {
    if (this.map !== null) return this.map.get(key(row, col))?.card;
    return this.factsAt(row, col)?.id;
  }

  /** The facts of the card in a space, if any. */
  private factsAt(row: number, col: number): Facts | undefined {
    if (this.map !== null) {
      const c = this.at(row, col);
      return c === undefined ? undefined : factsOf(c);
    }
    if (row < this.top || row > this.bottom || col < this.left || col > this.right) return undefined;
    return this.facts[(row - this.top) * this.width + (col - this.left)];
  }

  /** Does a card touch this space, side by side or corner to corner? */
  touches(row: number, col: number): boolean {
    if (this.map !== null) return this.grid.some((p) => Math.abs(p.row - row) <= 1 && Math.abs(p.col - col) <= 1);
    for (let dr = -1; dr <= 1; dr++) for (let dc = -1; dc <= 1; dc++) if ((dr !== 0 || dc !== 0) && this.at(row + dr, col + dc) !== undefined) return true;
    return false;
  }

  /**
   * The legal spaces (empty, touching a card, keeping the grid within six by six), by row and then
   * column, as two lists of numbers: rows and columns (legal moves are made from them without a cell object each).
   * Each row's are read from the bits of the spaces that hold a card in it and the rows next to it,
   * spread one space left and right.
   */
  spaces(): Spaces {
    if (this.found) return this.found;
    const span = MAX_SPAN;
    const height = this.bottom - this.top + 1;
    if (this.map !== null) {
      const rows: number[] = [];
      const cols: number[] = [];
      for (const c of legalCellsPlain(this.grid, this.map)) {
        rows.push(c.row);
        cols.push(c.col);
      }
      return (this.found = { rows, cols });
    }
    if (this.size === 0 || height > span || this.width > span) return (this.found = { rows: [], cols: [] });
    // The rows and columns a card may go in and keep the grid within six by six.
    const rowLo = Math.max(this.top - 1, this.bottom - span + 1);
    const rowHi = Math.min(this.bottom + 1, this.top + span - 1);
    const colLo = Math.max(this.left - 1, this.right - span + 1);
    const colHi = Math.min(this.right + 1, this.left + span - 1);
    const within = ((1 << (colHi - colLo + 1)) - 1) << (colLo - this.left + 1);
    const occupied = this.occupied;
    const free = FREE;
    let count = 0;
    for (let row = rowLo; row <= rowHi; row++) {
      const i = row - this.top;
      const here = i >= 0 && i < height ? (occupied[i] as number) : 0;
      const near = here | (i >= 1 && i <= height ? (occupied[i - 1] as number) : 0) | (i >= -1 && i < height - 1 ? (occupied[i + 1] as number) : 0);
      const bits = (near | (near << 1) | (near >> 1)) & ~here & within;
      free[row - rowLo] = bits;
      count += bitCount(bits);
    }
    // Made at their full length at once.
    const rows = new Array<number>(count);
    const cols = new Array<number>(count);
    let k = 0;
    for (let row = rowLo; row <= rowHi; row++)
      for (let bits = free[row - rowLo] as number; bits !== 0; bits &= bits - 1) {
        rows[k] = row;
        cols[k++] = this.left - 1 + 31 - Math.clz32(bits & -bits);
      }
    return (this.found = { rows, cols });
  }

  /** The legal spaces as cells (legalCells). */
  cells(): readonly Cell[] {
    if (this.legal) return this.legal;
    const { rows, cols } = this.spaces();
    const out: Cell[] = [];
    for (let i = 0; i < rows.length; i++) out.push({ row: rows[i] as number, col: cols[i] as number });
    return (this.legal = out);
  }

  /**
   * The trios a card at this space is part of (the card is taken to be there, whatever the board
   * holds), appended to `out`, and their points; with `out` null, only the points (no trio is made).
   */
  triosWith(row: number, col: number, id: CardId, out: Trio[] | null): number {
    if (this.map !== null || !Number.isInteger(row) || !Number.isInteger(col)) {
      const at = { row, col };
      // A space between spaces (a move from elsewhere): read as the plain way reads it.
      const map = gridMap(this.grid);
      const trios = triosWithPlain((row, col) => (row === at.row && col === at.col ? id : map.get(key(row, col))?.card), at);
      out?.push(...trios);
      return trios.reduce((a, t) => a + t.points, 0);
    }
    let points = 0;
    const placed = factsOf(id);
    const line = FACTS_LINE;
    for (let d = 0; d < 4; d++) {
      const dr = DIR_ROWS[d] as number;
      const dc = DIR_COLS[d] as number;
      // The five spaces through this one along the line; the card at offset 0 is the one placed.
      line[0] = this.factsAt(row - 2 * dr, col - 2 * dc);
      line[1] = this.factsAt(row - dr, col - dc);
      line[2] = placed;
      line[3] = this.factsAt(row + dr, col + dc);
      line[4] = this.factsAt(row + 2 * dr, col + 2 * dc);
      for (let start = 0; start <= 2; start++) {
        const fa = line[start];
        const fb = line[start + 1];
        const fc = line[start + 2];
        if (fa === undefined || fb === undefined || fc === undefined) continue;
        const shared = fa.suits & fb.suits & fc.suits;
        const set = fa.same === fb.same && fb.same === fc.same;
        const step = fb.rank - fa.rank;
        const straight = fc.rank - fb.rank === step && (step === 1 || step === -1);
        if (shared === 0 && !set && !straight) continue;
        if (out === null) {
          points += (bitCount(shared) + (set ? 1 : 0) + (straight ? 1 : 0)) * factsPoints(fa, fb, fc);
          continue;
        }
        const r0 = row + (start - 2) * dr;
        const c0 = col + (start - 2) * dc;
        const cells: Cell[] = [
          { row: r0, col: c0 },
          { row: r0 + dr, col: c0 + dc },
          { row: r0 + 2 * dr, col: c0 + 2 * dc },
        ];
        const before = out.length;
        kindsOfFacts(fa, fb, fc, [fa.id, fb.id, fc.id], cells, out);
        for (let k = before; k < out.length; k++) points += (out[k] as Trio).points;
      }
    }
    return points;
  }
}

/** Scratch for Board.spaces (it never runs inside itself): each row's legal spaces as bits. */
const FREE: number[] = [0, 0, 0, 0, 0, 0, 0, 0];

/** Scratch for Board.triosWith (it never runs inside itself): the facts of the five cards along a line. */
const FACTS_LINE: (Facts | undefined)[] = [undefined, undefined, undefined, undefined, undefined];

function bitCount(bits: number): number {
  let n = 0;
  for (let b = bits; b !== 0; b &= b - 1) n++;
  return n;
}

let last: Board | null = null;

/** The board of a grid: the one last made, if it is of this very grid (and the grid has not grown since). */
export function boardOf(grid: readonly Placed[]): Board {
  if (last !== null && last.grid === grid && last.size === grid.length) return last;
  return (last = Board.of(grid));
}

/**
 * The grid with one more card (a new list), and its board, made from the old grid's rather than read
 * again: it is kept as the last board made, for the moves listed next.
 */
export function withCard(grid: readonly Placed[], placed: Placed): Placed[] {
  const board = boardOf(grid);
  const next = grid.concat([placed]);
  last = board.grown(next, placed);
  return next;
}

/** Every trio that the card at this cell is part of. */
export function triosAt(grid: readonly Placed[], at: Cell): Trio[] {
  if (!Number.isInteger(at.row) || !Number.isInteger(at.col)) {
    const map = gridMap(grid);
    return triosWithPlain((row, col) => map.get(key(row, col))?.card, at);
  }
  const board = boardOf(grid);
  const id = board.at(at.row, at.col);
  if (id === undefined) return [];
  const out: Trio[] = [];
  board.triosWith(at.row, at.col, id, out);
  return out;
}

/**
 * The points a card would score at an empty cell: triosAt's, from the grid's map (gridMap) made once,
 * without copying the grid for every cell tried (the computer tries every cell for every card).
 */
export function pointsIf(map: ReadonlyMap<string, Placed>, at: Cell, id: CardId): number {
  return triosWithPlain((row, col) => (row === at.row && col === at.col ? id : map.get(key(row, col))?.card), at).reduce((a, t) => a + t.points, 0);
}

/** The points a card would score at an empty space of this board (pointsIf, by the board). */
export function pointsOn(board: Board, row: number, col: number, id: CardId): number {
  return board.triosWith(row, col, id, null);
}

function triosWithPlain(cardAt: (row: number, col: number) => CardId | undefined, at: Cell): Trio[] {
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
  return boardOf(grid).cells().slice();
}

/** Why a cell is not a legal place, or null if it is. */
export function cellProblem(grid: readonly Placed[], at: Cell): 'occupied' | 'not-adjacent' | 'too-wide' | 'too-tall' | null {
  const b = boardOf(grid);
  if (b.plain || !Number.isInteger(at.row) || !Number.isInteger(at.col)) return cellProblemPlain(grid, at);
  if (b.at(at.row, at.col) !== undefined) return 'occupied';
  if (!b.touches(at.row, at.col)) return 'not-adjacent';
  if (Math.max(b.right, at.col) - Math.min(b.left, at.col) + 1 > MAX_SPAN) return 'too-wide';
  if (Math.max(b.bottom, at.row) - Math.min(b.top, at.row) + 1 > MAX_SPAN) return 'too-tall';
  return null;
}

/** legalCells as it was first written, for a grid read the plain way. */
function legalCellsPlain(grid: readonly Placed[], map: ReadonlyMap<string, Placed>): Cell[] {
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

/** cellProblem for any numbers (a move from elsewhere may name a space between spaces). */
function cellProblemPlain(grid: readonly Placed[], at: Cell): 'occupied' | 'not-adjacent' | 'too-wide' | 'too-tall' | null {
  const map = gridMap(grid);
  if (map.has(key(at.row, at.col))) return 'occupied';
  const touches = grid.some((p) => Math.abs(p.row - at.row) <= 1 && Math.abs(p.col - at.col) <= 1);
  if (!touches) return 'not-adjacent';
  const b = bounds(grid);
  if (Math.max(b.right, at.col) - Math.min(b.left, at.col) + 1 > MAX_SPAN) return 'too-wide';
  if (Math.max(b.bottom, at.row) - Math.min(b.top, at.row) + 1 > MAX_SPAN) return 'too-tall';
  return null;
}

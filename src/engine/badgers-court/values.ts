/**
 * What cards are worth, and which groups of cards make a rank. A group ("unit") makes a rank when its
 * values add up to that rank's value, or, with the extended deck's Pawns and Courts, by the rule
 * Ace + Pawn = Court and Ace + Court = Crown. Pure arithmetic, shared by the rules and the computer.
 */
import { card, CARDS, RANKS, type CardId, type Rank } from '../deck';
import { msg, type Message } from '../core/message';
import type { BadgersCourtOptions } from './state';

type ValueOptions = Pick<BadgersCourtOptions, 'royal' | 'variant'>;

const NUMBERS: Readonly<Record<string, number>> = { A: 1, '2': 2, '3': 3, '4': 4, '5': 5, '6': 6, '7': 7, '8': 8, '9': 9 };

/** A rank's value, or null for a rank with no number (Pawns and Courts; in the traditional game, Crowns too). */
export function rankValue(rank: Rank, o: ValueOptions): number | null {
  const n = NUMBERS[rank];
  if (n !== undefined) return n;
  if (o.variant === 'traditional') return null;
  if (o.royal) return rank === 'P' ? 10 : rank === 'T' ? 11 : 12;
  return rank === 'C' ? 10 : null;
}

/** The rank whose value this is, if any. */
export function rankOfValue(value: number, o: ValueOptions): Rank | null {
  for (const r of RANKS) if (rankValue(r, o) === value) return r;
  return null;
}

/*
 * The arithmetic on numbers, for the move listing's search, which looks at thousands of groups a turn:
 * ranks as indices into RANKS (A = 0 … 9 = 8, P = 9, T = 10, C = 11), values as numbers (-1 for none),
 * and a group of cards as its counts (see `unitRankOf`), so that adding a card to a group is a few
 * additions instead of a new list to read again.
 */

/** Each rank's index in RANKS. */
export const RANK_INDEX: Readonly<Record<Rank, number>> = Object.fromEntries(RANKS.map((r, i) => [r, i])) as Record<Rank, number>;

/**
 * Each card's rank index (-1 for the Excuse), read from its id's first letter (a card's id starts with
 * its rank: cardKey, and a rank is its cards' first letter; tests/unit/badgers-court-rules.test.ts), without
 * looking the card up.
 */
const RANK_BY_LETTER: readonly number[] = (() => {
  const table: number[] = Array.from({ length: 128 }, () => -1);
  for (const c of CARDS) table[c.id.charCodeAt(0)] = c.rank === null ? -1 : RANK_INDEX[c.rank];
  return table;
})();
/** A card's rank index from its id (or a rank's, from the rank itself: "9", "C"), -1 for none. */
export function rankIndexOf(id: CardId | Rank): number {
  const r = RANK_BY_LETTER[id.charCodeAt(0)];
  return r === undefined ? -1 : r;
}
/**
 * A card's rank, read from its id's first letter without looking the card up (every move judged reads a
 * few); an id no rank's letter starts (the Excuse, or no card at all) is looked up, as before.
 */
export const rankOf = (id: CardId): Rank => (RANKS[RANK_BY_LETTER[id.charCodeAt(0)] as number] ?? card(id).rank) as Rank;

/** How cards are valued: 0 standard, 1 the Royal Court, 2 the very traditional game. */
export type ValueMode = 0 | 1 | 2;
export const valueMode = (o: ValueOptions): ValueMode => (o.variant === 'traditional' ? 2 : o.royal ? 1 : 0);

const MODE_OPTIONS: readonly ValueOptions[] = [
  { variant: 'standard', royal: false },
  { variant: 'standard', royal: true },
  { variant: 'traditional', royal: false },
];
/** Each rank's value by mode and rank index, -1 when it has none (as `rankValue`). */
export const RANK_VALUES: readonly (readonly number[])[] = MODE_OPTIONS.map((o) => RANKS.map((r) => rankValue(r, o) ?? -1));
/** The rank index a total makes, by mode and total, -1 when none (as `rankOfValue`); totals past the end make none. */
const VALUE_RANKS: readonly (readonly number[])[] = MODE_OPTIONS.map((o) =>
  Array.from({ length: 16 }, (_, v) => {
    const r = rankOfValue(v, o);
    return r === null ? -1 : RANK_INDEX[r];
  }),
);
const PAWN = RANK_INDEX.P;

/**
 * The rank a group of cards makes, from its counts: n cards, the sum of those with a value, how many
 * have none (odd), how many valued cards are not Aces, how many are Pawns, and the rank of a lone card.
 * A rank index, or -1. A single card makes its own rank; by the extended deck's rule (standard values
 * only) Ace + Pawn = Court and Ace + Court = Crown.
 */
export function unitRankOf(mode: ValueMode, n: number, sum: number, odd: number, nonAce: number, pawns: number, single: number): number {
  if (n === 0) return -1;
  if (n === 1) return single;
  if (odd === 0) return sum < 16 ? ((VALUE_RANKS[mode] as number[])[sum] as number) : -1;
  if (mode !== 0 || odd !== 1 || nonAce !== 0) return -1;
  const steps = (pawns === 1 ? 0 : 1) + n - 1;
  return steps === 1 ? RANK_INDEX.T : steps === 2 ? RANK_INDEX.C : -1;
}

/**
 * Could more cards still be added to a non-empty group (its counts) to make a rank of this value (-1
 * for none)? False only when no larger group makes it, so it prunes a search without losing a group.
 */
export function canGrowOf(mode: ValueMode, n: number, sum: number, odd: number, nonAce: number, targetValue: number): boolean {
  if (odd === 0) {
    if (targetValue >= 0 && sum < targetValue) return true;
    return mode === 0 && nonAce === 0 && n < 2;
  }
  return mode === 0 && n < 3;
}

/**
 * Groups' counts by slot, as `unitRankOf` and `canGrowOf` read them: the listing's Court items and the
 * split's chunks, filled by `fill`.
 */
export class GroupCounts {
  // Typed lists, each slot a number: a Court has at most 44 cards, and a split one chunk more.
  readonly n = new Int32Array(48);
  readonly sum = new Int32Array(48);
  readonly odd = new Int32Array(48);
  readonly nonAce = new Int32Array(48);
  readonly pawns = new Int32Array(48);
  readonly single = new Int32Array(48);

  /** Slot j's counts: these lists of cards together, with the values of one mode (`RANK_VALUES`). */
  fill(j: number, lists: readonly (readonly CardId[])[], values: readonly number[]): void {
    this.clear(j);
    for (const cards of lists) this.add(j, cards, values);
  }

  /**
   * Slot j's counts: one card, of this rank index and value (-1 for none). The counts `fill(j, [[card]])`
   * writes, without reading a list (the listing's usual item, a loose card): keep the two in step.
   */
  one(j: number, r: number, v: number): void {
    this.n[j] = 1;
    this.sum[j] = v < 0 ? 0 : v;
    this.odd[j] = v < 0 ? 1 : 0;
    this.nonAce[j] = v >= 0 && r !== 0 ? 1 : 0;
    this.pawns[j] = r === PAWN ? 1 : 0;
    this.single[j] = r;
  }

  /** Slot j's counts emptied. */
  clear(j: number): void {
    this.n[j] = this.sum[j] = this.odd[j] = this.nonAce[j] = this.pawns[j] = 0;
    this.single[j] = -1;
  }

  /** These cards added to slot j's counts. */
  add(j: number, cards: readonly CardId[], values: readonly number[]): void {
    let n = this.n[j] as number,
      sum = this.sum[j] as number,
      odd = this.odd[j] as number,
      nonAce = this.nonAce[j] as number,
      pawns = this.pawns[j] as number,
      single = this.single[j] as number;
    for (let i = 0; i < cards.length; i++) {
      const r = rankIndexOf(cards[i] as CardId);
      const v = values[r] ?? -1;
      n++;
      single = n === 1 ? r : -1;
      if (v < 0) odd++;
      else {
        sum += v;
        if (r !== 0) nonAce++;
      }
      if (r === PAWN) pawns++;
    }
    this.n[j] = n;
    this.sum[j] = sum;
    this.odd[j] = odd;
    this.nonAce[j] = nonAce;
    this.pawns[j] = pawns;
    this.single[j] = single;
  }
}

/** The rank a group of cards makes, or null when it makes none. A single card makes its own rank. */
export function unitRank(cards: readonly CardId[], o: ValueOptions): Rank | null {
  const mode = valueMode(o);
  const g = new GroupCounts();
  g.fill(0, [cards], RANK_VALUES[mode] as readonly number[]);
  const r = unitRankOf(mode, g.n[0] as number, g.sum[0] as number, g.odd[0] as number, g.nonAce[0] as number, g.pawns[0] as number, g.single[0] as number);
  return r < 0 ? null : (RANKS[r] as Rank);
}

/*
 * Sets of Court items or chunks as numbers: item k is 2^k. A Court holds at most 44 cards, past the
 * 32 bits that JavaScript's bit operators reach, so sets are added (never or-ed) and met through `meets`
 * (an item k in a set: `meets(set, BIT[k])`), which reads the bits above 32 apart; below them (every Court of 31 items or fewer) it is one `&`.
 */
const HIGH = 2 ** 32;
/** Item k's bit. */
export const BIT: readonly number[] = Array.from({ length: 53 }, (_, k) => 2 ** k);
/** Do two sets share an item? */
export const meets = (a: number, b: number): boolean => (a & b) !== 0 || (a >= HIGH && b >= HIGH && (Math.floor(a / HIGH) & Math.floor(b / HIGH)) !== 0);
/** The items of a set that are not in another. */
export const minus = (a: number, b: number): number =>
  a - ((a & b) >>> 0) - (a >= HIGH && b >= HIGH ? (Math.floor(a / HIGH) & Math.floor(b / HIGH)) * HIGH : 0);

/** A scratch list for `splitInto`'s one group (a split runs to its end before another starts). */
const joined: CardId[] = [];

/**
 * Splits the chunks (each a list of cards that must stay together) into groups that each make the
 * target rank, using every chunk. Returns the groups, or null when no split exists. Each group is its
 * first chunk (the first left) with later ones, tried in order, so the split found is always the same.
 * Judging a move calls this, so it works on each chunk's counts and on sets of chunks, and remembers
 * the sets already found impossible, so a crowded Court does not make it slow.
 */
export function splitInto(chunks: readonly (readonly CardId[])[], target: Rank, o: ValueOptions): CardId[][] | null {
  const t = RANK_INDEX[target];
  const mode = valueMode(o);
  // Cards that all have a value and add up to the target's make one group, which the search would find
  // first (it grows the first chunk with every later one, in order, before it tries any other group:
  // values are at least 1, so no smaller group adds up to the target).
  const values = RANK_VALUES[mode] as readonly number[];
  const value = values[t] as number;
  if (value > 0) {
    let sum = 0;
    let n = 0;
    let valued = true;
    for (const cards of chunks)
      for (const c of cards) {
        const v = values[rankIndexOf(c)] ?? -1;
        if (v < 0) valued = false;
        sum += v;
        n++;
      }
    // Copied into a scratch list, then out at its length: a concat per chunk made a list for each, and
    // concat is slow.
    if (valued && sum === value && n > 0) {
      n = 0;
      for (const cards of chunks) for (const c of cards) joined[n++] = c;
      return [joined.slice(0, n)];
    }
  }
  const groups = split.reset(chunks, t, mode).solve((BIT[chunks.length] as number) - 1);
  if (!groups) return null;
  return groups.map((set) => {
    const cards: CardId[] = [];
    for (let i = 0; i < chunks.length; i++) if (meets(set, BIT[i] as number)) for (const c of chunks[i] as readonly CardId[]) cards.push(c);
    return cards;
  });
}

/**
 * A `splitInto` search: the chunks' counts, and the sets of chunks known not to split. One is reused
 * for every split (a split runs to its end before another starts), so judging a move makes no lists.
 */
class Split extends GroupCounts {
  private target = 0;
  private mode: ValueMode = 0;
  private targetValue = 0;
  private failed: Set<number> | null = null;
  private size = 0;

  reset(chunks: readonly (readonly CardId[])[], target: number, mode: ValueMode): this {
    this.target = target;
    this.mode = mode;
    const values = RANK_VALUES[mode] as readonly number[];
    this.targetValue = values[target] ?? -1;
    this.failed?.clear();
    this.size = chunks.length;
    for (let j = 0; j < chunks.length; j++) {
      this.clear(j);
      this.add(j, chunks[j] as readonly CardId[], values);
    }
    return this;
  }

  /** The chunks left (a set) split into groups (sets), or null. */
  solve(left: number): number[] | null {
    if (left === 0) return [];
    if (this.failed?.has(left)) return null;
    let first = 0;
    while (!meets(left, BIT[first] as number)) first++;
    const bit = BIT[first] as number;
    const found = this.search(
      left - bit,
      first + 1,
      this.n[first] as number,
      this.sum[first] as number,
      this.odd[first] as number,
      this.nonAce[first] as number,
      this.pawns[first] as number,
      this.single[first] as number,
      bit,
    );
    if (!found) (this.failed ??= new Set()).add(left);
    return found;
  }

  /** Grows a group (its counts and set) from the first chunk left with the later chunks left (`others`, from `from` on), in order. */
  private search(
    others: number,
    from: number,
    n: number,
    sum: number,
    odd: number,
    nonAce: number,
    pawns: number,
    single: number,
    group: number,
  ): number[] | null {
    if (unitRankOf(this.mode, n, sum, odd, nonAce, pawns, single) === this.target) {
      const tail = this.solve(others);
      if (tail) return [group, ...tail];
    }
    if (!canGrowOf(this.mode, n, sum, odd, nonAce, this.targetValue)) return null;
    for (let i = from; i < this.size; i++) {
      if (!meets(others, BIT[i] as number)) continue;
      const bit = BIT[i] as number;
      const ni = this.n[i] as number;
      const found = this.search(
        others - bit,
        i + 1,
        n + ni,
        sum + (this.sum[i] as number),
        odd + (this.odd[i] as number),
        nonAce + (this.nonAce[i] as number),
        pawns + (this.pawns[i] as number),
        n === 0 ? (this.single[i] as number) : ni === 0 ? single : -1,
        group + bit,
      );
      if (found) return found;
    }
    return null;
  }
}

const split = new Split();

/** "nines", "Aces", "Crowns": what players say when they declare a build (a part of a sentence). */
export const rankMany = (r: Rank): Message => msg('badgers-court.rank.many', { r });

/** "a 9", "an Ace", "a Crown" (a part of a sentence). */
export const rankOne = (r: Rank): Message => msg('badgers-court.rank.one', { r });

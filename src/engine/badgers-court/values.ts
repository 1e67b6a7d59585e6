/**
 * What cards are worth, and which groups of cards make a rank. A group ("unit") makes a rank when its
 * values add up to that rank's value, or, with the extended deck's Pawns and Courts, by the rule
 * Ace + Pawn = Court and Ace + Court = Crown. Pure arithmetic, shared by the rules and the computer.
 */
import { card, CARDS, RANK_NAME, RANKS, type CardId, type Rank } from '../deck';
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
  for (const r of ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'P', 'T', 'C'] as const) if (rankValue(r, o) === value) return r;
  return null;
}

export const rankOf = (id: CardId): Rank => card(id).rank as Rank;

/*
 * The same arithmetic on numbers, for the move listing's search, which looks at thousands of groups a
 * turn: ranks as indices into RANKS (A = 0 … 9 = 8, P = 9, T = 10, C = 11), values as numbers (-1 for
 * none), and a group of cards as its counts (see `unitRankOf`), so that adding a card to a group is a
 * few additions instead of a new list to read again.
 */

/** Each rank's index in RANKS. */
export const RANK_INDEX: Readonly<Record<Rank, number>> = Object.fromEntries(RANKS.map((r, i) => [r, i])) as Record<Rank, number>;

/**
 * Each card's rank index (-1 for the Excuse), read from its id's first letter (a card's id starts with
 * its rank: cardKey), without looking the card up. For the ids of cards in play only.
 */
const RANK_BY_LETTER: readonly number[] = (() => {
  const table: number[] = Array.from({ length: 128 }, () => -1);
  for (const c of CARDS) table[c.id.charCodeAt(0)] = c.rank === null ? -1 : RANK_INDEX[c.rank];
  for (const c of CARDS)
    if (table[c.id.charCodeAt(0)] !== (c.rank === null ? -1 : RANK_INDEX[c.rank])) throw new Error(`card ${c.id} does not start with its rank`);
  return table;
})();
/** A card's rank index from its id (or a rank's, from the rank itself: "9", "C"), -1 for none. */
export function rankIndexOf(id: CardId | Rank): number {
  const r = RANK_BY_LETTER[id.charCodeAt(0)];
  return r === undefined ? -1 : r;
}
for (const r of RANKS) if (rankIndexOf(r) !== RANK_INDEX[r]) throw new Error(`rank ${r} is not its cards' first letter`);

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
const COURT = RANK_INDEX.T;
const CROWN = RANK_INDEX.C;

/**
 * `unitRank` from a group's counts: n cards, the sum of those with a value, how many have none (odd),
 * how many valued cards are not Aces, how many are Pawns, and the rank of a lone card. A rank index, or -1.
 */
export function unitRankOf(mode: ValueMode, n: number, sum: number, odd: number, nonAce: number, pawns: number, single: number): number {
  if (n === 0) return -1;
  if (n === 1) return single;
  if (odd === 0) return sum < 16 ? ((VALUE_RANKS[mode] as number[])[sum] as number) : -1;
  // Standard values only: one Pawn or Court with Aces. Ace + Pawn = Court, Ace + Court = Crown.
  if (mode !== 0 || odd !== 1 || nonAce !== 0) return -1;
  const steps = (pawns === 1 ? 0 : 1) + n - 1;
  return steps === 1 ? COURT : steps === 2 ? CROWN : -1;
}

/**
 * Groups' counts by slot, as `unitRankOf` and `canGrowOf` read them: the base of the listing's Court
 * items (`CourtFacts`) and of the split's chunks (`Split`), filled by `clearCounts` and `addCards`.
 */
export class GroupCounts {
  readonly n: number[] = [];
  readonly sum: number[] = [];
  readonly odd: number[] = [];
  readonly nonAce: number[] = [];
  readonly pawns: number[] = [];
  readonly single: number[] = [];
}

/** Sets slot j's counts to an empty group's. */
export function clearCounts(g: GroupCounts, j: number): void {
  g.n[j] = 0;
  g.sum[j] = 0;
  g.odd[j] = 0;
  g.nonAce[j] = 0;
  g.pawns[j] = 0;
  g.single[j] = -1;
}

/** Adds the cards to slot j's counts, with the values of one mode (`RANK_VALUES`). */
export function addCards(g: GroupCounts, j: number, cards: readonly CardId[], values: readonly number[]): void {
  let n = g.n[j] as number,
    sum = g.sum[j] as number,
    odd = g.odd[j] as number,
    nonAce = g.nonAce[j] as number,
    pawns = g.pawns[j] as number,
    single = g.single[j] as number;
  for (const c of cards) {
    const r = rankIndexOf(c);
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
  g.n[j] = n;
  g.sum[j] = sum;
  g.odd[j] = odd;
  g.nonAce[j] = nonAce;
  g.pawns[j] = pawns;
  g.single[j] = single;
}

/** `canGrow` from a non-empty group's counts and the target's value (-1 for none). */
export function canGrowOf(mode: ValueMode, n: number, sum: number, odd: number, nonAce: number, targetValue: number): boolean {
  if (odd === 0) {
    if (targetValue >= 0 && sum < targetValue) return true;
    return mode === 0 && nonAce === 0 && n < 2;
  }
  return mode === 0 && n < 3;
}

/** The rank a group of cards makes, or null when it makes none. A single card makes its own rank. */
export function unitRank(cards: readonly CardId[], o: ValueOptions): Rank | null {
  if (cards.length === 0) return null;
  if (cards.length === 1) return rankOf(cards[0] as CardId);
  const values = cards.map((c) => rankValue(rankOf(c), o));
  if (values.every((v) => v !== null))
    return rankOfValue(
      (values as number[]).reduce((a, b) => a + b, 0),
      o,
    );
  // Standard values only: one Pawn or Court with Aces. Ace + Pawn = Court, Ace + Court = Crown.
  if (o.variant === 'traditional' || o.royal) return null;
  const odd = cards.filter((c) => rankValue(rankOf(c), o) === null);
  if (odd.length !== 1 || cards.some((c) => c !== odd[0] && rankOf(c) !== 'A')) return null;
  const steps = (rankOf(odd[0] as CardId) === 'P' ? 0 : 1) + cards.length - 1;
  return steps === 1 ? 'T' : steps === 2 ? 'C' : null;
}

/** Could more cards still be added to this partial group to make the rank? Prunes the search. */
function canGrow(partial: readonly CardId[], target: Rank, o: ValueOptions): boolean {
  const values = partial.map((c) => rankValue(rankOf(c), o));
  const t = rankValue(target, o);
  if (values.every((v) => v !== null)) {
    const sum = (values as number[]).reduce((a, b) => a + b, 0);
    // All Aces may still grow into a Pawn/Court combination only when Pawns exist; simple bound otherwise.
    if (t !== null && sum < t) return true;
    return !o.royal && o.variant === 'standard' && values.every((v) => v === 1) && values.length < 2;
  }
  return !o.royal && o.variant === 'standard' && partial.length < 3;
}

/**
 * Splits the chunks (each a list of cards that must stay together) into groups that each make the
 * target rank, using every chunk. Returns the groups, or null when no split exists. Each group is its
 * first chunk (the first left) with later ones, tried in order, so the split found is always the same.
 * Judging a move calls this, so it works on each chunk's counts and on sets of chunks as bit masks,
 * and remembers the sets already found impossible, so a crowded Court does not make it slow.
 */
export function splitInto(chunks: readonly (readonly CardId[])[], target: Rank, o: ValueOptions): CardId[][] | null {
  if (chunks.length > MAX_CHUNKS) return splitIntoPlain(chunks, target, o);
  const t = RANK_INDEX[target];
  // The usual capture by matching: each chunk a single card of the rank, each its own group.
  let matches = true;
  for (const chunk of chunks) if (chunk.length !== 1 || rankIndexOf(chunk[0] as CardId) !== t) matches = false;
  if (matches) return chunks.map((chunk) => [chunk[0] as CardId]);
  const groups = split.reset(chunks, t, valueMode(o)).solve((2 ** chunks.length - 1) | 0);
  if (!groups) return null;
  return groups.map((mask) => {
    const cards: CardId[] = [];
    for (let i = 0; i < chunks.length; i++) if (mask & (1 << i)) for (const c of chunks[i] as readonly CardId[]) cards.push(c);
    return cards;
  });
}

/** More chunks than this do not fit a 32-bit mask: `splitIntoPlain` splits them. */
const MAX_CHUNKS = 30;

/**
 * A `splitInto` search: the chunks' counts, and the sets of chunks (masks) known not to split. One is
 * reused for every split (a split runs to its end before another starts), so judging a move makes no lists.
 */
class Split extends GroupCounts {
  private target = 0;
  private mode: ValueMode = 0;
  private targetValue = 0;
  private failed: Set<number> | null = null;
  private count = 0;

  reset(chunks: readonly (readonly CardId[])[], target: number, mode: ValueMode): this {
    this.target = target;
    this.mode = mode;
    const values = RANK_VALUES[mode] as readonly number[];
    this.targetValue = values[target] ?? -1;
    this.failed?.clear();
    this.count = chunks.length;
    for (let j = 0; j < chunks.length; j++) {
      clearCounts(this, j);
      addCards(this, j, chunks[j] as readonly CardId[], values);
    }
    return this;
  }

  /** The chunks left (a mask) split into groups (masks), or null. */
  solve(left: number): number[] | null {
    if (left === 0) return [];
    if (this.failed?.has(left)) return null;
    let first = 0;
    while (!(left & (1 << first))) first++;
    const found = this.search(
      left & ~(1 << first),
      first + 1,
      this.n[first] as number,
      this.sum[first] as number,
      this.odd[first] as number,
      this.nonAce[first] as number,
      this.pawns[first] as number,
      this.single[first] as number,
      1 << first,
    );
    if (!found) (this.failed ??= new Set()).add(left);
    return found;
  }

  /** Grows a group (its counts and mask) from the first chunk left with the later chunks left (`others`, from `from` on), in order. */
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
      const tail = this.solve(others & ~group);
      if (tail) return [group, ...tail];
    }
    if (!canGrowOf(this.mode, n, sum, odd, nonAce, this.targetValue)) return null;
    for (let i = from; i < this.count; i++) {
      if (!(others & (1 << i))) continue;
      const ni = this.n[i] as number;
      const found = this.search(
        others,
        i + 1,
        n + ni,
        sum + (this.sum[i] as number),
        odd + (this.odd[i] as number),
        nonAce + (this.nonAce[i] as number),
        pawns + (this.pawns[i] as number),
        n === 0 ? (this.single[i] as number) : ni === 0 ? single : -1,
        group | (1 << i),
      );
      if (found) return found;
    }
    return null;
  }
}

const split = new Split();

/** `splitInto` on card lists, for more chunks than a mask holds. */
function splitIntoPlain(chunks: readonly (readonly CardId[])[], target: Rank, o: ValueOptions): CardId[][] | null {
  const failed = new Set<string>();
  const solve = (left: readonly number[]): CardId[][] | null => {
    if (left.length === 0) return [];
    const key = left.join(',');
    if (failed.has(key)) return null;
    const [first, ...rest] = left as [number, ...number[]];
    const search = (from: number, group: CardId[], used: readonly number[]): CardId[][] | null => {
      if (unitRank(group, o) === target) {
        const tail = solve(rest.filter((i) => !used.includes(i)));
        if (tail) return [group, ...tail];
      }
      if (!canGrow(group, target, o)) return null;
      for (let k = from; k < rest.length; k++) {
        const i = rest[k] as number;
        const found = search(k + 1, [...group, ...(chunks[i] as CardId[])], [...used, i]);
        if (found) return found;
      }
      return null;
    };
    const found = search(0, [...(chunks[first] as CardId[])], []);
    if (!found) failed.add(key);
    return found;
  };
  return solve(chunks.map((_, i) => i));
}

/** A limit on how many ways a search lists; `hit` says it was reached and the list is not complete. */
export interface Budget {
  left: number;
  hit: boolean;
}

/**
 * Groups of chunks (by index) that make the target rank, with the cards `must` in every group when
 * given. At most as many as the budget allows.
 */
export function groupsMaking(
  chunks: readonly (readonly CardId[])[],
  target: Rank,
  o: ValueOptions,
  must?: readonly CardId[],
  budget: Budget = { left: 5000, hit: false },
): number[][] {
  const out: number[][] = [];
  const walk = (from: number, group: CardId[], picked: number[]) => {
    if (budget.left <= 0) return void (budget.hit = true);
    if (group.length > 0 && unitRank(group, o) === target) {
      out.push(picked);
      budget.left--;
    }
    if (group.length > 0 && !canGrow(group, target, o)) return;
    for (let i = from; i < chunks.length; i++) walk(i + 1, [...group, ...(chunks[i] as CardId[])], [...picked, i]);
  };
  walk(0, must ? [...must] : [], []);
  return out;
}

/** "nines", "Aces", "Crowns": what players say when they declare a build. */
export function rankPlural(rank: Rank): string {
  const words: Readonly<Record<string, string>> = {
    '2': 'twos',
    '3': 'threes',
    '4': 'fours',
    '5': 'fives',
    '6': 'sixes',
    '7': 'sevens',
    '8': 'eights',
    '9': 'nines',
  };
  return words[rank] ?? `${RANK_NAME[rank]}s`;
}

/** "a 9", "an Ace", "a Crown". */
export function aRank(rank: Rank): string {
  return rank === 'A' || rank === '8' ? `an ${RANK_NAME[rank]}` : `a ${RANK_NAME[rank]}`;
}

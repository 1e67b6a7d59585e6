/**
 * The quick way `listMoves` lists one card's moves: the same moves in the same order as the plain
 * listing in game.ts (`cardMoves`), found with numbers instead of card lists. The Court's items are
 * numbered, a set of items is a bit mask, a group of cards is its counts (values.ts, `unitRankOf`), and
 * a move is made only once it is known to be new and to keep its player's builds.
 *
 * The plain listing stops at a budget of ways per card (`WAYS_PER_CARD`, or less for the computer and
 * the hints), and where it stops decides which moves are listed. So this listing counts the ways as the
 * plain one does, and gives up (returns false) as soon as they reach the budget: the caller then lists
 * that card the plain way. Below the budget both list every move, so they list the same ones.
 */
import type { CardId } from '../deck';
import { RANKS } from '../deck';
import type { BadgersCourtMove, BadgersCourtOptions, CourtItem } from './state';
import { canGrowOf, RANK_INDEX, RANK_VALUES, rankIndexOf, unitRankOf, valueMode, type ValueMode } from './values';

/** Items past this many do not fit a 32-bit mask: such a Court is listed the plain way. */
const MAX_ITEMS = 30;

/** The Court's items by number, with what the search needs of each, and what one listing has worked out. */
export interface CourtFacts {
  readonly mode: ValueMode;
  readonly values: readonly number[];
  /** Each item's bottom card: the card that names it in moves. */
  readonly ids: readonly CardId[];
  readonly rank: readonly number[];
  readonly owner: readonly (number | null)[];
  readonly locked: readonly boolean[];
  /** Each item's cards as a group (see `unitRankOf`): how many, their sum, … and the rank of a lone card. */
  readonly n: readonly number[];
  readonly sum: readonly number[];
  readonly odd: readonly number[];
  readonly nonAce: readonly number[];
  readonly pawns: readonly number[];
  readonly single: readonly number[];
  /** The items a build may combine (all but locked builds), in Court order. */
  readonly combinable: readonly number[];
  /** Groups of combinable items making each rank (by rank index), found once per listing; null when past the budget. */
  readonly groupsByRank: (readonly number[] | null | undefined)[];
}

/** The facts of a Court, or null when it is listed the plain way (too many items, or an item with no cards). */
export function courtFacts(court: readonly CourtItem[], o: BadgersCourtOptions): CourtFacts | null {
  if (court.length > MAX_ITEMS) return null;
  const mode = valueMode(o);
  const values = RANK_VALUES[mode] as readonly number[];
  const f = {
    mode, values, ids: [] as CardId[], rank: [] as number[], owner: [] as (number | null)[], locked: [] as boolean[],
    n: [] as number[], sum: [] as number[], odd: [] as number[], nonAce: [] as number[], pawns: [] as number[], single: [] as number[],
    combinable: [] as number[], groupsByRank: [] as (readonly number[] | null | undefined)[],
  };
  for (let i = 0; i < court.length; i++) {
    const it = court[i] as CourtItem;
    const id = it.units[0]?.[0];
    if (id === undefined) return null;
    let n = 0, sum = 0, odd = 0, nonAce = 0, pawns = 0, single = -1;
    for (const u of it.units)
      for (const c of u) {
        const r = rankIndexOf(c);
        const v = values[r] ?? -1;
        n++;
        single = r;
        if (v < 0) odd++;
        else {
          sum += v;
          if (r !== 0) nonAce++;
        }
        if (r === PAWN) pawns++;
      }
    const locked = it.owner !== null && it.units.length >= 2;
    f.ids.push(id);
    f.rank.push(RANK_INDEX[it.rank]);
    f.owner.push(it.owner);
    f.locked.push(locked);
    f.n.push(n);
    f.sum.push(sum);
    f.odd.push(odd);
    f.nonAce.push(nonAce);
    f.pawns.push(pawns);
    f.single.push(n === 1 ? single : -1);
    if (!locked) f.combinable.push(i);
  }
  return f;
}

const PAWN = RANK_INDEX.P;

/**
 * Groups of chunks (items, by number) that make a rank, as masks, in the order `groupsMaking` finds
 * them: depth first, each group before the groups that grow from it. A search holds its chunks, its
 * target and what it found, so its recursion passes only the group's counts.
 */
class GroupSearch {
  readonly found: number[] = [];
  private readonly targetValue: number;
  constructor(
    private readonly f: CourtFacts,
    private readonly chunks: readonly number[],
    private readonly target: number,
    private readonly limit: number,
  ) {
    this.targetValue = f.values[target] ?? -1;
  }

  /** From a group (its counts and mask), records it if it makes the target, then grows it with each later chunk. */
  walk(from: number, n: number, sum: number, odd: number, nonAce: number, pawns: number, single: number, mask: number): void {
    if (this.found.length >= this.limit) return;
    const f = this.f;
    if (n > 0) {
      if (unitRankOf(f.mode, n, sum, odd, nonAce, pawns, single) === this.target) this.found.push(mask);
      if (!canGrowOf(f.mode, n, sum, odd, nonAce, this.targetValue)) return;
    }
    const chunks = this.chunks;
    for (let i = from; i < chunks.length; i++) {
      const k = chunks[i] as number;
      this.walk(i + 1, n + (f.n[k] as number), sum + (f.sum[k] as number), odd + (f.odd[k] as number), nonAce + (f.nonAce[k] as number), pawns + (f.pawns[k] as number), n === 0 ? (f.single[k] as number) : -1, mask | (1 << k));
    }
  }
}

/**
 * Ways of choosing separate groups (including none), in the order `disjointGroups` finds them: each
 * as the mask of its items and the items in order (each group's items in turn). Stops at the limit.
 */
class DisjointSearch {
  readonly masks: number[] = [];
  readonly items: (readonly number[])[] = [];
  constructor(
    private readonly groups: readonly number[],
    private readonly limit: number,
  ) {}

  walk(from: number, used: number, items: readonly number[]): void {
    if (this.masks.length >= this.limit) return;
    this.masks.push(used);
    this.items.push(items);
    const groups = this.groups;
    for (let g = from; g < groups.length; g++) {
      const group = groups[g] as number;
      if ((group & used) !== 0) continue;
      const next = items.slice();
      for (let k = 0; k < MAX_ITEMS; k++) if (group & (1 << k)) next.push(k);
      this.walk(g + 1, used | group, next);
    }
  }
}

/** The items of a mask, in Court order. */
function bits(mask: number): number[] {
  const out: number[] = [];
  for (let k = 0; k < MAX_ITEMS; k++) if (mask & (1 << k)) out.push(k);
  return out;
}

/** Groups of the combinable items making this rank, worked out once per listing; null when they reach the limit. */
function groupsFor(f: CourtFacts, target: number, limit: number): readonly number[] | null {
  let g = f.groupsByRank[target];
  if (g === undefined) {
    const search = new GroupSearch(f, f.combinable, target, limit);
    search.walk(0, 0, 0, 0, 0, 0, -1, 0);
    g = search.found.length >= limit ? null : search.found;
    f.groupsByRank[target] = g;
  }
  return g;
}

/**
 * One card's moves, appended to `out`: the card laid, each capture, then each build, as `cardMoves`
 * lists them. False (with `out` partly filled) when the ways reach the budget, so the plain listing
 * must decide which moves are listed.
 */
export function listCard(f: CourtFacts, hand: readonly CardId[], seat: number, played: CardId, ways: number, out: BadgersCourtMove[]): boolean {
  const rank = rankIndexOf(played);
  const count = f.ids.length;
  // The ranks held after playing this card, in the order the hand holds them (the order builds are listed in).
  let held = 0;
  const targets: number[] = [];
  for (const c of hand) {
    if (c === played) continue;
    const r = rankIndexOf(c);
    if (!(held & (1 << r))) targets.push(r);
    held |= 1 << r;
  }
  // The player's builds of ranks no longer held: a move must take or build on every one of them.
  let must = 0;
  for (let i = 0; i < count; i++) if (f.owner[i] === seat && !(held & (1 << (f.rank[i] as number)))) must |= 1 << i;

  if (must === 0) out.push({ type: 'lay', card: played });

  // Captures: every item of the played rank, and any separate groups of loose cards adding up to it.
  let forcedMask = 0;
  const forced: CardId[] = [];
  const others: number[] = [];
  for (let i = 0; i < count; i++) {
    if (f.rank[i] === rank) {
      forcedMask |= 1 << i;
      forced.push(f.ids[i] as CardId);
    } else if (f.owner[i] === null) others.push(i);
  }
  const groups = new GroupSearch(f, others, rank, ways);
  groups.walk(0, 0, 0, 0, 0, 0, -1, 0);
  if (groups.found.length >= ways) return false;
  const picks = new DisjointSearch(groups.found, ways - groups.found.length);
  picks.walk(0, 0, []);
  if (picks.masks.length >= ways - groups.found.length) return false;
  const taken = new Set<number>();
  for (let p = 0; p < picks.masks.length; p++) {
    const mask = forcedMask | (picks.masks[p] as number);
    if (mask === 0 || taken.has(mask) || (mask & must) !== must) continue;
    taken.add(mask);
    const items = forced.slice();
    for (const k of picks.items[p] as number[]) items.push(f.ids[k] as CardId);
    out.push({ type: 'take', card: played, items });
  }

  // Builds, for each rank held in the rest of the hand, within one budget for the card.
  let spent = 0;
  // The played card as a group of one: its value (or none), whether a valued card other than an Ace, a Pawn.
  const value = f.values[rank] ?? -1;
  const cOdd = value < 0 ? 1 : 0;
  const cSum = value < 0 ? 0 : value;
  const cNonAce = value >= 0 && rank !== 0 ? 1 : 0;
  const cPawns = rank === PAWN ? 1 : 0;
  for (const target of targets) {
    const all = groupsFor(f, target, ways);
    if (all === null) return false;
    // Locked builds of the rank may join the build, in every combination.
    const lockedSame: number[] = [];
    for (let i = 0; i < count; i++) if (f.locked[i] && f.rank[i] === target) lockedSame.push(i);
    // The groups the played card makes the rank in (with no other item, when it makes it alone).
    const ownSearch = new GroupSearch(f, f.combinable, target, ways - spent);
    ownSearch.walk(0, 1, cSum, cOdd, cNonAce, cPawns, rank, 0);
    const own = ownSearch.found;
    spent += own.length;
    if (spent >= ways) return false;
    if (rank === target) own.push(0);
    const built = new Set<number>();
    for (const mine of own) {
      const free: number[] = [];
      for (const g of all) if ((g & mine) === 0) free.push(g);
      spent += free.length;
      if (spent >= ways) return false;
      const extras = new DisjointSearch(free, ways - spent);
      extras.walk(0, 0, bits(mine));
      spent += extras.masks.length;
      if (spent >= ways) return false;
      for (let e = 0; e < extras.masks.length; e++) {
        const base = mine | (extras.masks[e] as number);
        const baseItems = extras.items[e] as number[];
        for (let m = 0; m < 1 << lockedSame.length; m++) {
          let mask = base;
          for (let k = 0; k < lockedSame.length; k++) if (m & (1 << k)) mask |= 1 << (lockedSame[k] as number);
          if (mask === 0 || built.has(mask) || (mask & must) !== must) continue;
          built.add(mask);
          const items: CardId[] = [];
          for (const i of baseItems) items.push(f.ids[i] as CardId);
          for (let k = 0; k < lockedSame.length; k++) if (m & (1 << k)) items.push(f.ids[lockedSame[k] as number] as CardId);
          out.push({ type: 'build', card: played, items, rank: RANKS[target] as (typeof RANKS)[number] });
        }
      }
    }
  }
  return true;
}

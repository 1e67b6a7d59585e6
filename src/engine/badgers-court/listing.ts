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
import { RANKS, type CardId } from '../deck';
import type { BadgersCourtMove, BadgersCourtOptions, CourtItem } from './state';
import { addCards, canGrowOf, clearCounts, RANK_INDEX, RANK_VALUES, rankIndexOf, unitRankOf, valueMode, GroupCounts, type ValueMode } from './values';

/** Items past this many do not fit a 32-bit mask: such a Court is listed the plain way. */
const MAX_ITEMS = 30;
const PAWN = RANK_INDEX.P;
const NO_GROUPS: readonly number[] = [];

/**
 * One listing's Court: its items by number with what the search needs of each, the groups of items
 * found so far, and the search for separate groups. One is kept and read anew for each listing (see
 * `factsOf`), so a listing makes few objects besides its moves.
 */
export class CourtFacts extends GroupCounts {
  mode: ValueMode = 0;
  values: readonly number[] = [];
  /** How many items the Court holds. */
  count = 0;
  /** Each item's bottom card: the card that names it in moves. */
  readonly ids: CardId[] = [];
  // Each item's cards as a group (see `unitRankOf`): how many, their sum, … and the rank of a lone card
  // are the counts this class extends (`GroupCounts`), slot i for item i.
  /** The items a build may combine (all but locked builds), the loose cards, the locked builds, as masks. */
  combinable = 0;
  loose = 0;
  lockedItems = 0;
  /** The builds the seat listed for owns, and the items of each rank (by rank index), as masks. */
  owned = 0;
  readonly byRank: number[] = [];
  /** Groups of combinable items making each rank (by rank index), found once per listing; null past the budget. */
  private readonly groupsByRank: (readonly number[] | null | undefined)[] = [];
  /** Groups of loose cards making each rank, for captures, found once per listing; null past the budget. */
  private readonly takesByRank: (readonly number[] | null | undefined)[] = [];
  /** The searches, and the scratch lists a listing reuses, so that it makes few objects besides its moves. */
  readonly search = new GroupSearch();
  readonly picks = new Disjoint();
  readonly free: number[] = [];
  /** The sets of items (masks) listed so far for this card and kind (and rank built). */
  private readonly seen: number[] = [];
  seenCount = 0;
  private readonly buffer: CardId[] = [];
  len = 0;

  /** Is this set of items new for this card and kind? If so it is remembered. */
  firstTime(mask: number): boolean {
    for (let i = 0; i < this.seenCount; i++) if (this.seen[i] === mask) return false;
    this.seen[this.seenCount++] = mask;
    return true;
  }

  /** Adds an item to the move being made. */
  put(id: CardId): void {
    this.buffer[this.len++] = id;
  }

  /** Adds the items of a mask, in Court order, to the move being made. */
  putBits(mask: number): void {
    for (let k = 0; mask !== 0; k++, mask >>>= 1) if (mask & 1) this.buffer[this.len++] = this.ids[k] as CardId;
  }

  /** The items of the move being made, as a list of their own (exactly as long as it needs to be). */
  items(): CardId[] {
    return this.buffer.slice(0, this.len);
  }

  /** Reads a Court for a seat's moves; false when it is listed the plain way (too many items, or an item with no cards). */
  read(court: readonly CourtItem[], o: BadgersCourtOptions, seat: number): boolean {
    if (court.length > MAX_ITEMS) return false;
    this.mode = valueMode(o);
    const values = (this.values = RANK_VALUES[this.mode] as readonly number[]);
    this.count = court.length;
    this.combinable = 0;
    this.loose = 0;
    this.lockedItems = 0;
    this.owned = 0;
    for (let r = 0; r < RANKS.length; r++) {
      this.groupsByRank[r] = this.takesByRank[r] = undefined;
      this.byRank[r] = 0;
    }
    for (let i = 0; i < court.length; i++) {
      const it = court[i] as CourtItem;
      const id = it.units[0]?.[0];
      if (id === undefined) return false;
      clearCounts(this, i);
      for (const u of it.units) addCards(this, i, u, values);
      const locked = it.owner !== null && it.units.length >= 2;
      this.ids[i] = id;
      if (!locked) this.combinable |= 1 << i;
      else this.lockedItems |= 1 << i;
      if (it.owner === null) this.loose |= 1 << i;
      if (it.owner === seat) this.owned |= 1 << i;
      const rank = rankIndexOf(it.rank);
      this.byRank[rank] = (this.byRank[rank] as number) | (1 << i);
    }
    return true;
  }

  /** What the last search found, as a list of its own (most find nothing, and share one empty list). */
  private found(): readonly number[] {
    return this.search.size === 0 ? NO_GROUPS : this.search.found.slice(0, this.search.size);
  }

  /** Groups of combinable items making this rank; null when they reach the limit. */
  buildGroups(target: number, limit: number): readonly number[] | null {
    let g = this.groupsByRank[target];
    if (g === undefined) {
      this.search.run(this, this.combinable, target, -1, limit);
      g = this.groupsByRank[target] = this.search.size >= limit ? null : this.found();
    }
    return g;
  }

  /** Groups of loose cards, not of this rank, making it; null when they reach the limit. */
  takeGroups(rank: number, limit: number): readonly number[] | null {
    let g = this.takesByRank[rank];
    if (g === undefined) {
      const others = this.loose & ~(this.byRank[rank] as number);
      this.search.run(this, others, rank, -1, limit);
      g = this.takesByRank[rank] = this.search.size >= limit ? null : this.found();
    }
    return g;
  }
}

/**
 * A search for groups of chunks (items, by number) that make a rank, as masks, in the order
 * `groupsMaking` finds them: depth first, each group before the groups that grow from it. One is
 * reused for every search of a listing; what it found stays in `found` (the first `size`) until the next.
 */
class GroupSearch {
  readonly found: number[] = [];
  size = 0;
  private f!: CourtFacts;
  private chunks = 0;
  private count = 0;
  private target = 0;
  private targetValue = 0;
  private limit = 0;

  /**
   * Finds the groups among these chunks (a mask of items) making the target, up to the limit. With `played` (a rank
   * index), every group holds that card too, and the card alone counts as a group (mask 0).
   */
  run(f: CourtFacts, chunks: number, target: number, played: number, limit: number): void {
    this.f = f;
    this.chunks = chunks;
    this.count = f.count;
    this.target = target;
    this.targetValue = f.values[target] ?? -1;
    this.limit = limit;
    this.size = 0;
    if (played < 0) this.walk(0, 0, 0, 0, 0, 0, -1, 0);
    else {
      const value = f.values[played] ?? -1;
      this.walk(0, 1, value < 0 ? 0 : value, value < 0 ? 1 : 0, value >= 0 && played !== 0 ? 1 : 0, played === PAWN ? 1 : 0, played, 0);
    }
  }

  /** From a group (its counts and mask), records it if it makes the target, then grows it with each later chunk. */
  private walk(from: number, n: number, sum: number, odd: number, nonAce: number, pawns: number, single: number, mask: number): void {
    if (this.size >= this.limit) return;
    const f = this.f;
    if (n > 0) {
      if (unitRankOf(f.mode, n, sum, odd, nonAce, pawns, single) === this.target) this.found[this.size++] = mask;
      if (!canGrowOf(f.mode, n, sum, odd, nonAce, this.targetValue)) return;
    }
    const chunks = this.chunks;
    for (let k = from; k < this.count; k++) {
      if (!(chunks & (1 << k))) continue;
      this.walk(
        k + 1,
        n + (f.n[k] as number),
        sum + (f.sum[k] as number),
        odd + (f.odd[k] as number),
        nonAce + (f.nonAce[k] as number),
        pawns + (f.pawns[k] as number),
        n === 0 ? (f.single[k] as number) : -1,
        mask | (1 << k),
      );
    }
  }
}

/**
 * Ways of choosing separate groups (including none), in the order `disjointGroups` finds them. Each
 * way is kept as its items' mask, the way it grew from and the group it added, so its items can be
 * read out in order (each group's in turn) for the few ways that become moves.
 */
class Disjoint {
  readonly masks: number[] = [];
  private readonly parent: number[] = [];
  private readonly added: number[] = [];
  size = 0;
  private groups: readonly number[] = [];
  private count = 0;
  private limit = 0;

  /** Finds the ways among the first `count` groups; false when they reach the limit. */
  run(groups: readonly number[], count: number, limit: number): boolean {
    this.size = 0;
    this.groups = groups;
    this.count = count;
    this.limit = limit;
    this.walk(0, 0, -1, -1);
    return this.size < limit;
  }

  private walk(from: number, used: number, parent: number, added: number): void {
    if (this.size >= this.limit) return;
    const me = this.size++;
    this.masks[me] = used;
    this.parent[me] = parent;
    this.added[me] = added;
    const groups = this.groups;
    for (let g = from; g < this.count; g++) {
      const group = groups[g] as number;
      if ((group & used) === 0) this.walk(g + 1, used | group, me, g);
    }
  }

  /** Writes way p's items, in order, into the listing's item list. */
  itemsOf(p: number, f: CourtFacts): void {
    const parent = this.parent[p] as number;
    if (parent < 0) return;
    this.itemsOf(parent, f);
    f.putBits(this.groups[this.added[p] as number] as number);
  }
}

/**
 * One card's moves, appended to `out`: the card laid, each capture, then each build, as `cardMoves`
 * lists them. False (with `out` partly filled) when the ways reach the budget, so the plain listing
 * must decide which moves are listed.
 */
export function listCard(f: CourtFacts, hand: readonly CardId[], played: CardId, ways: number, out: BadgersCourtMove[]): boolean {
  const rank = rankIndexOf(played);
  // The player's builds of ranks no longer held after playing this card: a move must take or build on
  // every one of them. (Most players own no build, and then there are none.)
  let must = 0;
  if (f.owned !== 0) {
    let heldItems = 0;
    for (const c of hand) if (c !== played) heldItems |= f.byRank[rankIndexOf(c)] as number;
    must = f.owned & ~heldItems;
  }

  if (must === 0) out.push({ type: 'lay', card: played });

  // Captures: every item of the played rank, and any separate groups of loose cards adding up to it.
  const forcedMask = f.byRank[rank] as number;
  const groups = f.takeGroups(rank, ways);
  if (groups === null) return false;
  const picks = f.picks;
  if (!picks.run(groups, groups.length, ways - groups.length)) return false;
  f.seenCount = 0;
  for (let p = 0; p < picks.size; p++) {
    const mask = forcedMask | (picks.masks[p] as number);
    if (mask === 0 || (mask & must) !== must || !f.firstTime(mask)) continue;
    f.len = 0;
    f.putBits(forcedMask);
    picks.itemsOf(p, f);
    out.push({ type: 'take', card: played, items: f.items() });
  }

  // Builds, for each rank held in the rest of the hand, in the hand's order, within one budget for the card.
  let spent = 0;
  let done = 0;
  for (const c of hand) {
    const target = rankIndexOf(c);
    if (c === played || done & (1 << target)) continue;
    done |= 1 << target;
    const all = f.buildGroups(target, ways);
    if (all === null) return false;
    // Locked builds of the rank may join the build, in every combination (rare: a list only when there are some).
    const lockedMask = f.lockedItems & (f.byRank[target] as number);
    const lockedSame = lockedMask === 0 ? null : bitList(lockedMask);
    const combos = lockedSame === null ? 1 : 1 << lockedSame.length;
    // The groups the played card makes the rank in (with no other item, when it makes it alone).
    const own = f.search;
    own.run(f, f.combinable, target, rank, ways - spent);
    spent += own.size;
    if (spent >= ways) return false;
    if (rank === target) own.found[own.size++] = 0;
    f.seenCount = 0;
    for (let o = 0; o < own.size; o++) {
      const mine = own.found[o] as number;
      const free = f.free;
      let frees = 0;
      for (const g of all) if ((g & mine) === 0) free[frees++] = g;
      spent += frees;
      if (spent >= ways || !picks.run(free, frees, ways - spent)) return false;
      spent += picks.size;
      if (spent >= ways) return false;
      for (let p = 0; p < picks.size; p++) {
        const base = mine | (picks.masks[p] as number);
        for (let m = 0; m < combos; m++) {
          let mask = base;
          if (lockedSame !== null) for (let k = 0; k < lockedSame.length; k++) if (m & (1 << k)) mask |= 1 << (lockedSame[k] as number);
          if (mask === 0 || (mask & must) !== must || !f.firstTime(mask)) continue;
          f.len = 0;
          f.putBits(mine);
          picks.itemsOf(p, f);
          if (lockedSame !== null) for (let k = 0; k < lockedSame.length; k++) if (m & (1 << k)) f.put(f.ids[lockedSame[k] as number] as CardId);
          out.push({ type: 'build', card: played, items: f.items(), rank: RANKS[target] as (typeof RANKS)[number] });
        }
      }
    }
  }
  return true;
}

/** The items of a mask, in Court order. */
function bitList(mask: number): number[] {
  const out: number[] = [];
  for (let k = 0; mask !== 0; k++, mask >>>= 1) if (mask & 1) out.push(k);
  return out;
}

/** The one set of facts listings reuse: a listing runs to its end before another starts. */
const shared = new CourtFacts();

/** The facts of this Court, read into the shared set, or null when it is listed the plain way. */
export function factsOf(court: readonly CourtItem[], o: BadgersCourtOptions, seat: number): CourtFacts | null {
  return shared.read(court, o, seat) ? shared : null;
}

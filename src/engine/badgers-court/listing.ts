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
 *
 * Most Courts are listed from a table made once per listing: every set of the combinable items whose
 * cards all have values, by the sum of those values, in the order the searches find them (depth first,
 * each set before the sets grown from it). The groups making a rank, the captures' groups and the groups
 * a card played makes a rank with are read from the table by their sums, card by card and rank by rank,
 * instead of searched for. Where a card without a value may join a group (a Pawn or a Court with Aces,
 * in standard values), or the table would be too big, the searches run instead.
 */
import { RANKS, type CardId } from '../deck';
import type { BadgersCourtMove, BadgersCourtOptions, CourtItem } from './state';
import { addCards, canGrowOf, clearCounts, RANK_INDEX, RANK_VALUES, rankIndexOf, unitRankOf, valueMode, GroupCounts, type ValueMode } from './values';

/** Items past this many do not fit a 32-bit mask: such a Court is listed the plain way. */
const MAX_ITEMS = 30;
/** A table of more sets than this is not made: the searches are used. */
const MAX_TABLE = 2000;
const PAWN = RANK_INDEX.P;
/** A rank's groups not found yet in this listing, or found to reach the budget. */
const NOT_YET = -1;
const TOO_MANY = -2;
/** A listed move's kind, as `CourtFacts.moveKinds` records it: a lay, a capture, or (0 and up) a build of that rank index. */
export const KIND_LAY = -1;
export const KIND_TAKE = -2;

/**
 * One listing's Court and hand: the Court's items by number with what the listing needs of each, the
 * groups of items found so far, and the searches. One is kept and read anew for each listing (see
 * `factsOf`), so a listing makes few objects besides its moves.
 */
export class CourtFacts extends GroupCounts {
  mode: ValueMode = 0;
  values: readonly number[] = [];
  /** How many items the Court holds. */
  count = 0;
  /** Each item's bottom card: the card that names it in moves. */
  readonly ids: CardId[] = [];
  /** Each item's cards: how many, the sum of those with a value, how many have none. */
  private readonly itemN: number[] = [];
  private readonly itemSum: number[] = [];
  private readonly itemOdd: number[] = [];
  /** The items a build may combine (all but locked builds), the loose cards, the locked builds, as masks. */
  combinable = 0;
  loose = 0;
  lockedItems = 0;
  /** The builds the seat listed for owns, and the items of each rank (by rank index), as masks. */
  owned = 0;
  readonly byRank: number[] = [];
  /** The hand's cards' rank indices, and how many cards it holds. */
  readonly handRank: number[] = [];
  handSize = 0;
  /**
   * The table (see the header), when `table` is true: the sets of valued combinable items (masks) whose
   * values add up to each sum (`bySum[sum]`, its first `sumCount[sum]`), up to the highest value in the
   * hand; and the combinable items that are one card without a value, which make only their own rank, alone.
   */
  table = false;
  private readonly bySum: number[][] = Array.from({ length: 16 }, () => []);
  private readonly sumCount: number[] = Array.from({ length: 16 }, () => 0);
  private valuedItems = 0;
  private oddSingles = 0;
  private maxSum = 0;
  private tableSize = 0;
  /**
   * Per rank (index), the groups of combinable items making it (`builds`) and of loose cards not of it
   * making it (captures, `takes`), found once per listing: a list and how many of it (NOT_YET, TOO_MANY).
   */
  readonly buildList: number[][] = RANKS.map(() => []);
  readonly buildCount: number[] = RANKS.map(() => NOT_YET);
  private readonly buildStore: number[][] = RANKS.map(() => []);
  readonly takeList: number[][] = RANKS.map(() => []);
  readonly takeCount: number[] = RANKS.map(() => NOT_YET);
  /** The groups the last `ownGroups` found (its first `pickedCount`). */
  readonly picked: number[] = [];
  pickedCount = 0;
  /** The searches, and the scratch lists a listing reuses, so that it makes few objects besides its moves. */
  readonly search = new GroupSearch();
  readonly picks = new Disjoint();
  readonly free: number[] = [];
  /** The sets of items (masks) listed so far for this card and kind (and rank built). */
  private readonly seen: number[] = [];
  seenCount = 0;
  private readonly buffer: CardId[] = [];
  len = 0;
  /**
   * Each move this listing made, by its index in the list, as it was made: its card, its kind and rank
   * (`KIND_LAY`, `KIND_TAKE`, or the rank index built), its Court items as a mask. `apply` reads them
   * (see `listed` in game.ts), which takes these lists for its own and gives back its old ones.
   */
  moveCards: CardId[] = [];
  moveKinds: number[] = [];
  moveMasks: number[] = [];

  /** Records the move about to be made (at index `at` of the list). */
  made(at: number, card: CardId, kind: number, mask: number): void {
    this.moveCards[at] = card;
    this.moveKinds[at] = kind;
    this.moveMasks[at] = mask;
  }

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
    // Lowest bit first: each item's number is its bit's position.
    for (; mask !== 0; mask &= mask - 1) this.buffer[this.len++] = this.ids[31 - Math.clz32(mask & -mask)] as CardId;
  }

  /** The items of the move being made, as a list of their own (exactly as long as it needs to be; the usual short ones as literals, quicker to make). */
  items(): CardId[] {
    const b = this.buffer;
    switch (this.len) {
      case 1:
        return [b[0] as CardId];
      case 2:
        return [b[0] as CardId, b[1] as CardId];
      case 3:
        return [b[0] as CardId, b[1] as CardId, b[2] as CardId];
      default:
        return b.slice(0, this.len);
    }
  }

  /** Reads a Court and a hand for a seat's moves; false when it is listed the plain way (too many items, or an item with no cards). */
  read(court: readonly CourtItem[], o: BadgersCourtOptions, seat: number, hand: readonly CardId[]): boolean {
    if (court.length > MAX_ITEMS) return false;
    this.mode = valueMode(o);
    const values = (this.values = RANK_VALUES[this.mode] as readonly number[]);
    this.count = court.length;
    let combinable = 0;
    let loose = 0;
    let locked = 0;
    let owned = 0;
    const byRank = this.byRank;
    for (let r = 0; r < RANKS.length; r++) {
      this.buildCount[r] = this.takeCount[r] = NOT_YET;
      byRank[r] = 0;
    }
    for (let i = 0; i < court.length; i++) {
      const it = court[i] as CourtItem;
      const units = it.units;
      const id = units[0]?.[0];
      if (id === undefined) return false;
      this.ids[i] = id;
      let n = 0;
      let sum = 0;
      let odd = 0;
      if (units.length === 1 && (units[0] as readonly CardId[]).length === 1) {
        // A loose card (most items).
        const v = values[rankIndexOf(id)] ?? -1;
        n = 1;
        if (v < 0) odd = 1;
        else sum = v;
      } else
        for (let u = 0; u < units.length; u++) {
          const unit = units[u] as readonly CardId[];
          for (let j = 0; j < unit.length; j++) {
            const v = values[rankIndexOf(unit[j] as CardId)] ?? -1;
            n++;
            if (v < 0) odd++;
            else sum += v;
          }
        }
      this.itemN[i] = n;
      this.itemSum[i] = sum;
      this.itemOdd[i] = odd;
      const bit = 1 << i;
      if (it.owner === null) {
        combinable |= bit;
        loose |= bit;
      } else {
        if (units.length >= 2) locked |= bit;
        else combinable |= bit;
        if (it.owner === seat) owned |= bit;
      }
      const rank = rankIndexOf(it.rank);
      byRank[rank] = (byRank[rank] as number) | bit;
    }
    this.combinable = combinable;
    this.loose = loose;
    this.lockedItems = locked;
    this.owned = owned;
    this.handSize = hand.length;
    for (let i = 0; i < hand.length; i++) this.handRank[i] = rankIndexOf(hand[i] as CardId);
    this.table = this.makeTable();
    // The searches read each item's counts.
    if (!this.table)
      for (let i = 0; i < court.length; i++) {
        clearCounts(this, i);
        for (const u of (court[i] as CourtItem).units) addCards(this, i, u, values);
      }
    return true;
  }

  /**
   * Fills the table, unless a card without a value could join a group (standard values: a Pawn or a Court
   * in a combinable item or in the hand, with Aces) or the table grows too big: false then, and the
   * searches are used.
   */
  private makeTable(): boolean {
    const values = this.values;
    let maxSum = 0;
    for (let i = 0; i < this.handSize; i++) {
      const v = values[this.handRank[i] as number] ?? -1;
      if (v > maxSum) maxSum = v;
      else if (v < 0 && this.mode === 0) return false;
    }
    let valued = 0;
    let odd = 0;
    for (let i = 0; i < this.count; i++) {
      if (!(this.combinable & (1 << i))) continue;
      if ((this.itemOdd[i] as number) === 0) valued |= 1 << i;
      else if (this.mode === 0 || (this.itemN[i] as number) !== 1) return false;
      else odd |= 1 << i;
    }
    this.valuedItems = valued;
    this.oddSingles = odd;
    this.maxSum = maxSum;
    // Every sum's list is emptied: a query asks only for sums up to the hand's highest value, but none reads an old table.
    for (let v = 0; v < this.sumCount.length; v++) this.sumCount[v] = 0;
    this.tableSize = 0;
    return maxSum === 0 || this.fill(0, 0, 0);
  }

  /** Records each set of valued items grown from `mask` (its values adding up to `sum`) with later items, depth first; false when too many. */
  private fill(from: number, sum: number, mask: number): boolean {
    for (let k = from; k < this.count; k++) {
      if (!(this.valuedItems & (1 << k))) continue;
      const total = sum + (this.itemSum[k] as number);
      if (total > this.maxSum) continue;
      const grown = mask | (1 << k);
      // Not `(x as number)++`: Vite's transform (Oxc) drops the parentheses and then cannot read it.
      const at = this.sumCount[total] as number;
      this.sumCount[total] = at + 1;
      (this.bySum[total] as number[])[at] = grown;
      if (++this.tableSize > MAX_TABLE) return false;
      if (total < this.maxSum && !this.fill(k + 1, total, grown)) return false;
    }
    return true;
  }

  /**
   * The groups among these items making the rank (by index), in the searches' order, into `into`: how
   * many, or TOO_MANY when they reach the limit. From the table (the searches when there is none).
   */
  private groups(items: number, target: number, limit: number, into: number[]): number {
    let count = 0;
    if (!this.table) {
      const search = this.search;
      search.run(this, items, target, -1, limit);
      if (search.size >= limit) return TOO_MANY;
      for (let j = 0; j < search.size; j++) into[j] = search.found[j] as number;
      return search.size;
    }
    const value = this.values[target] ?? -1;
    if (value < 0) {
      // Only a lone card without a value makes such a rank.
      const odd = this.oddSingles & items & (this.byRank[target] as number);
      for (let k = 0; k < this.count; k++) if (odd & (1 << k)) into[count++] = 1 << k;
    } else {
      const list = this.bySum[value] as number[];
      const size = this.sumCount[value] as number;
      for (let j = 0; j < size; j++) {
        const mask = list[j] as number;
        if ((mask & items) === mask) into[count++] = mask;
      }
    }
    return count >= limit ? TOO_MANY : count;
  }

  /** The groups of combinable items making this rank (`buildList[target]`): how many, or TOO_MANY when they reach the limit. */
  builds(target: number, limit: number): number {
    let count = this.buildCount[target] as number;
    if (count !== NOT_YET) return count;
    const value = this.values[target] ?? -1;
    if (this.table && value >= 0) {
      // Every valued set of that sum: the table's own list.
      count = this.sumCount[value] as number;
      if (count >= limit) count = TOO_MANY;
      this.buildList[target] = this.bySum[value] as number[];
    } else {
      const store = this.buildStore[target] as number[];
      count = this.groups(this.combinable, target, limit, store);
      this.buildList[target] = store;
    }
    this.buildCount[target] = count;
    return count;
  }

  /** The groups of loose cards, not of this rank, making it (`takeList[rank]`): how many, or TOO_MANY when they reach the limit. */
  takes(rank: number, limit: number): number {
    let count = this.takeCount[rank] as number;
    if (count === NOT_YET)
      count = this.takeCount[rank] = this.groups(this.loose & ~(this.byRank[rank] as number), rank, limit, this.takeList[rank] as number[]);
    return count;
  }

  /**
   * The groups of combinable items (none, mask 0, when the card alone makes it) that the played card
   * (a rank index) makes the target rank with, in the order the search finds them, into `picked`; false
   * when they reach the limit.
   */
  ownGroups(played: number, target: number, limit: number): boolean {
    if (!this.table) {
      const own = this.search;
      own.run(this, this.combinable, target, played, limit);
      for (let j = 0; j < own.size; j++) this.picked[j] = own.found[j] as number;
      this.pickedCount = own.size;
      return own.size < limit;
    }
    let count = 0;
    if (played === target) this.picked[count++] = 0;
    const has = this.values[played] ?? -1;
    const rest = (this.values[target] ?? -1) - has;
    if (has >= 0 && rest > 0 && (this.values[target] ?? -1) >= 0) {
      const list = this.bySum[rest] as number[];
      const size = this.sumCount[rest] as number;
      for (let j = 0; j < size && count < limit; j++) this.picked[count++] = list[j] as number;
    }
    this.pickedCount = count;
    return count < limit;
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
    if (count <= 1 && limit > count) {
      // No group or one (the usual cases): none, and that one.
      this.masks[0] = 0;
      this.parent[0] = -1;
      this.size = 1;
      if (count === 1) {
        this.masks[1] = groups[0] as number;
        this.parent[1] = 0;
        this.added[1] = 0;
        this.size = 2;
      }
    } else this.walk(0, 0, -1, -1);
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
 * The moves of the hand's card `at`, appended to `out`: the card laid, each capture, then each build, as
 * `cardMoves` lists them. False (with `out` partly filled) when the ways reach the budget, so the plain
 * listing must decide which moves are listed.
 */
export function listCard(f: CourtFacts, hand: readonly CardId[], at: number, ways: number, out: BadgersCourtMove[]): boolean {
  const played = hand[at] as CardId;
  const rank = f.handRank[at] as number;
  // The player's builds of ranks no longer held after playing this card: a move must take or build on
  // every one of them. (Most players own no build, and then there are none.)
  let must = 0;
  if (f.owned !== 0) {
    let heldItems = 0;
    for (let i = 0; i < f.handSize; i++) if (i !== at) heldItems |= f.byRank[f.handRank[i] as number] as number;
    must = f.owned & ~heldItems;
  }

  if (must === 0) {
    f.made(out.length, played, KIND_LAY, 0);
    out.push({ type: 'lay', card: played });
  }

  // Captures: every item of the played rank, and any separate groups of loose cards adding up to it.
  const forcedMask = f.byRank[rank] as number;
  const takes = f.takes(rank, ways);
  if (takes === TOO_MANY) return false;
  const picks = f.picks;
  if (!picks.run(f.takeList[rank] as number[], takes, ways - takes)) return false;
  f.seenCount = 0;
  for (let p = 0; p < picks.size; p++) {
    const mask = forcedMask | (picks.masks[p] as number);
    if (mask === 0 || (mask & must) !== must || !f.firstTime(mask)) continue;
    f.len = 0;
    f.putBits(forcedMask);
    picks.itemsOf(p, f);
    f.made(out.length, played, KIND_TAKE, mask);
    out.push({ type: 'take', card: played, items: f.items() });
  }

  // Builds, for each rank held in the rest of the hand, in the hand's order, within one budget for the card.
  let spent = 0;
  let done = 0;
  for (let h = 0; h < f.handSize; h++) {
    const target = f.handRank[h] as number;
    if (h === at || done & (1 << target)) continue;
    done |= 1 << target;
    const builds = f.builds(target, ways);
    if (builds === TOO_MANY) return false;
    const all = f.buildList[target] as number[];
    // Locked builds of the rank may join the build, in every combination (rare: a list only when there are some).
    const lockedMask = f.lockedItems & (f.byRank[target] as number);
    const lockedSame = lockedMask === 0 ? null : bitList(lockedMask);
    const combos = lockedSame === null ? 1 : 1 << lockedSame.length;
    // The groups the played card makes the rank in (with no other item, when it makes it alone).
    if (!f.ownGroups(rank, target, ways - spent)) return false;
    spent += f.pickedCount;
    let owns = f.pickedCount;
    const own = f.picked;
    if (rank === target) own[owns++] = 0;
    f.seenCount = 0;
    for (let o = 0; o < owns; o++) {
      const mine = own[o] as number;
      const free = f.free;
      let frees = 0;
      for (let g = 0; g < builds; g++) if (((all[g] as number) & mine) === 0) free[frees++] = all[g] as number;
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
          f.made(out.length, played, target, mask);
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

/** The facts of this Court and hand, read into the shared set, or null when it is listed the plain way. */
export function factsOf(court: readonly CourtItem[], o: BadgersCourtOptions, seat: number, hand: readonly CardId[]): CourtFacts | null {
  return shared.read(court, o, seat, hand) ? shared : null;
}

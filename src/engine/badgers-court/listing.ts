/**
 * How `listMoves` lists one card's moves, with numbers instead of card lists: the Court's items are
 * numbered, a set of items is a number (values.ts: item k is 2^k), a group of cards is its counts
 * (`unitRankOf`), and a move is made only once it is known to be new and to keep its player's builds.
 *
 * The moves are those of the rules, in a fixed order: for each card, laying it; each capture (every item
 * of its rank, with any set of separate groups of loose cards adding up to it); each build, for each
 * rank held in the rest of the hand. A crowded Court can allow a card thousands of ways to take or build,
 * so the ways looked at are counted against a budget per card and kind, and the list stops growing
 * where the budget runs out (see `listCard`). tests/unit/badgers-court-oracle.ts lists the same moves
 * plainly, from card lists, and the tests hold this listing to it at every budget.
 */
import { RANKS, type CardId, type Rank } from '../deck';
import type { BadgersCourtMove, BadgersCourtOptions, CourtItem } from './state';
import { BIT, canGrowOf, GroupCounts, meets, minus, RANK_INDEX, RANK_VALUES, rankIndexOf, unitRankOf, valueMode, type ValueMode } from './values';

const PAWN = RANK_INDEX.P;
/** The most groups a listing finds by their sums (see `CourtFacts.valued`). */
const SUM_CAP = 4096;

/**
 * One listing's Court: its items by number with their counts (the slots of `GroupCounts`), its sets
 * of items, and the searches' results. One is kept and read anew for each listing (see `factsOf`),
 * so a listing makes few objects besides its moves.
 */
export class CourtFacts extends GroupCounts {
  mode: ValueMode = 0;
  values: readonly number[] = [];
  count = 0;
  /** Each item's bottom card: the card that names it in moves. */
  readonly ids: CardId[] = [];
  /** The items a build may combine (all but locked builds), the loose cards, the locked builds; the builds the seat owns. */
  combinable = 0;
  loose = 0;
  lockedItems = 0;
  owned = 0;
  /** The items of each rank (by rank index). */
  readonly byRank: number[] = [];
  /**
   * Per rank (index): the groups of combinable items making it, found once per listing (the first
   * `groupCounts`, -1 until found; up to a limit: `groupsFull`), and the groups of loose cards a capture
   * with it may add, with the budget they leave (see `takeGroups`). The lists are kept from listing to listing.
   */
  readonly groupLists: number[][] = Array.from({ length: 12 }, () => []);
  readonly groupCounts = new Int32Array(12);
  readonly groupsFull: boolean[] = [];
  readonly takeLists: number[][] = Array.from({ length: 12 }, () => []);
  readonly takeCounts = new Int32Array(12);
  private readonly takesLeft = new Int32Array(12);
  private readonly takesHit: boolean[] = [];
  /**
   * When every combinable item has a value (no Pawn or Court, nor a Crown in the traditional game, which
   * the Ace rules join), a group makes the rank of its sum: every group up to `most` with its sum, depth first
   * in Court order, found once per listing by one search (`bySum`; `sumCount` of them, -1 until found) and
   * kept by their sum (`sums[t]`: the first `sumCounts[t]`, in the search's order), answers every search
   * for a valued card (`listValued`) and for a valued rank built. A Court with more such groups than
   * `SUM_CAP` is searched rank by rank.
   */
  valued = false;
  /** The largest value in the hand listed for: every sum a listing asks for (a card's rank, a rank built, what a card lacks of it) is at most that. */
  most = 0;
  readonly sums: number[][] = Array.from({ length: 16 }, () => []);
  readonly sumCounts = new Int32Array(16);
  sumCount = -1;
  /** The sets of items listed so far for this card and kind (and rank built). */
  private readonly seen: number[] = [];
  seenCount = 0;
  private readonly buffer: CardId[] = [];
  len = 0;
  /** The rank index of each card in the hand listed for, in its order. */
  readonly handRanks: number[] = [];

  /** Reads a Court for a seat's moves; false for an item with no cards (a made-up position), which has no moves listed. */
  read(court: readonly CourtItem[], o: BadgersCourtOptions, seat: number, hand: readonly CardId[]): boolean {
    this.mode = valueMode(o);
    const values = (this.values = RANK_VALUES[this.mode] as readonly number[]);
    let most = 0;
    for (let i = 0; i < hand.length; i++) {
      const r = rankIndexOf(hand[i] as CardId);
      this.handRanks[i] = r;
      most = Math.max(most, values[r] ?? -1);
    }
    this.most = most;
    this.count = court.length;
    this.combinable = this.loose = this.lockedItems = this.owned = 0;
    this.valued = true;
    this.sumCount = -1;
    this.ready = false;
    for (let r = 0; r < 12; r++) this.byRank[r] = 0;
    for (let i = 0; i < court.length; i++) {
      const it = court[i] as CourtItem;
      const units = it.units;
      const id = units[0]?.[0];
      if (id === undefined) return false;
      let rank: number;
      const b = BIT[i] as number;
      // A loose card (most items) is counted straight from its rank, without reading lists: only its
      // value here, which the quick listing reads, and its other counts when the search needs them (`prepare`).
      if (it.owner === null && units.length === 1 && (units[0] as readonly CardId[]).length === 1) {
        rank = rankIndexOf(id);
        const v = values[rank] ?? -1;
        this.sum[i] = v < 0 ? 0 : v;
        this.n[i] = 0;
        this.single[i] = rank;
        if (v < 0) this.valued = false;
        this.combinable += b;
      } else {
        this.fill(i, units, values);
        rank = rankIndexOf(it.rank);
        if (it.owner !== null && it.units.length >= 2) this.lockedItems += b;
        else {
          this.combinable += b;
          if ((this.odd[i] as number) > 0) this.valued = false;
        }
      }
      this.ids[i] = id;
      if (it.owner === null) this.loose += b;
      else if (it.owner === seat) this.owned += b;
      this.byRank[rank] = (this.byRank[rank] as number) + b;
    }
    return true;
  }

  /** Whether the search's counts and lists are set for this listing (see `prepare`). */
  private ready = false;

  /**
   * Before the search (not the quick listing): every loose card's counts (`read` left them, `n` 0,
   * the rank in `single`), and the searches' lists marked unfound.
   */
  prepare(): void {
    if (this.ready) return;
    this.ready = true;
    for (let r = 0; r < 12; r++) this.groupCounts[r] = this.takeCounts[r] = -1;
    for (let i = 0; i < this.count; i++) if (this.n[i] === 0) this.one(i, this.single[i] as number, this.values[this.single[i] as number] ?? -1);
  }

  /** Is this set of items new for this card and kind? If so it is remembered. */
  firstTime(set: number): boolean {
    for (let i = 0; i < this.seenCount; i++) if (this.seen[i] === set) return false;
    this.seen[this.seenCount++] = set;
    return true;
  }

  /** Adds the items of a set, in Court order, to the move being made. */
  putSet(set: number): void {
    // Item by item, lowest first, until none is left; below 2^31 (nearly always) straight to the next one's bit.
    for (let k = 0; set > 0; k++) {
      if (set < 0x80000000) k = 31 - Math.clz32(set & -set);
      if (meets(set, BIT[k] as number)) {
        this.buffer[this.len++] = this.ids[k] as CardId;
        set -= BIT[k] as number;
      }
    }
  }

  /** `putSet` for a set of the first 30 items (a number of 30 bits), item by item, lowest first. */
  putBits(set: number): void {
    for (; set !== 0; set &= set - 1) {
      this.buffer[this.len++] = this.ids[31 - Math.clz32(set & -set)] as CardId;
    }
  }

  /** The items of the move being made, as a list of their own (exactly as long as it needs to be). */
  items(): CardId[] {
    // One or two items (most moves) as a list written out: quicker to make than a slice.
    const b = this.buffer;
    if (this.len === 1) return [b[0] as CardId];
    if (this.len === 2) return [b[0] as CardId, b[1] as CardId];
    return b.slice(0, this.len);
  }

  /** With a valued Court: every group of combinable items with its sum (`sumSets`, `sumTotals`), or false when they are too many. */
  bySum(): boolean {
    if (this.sumCount < 0) {
      this.sumCount = 0;
      // No sum above `most` is made or read.
      for (let t = 0; t <= this.most; t++) this.sumCounts[t] = 0;
      let count = 0;
      for (let k = 0; k < this.count; k++) if (meets(this.combinable, BIT[k] as number)) sumItems[count++] = k;
      if (!this.sumWalk(0, count, 0, 0)) this.valued = false;
    }
    return this.valued;
  }

  private sumWalk(from: number, count: number, sum: number, set: number): boolean {
    for (let j = from; j < count; j++) {
      const k = sumItems[j] as number;
      const total = sum + (this.sum[k] as number);
      if (total > this.most) continue;
      if (this.sumCount >= SUM_CAP) return false;
      const grown = set + (BIT[k] as number);
      this.sumCount++;
      const at = this.sumCounts[total] as number;
      (this.sums[total] as number[])[at] = grown;
      this.sumCounts[total] = at + 1;
      if (!this.sumWalk(j + 1, count, total, grown)) return false;
    }
    return true;
  }

  /** Groups of combinable items making this rank (into `groupLists`, `groupCounts`), up to `limit` (then `groupsFull` says the list is cut short). */
  buildGroups(target: number, limit: number): number[] {
    const g = this.groupLists[target] as number[];
    if ((this.groupCounts[target] as number) >= 0) return g;
    const value = this.values[target] as number;
    let n = 0;
    if (this.valued && value > 0 && this.bySum()) {
      const sets = this.sums[value] as number[];
      for (const count = this.sumCounts[value] as number; n < count; n++) g[n] = sets[n] as number;
      this.groupsFull[target] = false;
    } else {
      const { left, hit } = budget;
      budget.left = limit;
      search.run(this, this.combinable, target, -1);
      for (; n < search.size; n++) g[n] = search.found[n] as number;
      this.groupsFull[target] = budget.left <= 0;
      budget.left = left;
      budget.hit = hit;
    }
    this.groupCounts[target] = n;
    return g;
  }

  /**
   * Groups of loose cards, not of this rank, making it (into `takeLists`, `takeCounts`), as a capture's
   * budget of `ways` finds them; sets the budget as it leaves it.
   */
  takeGroups(rank: number, ways: number): number[] {
    const g = this.takeLists[rank] as number[];
    if ((this.takeCounts[rank] as number) < 0) {
      // (A valued card in a valued Court is listed by `listValued`, from the groups by sums.)
      budget.left = ways;
      budget.hit = false;
      search.run(this, minus(this.loose, this.byRank[rank] as number), rank, -1);
      let n = 0;
      for (; n < search.size; n++) g[n] = search.found[n] as number;
      this.takesLeft[rank] = budget.left;
      this.takesHit[rank] = budget.hit;
      this.takeCounts[rank] = n;
    }
    budget.left = this.takesLeft[rank] as number;
    budget.hit = this.takesHit[rank] as boolean;
    return g;
  }
}

/**
 * The budget of ways a search may still find, shared by the searches for one card and kind. As in the
 * plain listing: each way found spends one, and a search that goes on looking with none left is cut
 * (`hit`), so the list is not complete. (A search may spend the last one and stop without being cut.)
 */
const budget = { left: 0, hit: false };

/**
 * A search for groups of items that make a rank, as sets, depth first: each group before the groups that
 * grow from it, the items in Court order. One is reused for every search; what it found stays in `found`
 * (the first `size`) until the next.
 */
class GroupSearch {
  readonly found: number[] = [];
  size = 0;
  private f!: CourtFacts;
  /** The items a group may hold, in Court order. */
  private readonly items = new Int32Array(48);
  private count = 0;
  private target = 0;
  private targetValue = 0;

  /**
   * Finds the groups among these items (a set) making the target, within the budget. With `played` (a
   * rank index) every group holds that card too, and the card alone counts as a group (the empty set).
   */
  run(f: CourtFacts, chunks: number, target: number, played: number): void {
    this.f = f;
    let count = 0;
    for (let k = 0; k < f.count; k++) if (meets(chunks, BIT[k] as number)) this.items[count++] = k;
    this.count = count;
    this.target = target;
    this.targetValue = f.values[target] ?? -1;
    this.size = 0;
    if (played < 0) this.walk(0, 0, 0, 0, 0, 0, -1, 0);
    else {
      const value = f.values[played] ?? -1;
      this.walk(0, 1, value < 0 ? 0 : value, value < 0 ? 1 : 0, value >= 0 && played !== 0 ? 1 : 0, played === PAWN ? 1 : 0, played, 0);
    }
  }

  /** From a group (its counts and set), records it if it makes the target, then grows it with each later item (from the `from`th). */
  private walk(from: number, n: number, sum: number, odd: number, nonAce: number, pawns: number, single: number, set: number): void {
    if (budget.left <= 0) return void (budget.hit = true);
    const f = this.f;
    if (n > 0) {
      if (unitRankOf(f.mode, n, sum, odd, nonAce, pawns, single) === this.target) {
        this.found[this.size++] = set;
        budget.left--;
      }
      if (!canGrowOf(f.mode, n, sum, odd, nonAce, this.targetValue)) return;
    }
    const items = this.items;
    for (let j = from; j < this.count; j++) {
      const k = items[j] as number;
      this.walk(
        j + 1,
        n + (f.n[k] as number),
        sum + (f.sum[k] as number),
        odd + (f.odd[k] as number),
        nonAce + (f.nonAce[k] as number),
        pawns + (f.pawns[k] as number),
        n === 0 ? (f.single[k] as number) : (f.n[k] as number) === 0 ? single : -1,
        set + (BIT[k] as number),
      );
    }
  }
}

/**
 * Ways of choosing separate groups (including none), within the budget: each way, then the ways that
 * grow from it with a later group. Each way is kept as its set, the way it grew from and the group it
 * added, so its items can be read out in order (each group's in turn) for the few that become moves.
 */
class Disjoint {
  readonly sets: number[] = [];
  private readonly parent: number[] = [];
  private readonly added: number[] = [];
  size = 0;
  private groups: readonly number[] = [];
  private count = 0;

  /** Finds the ways among the first `count` groups. */
  run(groups: readonly number[], count: number): void {
    this.size = 0;
    this.groups = groups;
    this.count = count;
    this.walk(0, 0, -1, -1);
  }

  private walk(from: number, used: number, parent: number, added: number): void {
    if (budget.left <= 0) return void (budget.hit = true);
    budget.left--;
    const me = this.size++;
    this.sets[me] = used;
    this.parent[me] = parent;
    this.added[me] = added;
    const groups = this.groups;
    for (let g = from; g < this.count; g++) {
      const group = groups[g] as number;
      if (!meets(group, used)) this.walk(g + 1, used + group, me, g);
    }
  }

  /** Writes way p's items, in order, into the move being made. */
  itemsOf(p: number, f: CourtFacts): void {
    const parent = this.parent[p] as number;
    if (parent < 0) return;
    this.itemsOf(parent, f);
    f.putSet(this.groups[this.added[p] as number] as number);
  }
}

const search = new GroupSearch();
const picks = new Disjoint();
/** Scratch lists: the played card's own groups, the groups free of them, and the items of a search by sums. */
const sumItems = new Int32Array(48);
const own: number[] = [];
const free: number[] = [];

/**
 * The moves of the hand's card at `at`, appended to `out`: the card laid, each capture, then each build.
 * Each kind has a budget of `ways`: captures spend it on the groups of loose cards making the rank and on
 * the ways of choosing separate ones; builds, on the groups the card makes each rank in, and for each, on
 * the other groups and the ways of choosing them. False when a budget was cut: the list is then not complete.
 */
export function listCard(f: CourtFacts, hand: readonly CardId[], at: number, ways: number, out: BadgersCourtMove[]): boolean {
  const played = hand[at] as CardId;
  const ranks = f.handRanks;
  const rank = ranks[at] as number;
  // The player's builds of ranks no longer held after playing this card: a move must take or build on
  // every one of them. (Most players own no build, and then there are none.)
  let must = 0;
  if (f.owned !== 0) {
    let kept = 0;
    for (let i = 0; i < hand.length; i++) if (hand[i] !== played) kept |= 1 << (ranks[i] as number);
    let held = 0;
    for (let r = 0; r < 12; r++) if (kept & (1 << r)) held += f.byRank[r] as number;
    must = minus(f.owned, held);
  }
  // A valued card in a valued Court (every card of the basic deck's games) is listed from the groups by sums.
  if (f.valued && f.count <= 30 && (f.values[rank] as number) > 0 && f.bySum() && listValued(f, hand, at, ways, must, out)) return true;
  f.prepare();
  if (must === 0) out.push({ type: 'lay', card: played });

  // Captures: every item of the played rank, and any separate groups of loose cards adding up to it.
  const forced = f.byRank[rank] as number;
  const groups = f.takeGroups(rank, ways);
  picks.run(groups, f.takeCounts[rank] as number);
  let complete = !budget.hit;
  f.seenCount = 0;
  for (let p = 0; p < picks.size; p++) {
    const set = forced + (picks.sets[p] as number);
    if (set === 0 || minus(must, set) !== 0 || !f.firstTime(set)) continue;
    f.len = 0;
    f.putSet(forced);
    picks.itemsOf(p, f);
    out.push({ type: 'take', card: played, items: f.items() });
  }

  // Builds, for each rank held in the rest of the hand, in the hand's order, within one budget for the card.
  budget.left = ways;
  budget.hit = false;
  let done = 0;
  for (let i = 0; i < hand.length; i++) {
    const target = ranks[i] as number;
    if (hand[i] === played || done & (1 << target)) continue;
    done |= 1 << target;
    // The groups the played card makes the rank in (the empty set: with no other item, when it makes it alone).
    // None (a card worth more than the rank, say) makes no build, and the rest is not looked at: finding
    // the rank's other groups spends no budget, so whether it is done changes nothing listed.
    let owns = ownGroups(f, target, rank);
    if (rank === target) own[owns++] = 0;
    if (owns === 0) continue;
    const all = f.buildGroups(target, ways + 1);
    // Locked builds of the rank may join the build, in every combination (rare: a list only when there are some).
    const lockedMask = f.lockedItems === 0 ? 0 : lockedOf(f, target);
    const lockedSame = lockedMask === 0 ? null : setList(f, lockedMask);
    const combos = lockedSame === null ? 1 : 1 << lockedSame.length;
    f.seenCount = 0;
    for (let o = 0; o < owns; o++) {
      const mine = own[o] as number;
      // The groups free of the card's own: those found for the rank, when they are all found and fewer
      // than the budget left (so a search of its own would find the same and not be cut); else searched.
      let frees = 0;
      if (!f.groupsFull[target])
        for (let g = 0; g < (f.groupCounts[target] as number); g++) if (!meets(all[g] as number, mine)) free[frees++] = all[g] as number;
      if (f.groupsFull[target] || frees >= budget.left) {
        search.run(f, minus(f.combinable, mine), target, -1);
        frees = search.size;
        for (let g = 0; g < frees; g++) free[g] = search.found[g] as number;
      } else budget.left -= frees;
      picks.run(free, frees);
      for (let p = 0; p < picks.size; p++) {
        const base = mine + (picks.sets[p] as number);
        for (let m = 0; m < combos; m++) {
          let set = base;
          if (lockedSame !== null) for (let k = 0; k < lockedSame.length; k++) if (m & (1 << k)) set += BIT[lockedSame[k] as number] as number;
          if (set === 0 || minus(must, set) !== 0 || !f.firstTime(set)) continue;
          f.len = 0;
          f.putSet(mine);
          picks.itemsOf(p, f);
          if (lockedSame !== null) for (let k = 0; k < lockedSame.length; k++) if (m & (1 << k)) f.putSet(BIT[lockedSame[k] as number] as number);
          out.push({ type: 'build', card: played, items: f.items(), rank: RANKS[target] as Rank });
        }
      }
    }
  }
  return complete && !budget.hit;
}

/*
 * The quick listing of one card (`listValued`): what the search above lists, read straight from the groups
 * by sums, for a Court of at most 30 items, every one not locked with a value (in the bench's games, every
 * position). A set of items is then a 30-bit number, and the ways of choosing separate groups
 * are walked depth first, each listed as it is found, in the order of `Disjoint`. The budget is counted
 * as the search spends it; where the search could run out, the quick listing gives up and the search lists
 * the card, so that a cut list is cut in the same place. Over the bench's 45,888 positions a listing took
 * 673 ns through the search and takes 484 so (best of three, 27 November, a shared core): most cards
 * have no group to take and make no build, and the search's steps cost more than what it finds.
 */
let qf: CourtFacts = new CourtFacts();
let qOut: BadgersCourtMove[] = [];
let qPlayed: CardId = '';
/** The rank index built, or -1 for captures. */
let qTarget = -1;
let qBase = 0;
let qMust = 0;
let qCount = 0;
let qSpent = 0;
let qWays = 0;
/** The locked builds of the rank built (their places, in Court order, the first `qLocked`), which may join a build in any choice. */
let qLocked = 0;
const lockedPlaces = new Int32Array(32);
/** The groups chosen on the way walked, in order. */
const chosen = new Int32Array(32);
/** The groups a way may choose from (the first `qCount`). */
const quickGroups: number[] = [];

/** The card's moves, as `listCard` lists them, appended to `out`; false, with nothing appended, where the quick listing gives up. */
function listValued(f: CourtFacts, hand: readonly CardId[], at: number, ways: number, must: number, out: BadgersCourtMove[]): boolean {
  const played = hand[at] as CardId;
  const ranks = f.handRanks;
  const rank = ranks[at] as number;
  const values = f.values;
  const value = values[rank] as number;
  const start = out.length;
  qf = f;
  qOut = out;
  qPlayed = played;
  qMust = must;
  qWays = ways;
  if (must === 0) out.push({ type: 'lay', card: played });
  // Captures: the groups of loose cards not of the rank adding up to it, then the ways of choosing them.
  const forced = f.byRank[rank] as number;
  const others = f.loose & ~forced;
  let sets = f.sums[value] as number[];
  let n = 0;
  for (let e = 0; e < (f.sumCounts[value] as number); e++) if (((sets[e] as number) & ~others) === 0) quickGroups[n++] = sets[e] as number;
  qTarget = -1;
  qLocked = 0;
  qBase = forced;
  qCount = n;
  qSpent = n;
  f.seenCount = 0;
  if (n >= ways || !walk(0, 0, 0) || qSpent >= ways) return giveUp(out, start);
  // Builds, for each rank held in the rest of the hand, in the hand's order, within one budget for the card.
  qSpent = 0;
  let done = 0;
  for (let i = 0; i < hand.length; i++) {
    const target = ranks[i] as number;
    if (hand[i] === played || done & (1 << target)) continue;
    done |= 1 << target;
    const goal = values[target] as number;
    if (goal <= 0) return giveUp(out, start);
    // The groups the card makes the rank in: itself alone (twice, as `listCard` adds it again), or with a
    // group of what it lacks.
    const lack = goal - value;
    const owns = rank === target ? 2 : lack > 0 ? (f.sumCounts[lack] as number) : 0;
    if (owns === 0) continue;
    // What `ownGroups` spends: the groups it finds (the card alone is found once).
    const found = rank === target ? 1 : owns;
    if (qSpent + found >= ways) return giveUp(out, start);
    qSpent += found;
    sets = f.sums[goal] as number[];
    const all = f.sumCounts[goal] as number;
    const mines = rank === target ? null : (f.sums[lack] as number[]);
    qTarget = target;
    qLocked = 0;
    const locked = f.lockedItems & (f.byRank[target] as number);
    for (let k = 0; k < f.count; k++) if (locked & (1 << k)) lockedPlaces[qLocked++] = k;
    f.seenCount = 0;
    for (let o = 0; o < owns; o++) {
      const mine = mines === null ? 0 : (mines[o] as number);
      let frees = 0;
      for (let g = 0; g < all; g++) if (((sets[g] as number) & mine) === 0) quickGroups[frees++] = sets[g] as number;
      if (qSpent + frees >= ways) return giveUp(out, start);
      qSpent += frees;
      qBase = mine;
      qCount = frees;
      if (!walk(0, 0, 0) || qSpent >= ways) return giveUp(out, start);
    }
  }
  return true;
}

/** The quick listing given up: the card's moves listed so far taken back. */
function giveUp(out: BadgersCourtMove[], start: number): false {
  out.length = start;
  return false;
}

/** From a way (the groups `chosen` so far, `used`), lists its move, then grows it with each later group free of it; false where the budget could run out. */
function walk(from: number, used: number, depth: number): boolean {
  if (qSpent >= qWays) return false;
  qSpent++;
  // The way's move, and with a build, one for each choice of the locked builds of the rank it may join.
  for (let m = 0; m < 1 << qLocked; m++) {
    let set = qBase + used;
    for (let k = 0; k < qLocked; k++) if (m & (1 << k)) set += 1 << (lockedPlaces[k] as number);
    if (set === 0 || (qMust & ~set) !== 0 || !qf.firstTime(set)) continue;
    const f = qf;
    f.len = 0;
    f.putBits(qBase);
    for (let d = 0; d < depth; d++) f.putBits(chosen[d] as number);
    for (let k = 0; k < qLocked; k++) if (m & (1 << k)) f.putBits(1 << (lockedPlaces[k] as number));
    qOut.push(
      qTarget < 0 ? { type: 'take', card: qPlayed, items: f.items() } : { type: 'build', card: qPlayed, items: f.items(), rank: RANKS[qTarget] as Rank },
    );
  }
  for (let g = from; g < qCount; g++) {
    const group = quickGroups[g] as number;
    if ((group & used) !== 0) continue;
    chosen[depth] = group;
    if (!walk(g + 1, used + group, depth + 1)) return false;
  }
  return true;
}

/**
 * Into `own`: the groups of combinable items the played card (a rank index) makes the target in, the
 * card alone (the empty set) first when it makes it alone, as the budget allows. (A valued card in a
 * valued Court is listed by `listValued`: the card alone, then the groups of the sum it lacks.)
 */
function ownGroups(f: CourtFacts, target: number, played: number): number {
  search.run(f, f.combinable, target, played);
  for (let o = 0; o < search.size; o++) own[o] = search.found[o] as number;
  return search.size;
}

/** The locked builds of a rank, as a set. */
function lockedOf(f: CourtFacts, rank: number): number {
  return f.lockedItems - minus(f.lockedItems, f.byRank[rank] as number);
}

/** The items of a set, in Court order. */
function setList(f: CourtFacts, set: number): number[] {
  const out: number[] = [];
  for (let k = 0; k < f.count; k++) if (meets(set, BIT[k] as number)) out.push(k);
  return out;
}

/** The one set of facts listings reuse: a listing runs to its end before another starts. */
const shared = new CourtFacts();

/** The facts of this Court, read into the shared set, or null for a Court with an empty item. */
export function factsOf(court: readonly CourtItem[], o: BadgersCourtOptions, seat: number, hand: readonly CardId[]): CourtFacts | null {
  return shared.read(court, o, seat, hand) ? shared : null;
}

/**
 * Ferret's sets and layoffs, as pure functions over card ids.
 *
 * A set is three cards of one suit in rank order (a three-card straight flush). Aces and Crowns are wild
 * in their own suit, but stand at their natural value (Ace 1, Crown 10) whenever the set can hold that
 * value; otherwise they stand for a missing number card (2 to 9). There is no wraparound. A set that only works with a wild card standing in may have several
 * readings; the player who forms it chooses one, and the reading fixes where layoffs may go.
 */
import { card, type CardId, type Suit, SUITS } from '../deck';

/** What set finding needs to know about a card, worked out once per card. */
interface Info {
  /** Ferret's value (Ace 1, Crown 10), NaN for a card not in Ferret's deck. */
  readonly value: number;
  readonly wild: boolean;
  readonly ace: boolean;
  readonly crown: boolean;
  /** The card's suits as bits, in the order of SUITS. */
  readonly suits: number;
}

const INFO = new Map<CardId, Info>();
/** Reused for a tableau's cards' Info while looking for sets (the engine is synchronous). */
const SCRATCH: Info[] = [];
const SUIT_BIT = Object.fromEntries(SUITS.map((s, i) => [s, 1 << i])) as Record<Suit, number>;

function info(id: CardId): Info {
  let i = INFO.get(id);
  if (i === undefined) {
    const c = card(id);
    const value = c.rank === 'A' ? 1 : c.rank === 'C' ? 10 : Number(c.rank);
    let suits = 0;
    for (const s of c.suits) suits |= SUIT_BIT[s];
    i = { value: Number.isInteger(value) ? value : NaN, wild: c.rank === 'A' || c.rank === 'C', ace: c.rank === 'A', crown: c.rank === 'C', suits };
    INFO.set(id, i);
  }
  return i;
}

/** Ferret's rank values: Ace 1, the numbers, Crown 10. */
export function ferretValue(id: CardId): number {
  const v = info(id).value;
  if (Number.isNaN(v)) throw new Error(`${id} is not in Ferret's deck`);
  return v;
}

export interface SetCard {
  readonly card: CardId;
  /** The rank the card stands for in this set (differs from its own value only for a wild card). */
  readonly as: number;
}

/** One way to form a set: which cards, in which suit, standing for which run. */
export interface SetReading {
  readonly suit: Suit;
  readonly low: number;
  readonly cards: readonly SetCard[];
}

export interface FerretSet {
  readonly id: number;
  readonly owner: 0 | 1;
  readonly suit: Suit;
  readonly low: number;
  readonly high: number;
  /** The three cards that formed it, as read. */
  readonly cards: readonly SetCard[];
  /** Whether it was formed in the final scoring. */
  readonly final: boolean;
}

export interface Layoff {
  readonly card: CardId;
  /** The player who had the card in their tableau, who scores it. */
  readonly owner: 0 | 1;
  /** Every set it extends (a card that fits two sets belongs to both). */
  readonly sets: readonly number[];
  readonly final: boolean;
}

/**
 * Can these three cards (as Info) possibly be a set? Cheap: they share a suit, and their number cards
 * (not Aces or Crowns) differ and fit in a run of three. Every set passes; `readings` decides.
 */
function mayBeSet(a: Info, b: Info, c: Info): boolean {
  if ((a.suits & b.suits & c.suits) === 0) return false;
  let lo = 99;
  let hi = -1;
  let fixed = 0;
  if (!a.wild) {
    fixed++;
    lo = hi = a.value;
  }
  if (!b.wild) {
    fixed++;
    if (b.value < lo) lo = b.value;
    if (b.value > hi) hi = b.value;
  }
  if (!c.wild) {
    fixed++;
    if (c.value < lo) lo = c.value;
    if (c.value > hi) hi = c.value;
  }
  if (fixed < 2) return true;
  if (hi - lo > 2) return false;
  // Two equal number cards never share a set.
  const va = a.wild ? -1 : a.value;
  const vb = b.wild ? -2 : b.value;
  const vc = c.wild ? -3 : c.value;
  return va !== vb && va !== vc && vb !== vc;
}

/**
 * The ways three cards read as a run in a suit they share (the same in every shared suit, since only
 * values decide): each run's low and its cards, sorted by the value they stand for.
 */
function runs(ids: readonly CardId[]): { low: number; cards: SetCard[] }[] {
  const fixed = ids.filter((id) => !info(id).wild);
  const wild = ids.filter((id) => info(id).wild);
  const fixedValues = fixed.map(ferretValue);
  if (new Set(fixedValues).size !== fixedValues.length) return [];
  const found: { low: number; cards: SetCard[]; naturalAce: boolean; naturalCrown: boolean }[] = [];
  for (let low = 1; low <= 8; low++) {
    const run = [low, low + 1, low + 2];
    if (!fixedValues.every((v) => run.includes(v))) continue;
    const open = run.filter((v) => !fixedValues.includes(v));
    if (open.length !== wild.length) continue;
    const orders = wild.length === 2 ? [open, [open[1] as number, open[0] as number]] : [open];
    for (const order of orders) {
      // A wild card stands at its own value or for a missing number card (2 to 9): a Crown never
      // stands in for an Ace, nor an Ace for a Crown.
      if (!wild.every((c, i) => order[i] === ferretValue(c) || ((order[i] as number) >= 2 && (order[i] as number) <= 9))) continue;
      const cards: SetCard[] = [
        ...fixed.map((c) => ({ card: c, as: ferretValue(c) })),
        ...wild.map((c, i) => ({ card: c, as: order[i] as number })),
      ];
      const naturalAce = cards.some((c) => info(c.card).ace && c.as === 1);
      const naturalCrown = cards.some((c) => info(c.card).crown && c.as === 10);
      found.push({ low, cards, naturalAce, naturalCrown });
    }
  }
  // A wild card must stand at its natural value when the set can hold it there.
  let kept = found;
  if (found.some((f) => f.naturalAce)) kept = found.filter((f) => f.naturalAce);
  else if (found.some((f) => f.naturalCrown)) kept = found.filter((f) => f.naturalCrown);
  const out: { low: number; cards: SetCard[] }[] = [];
  const seenLows = new Set<number>();
  for (const f of kept) {
    if (seenLows.has(f.low)) continue;
    seenLows.add(f.low);
    out.push({ low: f.low, cards: sortSetCards(f.cards) });
  }
  return out;
}

/** Can a wild card stand for value v? At its own value, or for a missing number card (2 to 9). */
const wildFits = (w: Info, v: number): boolean => v === w.value || (v >= 2 && v <= 9);

/** Is a fixed card's value outside the run from low? Then that run cannot hold it. */
const outside = (x: Info, low: number): boolean => !x.wild && (x.value < low || x.value > low + 2);

/** Whether three cards make a set at all (`readings(ids).length > 0`), without listing the readings. */
export function formsSet(ids: readonly CardId[]): boolean {
  if (ids.length !== 3) return false;
  const [x, y, z] = ids as [CardId, CardId, CardId];
  if (x === y || x === z || y === z) return false;
  const a = info(x);
  const b = info(y);
  const c = info(z);
  if (!mayBeSet(a, b, c)) return false;
  const wilds = [a, b, c].filter((i) => i.wild);
  if (wilds.length > 2) return readings(ids).length > 0;
  for (let low = 1; low <= 8; low++) {
    if (outside(a, low) || outside(b, low) || outside(c, low)) continue;
    if (wilds.length === 0) return true;
    const open: number[] = [];
    for (let v = low; v <= low + 2; v++) if (!((!a.wild && a.value === v) || (!b.wild && b.value === v) || (!c.wild && c.value === v))) open.push(v);
    const [w0, w1] = wilds as [Info, Info?];
    const [o0, o1] = open as [number, number?];
    if (w1 === undefined) {
      if (wildFits(w0, o0)) return true;
    } else if (o1 !== undefined && ((wildFits(w0, o0) && wildFits(w1, o1)) || (wildFits(w0, o1) && wildFits(w1, o0)))) return true;
  }
  return false;
}

/**
 * Every legal reading of three cards as a set, in every suit they share. Empty if they are not a set.
 * Readings that differ only in which wild card stands where are the same reading.
 */
export function readings(ids: readonly CardId[]): SetReading[] {
  if (ids.length !== 3 || new Set(ids).size !== 3) return [];
  const [a, b, c] = ids.map(info) as [Info, Info, Info];
  if (!mayBeSet(a, b, c)) return [];
  const shared = a.suits & b.suits & c.suits;
  const found = runs(ids);
  if (found.length === 0) return [];
  const out: SetReading[] = [];
  SUITS.forEach((suit, bit) => {
    if (shared & (1 << bit)) for (const f of found) out.push({ suit, low: f.low, cards: f.cards });
  });
  return out;
}

function sortSetCards(cards: readonly SetCard[]): SetCard[] {
  return [...cards].sort((a, b) => a.as - b.as);
}

/**
 * The sets among these cards that use at least one card for which `counts` is true (every set when it
 * is always true), in the order of the exhaustive search (`setCandidatesExhaustive`): by the cards'
 * places in the list, then by suit and run. Only triples within one suit's cards whose number cards fit
 * a run of three are read, so a tableau is not re-read combination by combination.
 */
function findSets(cards: readonly CardId[], counts: (i: number) => boolean): SetReading[] {
  const n = cards.length;
  if (n < 3) return [];
  const infos = cards.map(info);
  const keys: number[] = [];
  const seen = new Set<number>();
  const bucket: number[] = [];
  for (let bit = 0; bit < SUITS.length; bit++) {
    bucket.length = 0;
    for (let i = 0; i < n; i++) if ((infos[i] as Info).suits & (1 << bit)) bucket.push(i);
    const m = bucket.length;
    for (let x = 0; x < m; x++) {
      const i = bucket[x] as number;
      const ci = counts(i);
      for (let y = x + 1; y < m; y++) {
        const j = bucket[y] as number;
        const cj = ci || counts(j);
        for (let z = y + 1; z < m; z++) {
          const k = bucket[z] as number;
          if (!cj && !counts(k)) continue;
          if (!mayBeSet(infos[i] as Info, infos[j] as Info, infos[k] as Info)) continue;
          const key = (i * n + j) * n + k;
          if (seen.has(key)) continue;
          seen.add(key);
          keys.push(key);
        }
      }
    }
  }
  if (keys.length === 0) return [];
  keys.sort((p, q) => p - q);
  return readTriples(cards, keys);
}

/** The readings of the triples named by keys ((i × n + j) × n + k, for i < j < k), in the keys' order. */
function readTriples(cards: readonly CardId[], keys: readonly number[]): SetReading[] {
  const n = cards.length;
  const out: SetReading[] = [];
  for (const key of keys) {
    const k = key % n;
    const j = ((key - k) / n) % n;
    const i = (key - k - j * n) / (n * n);
    for (const r of readings([cards[i] as CardId, cards[j] as CardId, cards[k] as CardId])) out.push(r);
  }
  return out;
}

/** Every set that can be formed from these cards (usually a tableau), each reading once; with `mustInclude`, only sets using that card. */
export function setCandidates(cards: readonly CardId[], mustInclude?: CardId): SetReading[] {
  if (mustInclude === undefined) return findSets(cards, () => true);
  return setsUsing(cards, cards.indexOf(mustInclude));
}

/**
 * The sets a tableau holds once `added` cards have joined it, when it held none before: only sets that
 * use an added card. This is how the engine looks for sets after each move, one new card at a time.
 */
export function setsWithAdded(cards: readonly CardId[], added: readonly CardId[]): SetReading[] {
  if (added.length !== 1) return added.length === 0 ? [] : findSets(cards, (i) => added.includes(cards[i] as CardId));
  return setsUsing(cards, cards.indexOf(added[0] as CardId));
}

/** The sets using the card at index a: only pairs of the other cards that share a suit with it are read. */
function setsUsing(cards: readonly CardId[], a: number): SetReading[] {
  const n = cards.length;
  if (a < 0 || n < 3) return [];
  const x = info(cards[a] as CardId);
  const infos = SCRATCH;
  for (let i = 0; i < n; i++) infos[i] = info(cards[i] as CardId);
  let keys: number[] | null = null;
  for (let j = 0; j < n; j++) {
    if (j === a) continue;
    const y = infos[j] as Info;
    const xy = x.suits & y.suits;
    if (xy === 0) continue;
    for (let k = j + 1; k < n; k++) {
      if (k === a) continue;
      const z = infos[k] as Info;
      if ((xy & z.suits) === 0 || !mayBeSet(x, y, z)) continue;
      const [p, q, r] = a < j ? [a, j, k] : a < k ? [j, a, k] : [j, k, a];
      (keys ??= []).push((p * n + q) * n + r);
    }
  }
  if (keys === null) return [];
  keys.sort((p, q) => p - q);
  return readTriples(cards, keys);
}

/**
 * The definition of `setCandidates`, kept as the oracle for tests: read every combination of three
 * cards. Slow (a tableau of n cards has n(n-1)(n-2)/6 of them).
 */
export function setCandidatesExhaustive(cards: readonly CardId[], mustInclude?: CardId): SetReading[] {
  const out: SetReading[] = [];
  const n = cards.length;
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++)
      for (let k = j + 1; k < n; k++) {
        const triple = [cards[i], cards[j], cards[k]] as CardId[];
        if (mustInclude && !triple.includes(mustInclude)) continue;
        out.push(...readingsExhaustive(triple));
      }
  return out;
}

const valueExhaustive = (id: CardId): number => {
  const r = card(id).rank;
  if (r === 'A') return 1;
  if (r === 'C') return 10;
  return Number(r);
};
const isWildExhaustive = (id: CardId): boolean => {
  const r = card(id).rank;
  return r === 'A' || r === 'C';
};

/** The first definition of `readings`, suit by suit, with no shortcuts: the oracle for tests. */
export function readingsExhaustive(ids: readonly CardId[]): SetReading[] {
  if (ids.length !== 3 || new Set(ids).size !== 3) return [];
  const out: SetReading[] = [];
  for (const suit of SUITS) {
    if (!ids.every((id) => card(id).suits.includes(suit))) continue;
    const fixed = ids.filter((id) => !isWildExhaustive(id));
    const wild = ids.filter(isWildExhaustive);
    const fixedValues = fixed.map(valueExhaustive);
    if (new Set(fixedValues).size !== fixedValues.length) continue;
    const found: { low: number; cards: SetCard[]; naturalAce: boolean; naturalCrown: boolean }[] = [];
    for (let low = 1; low <= 8; low++) {
      const run = [low, low + 1, low + 2];
      if (!fixedValues.every((v) => run.includes(v))) continue;
      const open = run.filter((v) => !fixedValues.includes(v));
      if (open.length !== wild.length) continue;
      const orders = wild.length === 2 ? [open, [open[1] as number, open[0] as number]] : [open];
      for (const order of orders) {
        // A wild card stands at its own value or for a missing number card (2 to 9): a Crown never
        // stands in for an Ace, nor an Ace for a Crown.
        if (!wild.every((c, i) => order[i] === valueExhaustive(c) || ((order[i] as number) >= 2 && (order[i] as number) <= 9))) continue;
        const cards: SetCard[] = [
          ...fixed.map((c) => ({ card: c, as: valueExhaustive(c) })),
          ...wild.map((c, i) => ({ card: c, as: order[i] as number })),
        ];
        const naturalAce = cards.some((c) => card(c.card).rank === 'A' && c.as === 1);
        const naturalCrown = cards.some((c) => card(c.card).rank === 'C' && c.as === 10);
        found.push({ low, cards, naturalAce, naturalCrown });
      }
    }
    // A wild card must stand at its natural value when the set can hold it there.
    let kept = found;
    if (found.some((f) => f.naturalAce)) kept = found.filter((f) => f.naturalAce);
    else if (found.some((f) => f.naturalCrown)) kept = found.filter((f) => f.naturalCrown);
    const seenLows = new Set<number>();
    for (const f of kept) {
      if (seenLows.has(f.low)) continue;
      seenLows.add(f.low);
      out.push({ suit, low: f.low, cards: sortSetCards(f.cards) });
    }
  }
  return out;
}

/**
 * A quick test of whether a card may be laid off on any of these sets (the values just outside each
 * run, by suit), for looking through a whole tableau; `layoffTargets` then says on which.
 */
export function layoffFinder(sets: readonly FerretSet[]): (id: CardId) => boolean {
  const wanted = new Array<number>(12).fill(0);
  for (const s of sets) {
    const bit = SUIT_BIT[s.suit];
    if (s.low > 1) wanted[s.low - 1] = (wanted[s.low - 1] as number) | bit;
    if (s.high < 10) wanted[s.high + 1] = (wanted[s.high + 1] as number) | bit;
  }
  return (id) => {
    const i = info(id);
    return ((wanted[i.value] ?? 0) & i.suits) !== 0;
  };
}

/** The sets a card can be laid off on: same suit, at its natural value, just below or above the run. */
export function layoffTargets(id: CardId, sets: readonly FerretSet[]): FerretSet[] {
  if (sets.length === 0) return [];
  const v = ferretValue(id);
  const suits = info(id).suits;
  let out: FerretSet[] | null = null;
  for (const s of sets) if ((v === s.low - 1 || v === s.high + 1) && (suits & SUIT_BIT[s.suit]) !== 0) (out ??= []).push(s);
  return out ?? [];
}

export function sameReading(a: SetReading, b: SetReading): boolean {
  if (a.suit !== b.suit || a.low !== b.low) return false;
  const ka = a.cards.map((c) => c.card).sort();
  const kb = b.cards.map((c) => c.card).sort();
  return ka.every((c, i) => c === kb[i]);
}

/** A set with the cards laid off on it, in run order: each card, the value it stands for, and who scored it. */
export function setRun(set: FerretSet, layoffs: readonly Layoff[]): { card: CardId; as: number; owner: 0 | 1 }[] {
  return [
    ...set.cards.map((c) => ({ card: c.card, as: c.as, owner: set.owner })),
    ...layoffs.filter((l) => l.sets.includes(set.id)).map((l) => ({ card: l.card, as: ferretValue(l.card), owner: l.owner })),
  ].sort((a, b) => a.as - b.as);
}

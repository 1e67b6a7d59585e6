/**
 * Ferret's sets and layoffs, as pure functions over card ids.
 *
 * A set is three cards of one suit in rank order (a three-card straight flush). Aces and Crowns are wild
 * in their own suit, but stand at their natural value (Ace 1, Crown 10) whenever the set can hold that
 * value; otherwise they stand for a missing number card (2 to 9). There is no wraparound. A set that only works with a wild card standing in may have several
 * readings; the player who forms it chooses one, and the reading fixes where layoffs may go.
 *
 * The search is incremental: between turns no tableau holds a set, so after a move the engine reads only
 * triples with a card that joined a tableau (`setsWithAdded`). Card facts and a table of the pairs that
 * could share a set (PAIRS) are worked out once, at load, so a pair that cannot is passed over at once.
 * The exhaustive search the tests hold it to is tests/support/ferret-oracle.ts.
 */
import { ANTIPATHY, CARDS, card, type CardId, type Suit, SUITS } from '../deck';

/** What set finding needs to know about a card, worked out once per card when the module loads. */
interface Info {
  /** The card's place in the deck's card list: the index of the tables below. */
  readonly index: number;
  /** Ferret's value (Ace 1, Crown 10), NaN for a card not in Ferret's deck. */
  readonly value: number;
  readonly wild: boolean;
  readonly ace: boolean;
  readonly crown: boolean;
  /** The card's suits as bits, in the order of SUITS. */
  readonly suits: number;
  /** The suits opposed to the card's suits, as bits: a card with one of them goes into the tableau. */
  readonly opposed: number;
}

const SUIT_BIT = Object.fromEntries(SUITS.map((s, i) => [s, 1 << i])) as Record<Suit, number>;
/** How many cards the tables below cover: the whole deck, so any card id is looked up the same way. */
const N = CARDS.length;
const INFOS: readonly Info[] = CARDS.map((c, index) => {
  const value = c.rank === 'A' ? 1 : c.rank === 'C' ? 10 : Number(c.rank);
  let suits = 0;
  let opposed = 0;
  for (const s of c.suits) {
    suits |= SUIT_BIT[s];
    opposed |= SUIT_BIT[ANTIPATHY[s]];
  }
  return {
    index,
    value: Number.isInteger(value) ? value : NaN,
    wild: c.rank === 'A' || c.rank === 'C',
    ace: c.rank === 'A',
    crown: c.rank === 'C',
    suits,
    opposed,
  };
});
const INFO = new Map<CardId, Info>(INFOS.map((i) => [(CARDS[i.index] as { id: CardId }).id, i]));

/** A card's facts; an id that is no card fails as `card` does. */
function info(id: CardId): Info {
  const i = INFO.get(id);
  if (i === undefined) {
    card(id);
    throw new Error(`no such card: ${id}`);
  }
  return i;
}

/**
 * Whether two cards may stand in one set together, by their indexes (i × N + j): they share a suit, and
 * unless one is wild, their values differ by 1 or 2. Three cards pass `mayBeSet` exactly when they share a
 * suit and every pair of them passes this, so a tableau's pairs are ruled out without reading them.
 * (A card with no Ferret value, a Pawn, Court or the Excuse, is never ruled out by its own pairs; such a card
 * is not in Ferret's deck, which positions refuse, and reading a triple that holds one fails as it always has.)
 */
const PAIRS: Uint8Array = (() => {
  const t = new Uint8Array(N * N);
  for (const a of INFOS)
    for (const b of INFOS) {
      const fixed = !a.wild && !b.wild && Number.isFinite(a.value) && Number.isFinite(b.value);
      const apart = Math.abs(a.value - b.value);
      t[a.index * N + b.index] = (a.suits & b.suits) !== 0 && !(fixed && (apart === 0 || apart > 2)) ? 1 : 0;
    }
  return t;
})();

/** Whether a card sends the card it ferrets into the tableau: it carries a suit opposed to one of the target's. */
export function opposes(played: CardId, target: CardId): boolean {
  return (info(played).opposed & info(target).suits) !== 0;
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
      const cards: SetCard[] = [...fixed.map((c) => ({ card: c, as: ferretValue(c) })), ...wild.map((c, i) => ({ card: c, as: order[i] as number }))];
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
  if (ids.length !== 3 || ids[0] === ids[1] || ids[0] === ids[2] || ids[1] === ids[2]) return [];
  return readingsOf(info(ids[0] as CardId), info(ids[1] as CardId), info(ids[2] as CardId)).slice();
}

const NO_READINGS: readonly SetReading[] = [];
/** The readings of each ordered triple of cards read so far, by (a × N + b) × N + c: read once, then shared. */
const READ = new Map<number, readonly SetReading[]>();

/**
 * The readings of three cards (as Info), in their order (with two wild cards the order decides which
 * stands where). Worked out once per triple and shared between calls and states, so never changed.
 */
function readingsOf(a: Info, b: Info, c: Info): readonly SetReading[] {
  const key = (a.index * N + b.index) * N + c.index;
  let out = READ.get(key);
  if (out === undefined) {
    out = readTriple(a, b, c);
    READ.set(key, out);
  }
  return out;
}

/** The readings of three cards (as Info), worked out: `readings` without the table. */
function readTriple(a: Info, b: Info, c: Info): readonly SetReading[] {
  if (a === b || a === c || b === c || !mayBeSet(a, b, c)) return NO_READINGS;
  const shared = a.suits & b.suits & c.suits;
  const found = runs([a, b, c].map((i) => (CARDS[i.index] as { id: CardId }).id));
  if (found.length === 0) return NO_READINGS;
  const out: SetReading[] = [];
  SUITS.forEach((suit, bit) => {
    if (shared & (1 << bit)) for (const f of found) out.push({ suit, low: f.low, cards: f.cards });
  });
  return out;
}

/** A set's cards in the order of their values along the run. */
export function sortSetCards(cards: readonly SetCard[]): SetCard[] {
  return [...cards].sort((a, b) => a.as - b.as);
}

/** Reused for a tableau's cards' Info while looking for sets (the engine is synchronous). */
const SCRATCH: Info[] = [];
/** Reused: whether each place of the tableau holds a card that must be in the set (its first places). */
const MARKED: boolean[] = [];

/** The cards' Info, into SCRATCH's first places (what lies beyond them is left from earlier calls). */
function infosOf(cards: readonly CardId[]): Info[] {
  const infos = SCRATCH;
  for (let i = 0; i < cards.length; i++) infos[i] = info(cards[i] as CardId);
  return infos;
}

/**
 * The sets among these cards, using at least one card marked in MARKED when `marked` is true (every set
 * when it is false), in the order of the exhaustive search (tests/support/ferret-oracle.ts): by the cards'
 * places in the list, then by suit and run. Pairs that cannot share a set (PAIRS) are passed over at once,
 * so a tableau is not re-read combination by combination.
 */
function findSets(cards: readonly CardId[], marked: boolean): SetReading[] {
  const n = cards.length;
  if (n < 3) return [];
  const infos = infosOf(cards);
  const out: SetReading[] = [];
  for (let i = 0; i < n; i++) {
    const a = infos[i] as Info;
    const mi = marked && (MARKED[i] as boolean);
    for (let j = i + 1; j < n; j++) {
      const b = infos[j] as Info;
      if (PAIRS[a.index * N + b.index] === 0) continue;
      const mj = mi || (marked && (MARKED[j] as boolean));
      const ab = a.suits & b.suits;
      for (let k = j + 1; k < n; k++) {
        const c = infos[k] as Info;
        if ((ab & c.suits) === 0 || PAIRS[a.index * N + c.index] === 0 || PAIRS[b.index * N + c.index] === 0) continue;
        if (marked && !mj && !MARKED[k]) continue;
        for (const r of readingsOf(a, b, c)) out.push(r);
      }
    }
  }
  return out;
}

/** Every set that can be formed from these cards (usually a tableau), each reading once; with `mustInclude`, only sets using that card. */
export function setCandidates(cards: readonly CardId[], mustInclude?: CardId): SetReading[] {
  if (mustInclude === undefined) return findSets(cards, false);
  return setsUsing(cards, cards.indexOf(mustInclude));
}

/**
 * The sets a tableau holds once `added` cards have joined it, when it held none before: only sets that
 * use an added card. This is how the engine looks for sets after each move, one new card at a time.
 */
export function setsWithAdded(cards: readonly CardId[], added: readonly CardId[]): SetReading[] {
  if (added.length === 1) return setsUsing(cards, cards.indexOf(added[0] as CardId));
  if (added.length === 0) return [];
  for (let i = 0; i < cards.length; i++) MARKED[i] = added.includes(cards[i] as CardId);
  return findSets(cards, true);
}

/** `out` with the readings of three cards added (a list is made only when there is one to add). */
function withReadings(out: SetReading[] | null, a: Info, b: Info, c: Info): SetReading[] | null {
  const found = readingsOf(a, b, c);
  if (found.length === 0) return out;
  const list = out ?? [];
  for (const r of found) list.push(r);
  return list;
}

/**
 * The sets using the card at index a, in the order of the exhaustive search: only the triples
 * (p < q < r) that hold a are read, first by p, then q, then r, and only pairs that may share a set.
 */
function setsUsing(cards: readonly CardId[], a: number): SetReading[] {
  const n = cards.length;
  if (a < 0 || n < 3) return [];
  const infos = infosOf(cards);
  const x = infos[a] as Info;
  const xn = x.index * N;
  let out: SetReading[] | null = null;
  // Triples whose first card comes before a: (p, q, a) with q before a, then (p, a, r) with r after it.
  for (let p = 0; p < a; p++) {
    const y = infos[p] as Info;
    if (PAIRS[xn + y.index] === 0) continue;
    const xy = x.suits & y.suits;
    const yn = y.index * N;
    for (let q = p + 1; q < a; q++) {
      const z = infos[q] as Info;
      if ((xy & z.suits) !== 0 && PAIRS[yn + z.index] !== 0 && PAIRS[xn + z.index] !== 0) out = withReadings(out, y, z, x);
    }
    for (let r = a + 1; r < n; r++) {
      const z = infos[r] as Info;
      if ((xy & z.suits) !== 0 && PAIRS[yn + z.index] !== 0 && PAIRS[xn + z.index] !== 0) out = withReadings(out, y, x, z);
    }
  }
  // Then the triples that begin with a: (a, q, r).
  for (let q = a + 1; q < n; q++) {
    const y = infos[q] as Info;
    if (PAIRS[xn + y.index] === 0) continue;
    const xy = x.suits & y.suits;
    const yn = y.index * N;
    for (let r = q + 1; r < n; r++) {
      const z = infos[r] as Info;
      if ((xy & z.suits) !== 0 && PAIRS[yn + z.index] !== 0 && PAIRS[xn + z.index] !== 0) out = withReadings(out, x, y, z);
    }
  }
  return out ?? [];
}

/**
 * A quick test of whether a card may be laid off on any of these sets (the values just outside each
 * run, by suit), for looking through a whole tableau; `layoffTargets` then says on which.
 */
export function layoffFinder(sets: readonly FerretSet[]): (id: CardId) => boolean {
  const wanted = wantedBy(sets);
  return (id) => fits(wanted, info(id));
}

/**
 * The place in `cards`, from `from` on, of the first card that may be laid off on one of these sets
 * (as `layoffFinder` says), or -1. No function is made per call: the engine asks this after every move.
 */
export function firstToLayOff(cards: readonly CardId[], sets: readonly FerretSet[], from = 0): number {
  if (sets.length === 0) return -1;
  const wanted = wantedBy(sets);
  for (let i = from; i < cards.length; i++) if (fits(wanted, info(cards[i] as CardId))) return i;
  return -1;
}

/** Does a card (as Info) extend a run in its suit, by `wanted`? A card with no Ferret value never does. */
const fits = (wanted: readonly number[], i: Info): boolean => ((wanted[i.value] ?? 0) & i.suits) !== 0;

/**
 * For each value, the suits (as bits) in which a card of that value would extend one of these sets: the
 * value just below or above each run. The last sets asked about keep theirs, as a state's sets change
 * only when a set forms or a card is laid off (and a list is never changed in place; its length is checked too).
 */
function wantedBy(sets: readonly FerretSet[]): readonly number[] {
  if (sets === lastWanted.sets && sets.length === lastWanted.length) return lastWanted.wanted;
  const wanted = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
  for (const s of sets) {
    const bit = SUIT_BIT[s.suit];
    if (s.low > 1) wanted[s.low - 1] = (wanted[s.low - 1] as number) | bit;
    if (s.high < 10) wanted[s.high + 1] = (wanted[s.high + 1] as number) | bit;
  }
  lastWanted = { sets, length: sets.length, wanted };
  return wanted;
}

let lastWanted: { readonly sets: readonly FerretSet[] | null; readonly length: number; readonly wanted: readonly number[] } = {
  sets: null,
  length: 0,
  wanted: [],
};

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
  const ka = cardIds(a.cards).sort();
  const kb = cardIds(b.cards).sort();
  for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return false;
  return true;
}

function cardIds(cards: readonly SetCard[]): CardId[] {
  const ids: CardId[] = [];
  for (const c of cards) ids.push(c.card);
  return ids;
}

/** A set with the cards laid off on it, in run order: each card, the value it stands for, and who scored it. */
export function setRun(set: FerretSet, layoffs: readonly Layoff[]): { card: CardId; as: number; owner: 0 | 1 }[] {
  return [
    ...set.cards.map((c) => ({ card: c.card, as: c.as, owner: set.owner })),
    ...layoffs.filter((l) => l.sets.includes(set.id)).map((l) => ({ card: l.card, as: ferretValue(l.card), owner: l.owner })),
  ].sort((a, b) => a.as - b.as);
}

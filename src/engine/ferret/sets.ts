/**
 * Ferret's sets and layoffs, as pure functions over card ids.
 *
 * A set is three cards of one suit in rank order (a three-card straight flush). Aces and Crowns are wild
 * in their own suit, but stand at their natural value (Ace 1, Crown 10) whenever the set can hold that
 * value; otherwise they stand for a missing number card (2 to 9). There is no wraparound. A set that only works with a wild card standing in may have several
 * readings; the player who forms it chooses one, and the reading fixes where layoffs may go.
 */
import { card, type CardId, type Suit, SUITS } from '../deck';

/** Ferret's rank values: Ace 1, the numbers, Crown 10. */
export function ferretValue(id: CardId): number {
  const r = card(id).rank;
  if (r === 'A') return 1;
  if (r === 'C') return 10;
  const n = Number(r);
  if (!Number.isInteger(n)) throw new Error(`${id} is not in Ferret's deck`);
  return n;
}

const isWild = (id: CardId): boolean => {
  const r = card(id).rank;
  return r === 'A' || r === 'C';
};

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
 * Every legal reading of three cards as a set, in every suit they share. Empty if they are not a set.
 * Readings that differ only in which wild card stands where are the same reading.
 */
export function readings(ids: readonly CardId[]): SetReading[] {
  if (ids.length !== 3 || new Set(ids).size !== 3) return [];
  const out: SetReading[] = [];
  for (const suit of SUITS) {
    if (!ids.every((id) => card(id).suits.includes(suit))) continue;
    const fixed = ids.filter((id) => !isWild(id));
    const wild = ids.filter(isWild);
    const fixedValues = fixed.map(ferretValue);
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
        if (!wild.every((c, i) => order[i] === ferretValue(c) || ((order[i] as number) >= 2 && (order[i] as number) <= 9))) continue;
        const cards: SetCard[] = [
          ...fixed.map((c) => ({ card: c, as: ferretValue(c) })),
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

function sortSetCards(cards: readonly SetCard[]): SetCard[] {
  return [...cards].sort((a, b) => a.as - b.as);
}

/** Every set that can be formed from these cards (usually a tableau), each reading once. */
export function setCandidates(cards: readonly CardId[], mustInclude?: CardId): SetReading[] {
  const out: SetReading[] = [];
  const n = cards.length;
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++)
      for (let k = j + 1; k < n; k++) {
        const triple = [cards[i], cards[j], cards[k]] as CardId[];
        if (mustInclude && !triple.includes(mustInclude)) continue;
        out.push(...readings(triple));
      }
  return out;
}

/** The sets a card can be laid off on: same suit, at its natural value, just below or above the run. */
export function layoffTargets(id: CardId, sets: readonly FerretSet[]): FerretSet[] {
  const v = ferretValue(id);
  const suits = card(id).suits;
  return sets.filter((s) => suits.includes(s.suit) && (v === s.low - 1 || v === s.high + 1));
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

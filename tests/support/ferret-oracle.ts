/**
 * Ferret's sets as first defined, with no shortcuts: the oracle the engine's incremental set search
 * (src/engine/ferret/sets.ts) is held to by tests/property/ferret-sets.property.test.ts. Slow by design;
 * it lives with the tests, not in the site.
 */
import { card, SUITS, type CardId } from '../../src/engine/deck';
import { sortSetCards, type SetCard, type SetReading } from '../../src/engine/ferret';

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
        const cards: SetCard[] = [...fixed.map((c) => ({ card: c, as: valueExhaustive(c) })), ...wild.map((c, i) => ({ card: c, as: order[i] as number }))];
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

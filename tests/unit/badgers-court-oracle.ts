/**
 * Badger's Court's moves listed plainly, from card lists: the listing the engine had before its quick
 * one (src/engine/badgers-court/listing.ts) became its only one, kept here as the oracle the quick one is
 * held to, at every budget (tests/unit/badgers-court-golden.test.ts, tests/property/badgers-court.property.test.ts).
 * Each move is judged in full by the rules (`isLegal`), and groups are made of card lists and judged by
 * `rankValue`, not by the counts the engine uses.
 */
import type { CardId, Rank } from '../../src/engine/deck';
import {
  isBuild,
  isLegal,
  isLocked,
  itemCards,
  itemId,
  rankOf,
  rankOfValue,
  rankValue,
  type BadgersCourtMove,
  type BadgersCourtOptions,
  type BadgersCourtState,
  type CourtItem,
} from '../../src/engine/badgers-court';

type ValueOptions = Pick<BadgersCourtOptions, 'royal' | 'variant'>;
type Turn = Pick<BadgersCourtState, 'hands' | 'court' | 'options' | 'turn' | 'phase'>;

/** The rank a group of cards makes, or null, read from the rules' values card by card. */
export function plainUnitRank(cards: readonly CardId[], o: ValueOptions): Rank | null {
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
    if (t !== null && sum < t) return true;
    return !o.royal && o.variant === 'standard' && values.every((v) => v === 1) && values.length < 2;
  }
  return !o.royal && o.variant === 'standard' && partial.length < 3;
}

interface Budget {
  left: number;
  hit: boolean;
}

/** Groups of chunks (by index) that make the target rank, with the cards `must` in every group when given, within the budget. */
function groupsMaking(chunks: readonly (readonly CardId[])[], target: Rank, o: ValueOptions, budget: Budget, must?: readonly CardId[]): number[][] {
  const out: number[][] = [];
  const walk = (from: number, group: CardId[], picked: number[]) => {
    if (budget.left <= 0) return void (budget.hit = true);
    if (group.length > 0 && plainUnitRank(group, o) === target) {
      out.push(picked);
      budget.left--;
    }
    if (group.length > 0 && !canGrow(group, target, o)) return;
    for (let i = from; i < chunks.length; i++) walk(i + 1, [...group, ...(chunks[i] as CardId[])], [...picked, i]);
  };
  walk(0, must ? [...must] : [], []);
  return out;
}

/** Ways of choosing separate groups among these chunks that each make the rank (including none), within the budget. */
function disjointGroups(chunks: readonly (readonly CardId[])[], target: Rank, o: ValueOptions, budget: Budget): number[][] {
  const groups = groupsMaking(chunks, target, o, budget);
  const out: number[][] = [];
  const walk = (from: number, used: number[]) => {
    if (budget.left <= 0) return void (budget.hit = true);
    out.push(used);
    budget.left--;
    for (let g = from; g < groups.length; g++) {
      const group = groups[g] as number[];
      if (group.some((i) => used.includes(i))) continue;
      walk(g + 1, [...used, ...group]);
    }
  };
  walk(0, []);
  return out;
}

/** One card's moves, listed plainly and each judged in full; false when a budget of ways was reached. */
function cardMoves(s: Turn, c: CardId, ways: number, moves: BadgersCourtMove[]): boolean {
  const o = s.options;
  const hand = s.hands[s.turn] ?? [];
  const seen = new Set<string>();
  const push = (m: BadgersCourtMove) => {
    const key = m.type === 'lay' ? `lay ${m.card}` : `${m.type} ${m.card} ${m.type === 'build' ? m.rank : ''} ${[...m.items].sort().join(',')}`;
    if (seen.has(key) || !isLegal(s, m)) return;
    seen.add(key);
    moves.push(m);
  };
  push({ type: 'lay', card: c });
  const rank = rankOf(c);
  const takes: Budget = { left: ways, hit: false };
  const forced = s.court.filter((it) => it.rank === rank).map(itemId);
  const others = s.court.filter((it) => !isBuild(it) && it.rank !== rank);
  for (const pick of disjointGroups(others.map(itemCards), rank, o, takes)) {
    const items = [...forced, ...pick.map((i) => itemId(others[i] as CourtItem))];
    if (items.length > 0) push({ type: 'take', card: c, items });
  }
  const builds: Budget = { left: ways, hit: false };
  const targets = new Set(hand.filter((x) => x !== c).map(rankOf));
  const combinable = s.court.filter((it) => !isLocked(it));
  const chunks = combinable.map(itemCards);
  for (const target of targets) {
    const lockedSame = s.court.filter((it) => isLocked(it) && it.rank === target).map(itemId);
    const own = groupsMaking(chunks, target, o, builds, [c]);
    if (rankOf(c) === target) own.push([]);
    for (const mine of own) {
      const free = chunks.map((_, i) => i).filter((i) => !mine.includes(i));
      for (const extra of disjointGroups(
        free.map((i) => chunks[i] as CardId[]),
        target,
        o,
        builds,
      )) {
        const base = [...mine, ...extra.map((j) => free[j] as number)].map((i) => itemId(combinable[i] as CourtItem));
        for (let mask = 0; mask < 1 << lockedSame.length; mask++) {
          const items = [...base, ...lockedSame.filter((_, k) => mask & (1 << k))];
          if (items.length > 0) push({ type: 'build', card: c, items, rank: target });
        }
      }
    }
  }
  return !(takes.hit || builds.hit);
}

/** The legal moves as the engine's `listMoves` lists them (the same order, the same budget), listed plainly. */
export function plainListMoves(s: Turn, ways = 2000, only?: CardId): { moves: BadgersCourtMove[]; complete: boolean } {
  if (s.phase === 'over') return { moves: [], complete: true };
  const moves: BadgersCourtMove[] = [];
  let complete = true;
  for (const c of s.hands[s.turn] ?? []) if ((only === undefined || c === only) && !cardMoves(s, c, ways, moves)) complete = false;
  return { moves, complete };
}

/**
 * What cards are worth, and which groups of cards make a rank. A group ("unit") makes a rank when its
 * values add up to that rank's value, or, with the extended deck's Pawns and Courts, by the rule
 * Ace + Pawn = Court and Ace + Court = Crown. Pure arithmetic, shared by the rules and the computer.
 */
import { card, RANK_NAME, type CardId, type Rank } from '../deck';
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

/** The rank a group of cards makes, or null when it makes none. A single card makes its own rank. */
export function unitRank(cards: readonly CardId[], o: ValueOptions): Rank | null {
  if (cards.length === 0) return null;
  if (cards.length === 1) return rankOf(cards[0] as CardId);
  const values = cards.map((c) => rankValue(rankOf(c), o));
  if (values.every((v) => v !== null)) return rankOfValue((values as number[]).reduce((a, b) => a + b, 0), o);
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
 * target rank, using every chunk. Returns the groups, or null when no split exists. Remembers the sets
 * of chunks already found impossible, so a crowded Court does not make it slow.
 */
export function splitInto(chunks: readonly (readonly CardId[])[], target: Rank, o: ValueOptions): CardId[][] | null {
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
export function groupsMaking(chunks: readonly (readonly CardId[])[], target: Rank, o: ValueOptions, must?: readonly CardId[], budget: Budget = { left: 5000, hit: false }): number[][] {
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
  const words: Readonly<Record<string, string>> = { '2': 'twos', '3': 'threes', '4': 'fours', '5': 'fives', '6': 'sixes', '7': 'sevens', '8': 'eights', '9': 'nines' };
  return words[rank] ?? `${RANK_NAME[rank]}s`;
}

/** "a 9", "an Ace", "a Crown". */
export function aRank(rank: Rank): string {
  return rank === 'A' || rank === '8' ? `an ${RANK_NAME[rank]}` : `a ${RANK_NAME[rank]}`;
}

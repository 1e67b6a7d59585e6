/**
 * The computer's Ferret player. It sees only its own view: the cards it cannot see (the other hand, but
 * for the cards it saw go into it, and the draw pile) are dealt at random from the unseen cards to make
 * a full state to try moves on, and every legal move is scored by a short look at what it leads to.
 * Deterministic for a given view and seed.
 */
import { BASIC_DECK, card, type CardId } from '../deck';
import { createRng, type Rng } from '../core';
import { apply, destination, legalMoves, scores } from './game';
import { ferretValue, formsSet, setCandidates } from './sets';
import { other, type Seat } from './rules';
import type { FerretMove, FerretState } from './state';
import { viewSeat, type FerretView } from './view';
import { determinise } from './determinise';

export { determinise };

/** Each card's place in the deck, for the table of pairs below. */
const DECK_INDEX = new Map<CardId, number>(BASIC_DECK.map((c, i) => [c, i]));

/**
 * For an ordered pair of cards (by deck places, a × deck size + b): for each suit they share whose run
 * could hold both (their values 1 or 2 apart), the cards of that suit that would make the pair a set.
 * Worked out once per pair and shared: `potential` runs inside every playout of the Strong search.
 */
const COMPLETIONS: (readonly (readonly CardId[])[] | undefined)[] = [];

function completions(a: CardId, b: CardId): readonly (readonly CardId[])[] {
  const key = (DECK_INDEX.get(a) ?? -1) * BASIC_DECK.length + (DECK_INDEX.get(b) ?? -1);
  let out = COMPLETIONS[key];
  if (out === undefined) {
    const lists: CardId[][] = [];
    for (const suit of card(a).suits) {
      if (!card(b).suits.includes(suit)) continue;
      const gap = Math.abs(ferretValue(a) - ferretValue(b));
      if (gap === 0 || gap > 2) continue;
      lists.push(BASIC_DECK.filter((c) => c !== a && c !== b && card(c).suits.includes(suit) && formsSet([a, b, c])));
    }
    out = lists;
    COMPLETIONS[key] = out;
  }
  return out;
}

/** Pairs that a third card could still turn into a set, weighted by how many cards would do (up to 3). */
function potential(cards: readonly CardId[], scored: ReadonlySet<CardId>): number {
  let total = 0;
  for (let i = 0; i < cards.length; i++)
    for (let j = i + 1; j < cards.length; j++)
      for (const list of completions(cards[i] as CardId, cards[j] as CardId)) {
        // Count the cards not yet scored that would complete the pair in this suit.
        let count = 0;
        for (const c of list) {
          if (scored.has(c)) continue;
          if (++count === 3) break;
        }
        total += count;
      }
  return total;
}

export function evaluate(s: FerretState, me: Seat): number {
  const them = other(me);
  const sc = scores(s);
  const diff = sc[me] - sc[them];
  if (s.phase === 'over') return diff * 100 + (diff > 0 ? 500 : diff < 0 ? -500 : 0);
  const scored = new Set<CardId>([...s.sets.flatMap((x) => x.cards.map((c) => c.card)), ...s.layoffs.map((l) => l.card)]);
  let value = diff * 30;
  value += 4 * potential([...s.tableaux[me], ...s.hands[me]], scored);
  value -= 4 * potential(s.tableaux[them], scored);
  // Cards left in the pool that would complete a set for one side.
  for (const c of s.pool) {
    if (setCandidates([...s.tableaux[them], c], c).length > 0) value -= 20;
    if (setCandidates([...s.tableaux[me], c], c).length > 0) value += 8;
  }
  // Cards in the other tableau that complete a set of mine can be ferreted across.
  for (const c of s.tableaux[them]) if (setCandidates([...s.tableaux[me], c], c).length > 0) value += 6;
  for (const c of s.tableaux[me]) if (setCandidates([...s.tableaux[them], c], c).length > 0) value -= 10;
  return value;
}

/** Plays on through any set choices (taking the first option) until a player must make a real move. */
function settle(s: FerretState): FerretState {
  let state = s;
  for (let guard = 0; guard < 20 && state.phase === 'choose-set'; guard++) {
    const choice = legalMoves(state)[0];
    if (!choice) break;
    const r = apply(state, choice);
    if (!r.ok) break;
    state = r.value.state;
  }
  return state;
}

function tryMove(s: FerretState, m: FerretMove, me: Seat, judge: (s: FerretState, me: Seat) => number): number {
  const r = apply(s, m);
  if (!r.ok) return -Infinity;
  return judge(settle(r.value.state), me);
}

/**
 * A quick player for the strong level's playouts (in a world it was dealt, from its own view's cards):
 * the move that gains most points at once, a pass only when nothing gains, with a little chance.
 */
export function quickMove(s: FerretState, rng: Rng): FerretMove {
  const me = (s.phase === 'over' ? 0 : s.turn) as Seat;
  const moves = legalMoves(s);
  if (s.phase === 'choose-set') return moves[0] as FerretMove;
  let best = moves[0] as FerretMove;
  let bestValue = -Infinity;
  for (const m of moves) {
    const r = apply(s, m);
    if (!r.ok) continue;
    const sc = scores(settle(r.value.state));
    let value = sc[me] - sc[other(me)] + rng.next() * 0.5;
    if (m.type === 'pass') value -= s.passes === 0 ? 0.25 : 0;
    if (value > bestValue) [best, bestValue] = [m, value];
  }
  return best;
}

export interface AiOptions {
  /** How many ways to deal the unseen cards when a move's value depends on them. */
  readonly samples?: number;
  /** How a position is judged for the seat (`evaluate` unless given: the Normal player's own). */
  readonly evaluate?: (s: FerretState, me: Seat) => number;
}

/**
 * Every legal move with the Normal player's value for it, best first (ties in the order of the legal
 * moves): the Normal player plays the first, and the Strong level searches the first few.
 */
export function rankMoves(v: FerretView, seed: string, opts: AiOptions = {}): { move: FerretMove; value: number }[] {
  const rng = createRng(`ferret-ai:${seed}`);
  const samples = Math.max(1, opts.samples ?? 6);
  const judge = opts.evaluate ?? evaluate;
  const worlds = Array.from({ length: samples }, () => determinise(v, rng));
  const base = worlds[0] as FerretState;
  const me = viewSeat(v);
  const moves = legalMoves(base);
  const ranked =
    v.phase === 'choose-set'
      ? moves.map((m) => ({ move: m, value: worlds.reduce((sum, w) => sum + tryMove(w, m, me, judge), 0) }))
      : moves.map((m) => {
          // Only a pass that ends the game, or the draw after a tableau ferret, depends on unseen cards.
          const uncertain = m.type === 'pass' ? v.passes === 1 : m.type === 'ferret' && destination(m.card, m.target) === 'tableau' && v.drawCount === 1;
          const tried = uncertain ? worlds : [base];
          let value = tried.reduce((sum, w) => sum + tryMove(w, m, me, judge), 0) / tried.length;
          if (m.type === 'pass' && v.passes === 0) value -= 15;
          return { move: m, value };
        });
  // A stable sort: among equal values the earlier legal move comes first, as the Normal player picks.
  return ranked.sort((a, b) => (b.value === a.value ? 0 : b.value > a.value ? 1 : -1));
}

export function chooseMove(v: FerretView, seed: string, opts: AiOptions = {}): FerretMove {
  const top = rankMoves(v, seed, opts)[0];
  // Moves that cannot be tried (none, in a legal position): a pass in play, the first option in a choice.
  if (!top || !(top.value > -Infinity))
    return v.phase === 'choose-set' ? (legalMoves(determinise(v, createRng(`ferret-ai:${seed}`)))[0] as FerretMove) : { type: 'pass' };
  return top.move;
}

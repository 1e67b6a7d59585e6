/**
 * The computer's Badger's Court player. It sees only its own view, weighs every move it lists by what
 * the cards are worth under the game's scoring, and subtracts what it leaves the other player to take
 * (the chance they hold a matching card, from the cards not yet seen). Builds are worth the cards they
 * will bring in, less the risk of being stolen. Deterministic for a view and a seed.
 */
import { card, hasSuit, isPersonality, type CardId } from '../deck';
import { createRng } from '../core';
import { deckFor, listMoves } from './game';
import type { BadgersCourtMove, BadgersCourtOptions, BadgersCourtState, CourtItem } from './state';
import { RANK_INDEX, rankOf } from './values';
import type { BadgersCourtView } from './view';

/** How much a captured card is worth to its taker, in points, roughly, under these options. */
export function worth(c: CardId, o: BadgersCourtOptions): number {
  const k = card(c);
  if (o.variant === 'traditional') {
    let w = 0.15 + (hasSuit(k, 'moons') ? 0.2 : 0);
    if (k.rank === 'A') w += 1;
    if (c === '2WL') w += 1;
    if (c === 'CL') w += 2;
    return w;
  }
  let w = 0.05;
  if (k.rank === 'C') w += 0.45;
  if (k.rank === 'A') w += 0.8;
  if (isPersonality(k)) w += o.personalityPoints ? 1 : 0.6;
  if (o.casinos && c === '2WL') w += 1;
  if (o.casinos && c === 'CL') w += 2;
  return w;
}

/** The chance that a hidden hand of `size` cards, drawn from `unseen` cards, holds one of `matching`. */
function chanceHolds(matching: number, unseen: number, size: number): number {
  if (matching <= 0 || size <= 0 || unseen <= 0) return 0;
  let none = 1;
  for (let i = 0; i < size; i++) none *= Math.max(0, unseen - matching - i) / Math.max(1, unseen - i);
  return 1 - none;
}

/**
 * The state a view stands for. What the view does not show (the other hands, the stock) comes from
 * `unseen`; by default they are left empty (the moves listed need only the mover's hand).
 */
export function asState(
  v: BadgersCourtView,
  unseen: { hands: BadgersCourtState['hands']; stock: BadgersCourtState['stock']; seed: string } = {
    hands: v.handCounts.map((_, i) => (i === v.seat ? v.hand : [])),
    stock: [],
    seed: 'view',
  },
): BadgersCourtState {
  return {
    game: 'badgers-court',
    options: v.options,
    seed: unseen.seed,
    round: v.round,
    dealer: v.dealer,
    deal: v.deal,
    hands: unseen.hands,
    stock: unseen.stock,
    court: v.court,
    piles: v.piles,
    lastTaker: v.lastTaker,
    turn: v.turn,
    scores: v.scores,
    results: v.results,
    phase: v.phase,
  };
}

/*
 * chooseMove runs for every move of every playout of the Strong player, so it makes few objects: the
 * cards' worths are worked out once per set of options, the unseen cards are counted by rank, and each
 * move is weighed by loops over the Court. Every sum is added up in the same order as the plain
 * reading below describes, so the scores, and the move chosen, are exactly what they were.
 */

/** Each card's worth under a set of options (`worth`), worked out once per options object. */
const WORTHS = new WeakMap<BadgersCourtOptions, Map<CardId, number>>();
function worthsFor(o: BadgersCourtOptions): Map<CardId, number> {
  let table = WORTHS.get(o);
  if (table === undefined) {
    table = new Map(deckFor(o).map((c) => [c, worth(c, o)]));
    WORTHS.set(o, table);
  }
  return table;
}

/** Each card of the 44 in play by a number (for marking the cards seen), and each deck's cards by those numbers. */
const CARD_NUMBER = new Map<CardId, number>();
const DECK_NUMBERS = new Map<BadgersCourtOptions['deck'], { numbers: number[]; ranks: number[] }>();
function deckNumbers(o: BadgersCourtOptions): { numbers: number[]; ranks: number[] } {
  let d = DECK_NUMBERS.get(o.deck);
  if (d === undefined) {
    const deck = deckFor(o);
    for (const c of deck) if (!CARD_NUMBER.has(c)) CARD_NUMBER.set(c, CARD_NUMBER.size);
    d = { numbers: deck.map((c) => CARD_NUMBER.get(c) as number), ranks: deck.map((c) => RANK_INDEX[rankOf(c)]) };
    DECK_NUMBERS.set(o.deck, d);
  }
  return d;
}
/**
 * Scratch for chooseMove (it never runs inside itself): the cards seen this time (marked with `mark`),
 * the unseen cards and risks by rank, the Court items' worths and which a move names.
 */
const seenMark: number[] = [];
let mark = 0;
const unseenByRank: number[] = [];
const riskByRank: number[] = [];
const itemWorth: number[] = [];
const named: boolean[] = [];

/** The chance the other player holds a card of this rank (`chanceHolds`), worked out once per rank in a chooseMove. */
let unseenCount = 0;
let theirHand = 0;
function risk(r: number): number {
  let x = riskByRank[r] as number;
  if (x < 0) x = riskByRank[r] = chanceHolds(unseenByRank[r] as number, unseenCount, theirHand);
  return x;
}

/** Marks a card seen (a card of no deck in play cannot be unseen: it is not counted anyway). */
function see(c: CardId): void {
  const n = CARD_NUMBER.get(c);
  if (n !== undefined) seenMark[n] = mark;
}

/** The worth of a card seen in the game (hand, Court, piles): a card of another deck (a made-up position) is worked out. */
const worthOf = (c: CardId, worths: Map<CardId, number>, o: BadgersCourtOptions): number => worths.get(c) ?? worth(c, o);

/**
 * The Normal player. For each move it lists, in order: a capture scores what it takes (plus 0.05 a card)
 * less what the rest of the Court exposes to the other player (each item's worth times the chance they
 * hold its rank), plus, in the final deal, 0.3 of the rest's worth; a build scores what it will bring in
 * with its keeper card if not stolen, less what it loses if stolen, less the exposure, less 0.1; a card laid
 * scores minus the exposure of the Court with it, minus half its worth, minus 0.2. A small random amount
 * from the seed breaks ties; the best score wins, the first on a tie.
 */
export function chooseMove(v: BadgersCourtView, seed: string): BadgersCourtMove {
  const rng = createRng(`badgers-court-ai:${seed}`);
  const o = v.options;
  // asState(v), without the closure its default makes (this runs for every playout move).
  const hands: (readonly CardId[])[] = [];
  for (let i = 0; i < v.handCounts.length; i++) hands.push(i === v.seat ? v.hand : []);
  const s = asState(v, { hands, stock: [], seed: 'view' });
  const { moves } = listMoves(s, 150);
  const worths = worthsFor(o);
  // The cards not seen (not in the hand, the Court or the piles), by rank.
  const deck = deckNumbers(o);
  mark++;
  for (const c of v.hand) see(c);
  for (const it of v.court) for (const u of it.units) for (const c of u) see(c);
  for (const p of v.piles) for (const c of p) see(c);
  let unseen = 0;
  for (let r = 0; r < 12; r++) {
    unseenByRank[r] = 0;
    riskByRank[r] = -1;
  }
  for (let i = 0; i < deck.numbers.length; i++)
    if (seenMark[deck.numbers[i] as number] !== mark) {
      unseen++;
      const r = deck.ranks[i] as number;
      unseenByRank[r] = (unseenByRank[r] as number) + 1;
    }
  unseenCount = unseen;
  theirHand = v.handCounts[1 - v.seat] ?? 0;
  const court = v.court;
  for (let k = 0; k < court.length; k++) {
    let w = 0;
    for (const u of (court[k] as CourtItem).units) for (const c of u) w += worthOf(c, worths, o);
    itemWorth[k] = w;
  }
  const finalDeal = v.stockCount === 0;

  let best: { move: BadgersCourtMove; score: number } | null = null;
  for (const m of moves) {
    // The Court items the move names (by any of their cards), and the exposure of the rest.
    let exposure = 0;
    for (let k = 0; k < court.length; k++) {
      const it = court[k] as CourtItem;
      let hit = false;
      if (m.type !== 'lay') for (const u of it.units) for (const c of u) if (m.items.includes(c)) hit = true;
      named[k] = hit;
      if (!hit) exposure += (itemWorth[k] as number) * risk(RANK_INDEX[it.rank]);
    }
    let score: number;
    if (m.type === 'take') {
      let value = 0;
      let count = 1;
      for (let k = 0; k < court.length; k++)
        if (named[k])
          for (const u of (court[k] as CourtItem).units)
            for (const c of u) {
              value += worthOf(c, worths, o);
              count++;
            }
      value += worthOf(m.card, worths, o);
      score = value + 0.05 * count - exposure;
      // In the final deal the last taker sweeps the Court: taking now makes that more likely.
      if (finalDeal) {
        let rest = 0;
        for (let k = 0; k < court.length; k++) if (!named[k]) for (const u of (court[k] as CourtItem).units) for (const c of u) rest += worthOf(c, worths, o);
        score += 0.3 * rest;
      }
    } else if (m.type === 'build') {
      let value = 0;
      for (let k = 0; k < court.length; k++) if (named[k]) for (const u of (court[k] as CourtItem).units) for (const c of u) value += worthOf(c, worths, o);
      value += worthOf(m.card, worths, o);
      const stolen = risk(RANK_INDEX[m.rank]);
      let keeper: CardId | undefined;
      for (const c of v.hand) if (keeper === undefined && c !== m.card && rankOf(c) === m.rank) keeper = c;
      score = (1 - stolen) * (value + worth(keeper as CardId, o)) - stolen * value - exposure - 0.1;
    } else {
      // The card laid is one more loose item exposed.
      exposure += worthOf(m.card, worths, o) * risk(RANK_INDEX[rankOf(m.card)]);
      score = -exposure - worth(m.card, o) * 0.5 - 0.2;
    }
    score += rng.next() * 0.01;
    if (!best || score > best.score) best = { move: m, score };
  }
  return (best as { move: BadgersCourtMove }).move;
}

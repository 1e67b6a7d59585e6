/**
 * The computer's Badger's Court player. It sees only its own view, weighs every move it lists by what
 * the cards are worth under the game's scoring, and subtracts what it leaves the other player to take
 * (the chance they hold a matching card, from the cards not yet seen). Builds are worth the cards they
 * will bring in, less the risk of being stolen. Deterministic for a view and a seed.
 */
import { card, hasSuit, isPersonality, type CardId, type Rank } from '../deck';
import { createRng } from '../core';
import { deckFor, itemCards, listMoves, stateOf } from './game';
import type { BadgersCourtMove, BadgersCourtOptions, BadgersCourtState, CourtItem } from './state';
import { RANK_INDEX, rankIndexOf, rankOf } from './values';
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
  const base = {
    game: 'badgers-court',
    options: v.options,
    seed: unseen.seed,
    round: v.round,
    dealer: v.dealer,
    scores: v.scores,
    results: v.results,
    phase: v.phase,
  } as const;
  return stateOf(base, unseen.hands, unseen.stock, v.court, v.piles, v.lastTaker, v.deal, v.turn);
}

/*
 * chooseMove runs for every move of the Strong player's playouts, so its helpers are functions of the
 * module, not closures made per call, over what one call works out once: each card's worth under the
 * options (kept per options object), the unseen cards by rank and the chance the other player holds
 * each rank, and each Court item's worth. Sums are added card by card in the order the plain reading
 * gives them, so the scores, and the move chosen, are exactly as they were.
 */
const WORTHS = new WeakMap<BadgersCourtOptions, Map<CardId, number>>();
let options: BadgersCourtOptions;
let worths = new Map<CardId, number>();
const unseen: number[] = Array.from({ length: 12 }, () => 0);
const risks: number[] = [];
let total = 0;
let theirHand = 0;
const itemWorths = new Map<CourtItem, number>();
/** A card of this rank more (1) or less (-1) among the unseen. */
function unsee(c: CardId, n: number): void {
  const r = rankIndexOf(c);
  unseen[r] = (unseen[r] as number) + n;
  total += n;
}

function worthOf(c: CardId): number {
  let x = worths.get(c);
  if (x === undefined) worths.set(c, (x = worth(c, options)));
  return x;
}

function value(cards: readonly CardId[]): number {
  let a = 0;
  for (const c of cards) a += worthOf(c);
  return a;
}

/** The worth of these items' cards, then of the card played, added card by card. */
function itemsValue(items: readonly CourtItem[], played: CardId | null): number {
  let a = 0;
  for (const it of items) for (const u of it.units) for (const c of u) a += worthOf(c);
  return played === null ? a : a + worthOf(played);
}

function risk(rank: Rank): number {
  const r = RANK_INDEX[rank];
  return (risks[r] ??= chanceHolds(unseen[r] as number, total, theirHand));
}

/** What the other player may take from these Court items on their turn. */
function exposure(court: readonly CourtItem[]): number {
  let a = 0;
  for (const it of court) {
    let x = itemWorths.get(it);
    if (x === undefined) itemWorths.set(it, (x = value(itemCards(it))));
    a += x * risk(it.rank);
  }
  return a;
}

export function chooseMove(v: BadgersCourtView, seed: string): BadgersCourtMove {
  const rng = createRng(`badgers-court-ai:${seed}`);
  const o = (options = v.options);
  worths = WORTHS.get(o) ?? new Map();
  WORTHS.set(o, worths);
  const { moves } = listMoves(asState(v), 150);
  // The deck's cards of each rank less those seen (the hand, the Court, the piles): cards of the deck,
  // each in one place, so this counts what marking the seen cards and reading the deck counted.
  unseen.fill(0, 0, 12);
  total = 0;
  for (const c of deckFor(o)) unsee(c, 1);
  for (const c of v.hand) unsee(c, -1);
  for (const it of v.court) for (const u of it.units) for (const c of u) unsee(c, -1);
  for (const p of v.piles) for (const c of p) unsee(c, -1);
  risks.length = 0;
  itemWorths.clear();
  theirHand = v.handCounts[1 - v.seat] ?? 0;
  const finalDeal = v.stockCount === 0;

  let best: { move: BadgersCourtMove; score: number } | null = null;
  for (const m of moves) {
    let score: number;
    // The Court items the move names (by any of their cards), and the rest.
    const items: CourtItem[] = [];
    const rest: CourtItem[] = [];
    for (const it of v.court) {
      let named = false;
      if (m.type !== 'lay') for (const u of it.units) for (const c of u) if (m.items.includes(c)) named = true;
      (named ? items : rest).push(it);
    }
    if (m.type === 'take') {
      let count = 1;
      for (const it of items) for (const u of it.units) count += u.length;
      score = itemsValue(items, m.card) + 0.05 * count - exposure(rest);
      // In the final deal the last taker sweeps the Court: taking now makes that more likely.
      if (finalDeal) score += 0.3 * itemsValue(rest, null);
    } else if (m.type === 'build') {
      const cards = itemsValue(items, m.card);
      const stolen = risk(m.rank);
      let keeper = m.card;
      for (const c of v.hand) if (keeper === m.card && c !== m.card && rankOf(c) === m.rank) keeper = c;
      score = (1 - stolen) * (cards + worthOf(keeper)) - stolen * cards - exposure(rest) - 0.1;
    } else {
      // The card laid is one more loose item exposed.
      score = -(exposure(rest) + worthOf(m.card) * risk(rankOf(m.card))) - worthOf(m.card) * 0.5 - 0.2;
    }
    score += rng.next() * 0.01;
    if (!best || score > best.score) best = { move: m, score };
  }
  return (best as { move: BadgersCourtMove }).move;
}

/**
 * The computer's Badger's Court player. It sees only its own view, weighs every move it lists by what
 * the cards are worth under the game's scoring, and subtracts what it leaves the other player to take
 * (the chance they hold a matching card, from the cards not yet seen). Builds are worth the cards they
 * will bring in, less the risk of being stolen. Deterministic for a view and a seed.
 */
import { card, hasSuit, isPersonality, type CardId, type Rank } from '../deck';
import { createRng } from '../core';
import { deckFor, itemCards, listMoves } from './game';
import type { BadgersCourtMove, BadgersCourtOptions, BadgersCourtState, CourtItem } from './state';
import { rankOf } from './values';
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

export function chooseMove(v: BadgersCourtView, seed: string): BadgersCourtMove {
  const rng = createRng(`badgers-court-ai:${seed}`);
  const o = v.options;
  const s = asState(v);
  const { moves } = listMoves(s, 150);
  const seen = new Set<CardId>([...v.hand, ...v.court.flatMap(itemCards), ...v.piles.flat()]);
  const unseenCards = deckFor(o).filter((c) => !seen.has(c));
  const unseenOf = (r: Rank) => unseenCards.filter((c) => rankOf(c) === r).length;
  const theirHand = v.handCounts[1 - v.seat] ?? 0;
  const risk = (r: Rank) => chanceHolds(unseenOf(r), unseenCards.length, theirHand);
  const value = (cards: readonly CardId[]) => cards.reduce((a, c) => a + worth(c, o), 0);
  /** What the other player may take from these Court items on their turn. */
  const exposure = (court: readonly CourtItem[]) => court.reduce((a, it) => a + value(itemCards(it)) * risk(it.rank), 0);
  const finalDeal = v.stockCount === 0;

  let best: { move: BadgersCourtMove; score: number } | null = null;
  for (const m of moves) {
    let score: number;
    const items = m.type === 'lay' ? [] : v.court.filter((it) => m.items.some((id) => itemCards(it).includes(id)));
    const rest = v.court.filter((it) => !items.includes(it));
    if (m.type === 'take') {
      const taken = [...items.flatMap(itemCards), m.card];
      score = value(taken) + 0.05 * taken.length - exposure(rest);
      // In the final deal the last taker sweeps the Court: taking now makes that more likely.
      if (finalDeal) score += 0.3 * value(rest.flatMap(itemCards));
    } else if (m.type === 'build') {
      const cards = [...items.flatMap(itemCards), m.card];
      const stolen = risk(m.rank);
      const keeper = v.hand.find((c) => c !== m.card && rankOf(c) === m.rank) as CardId;
      score = (1 - stolen) * (value(cards) + worth(keeper, o)) - stolen * value(cards) - exposure(rest) - 0.1;
    } else {
      const laid: CourtItem = { units: [[m.card]], rank: rankOf(m.card), owner: null };
      score = -exposure([...rest, laid]) - worth(m.card, o) * 0.5 - 0.2;
    }
    score += rng.next() * 0.01;
    if (!best || score > best.score) best = { move: m, score };
  }
  return (best as { move: BadgersCourtMove }).move;
}

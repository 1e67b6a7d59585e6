/**
 * Jigger, the Decktet's Go Fish: the player to act demands a suit; every other player who holds cards
 * of that suit surrenders them all at once (or the Excuse, if they hold no card of the suit); then
 * those who hold neither call “Jigger!” and fish from the draw pile, in turn order, until each draws a
 * card of the suit. One 45-card deck per three players; copies from several decks are told apart
 * ("6SY#2"). With the staggered-demand option, a player who may answer in more than one way chooses
 * (the 'respond' phase); otherwise every answer is forced and a demand resolves at once.
 */
import { card, EXTENDED_DECK, SUIT_INFO, SUITS, type CardId, type Suit } from '../deck';
import { createRng, err, ok, shuffle, type Applied, type IllegalMove, type Outcome, type Result, type RuleRef } from '../core';
import { decksFor, HAND_SIZE, RULES } from './rules';
import type { JiggerEvent, JiggerMove, JiggerOptions, JiggerState } from './state';
import { takeHidden } from './view';

export type { JiggerEvent, JiggerMove, JiggerOptions, JiggerState } from './state';

/** The base card of a copy: "6SY#2" is the Penitent of the second deck. */
export const baseCard = (id: CardId): CardId => id.split('#')[0] as CardId;
export const hasSuitOf = (id: CardId, suit: Suit): boolean => card(baseCard(id)).suits.includes(suit);
export const isExcuse = (id: CardId): boolean => baseCard(id) === 'X';

export function fullDeck(players: number): CardId[] {
  const decks = decksFor(players);
  return Array.from({ length: decks }, (_, d) => EXTENDED_DECK.map((id) => (d === 0 ? id : `${id}#${d + 1}`))).flat();
}

export function newGame(options: JiggerOptions, seed: string): JiggerState {
  const deck = shuffle(fullDeck(options.players), createRng(`jigger:${seed}`));
  const n = options.players;
  const hands: CardId[][] = Array.from({ length: n }, () => []);
  for (let i = 0; i < HAND_SIZE * n; i++) hands[(options.first + i) % n]?.push(deck[i] as CardId);
  return {
    game: 'jigger',
    options,
    hands,
    takes: Array.from({ length: n }, () => []),
    drawPile: deck.slice(HAND_SIZE * n),
    turn: options.first,
    phase: 'demand',
    pending: null,
    ended: null,
  };
}

const suitCount = (id: CardId) => card(baseCard(id)).suits.length;
const sameCards = (a: readonly CardId[], b: readonly CardId[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

/**
 * The ways a player may answer a demand for this suit from this hand. Empty means they must fish.
 * Without the staggered option there is one way: every card of the suit, or else the Excuse.
 * With it, a player who holds two- or three-suited cards of the suit may give instead an Ace and/or a
 * Crown of the suit (“An Ace and/or Crown may be surrendered … in lieu of double or triple suited
 * cards”): the Ace alone, the Crown alone, or both, in hand order (with several decks, any number of
 * the Aces and of the Crowns held, at least one card, copies taken in hand order); may keep back the
 * three-suited cards when giving a two-suited one; and may give the Excuse.
 */
export function answers(hand: readonly CardId[], suit: Suit, staggered: boolean): CardId[][] {
  const all = hand.filter((c) => hasSuitOf(c, suit));
  const excuse = hand.find(isExcuse);
  if (all.length === 0) return excuse ? [[excuse]] : [];
  const out: CardId[][] = [all];
  if (staggered) {
    const singles = all.filter((c) => suitCount(c) === 1);
    const doubles = all.filter((c) => suitCount(c) === 2);
    const triples = all.filter((c) => suitCount(c) === 3);
    if (singles.length > 0 && doubles.length + triples.length > 0) {
      const aces = singles.filter((c) => card(baseCard(c)).rank === 'A').length;
      const crowns = singles.length - aces;
      for (let c = 0; c <= crowns; c++)
        for (let a = c === 0 ? 1 : 0; a <= aces; a++) {
          let [aLeft, cLeft] = [a, c];
          out.push(singles.filter((id) => (card(baseCard(id)).rank === 'A' ? aLeft-- > 0 : cLeft-- > 0)));
        }
    }
    if (triples.length > 0 && doubles.length > 0) out.push(all.filter((c) => suitCount(c) !== 3));
    if (excuse) out.push([excuse]);
  }
  return out.filter((o, i) => out.findIndex((p) => sameCards(o, p)) === i);
}

/**
 * The order in which the others answer a demand: first everyone who answers from their hand (a card
 * of the suit, or the Excuse), at once, in turn order; then everyone who must fish, in turn order.
 */
export function answerOrder(s: Pick<JiggerState, 'hands' | 'turn' | 'options'>, suit: Suit): number[] {
  const n = s.options.players;
  const others = Array.from({ length: n - 1 }, (_, i) => (s.turn + 1 + i) % n);
  const fromHand = (seat: number) => answers(s.hands[seat] ?? [], suit, false).length > 0;
  return [...others.filter(fromHand), ...others.filter((seat) => !fromHand(seat))];
}

export const waitingFor = (s: JiggerState): number[] => (s.phase === 'over' ? [] : s.phase === 'respond' ? [s.pending?.left[0] ?? 0] : [s.turn]);
export const toAct = (s: JiggerState): number | null => waitingFor(s)[0] ?? null;

export function legalMoves(s: JiggerState): JiggerMove[] {
  if (s.phase === 'over') return [];
  if (s.phase === 'respond' && s.pending) {
    const seat = s.pending.left[0] as number;
    return answers(s.hands[seat] ?? [], s.pending.suit, true).map((give) => ({ type: 'respond', seat, give }));
  }
  return SUITS.map((suit) => ({ type: 'demand', suit }));
}

const illegal = (code: string, message: string, rule: RuleRef): Result<never, IllegalMove> => err({ code, message, rule });

export function apply(s: JiggerState, move: JiggerMove, by?: number): Result<Applied<JiggerState, JiggerEvent>, IllegalMove> {
  if (s.phase === 'over') return illegal('game-over', 'The game is over: start a new one to play again.', RULES.end);
  const actor = toAct(s) as number;
  if (by !== undefined && by !== actor)
    return illegal(
      'not-your-turn',
      s.phase === 'respond' ? 'Wait: another player is answering the demand.' : 'Wait: it is another player’s turn to demand.',
      RULES.demand,
    );
  if (s.phase === 'respond') {
    if (move.type !== 'respond') return illegal('answer-first', 'First the demand must be answered.', RULES.staggered);
    const pending = s.pending as NonNullable<JiggerState['pending']>;
    if (move.seat !== actor) return illegal('not-your-turn', 'Wait: another player is answering the demand.', RULES.demand);
    const give = Array.isArray(move.give) ? move.give : [];
    const allowed = answers(s.hands[actor] ?? [], pending.suit, true);
    if (new Set(give).size !== give.length || !allowed.some((o) => sameCards(o, give)))
      return illegal(
        'not-an-answer',
        'That is not a way to answer this demand: give every card of the suit, or one of the staggered answers.',
        RULES.staggered,
      );
    const events: JiggerEvent[] = [];
    const hands = s.hands.map((h, i) => (i === actor ? h.filter((c) => !give.includes(c)) : [...h]));
    const takes = s.takes.map((t, i) => (i === s.turn ? [...t, ...give] : [...t]));
    events.push(
      give.length === 1 && isExcuse(give[0] as CardId)
        ? { type: 'excuse', seat: actor, to: s.turn, card: give[0] as CardId }
        : { type: 'surrender', seat: actor, to: s.turn, cards: give },
    );
    return ok({ state: resolve({ ...s, hands, takes, phase: 'demand', pending: null }, pending.suit, pending.left.slice(1), events), events });
  }
  if (move.type !== 'demand' || !SUITS.includes(move.suit)) return illegal('not-a-suit', 'Demand one of the six suits.', RULES.demand);
  const events: JiggerEvent[] = [{ type: 'demand', seat: s.turn, suit: move.suit }];
  return ok({ state: resolve(s, move.suit, answerOrder(s, move.suit), events), events });
}

/** Answers the demand for each player left, in answering order, stopping where a player must choose. */
function resolve(s: JiggerState, suit: Suit, left: readonly number[], events: JiggerEvent[]): JiggerState {
  const me = s.turn;
  const hands = s.hands.map((h) => [...h]);
  const takes = s.takes.map((t) => [...t]);
  let pile = [...s.drawPile];
  for (const [k, seat] of left.entries()) {
    const hand = hands[seat] as CardId[];
    const ways = answers(hand, suit, s.options.staggered === true);
    if (ways.length > 1) return { ...s, hands, takes, drawPile: pile, phase: 'respond', pending: { suit, left: left.slice(k) } };
    const give = ways[0];
    if (give) {
      hands[seat] = hand.filter((c) => !give.includes(c));
      takes[me]?.push(...give);
      events.push(
        give.length === 1 && isExcuse(give[0] as CardId)
          ? { type: 'excuse', seat, to: me, card: give[0] as CardId }
          : { type: 'surrender', seat, to: me, cards: give },
      );
      continue;
    }
    // Jigger! Draw until a card of the suit comes up; keep the others.
    events.push({ type: 'jigger', seat });
    for (;;) {
      const [top, ...rest] = pile;
      if (top === undefined) {
        // The pile ran out while the demand was still unmet: the game ends at once.
        const over: JiggerState = { ...s, hands, takes, drawPile: [], phase: 'over', pending: null, ended: 'pile-ran-out' };
        events.push({ type: 'fish', seat, card: null, match: false });
        events.push({ type: 'over', reason: 'pile-ran-out', winners: winners(over) });
        return over;
      }
      pile = rest;
      if (isExcuse(top) && s.options.fishedExcuse === 'surrender') {
        events.push({ type: 'fish', seat, card: top, match: true });
        takes[me]?.push(top);
        break;
      }
      const match = hasSuitOf(top, suit);
      events.push({ type: 'fish', seat, card: top, match });
      if (match) {
        takes[me]?.push(top);
        break;
      }
      hands[seat]?.push(top);
    }
  }
  return { ...s, hands, takes, drawPile: pile, phase: 'demand', pending: null, turn: (me + 1) % s.options.players };
}

/** Books for book scoring: four cards with a suit make a book; a card counts in all its suits; each Excuse is wild for one suit. */
export function books(take: readonly CardId[]): number {
  const counts = SUITS.map((suit) => take.filter((c) => hasSuitOf(c, suit)).length);
  const excuses = take.filter(isExcuse).length;
  let best = 0;
  const spread = (left: number, from: number, extra: number[]): void => {
    if (from === SUITS.length - 1) {
      const e = [...extra, left];
      best = Math.max(
        best,
        counts.reduce((a, c, i) => a + Math.floor((c + (e[i] ?? 0)) / 4), 0),
      );
      return;
    }
    for (let k = 0; k <= left; k++) spread(left - k, from + 1, [...extra, k]);
  };
  spread(excuses, 0, []);
  return best;
}

/** Each seat's score as the game counts it: cards in the take, or books with book scoring. */
export const scores = (s: JiggerState): number[] => s.takes.map((t) => (s.options.bookScoring ? books(t) : t.length));

/** Winners: most cards taken (or most books); then whoever took an Excuse; then most cards in hand; else shared. */
export function winners(s: JiggerState): number[] {
  const n = s.options.players;
  const seats = Array.from({ length: n }, (_, i) => i);
  const main = (i: number) => (s.options.bookScoring ? books(s.takes[i] ?? []) : (s.takes[i]?.length ?? 0));
  const keys: ((i: number) => number)[] = s.options.bookScoring
    ? [main, (i) => s.hands[i]?.length ?? 0]
    : [main, (i) => (s.takes[i] ?? []).filter(isExcuse).length, (i) => s.hands[i]?.length ?? 0];
  let best = seats;
  for (const key of keys) {
    const top = Math.max(...best.map(key));
    best = best.filter((i) => key(i) === top);
    if (best.length === 1) break;
  }
  return best;
}

export function outcome(s: JiggerState): Outcome | null {
  if (s.phase !== 'over') return null;
  return {
    winners: winners(s),
    scores: scores(s),
    breakdown: s.takes.map((t, i) => [
      { label: 'Cards in the take', points: t.length },
      ...(s.options.bookScoring ? [{ label: 'Books', points: books(t) }] : []),
      { label: 'Excuses in the take', points: t.filter(isExcuse).length },
      { label: 'Cards in hand', points: s.hands[i]?.length ?? 0 },
    ]),
  };
}

/** The goal for these options, in one sentence, for the play page's hint. */
export function goalText(options: Pick<JiggerOptions, 'players' | 'bookScoring'>): string {
  if (options.bookScoring) return 'The most books wins (a book is four cards in your take with the same suit); in a tie, the one with more cards in hand wins.';
  const excuse = decksFor(options.players) > 1 ? 'the one who took more Excuses' : 'the one who took the Excuse';
  return `The most cards in your take wins; in a tie, ${excuse} wins, and then the one with more cards in hand.`;
}

export const suitName = (suit: Suit): string => `${SUIT_INFO[suit].name} (${SUIT_INFO[suit].colourName})`;

export function locate(s: JiggerState, id: CardId): string {
  for (let i = 0; i < s.hands.length; i++) if (s.hands[i]?.includes(id)) return `hand:${i}`;
  for (let i = 0; i < s.takes.length; i++) if (s.takes[i]?.includes(id)) return `take:${i}`;
  return s.drawPile.includes(id) ? 'draw' : 'out';
}

/**
 * Facts for example checks: "take:S" (cards taken), "hand:S" (cards in hand), "books:S", "phase",
 * "winners", and "sees-take:S:T" ("yes" or "no": can seat S see the cards of seat T's take now?).
 */
export function fact(s: JiggerState, key: string): string {
  const [kind, a, b] = key.split(':');
  const seat = Number(a);
  switch (kind) {
    case 'take':
      return String(s.takes[seat]?.length ?? 0);
    case 'hand':
      return String(s.hands[seat]?.length ?? 0);
    case 'books':
      return String(books(s.takes[seat] ?? []));
    case 'phase':
      return s.phase;
    case 'winners':
      return s.phase === 'over' ? winners(s).join(',') : 'none';
    case 'sees-take':
      return takeHidden(s.options, s.phase, Number(b), seat) ? 'no' : 'yes';
    default:
      return 'unknown';
  }
}

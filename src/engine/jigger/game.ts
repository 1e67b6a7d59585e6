/**
 * Jigger, the Decktet's Go Fish: the player to act demands a suit; every other player who holds cards
 * of that suit surrenders them all at once (or the Excuse, if they hold no card of the suit); then
 * those who hold neither call “Jigger!” and fish from the draw pile, in turn order, until each draws a
 * card of the suit. One 45-card deck per three players; copies from several decks are told apart
 * ("6SY#2"). With the staggered-demand option, a player who may answer in more than one way chooses
 * (the 'respond' phase); otherwise every answer is forced and a demand resolves at once.
 */
import { card, EXTENDED_DECK, SUITS, type CardId, type Suit } from '../deck';
import { createRng, err, msg, ok, shuffle, type Applied, type IllegalMove, type Message, type Outcome, type Result, type RuleRef } from '../core';
import { decksFor, HAND_SIZE, RULES } from './rules';
import type { JiggerEvent, JiggerMove, JiggerOptions, JiggerState } from './state';
import { takeHidden } from './view';

export type { JiggerEvent, JiggerMove, JiggerOptions, JiggerState } from './state';

/** The base card of a copy: "6SY#2" is the Penitent of the second deck. */
export const baseCard = (id: CardId): CardId => id.split('#')[0] as CardId;
/** Is this the Excuse (of any deck)? */
export const isExcuse = (id: CardId): boolean => id === 'X' || id.startsWith('X#');

/** What the rules ask of a card (or a copy): its suits as bits (SUITS order), how many, and whether it is an Ace. */
interface Facts {
  readonly suits: number;
  readonly count: number;
  readonly ace: boolean;
}

/** Each card's facts, worked out once per id (copies too): demands ask of every card in every hand. */
const FACTS = new Map<CardId, Facts>();
function factsOf(id: CardId): Facts {
  let f = FACTS.get(id);
  if (f === undefined) {
    const c = card(baseCard(id));
    let suits = 0;
    for (const suit of c.suits) suits |= SUIT_BIT[suit];
    f = { suits, count: c.suits.length, ace: c.rank === 'A' };
    FACTS.set(id, f);
  }
  return f;
}
const SUIT_BIT = Object.fromEntries(SUITS.map((suit, i) => [suit, 1 << i])) as Readonly<Record<Suit, number>>;

export const hasSuitOf = (id: CardId, suit: Suit): boolean => (factsOf(id).suits & SUIT_BIT[suit]) !== 0;

/** Each seat count's cards, made once: newGame shuffles a copy. */
const DECKS = new Map<number, readonly CardId[]>();
export function fullDeck(players: number): CardId[] {
  let deck = DECKS.get(players);
  if (deck === undefined) {
    const decks = decksFor(players);
    deck = Array.from({ length: decks }, (_, d) => EXTENDED_DECK.map((id) => (d === 0 ? id : `${id}#${d + 1}`))).flat();
    DECKS.set(players, deck);
  }
  return deck.slice();
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

const sameCards = (a: readonly CardId[], b: readonly CardId[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** Does this hand answer a demand for the suit (bit) from the hand: a card of the suit, or the Excuse? */
function answersFromHand(hand: readonly CardId[], bit: number): boolean {
  for (const c of hand) if ((factsOf(c).suits & bit) !== 0 || isExcuse(c)) return true;
  return false;
}

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
  const bit = SUIT_BIT[suit];
  const all: CardId[] = [];
  let excuse: CardId | undefined;
  for (const c of hand) {
    if ((factsOf(c).suits & bit) !== 0) all.push(c);
    else if (excuse === undefined && isExcuse(c)) excuse = c;
  }
  if (all.length === 0) return excuse ? [[excuse]] : [];
  const out: CardId[][] = [all];
  if (!staggered) return out;
  const singles = all.filter((c) => factsOf(c).count === 1);
  const doubles = all.filter((c) => factsOf(c).count === 2);
  const triples = all.filter((c) => factsOf(c).count === 3);
  if (singles.length > 0 && doubles.length + triples.length > 0) {
    const aces = singles.filter((c) => factsOf(c).ace).length;
    const crowns = singles.length - aces;
    for (let c = 0; c <= crowns; c++)
      for (let a = c === 0 ? 1 : 0; a <= aces; a++) {
        let [aLeft, cLeft] = [a, c];
        out.push(singles.filter((id) => (factsOf(id).ace ? aLeft-- > 0 : cLeft-- > 0)));
      }
  }
  if (triples.length > 0 && doubles.length > 0) out.push(all.filter((c) => factsOf(c).count !== 3));
  if (excuse) out.push([excuse]);
  return out.filter((o, i) => out.findIndex((p) => sameCards(o, p)) === i);
}

/**
 * The order in which the others answer a demand: first everyone who answers from their hand (a card
 * of the suit, or the Excuse), at once, in turn order; then everyone who must fish, in turn order.
 */
export function answerOrder(s: Pick<JiggerState, 'hands' | 'turn' | 'options'>, suit: Suit): number[] {
  const n = s.options.players;
  const bit = SUIT_BIT[suit];
  const order: number[] = [];
  const fishers: number[] = [];
  for (let i = 0; i < n - 1; i++) {
    const seat = (s.turn + 1 + i) % n;
    (answersFromHand(s.hands[seat] ?? [], bit) ? order : fishers).push(seat);
  }
  for (const seat of fishers) order.push(seat);
  return order;
}

export const waitingFor = (s: JiggerState): number[] => (s.phase === 'over' ? [] : s.phase === 'respond' ? [s.pending?.left[0] ?? 0] : [s.turn]);
export const toAct = (s: JiggerState): number | null => (s.phase === 'over' ? null : s.phase === 'respond' ? (s.pending?.left[0] ?? 0) : s.turn);

/** The six demands, one move each, made once (moves are values: nothing changes them). */
const DEMANDS: readonly JiggerMove[] = SUITS.map((suit) => Object.freeze({ type: 'demand', suit }) as JiggerMove);

export function legalMoves(s: JiggerState): JiggerMove[] {
  if (s.phase === 'over') return [];
  if (s.phase === 'respond' && s.pending) {
    const seat = s.pending.left[0] as number;
    return answers(s.hands[seat] ?? [], s.pending.suit, true).map((give) => ({ type: 'respond', seat, give }));
  }
  return DEMANDS.slice();
}

const illegal = (code: string, message: Message, rule: RuleRef): Result<never, IllegalMove> => err({ code, message, rule });

export function apply(s: JiggerState, move: JiggerMove, by?: number): Result<Applied<JiggerState, JiggerEvent>, IllegalMove> {
  if (s.phase === 'over') return illegal('game-over', msg('jigger.refuse.game-over'), RULES.end);
  const actor = toAct(s) as number;
  if (by !== undefined && by !== actor)
    return illegal('not-your-turn', s.phase === 'respond' ? msg('jigger.refuse.wait-answer') : msg('jigger.refuse.wait-demand'), RULES.demand);
  if (s.phase === 'respond') {
    if (move.type !== 'respond') return illegal('answer-first', msg('jigger.refuse.answer-first'), RULES.staggered);
    const pending = s.pending as NonNullable<JiggerState['pending']>;
    if (move.seat !== actor) return illegal('not-your-turn', msg('jigger.refuse.wait-answer'), RULES.demand);
    const give = Array.isArray(move.give) ? move.give : [];
    const allowed = answers(s.hands[actor] ?? [], pending.suit, true);
    if (new Set(give).size !== give.length || !allowed.some((o) => sameCards(o, give)))
      return illegal('not-an-answer', msg('jigger.refuse.not-an-answer'), RULES.staggered);
    const events: JiggerEvent[] = [];
    const hands = s.hands.slice();
    hands[actor] = (s.hands[actor] ?? []).filter((c) => !give.includes(c));
    const takes = s.takes.slice();
    takes[s.turn] = [...(s.takes[s.turn] ?? []), ...give];
    events.push(given(s, actor, s.turn, give));
    return ok({ state: resolve({ ...s, hands, takes, phase: 'demand', pending: null }, pending.suit, pending.left.slice(1), events), events });
  }
  if (move.type !== 'demand' || !SUITS.includes(move.suit)) return illegal('not-a-suit', msg('jigger.refuse.not-a-suit'), RULES.demand);
  const events: JiggerEvent[] = [{ type: 'demand', seat: s.turn, suit: move.suit }];
  return ok({ state: resolve(s, move.suit, answerOrder(s, move.suit), events), events });
}

/**
 * The event of cards given into a take: who may see them is who may see that take (under the 2-player
 * handicap a take may lie face down), besides the giver, who knew them.
 */
function given(s: JiggerState, seat: number, to: number, give: readonly CardId[]): JiggerEvent {
  const seenBy = s.options.handicap ? s.hands.flatMap((_, i) => (takeHidden(s.options, s.phase, to, i) ? [] : [i])) : null;
  const hidden = seenBy && seenBy.length < s.hands.length ? { seenBy } : {};
  return give.length === 1 && isExcuse(give[0] as CardId)
    ? { type: 'excuse', seat, to, card: give[0] as CardId, ...hidden }
    : { type: 'surrender', seat, to, cards: give, ...hidden };
}

/**
 * Answers the demand for each player left, in answering order, stopping where a player must choose.
 * The hands and takes are copied only where they change (the new state's lists are its own), and the
 * draw pile once, at the end.
 */
function resolve(s: JiggerState, suit: Suit, left: readonly number[], events: JiggerEvent[]): JiggerState {
  const me = s.turn;
  const hands = s.hands.slice();
  const takes = s.takes.slice();
  const pile = s.drawPile;
  let drawn = 0;
  // The demander's take, copied once, to which every card given is added.
  const take = (takes[me] ?? []).slice();
  takes[me] = take;
  const staggered = s.options.staggered === true;
  const bit = SUIT_BIT[suit];
  for (let k = 0; k < left.length; k++) {
    const seat = left[k] as number;
    const hand = hands[seat] as readonly CardId[];
    const ways = answers(hand, suit, staggered);
    if (ways.length > 1) return { ...s, hands, takes, drawPile: pile.slice(drawn), phase: 'respond', pending: { suit, left: left.slice(k) } };
    const give = ways[0];
    if (give) {
      hands[seat] = hand.filter((c) => !give.includes(c));
      for (const c of give) take.push(c);
      events.push(given(s, seat, me, give));
      continue;
    }
    // Jigger! Draw until a card of the suit comes up; keep the others.
    events.push({ type: 'jigger', seat });
    let kept: CardId[] | null = null;
    for (;;) {
      const top = pile[drawn];
      if (top === undefined) {
        // The pile ran out while the demand was still unmet: the game ends at once.
        if (kept) hands[seat] = kept;
        const over: JiggerState = { ...s, hands, takes, drawPile: [], phase: 'over', pending: null, ended: 'pile-ran-out' };
        events.push({ type: 'fish', seat, card: null, match: false });
        events.push({ type: 'over', reason: 'pile-ran-out', winners: winners(over) });
        return over;
      }
      drawn++;
      if (isExcuse(top) && s.options.fishedExcuse === 'surrender') {
        events.push({ type: 'fish', seat, card: top, match: true });
        take.push(top);
        break;
      }
      const match = (factsOf(top).suits & bit) !== 0;
      events.push({ type: 'fish', seat, card: top, match });
      if (match) {
        take.push(top);
        break;
      }
      (kept ??= hand.slice()).push(top);
    }
    if (kept) hands[seat] = kept;
  }
  return { ...s, hands, takes, drawPile: pile.slice(drawn), phase: 'demand', pending: null, turn: (me + 1) % s.options.players };
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
      { label: msg('jigger.line.take'), points: t.length },
      ...(s.options.bookScoring ? [{ label: msg('jigger.line.books'), points: books(t) }] : []),
      { label: msg('jigger.line.excuses'), points: t.filter(isExcuse).length },
      { label: msg('jigger.line.hand'), points: s.hands[i]?.length ?? 0 },
    ]),
  };
}

/** The goal for these options, in one sentence, for the play page's hint: one Excuse in the game, or more (one per deck). */
export function goalText(options: Pick<JiggerOptions, 'players' | 'bookScoring'>): Message {
  if (options.bookScoring) return msg('jigger.goal.books');
  return msg('jigger.goal.cards', { excuses: decksFor(options.players) > 1 ? 'many' : 'one' });
}

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

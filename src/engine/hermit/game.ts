/**
 * Hermit's rules engine: several tricks open at once, following only the last card's suits, control by
 * the highest card (ties too, Aces low, a Crown cancelled by its Ace), four cards to a trick, scoring
 * personalities at the end of each hand, and the match across hands. Two to five players.
 */
import { BASIC_DECK, card, isPersonality, SUIT_INFO, SUITS, type CardId } from '../deck';
import { createRng, err, ok, shuffle, type Applied, type IllegalMove, type Outcome, type Result, type ScoreLine } from '../core';
import { COTTAGE_SIZE, HAND_SIZES, MOON_PERSONALITIES, RULES, SUN_PERSONALITIES, TRICK_SIZE, TWO_PLAYER_HANDS } from './rules';
import type { HandResult, HermitEvent, HermitMove, HermitOptions, HermitState, Trick, TrickCard } from './state';
import { msg, type Message } from '../core/message';
import { commaChain, formatPoints } from './describe';

export const DEFAULT_OPTIONS: HermitOptions = { players: 4, target: 66, pleasantCompany: false, houseParty: false };

const n = (s: HermitState) => s.options.players;
const left = (s: HermitState, seat: number) => (seat + 1) % n(s);

/**
 * What the rules ask of a card, worked out once per card (tricks are followed and judged at every
 * move): its suits as bits, its first suit's bit (an Ace cancels the Crown of its suit), its rank in a
 * trick before any cancelling, whether it is an Ace or a Crown.
 */
interface Facts {
  readonly suits: number;
  readonly first: number;
  readonly value: number;
  readonly ace: boolean;
  readonly crown: boolean;
  /** Personality points: its rank (Crowns 10), or 0 for a card that is not a personality. */
  readonly points: number;
  /** A personality's part of a score line ("Painter 3"), made once: every hand's score lines name them. */
  readonly line: Message | null;
}
const FACTS = new Map<CardId, Facts>();
function factsOf(id: CardId): Facts {
  let f = FACTS.get(id);
  if (f === undefined) {
    const c = card(id);
    let suits = 0;
    for (const suit of c.suits) suits |= 1 << SUITS.indexOf(suit);
    const first = c.suits[0] === undefined ? 0 : 1 << SUITS.indexOf(c.suits[0]);
    const value = c.rank === 'A' ? 1 : c.rank === 'C' ? 10 : Number(c.rank);
    const points = isPersonality(c) ? value : 0;
    const line = points > 0 ? msg('hermit.score.card', { c: id, n: points }) : null;
    f = { suits, first, value, ace: c.rank === 'A', crown: c.rank === 'C', points, line };
    FACTS.set(id, f);
  }
  return f;
}

/**
 * A card's suits as bits, read from its id's letters after the first (a card's id is its rank and its
 * suits' letters: cardKey), without looking the card up: following is asked of every card in hand at
 * every move. (tests/unit/hermit-rules.test.ts holds every basic card's id to its rank and suits.)
 */
const SUIT_BY_LETTER: readonly number[] = (() => {
  const table: number[] = Array.from({ length: 128 }, () => 0);
  for (const suit of SUITS) table[SUIT_INFO[suit].letter.charCodeAt(0)] = 1 << SUITS.indexOf(suit);
  return table;
})();
function suitBits(id: CardId): number {
  let bits = (SUIT_BY_LETTER[id.charCodeAt(1)] as number) | 0;
  for (let i = 2; i < id.length; i++) bits |= (SUIT_BY_LETTER[id.charCodeAt(i)] as number) | 0;
  return bits;
}

/** A card's rank in a trick from its id's first letter (Aces 1, numbers, Crowns 10), before a Crown is cancelled. */
const VALUE_BY_LETTER: readonly number[] = (() => {
  const table: number[] = Array.from({ length: 128 }, () => NaN);
  for (const c of BASIC_DECK) table[c.charCodeAt(0)] = factsOf(c).value;
  return table;
})();
const ACE = 'A'.charCodeAt(0);
const CROWN = 'C'.charCodeAt(0);
/** The bit of a card's first suit (an Ace's or a Crown's only suit). */
const firstSuit = (id: CardId): number => (SUIT_BY_LETTER[id.charCodeAt(1)] as number) | 0;
/** A card's rank in a trick whose Aces' suits are these bits, from its id (as valueWith). */
const valueIn = (id: CardId, aces: number): number => {
  const code = id.charCodeAt(0);
  return code === CROWN ? ((aces & firstSuit(id)) !== 0 ? 0 : 10) : (VALUE_BY_LETTER[code] as number);
};

/** The first suits of the Aces among these cards, as bits: the Crowns of those suits are cancelled. */
function aceSuits(trick: readonly CardId[]): number {
  let bits = 0;
  for (const o of trick) {
    const f = factsOf(o);
    if (f.ace) bits |= f.first;
  }
  return bits;
}

/** A card's rank in a trick whose Aces' suits are these bits. */
const valueWith = (f: Facts, aces: number): number => (f.crown ? ((aces & f.first) !== 0 ? 0 : 10) : f.value);

/** A card's rank in a trick: Aces 1, numbers their value, Crowns 10, or 0 when the trick holds the Ace of the Crown's suit. */
export function trickValue(id: CardId, trick: readonly CardId[]): number {
  const f = factsOf(id);
  return f.crown ? valueWith(f, aceSuits(trick)) : f.value;
}

/** Can this card be played on this trick: does it share a suit with the last card played on it? */
export function follows(id: CardId, trick: Trick): boolean {
  const last = trick.cards[trick.cards.length - 1];
  if (!last) return false;
  return (suitBits(id) & suitBits(last.card)) !== 0;
}

/** Personality points of a card: its rank, Crowns 10. */
export function personalityPoints(id: CardId): number {
  return factsOf(id).points;
}

function deal(base: Omit<HermitState, 'hands' | 'cottage' | 'leftover'>, handNo: number, dealer: number, events: HermitEvent[]): HermitState {
  const players = base.options.players;
  const deck = shuffle(BASIC_DECK, createRng(`hermit:${base.seed}:${handNo}`));
  const cottage = players === 2 ? deck.slice(0, COTTAGE_SIZE) : [];
  const rest = players === 2 ? deck.slice(COTTAGE_SIZE) : deck;
  const size = HAND_SIZES[players] as number;
  const hands: CardId[][] = [];
  const taken: CardId[][][] = [];
  const cottageAdded: CardId[][] = [];
  const chosen: null[] = [];
  for (let seat = 0; seat < players; seat++) {
    hands.push([]);
    taken.push([]);
    cottageAdded.push([]);
    chosen.push(null);
  }
  for (let i = 0; i < size * players; i++) hands[(dealer + 1 + i) % players]?.push(rest[i] as CardId);
  const leftover = players === 5 ? (rest[size * players] as CardId) : null;
  events.push({ type: 'deal', hand: handNo, dealer });
  return {
    ...base,
    handNo,
    dealer,
    hands,
    cottage,
    leftover,
    tricks: [],
    nextTrickId: 1,
    taken,
    cottageAdded,
    discarded: [],
    firstStartDone: false,
    phase: 'start',
    chosen,
    turn: (dealer + 1) % players,
  };
}

export function newGame(options: HermitOptions, seed: string): HermitState {
  const dealer = options.firstDealer ?? createRng(`hermit-dealer:${seed}`).int(options.players);
  const base = {
    game: 'hermit' as const,
    options,
    seed,
    scores: Array.from({ length: options.players }, () => 0),
    results: [],
  };
  return deal(base as unknown as Omit<HermitState, 'hands' | 'cottage' | 'leftover'>, 0, dealer, []);
}

export function waitingFor(s: HermitState): number[] {
  if (s.phase === 'over') return [];
  if (s.phase === 'play') return [s.turn];
  const seats: number[] = [];
  for (let i = 0; i < n(s); i++) {
    const seat = (s.turn + i) % n(s);
    if (s.chosen[seat] === null && (s.hands[seat]?.length ?? 0) > 0) seats.push(seat);
  }
  return seats;
}

export function toAct(s: HermitState): number | null {
  if (s.phase === 'over') return null;
  if (s.phase === 'play') return s.turn;
  for (let i = 0; i < n(s); i++) {
    const seat = (s.turn + i) % n(s);
    if (s.chosen[seat] === null && (s.hands[seat]?.length ?? 0) > 0) return seat;
  }
  return null;
}

/** The tricks this card may be played on now. */
export function playableTricks(s: HermitState, id: CardId): Trick[] {
  return s.tricks.filter((t) => follows(id, t));
}

/** Whether the player to act can follow any trick with any card in hand. */
export function canFollow(s: HermitState, seat: number): boolean {
  // The suits of the tricks' last cards, together: a card follows some trick when it has one of them.
  let open = 0;
  for (const t of s.tricks) {
    const last = t.cards[t.cards.length - 1];
    if (last) open |= suitBits(last.card);
  }
  if (open === 0) return false;
  for (const c of s.hands[seat] ?? []) if ((suitBits(c) & open) !== 0) return true;
  return false;
}

/** Scratch for legalMoves: the suits of each trick's last card, as bits. */
const LAST_SUITS: number[] = [];

export function legalMoves(s: HermitState): HermitMove[] {
  if (s.phase === 'over') return [];
  if (s.phase === 'start' || s.phase === 'cottage') {
    const type = s.phase;
    const moves: HermitMove[] = [];
    for (let i = 0; i < n(s); i++) {
      const seat = (s.turn + i) % n(s);
      const hand = s.hands[seat] ?? [];
      if (s.chosen[seat] === null) for (const c of hand) moves.push({ type, seat, card: c });
    }
    return moves;
  }
  const hand = s.hands[s.turn] ?? [];
  // Every card on every trick it follows; a new trick only when no card follows any (as canFollow says).
  const tricks = s.tricks;
  for (let i = 0; i < tricks.length; i++) {
    const last = (tricks[i] as Trick).cards;
    LAST_SUITS[i] = last.length === 0 ? 0 : suitBits((last[last.length - 1] as TrickCard).card);
  }
  const moves: HermitMove[] = [];
  for (const c of hand) {
    const suits = suitBits(c);
    for (let i = 0; i < tricks.length; i++)
      if ((suits & (LAST_SUITS[i] as number)) !== 0) moves.push({ type: 'play', card: c, trick: (tricks[i] as Trick).id });
  }
  if (moves.length === 0) for (const c of hand) moves.push({ type: 'play', card: c, trick: 'new' });
  return moves;
}

const illegal = (code: string, message: Message, rule: IllegalMove['rule']): Result<never, IllegalMove> => err({ code, message, rule });

export function apply(s: HermitState, move: HermitMove, by?: number): Result<Applied<HermitState, HermitEvent>, IllegalMove> {
  if (s.phase === 'over') return illegal('game-over', msg('hermit.refuse.game-over'), RULES.scoring);
  if (move.type === 'start' || move.type === 'cottage') {
    if (s.phase !== move.type)
      return illegal('wrong-phase', msg('hermit.refuse.wrong-phase', { now: s.phase }), s.phase === 'play' ? RULES.playing : RULES.starting);
    if (by !== undefined && by !== move.seat) return illegal('not-your-seat', msg('hermit.refuse.not-your-seat'), RULES.starting);
    const seat = move.seat;
    // Waiting for this seat: it has not chosen, and it holds cards (as waitingFor says).
    const waiting = Number.isInteger(seat) && seat >= 0 && seat < n(s) && s.chosen[seat] === null && (s.hands[seat]?.length ?? 0) > 0;
    if (!waiting) return illegal('already-chosen', msg('hermit.refuse.already-chosen'), RULES.starting);
    if (!(s.hands[seat] ?? []).includes(move.card)) return illegal('not-in-hand', msg('hermit.refuse.choose-not-in-hand'), RULES.starting);
    const chosen = s.chosen.slice();
    chosen[seat] = move.card;
    const events: HermitEvent[] = [{ type: 'chosen', seat: move.seat, phase: move.type, card: move.card }];
    // Someone still to choose: the choice is kept. Otherwise every choice is turned up, in one new state.
    if (stillToChoose(s, chosen)) return ok({ state: { ...s, chosen }, events });
    return ok({ state: move.type === 'start' ? revealStarts(s, chosen, events) : revealCottage(s, chosen, events), events });
  }
  if (s.phase !== 'play')
    return illegal(
      'choose-first',
      s.phase === 'start' ? msg('hermit.refuse.choose-first') : msg('hermit.refuse.cottage-first'),
      s.phase === 'start' ? RULES.starting : RULES.two,
    );
  const seat = s.turn;
  if (by !== undefined && by !== seat) return illegal('not-your-turn', msg('hermit.refuse.not-your-turn'), RULES.playing);
  const hand = s.hands[seat] ?? [];
  // The hand without the card played, and whether it held it, in one pass.
  const rest: CardId[] = [];
  let held = false;
  for (const c of hand) {
    if (c === move.card) held = true;
    else rest.push(c);
  }
  if (!held) return illegal('not-in-hand', msg('hermit.refuse.play-not-in-hand'), RULES.playing);
  if (move.trick === 'new') {
    if (canFollow(s, seat)) {
      const example = hand.find((c) => playableTricks(s, c).length > 0) as CardId;
      const t = playableTricks(s, example)[0] as Trick;
      return illegal('must-play-on-a-trick', msg('hermit.refuse.must-play-on-a-trick', { c: example, l: lastCard(t), t: t.id }), RULES.playing);
    }
    const trick: Trick = { id: s.nextTrickId, cards: [{ card: move.card, seat }], owner: seat };
    const events: HermitEvent[] = [{ type: 'new-trick', seat, card: move.card, trick: trick.id }];
    const tricks = s.tricks.slice();
    tricks.push(trick);
    return ok({ state: afterPlay(s, replace(s.hands, seat, rest), tricks, s.taken, s.discarded, s.nextTrickId + 1, events), events });
  }
  let trick: Trick | undefined;
  for (const t of s.tricks) if (trick === undefined && t.id === move.trick) trick = t;
  if (!trick) return illegal('no-such-trick', msg('hermit.refuse.no-such-trick', { t: move.trick }), RULES.playing);
  if (!follows(move.card, trick)) {
    const last = lastCard(trick);
    return illegal('must-follow-last-card', msg('hermit.refuse.must-follow', { c: move.card, t: trick.id, l: last, ss: card(last).suits }), RULES.playing);
  }
  const cards = trick.cards.slice();
  cards.push({ card: move.card, seat });
  // Control: the card played is at least as high as every other card in the trick (a Crown is 0 there
  // when the trick holds the Ace of its suit).
  // (Read from the cards' ids: see valueIn.)
  let aces = 0;
  for (const { card: c } of cards) if (c.charCodeAt(0) === ACE) aces |= firstSuit(c);
  const mine = valueIn(move.card, aces);
  const ace = move.card.charCodeAt(0) === ACE;
  let control = true;
  let cancels: CardId | null = null;
  for (const { card: c } of cards) {
    if (c !== move.card && !(valueIn(c, aces) <= mine)) control = false;
    if (ace && cancels === null && c.charCodeAt(0) === CROWN && firstSuit(c) === firstSuit(move.card)) cancels = c;
  }
  const events: HermitEvent[] = [{ type: 'play', seat, card: move.card, trick: trick.id, control, cancels }];
  const updated: Trick = { ...trick, cards, owner: control ? seat : trick.owner };
  const hands = replace(s.hands, seat, rest);
  if (cards.length >= TRICK_SIZE) {
    const ids: CardId[] = [];
    for (const c of cards) ids.push(c.card);
    events.push({ type: 'taken', trick: trick.id, seat: updated.owner, cards: ids });
    const tricks: Trick[] = [];
    for (const t of s.tricks) if (t.id !== trick.id) tricks.push(t);
    const taken = updated.owner === null ? s.taken : replace(s.taken, updated.owner, [...(s.taken[updated.owner] ?? []), ids]);
    const discarded = updated.owner === null ? [...s.discarded, ...ids] : s.discarded;
    return ok({ state: afterPlay(s, hands, tricks, taken, discarded, s.nextTrickId, events), events });
  }
  const tricks = s.tricks.slice();
  for (let i = 0; i < tricks.length; i++) if ((tricks[i] as Trick).id === trick.id) tricks[i] = updated;
  return ok({ state: afterPlay(s, hands, tricks, s.taken, s.discarded, s.nextTrickId, events), events });
}

/** The hand without a card. (filter is quicker here than a copy cut to length, or pushes: measured.) */
function without(hand: readonly CardId[], played: CardId): CardId[] {
  return hand.filter((c) => c !== played);
}

function lastCard(t: Trick): CardId {
  return t.cards[t.cards.length - 1]?.card as CardId;
}

/** A copy of a list with item i replaced (when the list has one). */
function replace<T>(list: readonly T[], i: number, value: T): T[] {
  const out = list.slice();
  if (i >= 0 && i < out.length) out[i] = value;
  return out;
}

/** As many nulls as there are seats: no secret choice made yet. */
function noChoices(s: HermitState): null[] {
  const out: null[] = [];
  for (let i = 0; i < s.chosen.length; i++) out.push(null);
  return out;
}

/** Is a seat still to choose in secret (as toAct says with these choices)? */
function stillToChoose(s: HermitState, chosen: readonly (CardId | null)[]): boolean {
  for (let seat = 0; seat < n(s); seat++) if (chosen[seat] === null && (s.hands[seat]?.length ?? 0) > 0) return true;
  return false;
}

/**
 * Every player's chosen card starts a trick (and the leftover card, the first time with five players);
 * then play goes on as after a card played (`afterPlay`).
 */
function revealStarts(s: HermitState, chosen: readonly (CardId | null)[], events: HermitEvent[]): HermitState {
  const players = n(s);
  const started: Trick[] = [];
  let id = s.nextTrickId;
  const hands = s.hands.slice();
  for (let i = 0; i < players; i++) {
    const seat = (s.turn + i) % players;
    const c = chosen[seat];
    if (!c) continue;
    hands[seat] = without(hands[seat] ?? [], c);
    started.push({ id: id++, cards: [{ card: c, seat }], owner: seat });
  }
  if (s.leftover && !s.firstStartDone) started.push({ id: id++, cards: [{ card: s.leftover, seat: null }], owner: null });
  events.push({ type: 'starts', tricks: started });
  const tricks = s.tricks.slice();
  for (const t of started) tricks.push(t);
  const leftover = s.firstStartDone ? s.leftover : null;
  let empty = true;
  for (const h of hands) if (h.length > 0) empty = false;
  if (empty) return endHand({ ...s, hands, tricks, nextTrickId: id, leftover, firstStartDone: true, chosen: noChoices(s), phase: 'play' }, events);
  // A player with no cards left is passed over.
  let turn = s.turn;
  for (let i = 0; i < players && (hands[turn]?.length ?? 0) === 0; i++) turn = left(s, turn);
  if (tricks.length === 0)
    return { ...s, hands, tricks, nextTrickId: id, leftover, firstStartDone: true, chosen: noChoices(s), phase: players === 2 ? 'cottage' : 'start', turn };
  return { ...s, hands, tricks, nextTrickId: id, leftover, firstStartDone: true, chosen: noChoices(s), phase: 'play', turn };
}

/** Every player's chosen card goes to the Cottage; then everyone chooses a card to start a trick, or the hand is over. */
function revealCottage(s: HermitState, chosen: readonly (CardId | null)[], events: HermitEvent[]): HermitState {
  const hands = s.hands.slice();
  const cottage = s.cottage.slice();
  const added = s.cottageAdded.slice();
  let empty = true;
  for (let seat = 0; seat < n(s); seat++) {
    const c = chosen[seat];
    if (c) {
      hands[seat] = without(hands[seat] ?? [], c);
      cottage.push(c);
      added[seat] = [...(added[seat] ?? []), c];
    }
  }
  for (const h of hands) if (h.length > 0) empty = false;
  events.push({ type: 'cottage', cards: chosen });
  const next: HermitState = { ...s, hands, cottage, cottageAdded: added, chosen: noChoices(s), phase: 'start' };
  // Players with no cards left cannot start a trick; if no one can, the hand is over.
  return empty ? endHand(next, events) : next;
}

/**
 * After a card is played (the hands, tricks, taken tricks, discards and next trick number it leaves):
 * the next player to the left, new tricks when the table is clear, the end of the hand, in one new state.
 */
function afterPlay(
  s: HermitState,
  hands: HermitState['hands'],
  tricks: HermitState['tricks'],
  taken: HermitState['taken'],
  discarded: HermitState['discarded'],
  nextTrickId: number,
  events: HermitEvent[],
): HermitState {
  const players = n(s);
  let turn = left(s, s.turn);
  let empty = true;
  for (const h of hands) if (h.length > 0) empty = false;
  if (empty) return endHand({ ...s, hands, tricks, taken, discarded, nextTrickId, turn }, events);
  // A player with no cards left is passed over.
  for (let i = 0; i < players && (hands[turn]?.length ?? 0) === 0; i++) turn = (turn + 1) % players;
  if (tricks.length === 0) {
    const cottageTime = players === 2 && s.firstStartDone;
    return { ...s, hands, tricks, taken, discarded, nextTrickId, turn, phase: cottageTime ? 'cottage' : 'start', chosen: noChoices(s) };
  }
  return { ...s, hands, tricks, taken, discarded, nextTrickId, turn, phase: 'play' };
}

/** The personalities among these cards as a score line: "Personalities taken: Painter 3, Huntress 10". */
function personalityLine(ids: readonly CardId[], cottage: boolean): ScoreLine {
  const named: Message[] = [];
  let points = 0;
  for (const c of ids) {
    const f = factsOf(c);
    if (f.line === null) continue;
    named.push(f.line);
    points += f.points;
  }
  if (named.length === 0) return { label: cottage ? msg('hermit.score.cottage-none') : msg('hermit.score.taken-none'), points };
  const cards = commaChain(named);
  return { label: cottage ? msg('hermit.score.cottage', { cards }) : msg('hermit.score.taken', { cards }), points };
}

/** Scores a hand; then deals the next one or ends the match. */
export function endHand(s: HermitState, events: HermitEvent[]): HermitState {
  const players = n(s);
  const setAside: CardId[] = [];
  for (const t of s.tricks) for (const c of t.cards) setAside.push(c.card);
  // Loops, not flat() and flatMap(): the end of a hand was a third of a game's time.
  const takenCards: CardId[][] = [];
  const tricksTaken: number[] = [];
  const lines: ScoreLine[][] = [];
  // Each seat's points: its lines' points (the personalities among the cards it scores).
  let points: number[] = [];
  for (const ts of s.taken) {
    const cards: CardId[] = [];
    for (const t of ts) for (const c of t) cards.push(c);
    takenCards.push(cards);
    tricksTaken.push(ts.length);
    const line = personalityLine(cards, false);
    lines.push([line]);
    points.push(line.points);
  }
  // Two players: the Cottage goes to whoever took fewer tricks; on a tie it is discarded.
  let cottageTo = -1;
  if (players === 2) {
    const [a, b] = tricksTaken as [number, number];
    if (a !== b) {
      cottageTo = a < b ? 0 : 1;
      const line = personalityLine(s.cottage, true);
      lines[cottageTo]?.push(line);
      points[cottageTo] = (points[cottageTo] as number) + line.points;
    }
  }
  // The cards each seat scores: its tricks' cards, and the Cottage for the seat that takes it.
  const scored = s.options.pleasantCompany ? takenCards.map((cards, seat) => (seat === cottageTo ? [...cards, ...s.cottage] : cards)) : [];
  if (s.options.pleasantCompany) {
    scored.forEach((cards, seat) => {
      for (const [group, label] of [
        [MOON_PERSONALITIES, 'moons'],
        [SUN_PERSONALITIES, 'suns'],
      ] as const) {
        if (!group.every((c) => cards.includes(c))) continue;
        // Both groups share the Diplomat: it is zeroed once.
        const other = group === MOON_PERSONALITIES ? SUN_PERSONALITIES : MOON_PERSONALITIES;
        const both = other.every((c) => cards.includes(c));
        const value = group.reduce((a, c) => a + personalityPoints(c), 0) - (both && label === 'suns' ? personalityPoints('8MS') : 0);
        points[seat] = (points[seat] ?? 0) - value;
        lines[seat]?.push({ label: msg('hermit.score.pleasant-company', { s: label }), points: -value });
      }
    });
  }
  if (s.options.houseParty) {
    const takers = takenCards.map((cards, seat) => (cards.some((c) => personalityPoints(c) > 0) ? seat : -1)).filter((x) => x >= 0);
    if (takers.length === 1) {
      const only = takers[0] as number;
      // The party's points are the taker's personalities, without Pleasant Company (and, with two players, without the Cottage).
      const party = takenCards[only]?.reduce((a, c) => a + personalityPoints(c), 0) ?? 0;
      const share = party / (players - 1);
      points = points.map(() => 0);
      lines.forEach((l, seat) => {
        l.length = 0;
        if (seat === only) l.push({ label: msg('hermit.score.house-party-gives', { n: party }), points: 0 });
        else
          l.push({
            label: players === 2 ? msg('hermit.score.house-party-two') : msg('hermit.score.house-party-share', { n: party }),
            points: share,
          });
        points[seat] = seat === only ? 0 : share;
      });
    }
  }
  const result: HandResult = { hand: s.handNo, dealer: s.dealer, points, lines, tricksTaken, setAside };
  events.push({ type: 'hand-over', result });
  const scores = s.scores.map((x, i) => x + (points[i] ?? 0));
  const results = [...s.results, result];
  const over = players === 2 ? s.handNo + 1 >= TWO_PLAYER_HANDS : scores.some((x) => x >= s.options.target);
  if (over) {
    const best = Math.min(...scores);
    events.push({ type: 'match-over', scores, winners: scores.flatMap((x, i) => (Math.abs(x - best) < 1e-9 ? [i] : [])) });
    return { ...s, tricks: [], scores, results, phase: 'over', chosen: s.chosen.map(() => null) };
  }
  const base = { ...s, scores, results };
  return deal(base, s.handNo + 1, left(s, s.dealer), events);
}

export function outcome(s: HermitState): Outcome | null {
  if (s.phase !== 'over') return null;
  const best = Math.min(...s.scores);
  return {
    winners: s.scores.flatMap((x, i) => (Math.abs(x - best) < 1e-9 ? [i] : [])),
    scores: s.scores,
    breakdown: s.scores.map((_, seat) => s.results.map((r) => ({ label: msg('hermit.score.hand', { h: r.hand + 1 }), points: r.points[seat] ?? 0 }))),
  };
}

/** Where a card is: "hand:2", "trick:3", "taken:1", "cottage", "aside", "discarded", "leftover". */
export function locate(s: HermitState, id: CardId): string {
  for (let seat = 0; seat < n(s); seat++) if (s.hands[seat]?.includes(id)) return `hand:${seat}`;
  const t = s.tricks.find((x) => x.cards.some((c) => c.card === id));
  if (t) return `trick:${t.id}`;
  for (let seat = 0; seat < n(s); seat++) if (s.taken[seat]?.some((x) => x.includes(id))) return `taken:${seat}`;
  if (s.cottage.includes(id)) return 'cottage';
  if (s.leftover === id) return 'leftover';
  if (s.discarded.includes(id)) return 'discarded';
  return 'aside';
}

/**
 * Facts for example checks: "owner:T" → "seat:N", "none" or "gone"; "result:H:S" → seat S's points for
 * hand H (0-based), as written ("5⅓"); "hand" → the current hand number (0-based); "phase"; "taken:S" →
 * tricks seat S has taken this hand.
 */
export function fact(s: HermitState, key: string): string {
  const [kind, a, b] = key.split(':');
  switch (kind) {
    case 'owner': {
      const t = s.tricks.find((x) => x.id === Number(a));
      return t ? (t.owner === null ? 'none' : `seat:${t.owner}`) : 'gone';
    }
    case 'result': {
      const r = s.results[Number(a)];
      const p = r?.points[Number(b)];
      return p === undefined ? 'none' : formatPoints(p);
    }
    case 'hand':
      return String(s.handNo);
    case 'phase':
      return s.phase;
    case 'taken':
      return String(s.taken[Number(a)]?.length ?? 0);
    default:
      return 'unknown';
  }
}

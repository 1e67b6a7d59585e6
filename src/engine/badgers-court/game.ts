/**
 * Badger's Court's rules engine: the deal, matching, adding and building (with locked builds), laying a
 * card, the last taker's sweep of the Court, round scoring and the game to 17. Two players.
 */
import { BASIC_DECK, CARDS, EXTENDED_DECK, card, hasSuit, isPersonality, type CardId, type Rank } from '../deck';
import {
  createRng,
  err,
  highestScoreWins,
  highestSeats,
  msg,
  ok,
  shuffle,
  type Applied,
  type IllegalMove,
  type Message,
  type Outcome,
  type Result,
  type RuleRef,
  type ScoreLine,
} from '../core';
import { HAND_SIZE, RULES, TARGET, TRADITIONAL_TARGET } from './rules';
export { DEFAULT_OPTIONS } from './options';
import type { BadgersCourtEvent, BadgersCourtMove, BadgersCourtOptions, BadgersCourtState, CourtItem, RoundResult, Tally } from './state';
import { RANK_INDEX, RANK_VALUES, rankIndexOf, rankMany, rankOf, rankOne, rankValue, splitInto, unitRank, valueMode } from './values';
import type { BadgersCourtView } from './view';
import { factsOf, listCard } from './listing';

const other = (seat: number) => 1 - seat;

/** The cards a round is played with: the basic 36, or 44 with the Pawns and Courts (never the Excuse). */
export function deckFor(o: BadgersCourtOptions): readonly CardId[] {
  return o.deck === 'basic' ? BASIC_DECK : EXTENDED_DECK.filter((c) => card(c).rank !== null);
}

/** How many deals a round has: the Court's four cards come with the first; every deal gives each player four. */
export const dealsPerRound = (o: BadgersCourtOptions): number => (deckFor(o).length - HAND_SIZE) / (2 * HAND_SIZE);

/** Every card in an item, bottom to top. */
export function itemCards(item: CourtItem): CardId[] {
  // Not units.flat(): judging moves calls this very often, and flat() is slow. One unit (a loose card,
  // an open build) is copied at its length.
  if (item.units.length === 1) return (item.units[0] as readonly CardId[]).slice();
  const out: CardId[] = [];
  for (const u of item.units) for (const c of u) out.push(c);
  return out;
}
export const isBuild = (item: CourtItem): boolean => item.owner !== null;
export const isLocked = (item: CourtItem): boolean => item.owner !== null && item.units.length >= 2;
/** The card that names an item in moves: its bottom card. */
export const itemId = (item: CourtItem): CardId => item.units[0]?.[0] as CardId;

/**
 * Two lists joined, in a list of exactly their length: concat, slice-and-push and spreads were each a
 * few times slower, and a list grown by push keeps room for 17 (every move makes a few such lists).
 */
function joined<T>(a: readonly T[], b: readonly T[]): T[] {
  const n = a.length;
  const out = new Array<T>(n + b.length);
  for (let i = 0; i < n; i++) out[i] = a[i] as T;
  for (let i = 0; i < b.length; i++) out[n + i] = b[i] as T;
  return out;
}

/** A list with one more at its end, as `joined`. */
function plus<T>(a: readonly T[], x: T): T[] {
  const n = a.length;
  const out = new Array<T>(n + 1);
  for (let i = 0; i < n; i++) out[i] = a[i] as T;
  out[n] = x;
  return out;
}

/**
 * Each card's place in the tables by card below: a hash of its id's letters, one place each in the
 * deck; -1 for another id (the tables replace maps, which cost more than they saved at every move).
 */
const SLOT_IDS: (CardId | undefined)[] = [];
const slotKey = (c: CardId): number => (c.charCodeAt(0) + c.charCodeAt(1) * 21 + (c.length > 2 ? c.charCodeAt(2) : 0)) & 255;
for (const c of EXTENDED_DECK) if (c.length > 1) SLOT_IDS[slotKey(c)] = c;
function slotOf(c: CardId): number {
  if (c.length < 2) return -1;
  const k = slotKey(c);
  return SLOT_IDS[k] === c ? k : -1;
}

/**
 * A loose card in the Court. Items are never changed, so each card of the deck has one, made once (every
 * card laid made three objects); another id gets its own.
 */
const LOOSE: CourtItem[] = [];
for (const c of EXTENDED_DECK) if (c.length > 1) LOOSE[slotKey(c)] = { units: [[c]], rank: rankOf(c), owner: null };
function loose(c: CardId): CourtItem {
  const k = slotOf(c);
  return k >= 0 ? (LOOSE[k] as CourtItem) : { units: [[c]], rank: rankOf(c), owner: null };
}

/** The Court item holding this card, if any. */
export function itemOf(s: Pick<BadgersCourtState, 'court'>, c: CardId): CourtItem | undefined {
  // Loops, not find, some or includes: judging every move calls this, for each item it names. Moves name
  // an item by its bottom card (`itemId`), so those are looked at first; a card is in one item only.
  for (const it of s.court) if (it.units[0]?.[0] === c) return it;
  for (const it of s.court) for (const u of it.units) for (let i = 0; i < u.length; i++) if (u[i] === c) return it;
  return undefined;
}

/** What stays through a round: every state field but the cards' places, the deal and the turn. */
type Base = Omit<BadgersCourtState, 'hands' | 'stock' | 'court' | 'piles' | 'lastTaker' | 'deal' | 'turn'>;

/**
 * A state, its fields always in this order: every state the engine makes has the one shape (a copy by
 * spreading a state of another shape was a fifth of the bench's time), and its JSON is as it always was.
 */
export function stateOf(
  b: Base,
  hands: BadgersCourtState['hands'],
  stock: BadgersCourtState['stock'],
  court: BadgersCourtState['court'],
  piles: BadgersCourtState['piles'],
  lastTaker: number | null,
  deal: number,
  turn: number,
): BadgersCourtState {
  return {
    game: b.game,
    options: b.options,
    seed: b.seed,
    round: b.round,
    dealer: b.dealer,
    scores: b.scores,
    results: b.results,
    phase: b.phase,
    hands,
    stock,
    court,
    piles,
    lastTaker,
    deal,
    turn,
  };
}

function deal(s: BadgersCourtState, events: BadgersCourtEvent[], first: boolean): BadgersCourtState {
  // One card at a time from the top of the stock: the non-dealer, the dealer, and the Court on the first
  // deal, until each has four or the stock runs out: the card at place t goes to the (t mod k)th of them.
  const k = first ? 3 : 2;
  const top = Math.min(HAND_SIZE * k, s.stock.length);
  // Each list made at its length: the places t < top with t mod k = j.
  const size = (j: number) => (top > j ? Math.floor((top - 1 - j) / k) + 1 : 0);
  const first0 = other(s.dealer) === 0;
  const dealt: CardId[][] = [new Array<CardId>(size(first0 ? 0 : 1)), new Array<CardId>(size(first0 ? 1 : 0))];
  const courtDealt = new Array<CardId>(k === 3 ? size(2) : 0);
  for (let t = 0; t < top; t++) {
    const c = s.stock[t] as CardId;
    const at = t % k;
    if (at === 2) courtDealt[(t - 2) / 3] = c;
    else (dealt[at === 0 ? other(s.dealer) : s.dealer] as CardId[])[(t - at) / k] = c;
  }
  // The hands and the Court with the cards dealt, each a list of its length (`joined`).
  const hands = [joined(s.hands[0] ?? [], dealt[0] as CardId[]), joined(s.hands[1] ?? [], dealt[1] as CardId[])];
  let court = s.court;
  if (courtDealt.length > 0) {
    const laid = new Array<CourtItem>(courtDealt.length);
    for (let i = 0; i < laid.length; i++) laid[i] = loose(courtDealt[i] as CardId);
    court = joined(court, laid);
  }
  const stock = s.stock.slice(top);
  const deal = first ? 1 : s.deal + 1;
  events.push({ type: 'deal', round: s.round, deal, dealer: s.dealer, hands: dealt, court: courtDealt });
  return stateOf(s, hands, stock, court, s.piles, s.lastTaker, deal, other(s.dealer));
}

function startRound(base: Base, events: BadgersCourtEvent[]): BadgersCourtState {
  const stock = shuffle(deckFor(base.options), createRng(`badgers-court:${base.seed}:${base.round}`));
  return deal(stateOf(base, [[], []], stock, [], [[], []], null, 0, other(base.dealer)), events, true);
}

export function newGame(options: BadgersCourtOptions, seed: string): BadgersCourtState {
  const dealer = options.firstDealer ?? createRng(`badgers-court-dealer:${seed}`).int(2);
  return startRound({ game: 'badgers-court', options, seed, round: 0, dealer, scores: [0, 0], results: [], phase: 'play' }, []);
}

export const toAct = (s: BadgersCourtState): number | null => (s.phase === 'over' ? null : s.turn);
export const waitingFor = (s: BadgersCourtState): number[] => (s.phase === 'over' ? [] : [s.turn]);

const refuse = (code: string, message: Message, rule: RuleRef): IllegalMove => ({ code, message, rule });
const illegal = (code: string, message: Message, rule: RuleRef): Result<never, IllegalMove> => err(refuse(code, message, rule));

/** A card's short name with its rank, for refusals: "the Lunatic (6)" (an Ace's name says its rank). */
const named = (c: CardId): Message => msg('badgers-court.refuse.card-rank', { c, r: rankOf(c) });

/** The builds this seat owns whose rank it no longer holds, given its hand after a move. */
function unkeptBuild(court: readonly CourtItem[], seat: number, hand: readonly CardId[]): CourtItem | undefined {
  for (const it of court) {
    if (it.owner !== seat) continue;
    let held = false;
    for (const c of hand) if (rankOf(c) === it.rank) held = true;
    if (!held) return it;
  }
  return undefined;
}

/*
 * Scratch lists for judging a move, filled and then copied out at their length: lists grown one push at
 * a time take room for 17, and judging runs for every move played. Judging never nests.
 */
const pickScratch: CourtItem[] = [];
const cardScratch: CardId[] = [];

/** Do the loose cards among these items split into groups that each make the rank (a capture's adding)? */
function takesLoose(picked: readonly CourtItem[], rank: Rank, o: BadgersCourtOptions): boolean {
  // The usual capture by matching, each loose card of the rank, needs no search; nor do loose cards that
  // all have a value and add up to the rank's, one group (no card has a value below 1).
  const values = RANK_VALUES[valueMode(o)] as readonly number[];
  let matches = true;
  let valued = true;
  let sum = 0;
  for (const it of picked) {
    if (isBuild(it)) continue;
    if (it.units.length !== 1 || it.units[0]?.length !== 1 || rankOf(it.units[0]?.[0] as CardId) !== rank) matches = false;
    for (const u of it.units)
      for (const c of u) {
        const v = values[rankIndexOf(c)] ?? -1;
        if (v < 0) valued = false;
        sum += v;
      }
  }
  if (matches || (valued && sum === values[RANK_INDEX[rank]])) return true;
  const loosePicked: CardId[][] = [];
  for (const it of picked) if (!isBuild(it)) loosePicked.push(itemCards(it));
  return splitInto(loosePicked, rank, o) !== null;
}

/**
 * The hand without the card played (a hand holds it). A loop into a copy one card shorter: a list grown
 * one push at a time takes room for 17 cards, and every move makes one.
 */
function without(hand: readonly CardId[], played: CardId): CardId[] {
  // Written into a list of its length, not a slice written over (a hand holds the card played).
  const rest = new Array<CardId>(hand.length - 1);
  let n = 0;
  for (let i = 0; i < hand.length; i++) if (hand[i] !== played) rest[n++] = hand[i] as CardId;
  // Shortened only for a made-up hand holding the card twice: setting a list's length is a slow call.
  if (n < rest.length) rest.length = n;
  return rest;
}

/**
 * What judging a legal move found: the Court and the hand after it, its events, the cards taken. Filled
 * by `resolve` and read at once (judging never nests), so judging a move makes no object to say it.
 */
const judged: { court: CourtItem[]; hand: CardId[]; events: BadgersCourtEvent[]; took: readonly CardId[] | null } = {
  court: [],
  hand: [],
  events: [],
  took: null,
};
function judge(court: CourtItem[], hand: CardId[], events: BadgersCourtEvent[], took: readonly CardId[] | null): null {
  judged.court = court;
  judged.hand = hand;
  judged.events = events;
  judged.took = took;
  return null;
}

/** What judging a move needs: the hands, the Court and the options (a seat's view has them for that seat). */
type Judged = Pick<BadgersCourtState, 'hands' | 'court' | 'options'>;

/** Checks a move against the rules: why it is illegal, or null, with what it does in `judged` (without moving on to the next turn). */
function resolve(s: Judged, m: BadgersCourtMove, seat: number): IllegalMove | null {
  const hand = s.hands[seat] ?? [];
  let inHand = false;
  for (let i = 0; i < hand.length; i++) if (hand[i] === m.card) inHand = true;
  if (!inHand) return refuse('not-in-hand', msg('badgers-court.refuse.not-in-hand', { c: m.card }), RULES.turn);
  const rest = without(hand, m.card);
  if (m.type === 'lay') return resolveLay(s, m.card, seat, rest);

  // The items named by the move, each once. (Loops rather than find, filter and flatMap here and below:
  // every move played is judged, and the bench plays thousands of games a second.)
  let count = 0;
  for (const id of m.items) {
    const it = itemOf(s, id);
    if (!it) return refuse('not-in-court', msg('badgers-court.refuse.not-in-court', { c: id }), RULES.turn);
    let again = false;
    for (let i = 0; i < count; i++) if (pickScratch[i] === it) again = true;
    if (!again) pickScratch[count++] = it;
  }
  const picked = pickScratch.slice(0, count);
  if (picked.length === 0) return refuse('nothing-chosen', nothingChosen(s, m), m.type === 'take' ? RULES.matching : RULES.building);
  // The rest of the Court, in a copy of its length (the items picked are distinct items of the Court),
  // with a last place kept for a build's new item.
  const remaining = new Array<CourtItem>(s.court.length - (m.type === 'build' ? count - 1 : count));
  let kept = 0;
  for (const it of s.court) {
    let chosen = false;
    for (let i = 0; i < count; i++) if (picked[i] === it) chosen = true;
    if (!chosen) remaining[kept++] = it;
  }
  return m.type === 'take' ? resolveTake(s, m, seat, rest, picked, remaining) : resolveBuild(s, m, seat, rest, picked, remaining);
}

/** What to choose for a take or a build that names no Court card: for a build, the sum it needs (0: none to say). */
function nothingChosen(s: Judged, m: BadgersCourtMove): Message {
  if (m.type !== 'build') return msg('badgers-court.refuse.choose-take');
  const v = rankValue(m.rank, s.options) ?? 0;
  return msg('badgers-court.refuse.choose-build', { c: m.card, v: v > (rankValue(rankOf(m.card), s.options) ?? v) ? v : 0, one: rankOne(m.rank) });
}

/*
 * Each kind of move is judged by its own function: small functions are optimised sooner and on their
 * own, which counts when the bench times a few dozen games.
 */

function resolveLay(s: Judged, played: CardId, seat: number, rest: CardId[]): IllegalMove | null {
  const court = plus(s.court, loose(played));
  const unkept = unkeptBuild(court, seat, rest);
  if (unkept)
    return refuse(
      'keep-build-card',
      msg('badgers-court.refuse.keep-build-lay', { many: rankMany(unkept.rank), one: rankOne(unkept.rank), c: played }),
      RULES.building,
    );
  return judge(court, rest, [{ type: 'lay', seat, card: played }], null);
}

function resolveTake(
  s: Judged,
  m: Extract<BadgersCourtMove, { type: 'take' }>,
  seat: number,
  rest: CardId[],
  picked: CourtItem[],
  remaining: CourtItem[],
): IllegalMove | null {
  const rank = rankOf(m.card);
  const o = s.options;
  let wrongBuild: CourtItem | undefined;
  for (const it of picked) if (wrongBuild === undefined && isBuild(it) && it.rank !== rank) wrongBuild = it;
  if (wrongBuild)
    return refuse(
      'build-rank',
      msg('badgers-court.refuse.build-rank', { many: rankMany(wrongBuild.rank), one: rankOne(wrongBuild.rank), played: named(m.card) }),
      RULES.building,
    );
  if (!takesLoose(picked, rank, o)) {
    const loosePicked: CardId[][] = [];
    for (const it of picked) if (!isBuild(it)) loosePicked.push(itemCards(it));
    const cards = loosePicked.flat();
    return refuse(
      'does-not-add-up',
      cards.length === 1
        ? msg('badgers-court.refuse.not-that-rank', { c: cards[0], one: rankOne(rank), played: named(m.card) })
        : msg('badgers-court.refuse.no-groups', { one: rankOne(rank), played: named(m.card) }),
      RULES.adding,
    );
  }
  let left: CourtItem | undefined;
  for (const it of remaining) if (left === undefined && it.rank === rank) left = it;
  if (left)
    return refuse(
      'take-every-match',
      isBuild(left) ? msg('badgers-court.refuse.take-every-build', { many: rankMany(rank) }) : msg('badgers-court.refuse.take-every-card', { c: itemId(left) }),
      RULES.matching,
    );
  const unkept = unkeptBuild(remaining, seat, rest);
  if (unkept)
    return refuse('keep-build-card', msg('badgers-court.refuse.keep-build', { many: rankMany(unkept.rank), one: rankOne(unkept.rank) }), RULES.building);
  let count = 0;
  let builds = 0;
  for (const it of picked) {
    for (const u of it.units) for (const c of u) cardScratch[count++] = c;
    if (isBuild(it)) builds++;
  }
  cardScratch[count++] = m.card;
  const taken = cardScratch.slice(0, count);
  return judge(remaining, rest, [{ type: 'take', seat, card: m.card, taken, builds, sweep: remaining.length === 0 }], taken);
}

function resolveBuild(
  s: Judged,
  m: Extract<BadgersCourtMove, { type: 'build' }>,
  seat: number,
  rest: CardId[],
  picked: CourtItem[],
  remaining: CourtItem[],
): IllegalMove | null {
  const o = s.options;
  const target = m.rank;
  let holds = false;
  for (const c of rest) if (rankOf(c) === target) holds = true;
  if (!holds) return refuse('build-without-card', msg('badgers-court.refuse.build-without-card', { r: target }), RULES.building);
  let lockedWrong: CourtItem | undefined;
  for (const it of picked) if (lockedWrong === undefined && isLocked(it) && it.rank !== target) lockedWrong = it;
  if (lockedWrong)
    return refuse('build-locked', msg('badgers-court.refuse.build-locked', { many: rankMany(lockedWrong.rank), into: rankMany(target) }), RULES.locked);
  // Locked builds keep their groups; the other items and the card played are split into groups anew
  // (an item of one group is read as it is: the split makes new lists).
  const locked: (readonly CardId[])[] = [];
  const chunks: (readonly CardId[])[] = [];
  for (const it of picked) {
    if (isLocked(it)) for (const u of it.units) locked.push(u);
    else chunks.push(it.units.length === 1 ? (it.units[0] as readonly CardId[]) : itemCards(it));
  }
  chunks.push([m.card]);
  const units = splitInto(chunks, target, o);
  if (!units) {
    const total = unitRank(chunks.flat(), o);
    return refuse(
      'build-does-not-add-up',
      total && chunks.length > 1 && total !== target
        ? msg('badgers-court.refuse.build-makes', { one: rankOne(total), target: rankOne(target), many: rankMany(total) })
        : msg('badgers-court.refuse.build-cannot', { many: rankMany(target), one: rankOne(target) }),
      RULES.building,
    );
  }
  const unitsKept = locked.length === 0 ? units : locked.concat(units);
  const build: CourtItem = { units: unitsKept, rank: target, owner: seat };
  remaining[remaining.length - 1] = build;
  const court = remaining;
  const unkept = unkeptBuild(court, seat, rest);
  if (unkept)
    return refuse('keep-build-card', msg('badgers-court.refuse.keep-build', { many: rankMany(unkept.rank), one: rankOne(unkept.rank) }), RULES.building);
  let before: CourtItem | undefined;
  for (const it of picked) if (before === undefined && isBuild(it)) before = it;
  // itemCards, not flat(): flat() was 3% of the bench's time, here alone.
  const cards = itemCards(build);
  return judge(
    court,
    rest,
    [
      {
        type: 'build',
        seat,
        card: m.card,
        rank: target,
        cards,
        locked: unitsKept.length >= 2,
        raised: before && before.rank !== target ? before.rank : null,
        from: before ? before.owner : null,
      },
    ],
    null,
  );
}

/** What a pile holds, as the scoring counts it: cards, Crowns, Aces, personalities, Moons. */
export function tally(pile: readonly CardId[]): Tally {
  // One pass over the pile, each card's counts read from one table: every round ends by tallying both piles.
  let crowns = 0,
    aces = 0,
    personalities = 0,
    moons = 0;
  for (let i = 0; i < pile.length; i++) {
    const id = pile[i] as CardId;
    const k = slotOf(id);
    const b = k >= 0 ? (COUNTS[k] as number) : (OTHER_COUNTS.get(id) ?? 0);
    crowns += b & 1;
    aces += (b >> 1) & 1;
    personalities += (b >> 2) & 1;
    moons += b >> 3;
  }
  return { cards: pile.length, crowns, aces, personalities, moons };
}

/** What each card counts for in a tally, as bits: a Crown 1, an Ace 2, a personality 4, a Moon 8 (by `slotOf`, and any other card by id). */
const COUNTS = new Int8Array(256);
const OTHER_COUNTS = new Map<CardId, number>();
for (const c of CARDS) {
  const b = (c.rank === 'C' ? 1 : 0) + (c.rank === 'A' ? 2 : 0) + (isPersonality(c) ? 4 : 0) + (hasSuit(c, 'moons') ? 8 : 0);
  const k = slotOf(c.id);
  if (k >= 0) COUNTS[k] = b;
  else OTHER_COUNTS.set(c.id, b);
}

/** The categories a round scores by who has the most of them. */
type Category = 'cards' | 'moons' | 'crowns' | 'aces' | 'personalities';

/**
 * Each category's score line, "Most Crowns" (its key `k` for facts and tables), and the line when one
 * player took all of them, "Most Crowns: all of them (doubled)". Made once: every round ends with a few.
 */
const WHAT: Readonly<Record<Category, Message>> = {
  cards: msg('badgers-court.score.cards'),
  moons: msg('badgers-court.score.suit', { s: 'moons' }),
  crowns: rankMany('C'),
  aces: rankMany('A'),
  personalities: msg('badgers-court.score.personalities'),
};
const MOST = {} as Record<Category, Message>;
const ALL = {} as Record<Category, Message>;
for (const k of Object.keys(WHAT) as Category[]) {
  MOST[k] = msg('badgers-court.score.most', { k, what: WHAT[k] });
  ALL[k] = msg('badgers-court.score.all', { l: MOST[k] });
}
const ORIGIN = msg('badgers-court.score.origin', { c: '2WL' });
const END = msg('badgers-court.score.end', { c: 'CL' });
const EVERY_POINT = msg('badgers-court.score.every-point');
const ALL_THREE = msg('badgers-court.score.all-three');
const LITTLE_CASINO = msg('badgers-court.score.little-casino', { c: '2WL' });
const BIG_CASINO = msg('badgers-court.score.big-casino', { c: 'CL' });

/**
 * A score line's key, for facts and for telling lines apart: "most:crowns", "all:crowns" (doubled),
 * "aces" (the traditional Aces), "origin", "end", "every-point", "personalities", "all-three",
 * "little-casino", "big-casino".
 */
export function lineKey(label: Message): string {
  const name = label.id.slice('badgers-court.score.'.length);
  const inner = name === 'all' ? label.p?.l : label;
  const k = typeof inner === 'object' && inner !== null && !Array.isArray(inner) ? (inner as Message).p?.k : undefined;
  return typeof k === 'string' ? `${name}:${k}` : name;
}

/** A round's points from the two piles, by the chosen scoring. Ties score nothing (`ties`: the lines nobody scored). */
export function scoreRound(piles: readonly (readonly CardId[])[], o: BadgersCourtOptions): { lines: ScoreLine[][]; ties: Message[]; tallies: Tally[] } {
  // Loops and functions made once, not callbacks made for each round: under tsx (the bench) each
  // function made at run time is also named, which cost as much as the scoring itself.
  const r: RoundScore = { tallies: [tally(piles[0] ?? []), tally(piles[1] ?? [])], lines: [[], []], ties: [], won: [[], []], deck: deckTally(o) };
  const { tallies, lines, ties, won } = r;
  if (o.variant === 'traditional') {
    most(r, 'cards', 1, false);
    most(r, 'moons', 1, false);
    for (let seat = 0; seat < 2; seat++) {
      const t = tallies[seat] as Tally;
      if (t.aces > 0) lines[seat]?.push({ label: msg('badgers-court.score.aces', { n: t.aces }), points: t.aces });
    }
    const origin = holder(piles, '2WL');
    if (origin >= 0) lines[origin]?.push({ label: ORIGIN, points: 1 });
    const end = holder(piles, 'CL');
    if (end >= 0) lines[end]?.push({ label: END, points: 2 });
    for (let seat = 0; seat < 2; seat++) {
      const all = won[seat]?.includes('cards') && won[seat]?.includes('moons') && tallies[seat]?.aces === r.deck.aces && origin === seat && end === seat;
      if (all) lines[seat]?.push({ label: EVERY_POINT, points: 1 });
    }
    return { lines, ties, tallies };
  }
  most(r, 'crowns', 1, true);
  most(r, 'aces', 2, true);
  if (o.personalityPoints) {
    const a = (tallies[0] as Tally).personalities;
    const b = (tallies[1] as Tally).personalities;
    for (let seat = 0; seat < 2; seat++) {
      const n = (tallies[seat] as Tally).personalities;
      if (n > 0) lines[seat]?.push({ label: msg('badgers-court.score.personalities-each', { n }), points: n });
    }
    if (a !== b) won[a > b ? 0 : 1]?.push('personalities');
  } else most(r, 'personalities', 3, true);
  for (let seat = 0; seat < 2; seat++) if (won[seat]?.length === 3) lines[seat]?.push({ label: ALL_THREE, points: 1 });
  if (o.casinos) {
    const origin = holder(piles, '2WL');
    if (origin >= 0) lines[origin]?.push({ label: LITTLE_CASINO, points: 1 });
    const end = holder(piles, 'CL');
    if (end >= 0) lines[end]?.push({ label: BIG_CASINO, points: 2 });
  }
  return { lines, ties, tallies };
}

/** A round's scoring as it is made: both tallies, each seat's lines, the lines tied, the categories each seat won, and the deck's own tally. */
interface RoundScore {
  readonly tallies: Tally[];
  readonly deck: Tally;
  readonly lines: ScoreLine[][];
  readonly ties: Message[];
  readonly won: Category[][];
}

/** Each deck's tally, made once: how many of each category a round is played with. */
const DECK_TALLIES: Partial<Record<BadgersCourtOptions['deck'], Tally>> = {};
const deckTally = (o: BadgersCourtOptions): Tally => (DECK_TALLIES[o.deck] ??= tally(deckFor(o)));

/**
 * Scores a category (a tally's count) to the seat with more of it, doubled when `doubles` and that seat
 * took every card of the category in the deck (the rule's "all the cards in a category"; at the end of a
 * round every card is in a pile, so the other seat then has none); a tie scores nothing.
 */
function most(r: RoundScore, k: Category, points: number, doubles: boolean): void {
  const a = (r.tallies[0] as Tally)[k];
  const b = (r.tallies[1] as Tally)[k];
  if (a === b) {
    if (a > 0) r.ties.push(MOST[k]);
    return;
  }
  const seat = a > b ? 0 : 1;
  const sweep = doubles && Math.max(a, b) === r.deck[k];
  r.lines[seat]?.push({ label: sweep ? ALL[k] : MOST[k], points: sweep ? points * 2 : points });
  r.won[seat]?.push(k);
}

/** The seat whose pile holds this card, or -1. */
function holder(piles: readonly (readonly CardId[])[], id: CardId): number {
  for (let seat = 0; seat < piles.length; seat++) if ((piles[seat] as readonly CardId[]).includes(id)) return seat;
  return -1;
}

const targetReached = (scores: readonly number[], o: BadgersCourtOptions) =>
  o.variant === 'traditional' ? Math.max(...scores) >= TRADITIONAL_TARGET : Math.max(...scores) > TARGET;

/** After a move: deal, draw, or end the round (the last taker sweeps the Court), score, and go on or end. */
function afterTurn(s: BadgersCourtState, seat: number, events: BadgersCourtEvent[]): BadgersCourtState {
  if (s.options.drawEachTurn && s.stock.length > 0) {
    const [c, ...stock] = s.stock;
    events.push({ type: 'draw', seat, card: c as CardId });
    s = stateOf(
      s,
      s.hands.map((h, i) => (i === seat ? [...h, c as CardId] : h)),
      stock,
      s.court,
      s.piles,
      s.lastTaker,
      s.deal,
      s.turn,
    );
  }
  let held = false;
  for (const h of s.hands) if (h.length > 0) held = true;
  if (held) return stateOf(s, s.hands, s.stock, s.court, s.piles, s.lastTaker, s.deal, other(seat));
  if (s.stock.length > 0) return deal(s, events, false);
  // The round is over: the last taker takes what is left in the Court.
  const rest: CardId[] = [];
  for (const it of s.court) for (const u of it.units) for (const c of u) rest.push(c);
  let piles = s.piles;
  if (rest.length > 0) {
    events.push({ type: 'rest', seat: s.lastTaker, cards: rest });
    if (s.lastTaker !== null) {
      const both = piles.slice();
      both[s.lastTaker] = [...(piles[s.lastTaker] ?? []), ...rest];
      piles = both;
    }
  }
  const { lines, ties, tallies } = scoreRound(piles, s.options);
  const points: number[] = [];
  const totals: number[] = [];
  for (let i = 0; i < s.scores.length; i++) {
    let p = 0;
    for (const x of lines[i] ?? []) p += x.points;
    points.push(p);
    totals.push((s.scores[i] as number) + p);
  }
  const result: RoundResult = { round: s.round, dealer: s.dealer, tallies, lines, points, totals, ties };
  events.push({ type: 'round-over', result });
  const results = [...s.results, result];
  if (targetReached(totals, s.options) && totals[0] !== totals[1]) {
    events.push({ type: 'over', scores: totals, winners: highestSeats(totals) });
    return stateOf({ ...s, scores: totals, results, phase: 'over' }, s.hands, s.stock, [], piles, s.lastTaker, s.deal, s.turn);
  }
  return startRound(
    {
      game: s.game,
      options: s.options,
      seed: s.seed,
      round: s.round + 1,
      dealer: other(s.dealer),
      scores: totals,
      results,
      phase: 'play',
    },
    events,
  );
}

export function apply(s: BadgersCourtState, m: BadgersCourtMove, by?: number): Result<Applied<BadgersCourtState, BadgersCourtEvent>, IllegalMove> {
  if (s.phase === 'over') return illegal('game-over', msg('badgers-court.refuse.game-over'), RULES.end);
  if (by !== undefined && by !== s.turn) return illegal('not-your-turn', msg('badgers-court.refuse.not-your-turn'), RULES.turn);
  const seat = s.turn;
  const refused = resolve(s, m, seat);
  if (refused) return err(refused);
  const { court, hand, events, took } = judged;
  // Two hands (always, but for a made-up position) as a list written out: quicker than a slice.
  const hands = s.hands.length === 2 ? (seat === 0 ? [hand, s.hands[1] as CardId[]] : [s.hands[0] as CardId[], hand]) : s.hands.slice();
  hands[seat] = hand;
  let piles = s.piles;
  if (took) {
    const pile = joined(piles[seat] ?? [], took);
    const both: (readonly CardId[])[] = piles.slice();
    both[seat] = pile;
    piles = both;
  }
  const lastTaker = took ? seat : s.lastTaker;
  let held = false;
  for (const h of hands) if (h.length > 0) held = true;
  // The usual turn (no card to draw, cards left in hand) makes one new state, not two.
  const next: BadgersCourtState =
    !(s.options.drawEachTurn && s.stock.length > 0) && held
      ? stateOf(s, hands, s.stock, court, piles, lastTaker, s.deal, other(seat))
      : afterTurn(stateOf(s, hands, s.stock, court, piles, lastTaker, s.deal, s.turn), seat, events);
  return ok({ state: next, events });
}

/** Is this move legal here? For the computer and for checks; the reason comes from `apply`. */
export const isLegal = (s: Turn, m: BadgersCourtMove): boolean => s.phase === 'play' && resolve(s, m, s.turn) === null;

/** What listing and judging moves needs: the seat to play, its hand, the Court, the options and the phase. */
type Turn = Judged & Pick<BadgersCourtState, 'turn' | 'phase'>;

/** How many ways one card may take, or build, that `listMoves` looks at before it stops listing. */
export const WAYS_PER_CARD = 2000;

/**
 * The legal moves: each card laid, each capture (every card and build of the played rank, plus any set
 * of separate groups adding up to it) and each build, each listed once (listing.ts). A Court crowded
 * with small cards can allow a card thousands of ways to take or build; past `WAYS_PER_CARD` for one card
 * and kind the list stops growing and `complete` is false. Every listed move is legal either way, and
 * `apply` judges any move, listed or not.
 */
export function listMoves(s: Turn, ways = WAYS_PER_CARD, only?: CardId): { moves: BadgersCourtMove[]; complete: boolean } {
  const moves: BadgersCourtMove[] = [];
  if (s.phase === 'over') return { moves, complete: true };
  const hand = s.hands[s.turn] ?? [];
  let complete = true;
  const facts = factsOf(s.court, s.options, s.turn, hand);
  if (facts === null) return { moves, complete };
  for (let i = 0; i < hand.length; i++) if ((only === undefined || hand[i] === only) && !listCard(facts, hand, i, ways, moves)) complete = false;
  return { moves, complete };
}

export function legalMoves(s: BadgersCourtState): BadgersCourtMove[] {
  const moves: BadgersCourtMove[] = [];
  if (s.phase === 'over') return moves;
  const hand = s.hands[s.turn] ?? [];
  const facts = factsOf(s.court, s.options, s.turn, hand);
  if (facts !== null) for (let i = 0; i < hand.length; i++) listCard(facts, hand, i, WAYS_PER_CARD, moves);
  return moves;
}

export function outcome(s: BadgersCourtState): Outcome | null {
  if (s.phase !== 'over') return null;
  return highestScoreWins(
    s.scores,
    s.scores.map((_, seat) => s.results.map((r) => ({ label: msg('badgers-court.score.round', { n: r.round + 1 }), points: r.points[seat] ?? 0 }))),
  );
}

/** Where a card is: "hand:0", "court", "build:1" (in a build seat 1 owns), "pile:0", "stock", "out". */
export function locate(s: BadgersCourtState, id: CardId): string {
  for (let seat = 0; seat < 2; seat++) if (s.hands[seat]?.includes(id)) return `hand:${seat}`;
  const it = itemOf(s, id);
  if (it) return it.owner === null ? 'court' : `build:${it.owner}`;
  for (let seat = 0; seat < 2; seat++) if (s.piles[seat]?.includes(id)) return `pile:${seat}`;
  if (s.stock.includes(id)) return 'stock';
  return 'out';
}

/**
 * Facts for example checks: "build:8WL" → "9:0:open" (rank, owner, open or locked) or "none";
 * "turn" → "seat:1"; "round" → "2"; "points:0" → the last round's points for seat 0;
 * "line:0:most:aces" → the points for seat 0 in the last round of the line with that key (`lineKey`), or "none";
 * "ties" → the keys of the lines nobody scored, "most:aces,…".
 */
export function fact(s: BadgersCourtState, key: string): string {
  const [kind, a, ...more] = key.split(':');
  const b = more.join(':');
  const last = s.results[s.results.length - 1];
  switch (kind) {
    case 'build': {
      const it = itemOf(s, a ?? '');
      return it && it.owner !== null ? `${it.rank}:${it.owner}:${isLocked(it) ? 'locked' : 'open'}` : 'none';
    }
    case 'turn':
      return s.phase === 'over' ? 'over' : `seat:${s.turn}`;
    case 'round':
      return String(s.round + 1);
    case 'points':
      return last ? String(last.points[Number(a)] ?? 0) : 'none';
    case 'line': {
      const line = last?.lines[Number(a)]?.find((l) => lineKey(l.label) === b);
      return line ? String(line.points) : 'none';
    }
    case 'ties':
      return last ? last.ties.map(lineKey).join(',') : 'none';
    case 'court':
      return String(s.court.length);
    default:
      return 'unknown';
  }
}

/** Round totals so far, for example checks. */
export const scores = (s: BadgersCourtState): readonly number[] => s.scores;

/** A state, or one seat's view of it: the selectors below answer for either. */
type Either = BadgersCourtState | BadgersCourtView;

/** The seat choosing (the one to play in a state, the viewer in a view) and what judging its moves needs. */
function turnOf(s: Either): Turn {
  if ('hands' in s) return s;
  const v = s as BadgersCourtView;
  return {
    hands: v.handCounts.map((_, i) => (i === v.seat ? v.hand : [])),
    court: v.court,
    options: v.options,
    turn: v.seat,
    phase: v.turn === v.seat ? v.phase : 'over',
  };
}

/** What a seat has taken this round, as the scoring counts it (captures are made in plain sight). */
export const pileTally = (s: Pick<BadgersCourtState, 'piles'>, seat: number): Tally => tally(s.piles[seat] ?? []);

/**
 * The ranks a card may be played "building" now, as the rules judge it. With Court items chosen (by
 * any of their cards): the ranks a build of exactly those items makes. With none chosen yet: every rank
 * some build with this card makes. Empty when it is not this seat's turn.
 */
export function buildChoices(s: Either, played: CardId, items: readonly CardId[]): Rank[] {
  const t = turnOf(s);
  if (t.phase !== 'play') return [];
  const hand = t.hands[t.turn] ?? [];
  const ranks = [...new Set(hand.filter((c) => c !== played).map(rankOf))];
  if (items.length > 0) return ranks.filter((rank) => isLegal(t, { type: 'build', card: played, items, rank }));
  const built = new Set(listMoves(t, WAYS_PER_CARD, played).moves.flatMap((m) => (m.type === 'build' ? [m.rank] : [])));
  return ranks.filter((r) => built.has(r));
}

/** A way to try playing a chosen card: take with it, build a rank with it, or lay it in the Court. */
export interface PlayChoice {
  kind: 'take' | 'build' | 'lay';
  rank?: Rank;
}

/**
 * The plays to offer for a chosen card: take, each build `buildChoices` allows, and lay. Take and lay
 * are always offered, so a reader may try them and hear from `apply` why not.
 */
export function playChoices(s: Either, played: CardId, items: readonly CardId[]): PlayChoice[] {
  return [{ kind: 'take' }, ...buildChoices(s, played, items).map((rank) => ({ kind: 'build' as const, rank })), { kind: 'lay' }];
}

/**
 * The plays to offer knowing only the hand: take, a build of each rank held in the rest of the hand
 * (the rule: you build only a rank you hold another card of), and lay.
 */
export function handPlayChoices(hand: readonly CardId[], played: CardId): PlayChoice[] {
  const ranks = [...new Set(hand.filter((c) => c !== played).map(rankOf))];
  return [{ kind: 'take' }, ...ranks.map((rank) => ({ kind: 'build' as const, rank })), { kind: 'lay' }];
}

/** Whether a move (a legal one, as listed) is the play choice `c` of `played` with these Court items, named by their bottom cards in any order. */
export function isChoice(m: BadgersCourtMove, played: CardId, items: readonly CardId[], c: PlayChoice): boolean {
  if (m.card !== played || m.type !== c.kind) return false;
  if (m.type === 'lay') return true;
  if (m.type === 'build' && m.rank !== (c.rank ?? rankOf(played))) return false;
  return m.items.length === items.length && items.every((i) => m.items.includes(i));
}

/** The move a play choice makes with a card and the chosen Court items. */
export function moveFor(played: CardId, items: readonly CardId[], c: PlayChoice): BadgersCourtMove {
  if (c.kind === 'lay') return { type: 'lay', card: played };
  if (c.kind === 'take') return { type: 'take', card: played, items };
  return { type: 'build', card: played, items, rank: c.rank ?? rankOf(played) };
}

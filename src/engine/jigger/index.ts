/** Jigger, for two players or a room full, by Greg James. */
import { findCard, SUIT_INFO, SUITS, type CardId } from '../deck';
import { err, ok, type GameModule, type PositionError, type Result } from '../core';
import { apply, books, fullDeck, legalMoves, newGame, outcome, toAct, waitingFor, winners, type JiggerEvent, type JiggerMove, type JiggerOptions, type JiggerState } from './game';

export * from './game';

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

export function parseOptions(input: unknown): Result<JiggerOptions, PositionError[]> {
  const o = isObject(input) ? input : {};
  const players = o.players ?? 3;
  if (typeof players !== 'number' || !Number.isInteger(players) || players < 2 || players > 30) return err([{ path: 'options.players', message: 'Jigger is for 2 players or more (up to 30 here)' }]);
  const first = o.first ?? 0;
  if (typeof first !== 'number' || !Number.isInteger(first) || first < 0 || first >= players) return err([{ path: 'options.first', message: `the first player is a seat from 0 to ${players - 1}` }]);
  let handicap: JiggerOptions['handicap'] = null;
  if (o.handicap !== undefined && o.handicap !== null) {
    const h = o.handicap as Record<string, unknown>;
    if (players !== 2 || !isObject(o.handicap) || (h.older !== 0 && h.older !== 1)) return err([{ path: 'options.handicap', message: 'the handicap is for two players: { older: 0 or 1, takesFaceDown }' }]);
    handicap = { older: h.older as number, takesFaceDown: h.takesFaceDown === true };
  }
  return ok({ players, first, bookScoring: o.bookScoring === true, fishedExcuse: o.fishedExcuse === 'surrender' ? 'surrender' : 'keep', handicap, staggered: o.staggered === true });
}

/** Notation: the suit demanded, by name ("moons") or letter ("M"); an answer as "give:2:AM,CM". */
export function printMove(m: JiggerMove): string {
  return m.type === 'demand' ? m.suit : `give:${m.seat}:${m.give.join(',')}`;
}

export function parseMove(text: string): Result<JiggerMove, string> {
  const give = /^give:(\d{1,2}):(.+)$/i.exec(text.trim());
  if (give) return ok({ type: 'respond', seat: Number(give[1]), give: (give[2] as string).split(',').map((c) => c.trim().toUpperCase()) });
  const t = text.trim().toLowerCase();
  const suit = SUITS.find((s) => s === t || SUIT_INFO[s].letter.toLowerCase() === t || SUIT_INFO[s].singular.toLowerCase() === t);
  return suit ? ok({ type: 'demand', suit }) : err(`“${text.trim()}” is not a suit: demand Moons, Suns, Waves, Leaves, Wyrms or Knots`);
}

/** A card of this game's decks, written as on the cards ("6SY", "X", "6SY#2"). */
function readCard(text: unknown, deck: ReadonlySet<CardId>): CardId | null {
  if (typeof text !== 'string') return null;
  const [base, copy] = text.split('#');
  const c = findCard(base ?? '');
  if (!c) return null;
  const id = copy ? `${c.id}#${copy}` : c.id;
  return deck.has(id) ? id : null;
}

export function fromPosition(input: unknown): Result<JiggerState, PositionError[]> {
  if (!isObject(input)) return err([{ path: '', message: 'a position is an object with players, hands, takes and drawPile' }]);
  const options = parseOptions({ ...(isObject(input.options) ? input.options : {}), players: input.players });
  if (!options.ok) return options;
  const n = options.value.players;
  const deck = new Set(fullDeck(n));
  const errors: PositionError[] = [];
  const seen = new Map<CardId, string>();
  const list = (v: unknown, path: string): CardId[] => {
    if (v === undefined) return [];
    if (!Array.isArray(v)) return (errors.push({ path, message: 'should be a list of cards' }), []);
    return v.flatMap((x, i) => {
      const id = readCard(x, deck);
      if (!id) return (errors.push({ path: `${path}[${i}]`, message: `“${String(x)}” is not a card of this game’s ${deck.size / 45} deck(s)` }), []);
      const before = seen.get(id);
      if (before) return (errors.push({ path: `${path}[${i}]`, message: `${id} is already at ${before}` }), []);
      seen.set(id, `${path}[${i}]`);
      return [id];
    });
  };
  const perSeat = (v: unknown, path: string): CardId[][] => {
    if (v === undefined) return Array.from({ length: n }, () => []);
    if (!Array.isArray(v) || v.length !== n) return (errors.push({ path, message: `should have one list per player (${n})` }), Array.from({ length: n }, () => []));
    return v.map((x, i) => list(x, `${path}[${i}]`));
  };
  const hands = perSeat(input.hands, 'hands');
  const takes = perSeat(input.takes, 'takes');
  const drawPile = list(input.drawPile, 'drawPile');
  const turn = input.turn ?? options.value.first;
  if (typeof turn !== 'number' || !Number.isInteger(turn) || turn < 0 || turn >= n) errors.push({ path: 'turn', message: `should be a seat from 0 to ${n - 1}` });
  if (errors.length) return err(errors);
  return ok({ game: 'jigger', options: options.value, hands, takes, drawPile, turn: turn as number, phase: 'demand', pending: null, ended: null });
}

export interface JiggerView {
  readonly game: 'jigger';
  readonly seat: number;
  readonly options: JiggerOptions;
  readonly hand: readonly CardId[];
  /** Other hands this seat may see: the older player's, open to the younger under the handicap. */
  readonly openHands: readonly (readonly CardId[] | null)[];
  readonly handCounts: readonly number[];
  /** The takes, face up; null where they lie face down (advanced handicap). */
  readonly takes: readonly (readonly CardId[] | null)[];
  readonly takeCounts: readonly number[];
  readonly drawCount: number;
  readonly turn: number;
  readonly phase: JiggerState['phase'];
  readonly pending: JiggerState['pending'];
}

export function view(s: JiggerState, seat: number): JiggerView {
  const h = s.options.handicap;
  return {
    game: 'jigger',
    seat,
    options: s.options,
    hand: s.hands[seat] ?? [],
    openHands: s.hands.map((hand, i) => (i === seat || (h !== null && i === h.older && seat !== h.older) ? hand : null)),
    handCounts: s.hands.map((x) => x.length),
    takes: s.takes.map((t) => (h?.takesFaceDown ? null : t)),
    takeCounts: s.takes.map((t) => t.length),
    drawCount: s.drawPile.length,
    turn: s.turn,
    phase: s.phase,
    pending: s.pending,
  };
}

export function locate(s: JiggerState, id: CardId): string {
  for (let i = 0; i < s.hands.length; i++) if (s.hands[i]?.includes(id)) return `hand:${i}`;
  for (let i = 0; i < s.takes.length; i++) if (s.takes[i]?.includes(id)) return `take:${i}`;
  return s.drawPile.includes(id) ? 'draw' : 'out';
}

export function reveals(e: JiggerEvent, seat: number): boolean {
  if (e.type === 'fish') return e.seat === seat || e.match;
  if (e.type === 'surrender' || e.type === 'excuse') return e.seat !== seat;
  return false;
}

export const jigger: GameModule<JiggerState, JiggerMove, JiggerOptions, JiggerView, JiggerEvent> = {
  id: 'jigger',
  title: 'Jigger',
  players: Array.from({ length: 11 }, (_, i) => i + 2),
  defaultOptions: () => ({ players: 3, first: 0, bookScoring: false, fishedExcuse: 'keep', handicap: null }),
  parseOptions,
  newGame,
  fromPosition,
  toAct,
  waitingFor,
  legalMoves,
  apply,
  view,
  outcome,
  printMove,
  parseMove,
  locate,
  reveals,
  mover: (s, m) => (m.type === 'respond' ? m.seat : s.turn),
  scores: (s) => s.takes.map((t) => t.length),
  fact,
};


/** Facts for example checks: "take:S" (cards taken), "hand:S" (cards in hand), "books:S", "phase", "winners". */
export function fact(s: JiggerState, key: string): string {
  const [kind, a] = key.split(':');
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
    default:
      return 'unknown';
  }
}

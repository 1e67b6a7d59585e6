/**
 * Thricewise's rules engine: secret choices each turn, deferral of tied ranks, placement in rank order
 * onto a grid that grows to six by six, scoring trios, drawing, and the end. Two to five players.
 */
import { BASIC_DECK, type CardId } from '../deck';
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
} from '../core';
import { HAND_SIZE, RULES, START_GRID } from './rules';
import { boardOf, cellProblem, factsOf, rankIndex, rankValue, withCard } from './scoring';
import type { Placed, ThricewiseEvent, Trio, ThricewiseMove, ThricewiseOptions, ThricewiseState } from './state';

export const DEFAULT_OPTIONS: ThricewiseOptions = { players: 3 };

export function newGame(options: ThricewiseOptions, seed: string): ThricewiseState {
  const n = options.players;
  const deck = shuffle(BASIC_DECK, createRng(`thricewise:${seed}`));
  const hands: CardId[][] = Array.from({ length: n }, () => []);
  for (let i = 0; i < HAND_SIZE * n; i++) hands[i % n]?.push(deck[i] as CardId);
  const [rows, cols] = START_GRID[n] as readonly [number, number];
  const grid: Placed[] = [];
  let next = HAND_SIZE * n;
  for (let row = 0; row < rows; row++) for (let col = 0; col < cols; col++) grid.push({ row, col, card: deck[next++] as CardId, seat: null });
  return {
    game: 'thricewise',
    options,
    hands,
    drawPile: deck.slice(next),
    grid,
    deferred: Array.from({ length: n }, () => []),
    chosen: Array.from({ length: n }, () => null),
    placing: [],
    phase: 'choose',
    scores: Array.from({ length: n }, () => 0),
    scored: [],
    turnNo: 1,
    setAside: [],
  };
}

export function waitingFor(s: ThricewiseState): number[] {
  if (s.phase === 'over') return [];
  if (s.phase === 'place') return s.placing[0] ? [s.placing[0].seat] : [];
  const out: number[] = [];
  for (let seat = 0; seat < s.chosen.length; seat++) if (s.chosen[seat] === null && (s.hands[seat]?.length ?? 0) > 0) out.push(seat);
  return out;
}

export function toAct(s: ThricewiseState): number | null {
  if (s.phase === 'over') return null;
  if (s.phase === 'place') return s.placing[0]?.seat ?? null;
  for (let seat = 0; seat < s.chosen.length; seat++) if (s.chosen[seat] === null && (s.hands[seat]?.length ?? 0) > 0) return seat;
  return null;
}

export function legalMoves(s: ThricewiseState): ThricewiseMove[] {
  if (s.phase === 'choose') {
    const moves: ThricewiseMove[] = [];
    for (let seat = 0; seat < s.chosen.length; seat++) {
      const hand = s.hands[seat] ?? [];
      if (s.chosen[seat] === null) for (const c of hand) moves.push(chooseMove(seat, c));
    }
    return moves;
  }
  if (s.phase !== 'place') return [];
  const { rows, cols } = boardOf(s.grid).spaces();
  const cards = s.placing[0]?.cards ?? [];
  // Made at its full length at once: random play and the computer ask for millions of these lists.
  const moves = new Array<ThricewiseMove>(cards.length * rows.length);
  let k = 0;
  for (const c of cards) {
    const index = factsOf(c).index;
    for (let i = 0; i < rows.length; i++) moves[k++] = placeMove(c, index, rows[i] as number, cols[i] as number);
  }
  return moves;
}

/**
 * Listed moves are made once each and kept (frozen: a move is never changed), as random play and the
 * computer list the same few moves over and over: choices by seat and card, places by card and space for
 * spaces within eight of the first grid's corner (every space a game reaches); any other is made anew.
 */
const CHOOSE_MOVES: (ThricewiseMove | undefined)[][] = [];
const PLACE_MOVES: (ThricewiseMove | undefined)[][] = [];

function chooseMove(seat: number, c: CardId): ThricewiseMove {
  const index = factsOf(c).index;
  const bySeat = CHOOSE_MOVES[seat] ?? (CHOOSE_MOVES[seat] = []);
  return bySeat[index] ?? (bySeat[index] = Object.freeze({ type: 'choose', seat, card: c }));
}

/** The move placing card c (its facts' index) at a space. */
function placeMove(c: CardId, index: number, row: number, col: number): ThricewiseMove {
  if (row < -8 || row >= 8 || col < -8 || col >= 8) return { type: 'place', card: c, row, col };
  const byCard = PLACE_MOVES[index] ?? (PLACE_MOVES[index] = new Array<ThricewiseMove | undefined>(256).fill(undefined));
  const k = ((row + 8) << 4) | (col + 8);
  return byCard[k] ?? (byCard[k] = Object.freeze({ type: 'place', card: c, row, col }));
}

const illegal = (code: string, message: Message, rule: IllegalMove['rule']): Result<never, IllegalMove> => err({ code, message, rule });

/** A copy of a list with item i replaced. */
function replace<T>(list: readonly T[], i: number, v: T): T[] {
  const out = list.slice();
  out[i] = v;
  return out;
}

/** Is this seat still to choose (it has not chosen, and holds cards)? */
const toChoose = (s: ThricewiseState, seat: number): boolean => s.chosen[seat] === null && (s.hands[seat]?.length ?? 0) > 0;

export function apply(s: ThricewiseState, move: ThricewiseMove, by?: number): Result<Applied<ThricewiseState, ThricewiseEvent>, IllegalMove> {
  if (s.phase === 'over') return illegal('game-over', msg('thricewise.refuse.game-over'), RULES.end);
  if (move.type === 'choose') {
    if (s.phase !== 'choose') return illegal('wrong-phase', msg('thricewise.refuse.placing-now'), RULES.placing);
    if (by !== undefined && by !== move.seat) return illegal('not-your-seat', msg('thricewise.refuse.not-your-seat'), RULES.choosing);
    if (!toChoose(s, move.seat)) return illegal('already-chosen', msg('thricewise.refuse.already-chosen'), RULES.choosing);
    if (!(s.hands[move.seat] ?? []).includes(move.card)) return illegal('not-in-hand', msg('thricewise.refuse.not-in-hand'), RULES.choosing);
    const events: ThricewiseEvent[] = [{ type: 'chosen', seat: move.seat, card: move.card }];
    const next: ThricewiseState = { ...s, chosen: replace(s.chosen, move.seat, move.card) };
    return ok({ state: toAct(next) !== null ? next : reveal(next, events), events });
  }
  if (s.phase !== 'place') return illegal('choose-first', msg('thricewise.refuse.choose-first'), RULES.choosing);
  const placer = s.placing[0];
  if (!placer) return illegal('wrong-phase', msg('thricewise.refuse.no-placer'), RULES.placing);
  if (by !== undefined && by !== placer.seat) return illegal('not-your-turn', msg('thricewise.refuse.not-your-turn'), RULES.placing);
  if (!placer.cards.includes(move.card)) return illegal('not-yours-to-place', msg('thricewise.refuse.not-yours-to-place'), RULES.placing);
  switch (cellProblem(s.grid, move)) {
    case 'occupied':
      return illegal('occupied', msg('thricewise.refuse.occupied'), RULES.placing);
    case 'not-adjacent':
      return illegal('not-adjacent', msg('thricewise.refuse.not-adjacent'), RULES.placing);
    case 'too-wide':
      return illegal('too-wide', msg('thricewise.refuse.too-wide'), RULES.edge);
    case 'too-tall':
      return illegal('too-tall', msg('thricewise.refuse.too-tall'), RULES.edge);
  }
  const seat = placer.seat;
  const placed: Placed = { row: move.row, col: move.col, card: move.card, seat };
  // The trios are read on the grid before the card joins it (the card taken to be at its space).
  const trios: Trio[] = [];
  const points = boardOf(s.grid).triosWith(move.row, move.col, move.card, trios);
  const grid = withCard(s.grid, placed);
  const events: ThricewiseEvent[] = [{ type: 'place', seat, card: move.card, row: move.row, col: move.col, trios }];
  let placing: ThricewiseState['placing'];
  if (placer.cards.length > 1) {
    const left = without(placer.cards, move.card);
    placing = left.length > 0 ? replace(s.placing, 0, { seat, cards: left }) : s.placing.slice(1);
  } else placing = s.placing.slice(1);
  let scored = s.scored;
  if (trios.length > 0) {
    const more = new Array<{ seat: number; trio: Trio }>(scored.length + trios.length);
    for (let i = 0; i < scored.length; i++) more[i] = scored[i] as { seat: number; trio: Trio };
    for (let i = 0; i < trios.length; i++) more[scored.length + i] = { seat, trio: trios[i] as Trio };
    scored = more;
  }
  const next: ThricewiseState = { ...s, grid, placing, scores: replace(s.scores, seat, (s.scores[seat] ?? 0) + points), scored };
  return ok({ state: placing.length ? next : endTurn(next, events), events });
}

/** Scratch for reveal (it never runs inside itself): each seat's chosen card's rank (rankIndex), -2 for none. */
const RANKS_CHOSEN: number[] = [-2, -2, -2, -2, -2];
/** Scratch for reveal: each seat's lot this turn: 0 chose nothing, 1 deferred, 2 places. */
const DEFERS: number[] = [0, 0, 0, 0, 0];

function reveal(s: ThricewiseState, events: ThricewiseEvent[]): ThricewiseState {
  const chosen = s.chosen;
  const n = chosen.length;
  // A seat is deferred when another seat chose a card of the same rank.
  const ranks = RANKS_CHOSEN;
  for (let seat = 0; seat < n; seat++) {
    const c = chosen[seat];
    ranks[seat] = c ? rankIndex(c) : -2;
  }
  const defers = DEFERS;
  let deferring = 0;
  let placingSeats = 0;
  for (let seat = 0; seat < n; seat++) {
    defers[seat] = 0;
    if (!chosen[seat]) continue;
    let same = 0;
    for (let o = 0; o < n; o++) if (chosen[o] && ranks[o] === ranks[seat]) same++;
    if (same >= 2) {
      defers[seat] = 1;
      deferring++;
    } else {
      defers[seat] = 2;
      placingSeats++;
    }
  }
  // Lists made at their length (a list grown by push is made for sixteen).
  const deferredSeats = new Array<number>(deferring);
  const placers = new Array<number>(placingSeats);
  deferring = placingSeats = 0;
  for (let seat = 0; seat < n; seat++)
    if (defers[seat] === 1) deferredSeats[deferring++] = seat;
    else if (defers[seat] === 2) placers[placingSeats++] = seat;
  // By rank value, low first; equal ones keep their seat order (as a stable sort keeps them).
  for (let i = 1; i < placers.length; i++) {
    const seat = placers[i] as number;
    const v = rankValue(chosen[seat] as CardId);
    let j = i - 1;
    for (; j >= 0 && rankValue(chosen[placers[j] as number] as CardId) > v; j--) placers[j + 1] = placers[j] as number;
    placers[j + 1] = seat;
  }
  const hands = new Array<readonly CardId[]>(n);
  const deferred = new Array<readonly CardId[]>(n);
  for (let seat = 0; seat < n; seat++) {
    const h = s.hands[seat] ?? [];
    const c = chosen[seat];
    const d = s.deferred[seat] ?? [];
    // A seat that chose nothing keeps its hand and its deferred cards as they are.
    hands[seat] = c ? without(h, c) : h;
    deferred[seat] = !c ? d : defers[seat] === 1 ? plus(d, c) : [];
  }
  const placing = new Array<{ seat: number; cards: CardId[] }>(placers.length);
  for (let i = 0; i < placers.length; i++) {
    const seat = placers[i] as number;
    const d = s.deferred[seat] ?? [];
    const cards = new Array<CardId>(d.length + 1);
    cards[0] = chosen[seat] as CardId;
    for (let k = 0; k < d.length; k++) cards[k + 1] = d[k] as CardId;
    placing[i] = { seat, cards };
  }
  events.push({ type: 'reveal', cards: chosen.slice() as CardId[], deferred: deferredSeats, order: placers });
  const next: ThricewiseState = { ...s, hands, deferred, placing, chosen: new Array<null>(n).fill(null), phase: 'place' };
  return placing.length ? next : endTurn(next, events);
}

/** A list with x at its end (a new list, at its length). */
function plus<T>(list: readonly T[], x: T): T[] {
  const out = new Array<T>(list.length + 1);
  for (let i = 0; i < list.length; i++) out[i] = list[i] as T;
  out[list.length] = x;
  return out;
}

/** A list without card c (a new list, at its length). */
function without(list: readonly CardId[], c: CardId): CardId[] {
  let n = 0;
  for (const x of list) if (x !== c) n++;
  const out = new Array<CardId>(n);
  let k = 0;
  for (const x of list) if (x !== c) out[k++] = x;
  return out;
}

function endTurn(s: ThricewiseState, events: ThricewiseEvent[]): ThricewiseState {
  const n = s.options.players;
  let hands = s.hands;
  let drawPile = s.drawPile;
  if (drawPile.length >= n) {
    const drawn = drawPile.slice(0, n);
    const seats = new Array<number>(n);
    for (let i = 0; i < n; i++) seats[i] = i;
    events.push({ type: 'draw', seats, cards: drawn });
    const more = new Array<readonly CardId[]>(hands.length);
    for (let i = 0; i < hands.length; i++) more[i] = plus(hands[i] as readonly CardId[], drawn[i] as CardId);
    hands = more;
    drawPile = drawPile.slice(n);
  }
  let empty = true;
  for (const h of hands) if (h.length > 0) empty = false;
  if (empty) {
    const setAside = s.deferred.flat();
    if (setAside.length) events.push({ type: 'set-aside', cards: setAside });
    events.push({ type: 'over', scores: s.scores, winners: highestSeats(s.scores) });
    return { ...s, phase: 'over', placing: [], hands, drawPile, setAside, deferred: s.deferred.map(() => []) };
  }
  return { ...s, phase: 'choose', placing: [], hands, drawPile, turnNo: s.turnNo + 1 };
}

export function outcome(s: ThricewiseState): Outcome | null {
  if (s.phase !== 'over') return null;
  return highestScoreWins(
    s.scores,
    s.scores.map((_, seat) =>
      (['flush', 'set', 'straight'] as const).map((kind) => {
        const mine = s.scored.filter((x) => x.seat === seat && x.trio.kind === kind);
        return {
          label: kind === 'flush' ? msg('thricewise.score.flushes') : kind === 'set' ? msg('thricewise.score.sets') : msg('thricewise.score.straights'),
          detail: msg('thricewise.score.count', { n: mine.length }),
          points: mine.reduce((a, x) => a + x.trio.points, 0),
        };
      }),
    ),
  );
}

/** Where a card is: "hand:1", "grid:r,c", "deferred:2", "draw", "aside", "out". */
export function locate(s: ThricewiseState, id: CardId): string {
  const n = s.options.players;
  for (let seat = 0; seat < n; seat++) if (s.hands[seat]?.includes(id)) return s.chosen[seat] === id ? `chosen:${seat}` : `hand:${seat}`;
  const p = s.grid.find((x) => x.card === id);
  if (p) return `grid:${p.row},${p.col}`;
  for (let seat = 0; seat < n; seat++) if (s.deferred[seat]?.includes(id)) return `deferred:${seat}`;
  for (const pl of s.placing) if (pl.cards.includes(id)) return `placing:${pl.seat}`;
  if (s.drawPile.includes(id)) return 'draw';
  if (s.setAside.includes(id)) return 'aside';
  return 'out';
}

/** Facts for example checks: "score:S", "trios:S" (number scored), "phase", "placing" (next seat or none). */
export function fact(s: ThricewiseState, key: string): string {
  const [kind, a] = key.split(':');
  if (kind === 'score') return String(s.scores[Number(a)] ?? 0);
  if (kind === 'trios') return String(s.scored.filter((x) => x.seat === Number(a)).length);
  if (kind === 'phase') return s.phase;
  if (kind === 'placing') return s.placing[0] ? `seat:${s.placing[0].seat}` : 'none';
  return 'unknown';
}

/**
 * Thricewise's rules engine: secret choices each turn, deferral of tied ranks, placement in rank order
 * onto a grid that grows to six by six, scoring trios, drawing, and the end. Two to five players.
 */
import { BASIC_DECK, capitalise, card, type CardId } from '../deck';
import { createRng, err, highestScoreWins, highestSeats, ok, shuffle, type Applied, type IllegalMove, type Outcome, type Result } from '../core';
import { HAND_SIZE, RULES, START_GRID } from './rules';
import { cellProblem, legalCells, rankValue, triosAt } from './scoring';
import type { Placed, ThricewiseEvent, ThricewiseMove, ThricewiseOptions, ThricewiseState } from './state';

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
  return s.chosen.flatMap((c, seat) => (c === null && (s.hands[seat]?.length ?? 0) > 0 ? [seat] : []));
}

export const toAct = (s: ThricewiseState): number | null => waitingFor(s)[0] ?? null;

export function legalMoves(s: ThricewiseState): ThricewiseMove[] {
  if (s.phase === 'choose') return waitingFor(s).flatMap((seat) => (s.hands[seat] ?? []).map((c) => ({ type: 'choose', seat, card: c }) as ThricewiseMove));
  if (s.phase === 'place') {
    const cells = legalCells(s.grid);
    return (s.placing[0]?.cards ?? []).flatMap((c) => cells.map((cell) => ({ type: 'place', card: c, row: cell.row, col: cell.col }) as ThricewiseMove));
  }
  return [];
}

const illegal = (code: string, message: string, rule: IllegalMove['rule']): Result<never, IllegalMove> => err({ code, message, rule });
const replace = <T>(list: readonly T[], i: number, v: T): T[] => list.map((x, j) => (j === i ? v : x));

export function apply(s: ThricewiseState, move: ThricewiseMove, by?: number): Result<Applied<ThricewiseState, ThricewiseEvent>, IllegalMove> {
  if (s.phase === 'over') return illegal('game-over', 'The game is over: start a new one to play again.', RULES.end);
  if (move.type === 'choose') {
    if (s.phase !== 'choose') return illegal('wrong-phase', 'Not now: the chosen cards are being placed.', RULES.placing);
    if (by !== undefined && by !== move.seat) return illegal('not-your-seat', 'You can only choose for your own seat.', RULES.choosing);
    if (!waitingFor(s).includes(move.seat)) return illegal('already-chosen', 'That player has already chosen a card this turn.', RULES.choosing);
    if (!(s.hands[move.seat] ?? []).includes(move.card)) return illegal('not-in-hand', 'You can only choose a card from your own hand.', RULES.choosing);
    const events: ThricewiseEvent[] = [{ type: 'chosen', seat: move.seat, card: move.card }];
    const next: ThricewiseState = { ...s, chosen: replace(s.chosen, move.seat, move.card) };
    return ok({ state: waitingFor(next).length > 0 ? next : reveal(next, events), events });
  }
  if (s.phase !== 'place') return illegal('choose-first', 'First every player chooses a card, in secret.', RULES.choosing);
  const placer = s.placing[0];
  if (!placer) return illegal('wrong-phase', 'No one is placing a card.', RULES.placing);
  if (by !== undefined && by !== placer.seat) return illegal('not-your-turn', 'Wait: another player is placing a card.', RULES.placing);
  if (!placer.cards.includes(move.card)) return illegal('not-yours-to-place', 'That is not one of the cards you are placing this turn.', RULES.placing);
  const problem = cellProblem(s.grid, move);
  if (problem) {
    const text = {
      occupied: 'That space already has a card: cards are never placed on top of others.',
      'not-adjacent': 'A card must touch a card already in the grid, side by side or corner to corner.',
      'too-wide': 'The grid is already six cards wide: it cannot grow wider.',
      'too-tall': 'The grid is already six cards tall: it cannot grow taller.',
    }[problem];
    return illegal(problem, text, problem === 'too-wide' || problem === 'too-tall' ? RULES.edge : RULES.placing);
  }
  const placed: Placed = { row: move.row, col: move.col, card: move.card, seat: placer.seat };
  const grid = [...s.grid, placed];
  const trios = triosAt(grid, move);
  const points = trios.reduce((a, t) => a + t.points, 0);
  const events: ThricewiseEvent[] = [{ type: 'place', seat: placer.seat, card: move.card, row: move.row, col: move.col, trios }];
  const left = placer.cards.filter((c) => c !== move.card);
  const placing = left.length ? [{ seat: placer.seat, cards: left }, ...s.placing.slice(1)] : s.placing.slice(1);
  const next: ThricewiseState = {
    ...s,
    grid,
    placing,
    scores: replace(s.scores, placer.seat, (s.scores[placer.seat] ?? 0) + points),
    scored: [...s.scored, ...trios.map((trio) => ({ seat: placer.seat, trio }))],
  };
  return ok({ state: placing.length ? next : endTurn(next, events), events });
}

function reveal(s: ThricewiseState, events: ThricewiseEvent[]): ThricewiseState {
  const chosen = s.chosen;
  const count = new Map<string, number>();
  for (const c of chosen) if (c) count.set(String(card(c).rank), (count.get(String(card(c).rank)) ?? 0) + 1);
  const deferredSeats = chosen.flatMap((c, seat) => (c && (count.get(String(card(c).rank)) ?? 0) >= 2 ? [seat] : []));
  const placers = chosen
    .flatMap((c, seat) => (c && !deferredSeats.includes(seat) ? [seat] : []))
    .sort((a, b) => rankValue(chosen[a] as CardId) - rankValue(chosen[b] as CardId));
  const hands = s.hands.map((h, seat) => h.filter((c) => c !== chosen[seat]));
  const deferred = s.deferred.map((d, seat) => (deferredSeats.includes(seat) ? [...d, chosen[seat] as CardId] : placers.includes(seat) ? [] : d));
  const placing = placers.map((seat) => ({ seat, cards: [chosen[seat] as CardId, ...(s.deferred[seat] ?? [])] }));
  events.push({ type: 'reveal', cards: chosen.map((c) => c as CardId), deferred: deferredSeats, order: placers });
  const next: ThricewiseState = { ...s, hands, deferred, placing, chosen: s.chosen.map(() => null), phase: 'place' };
  return placing.length ? next : endTurn(next, events);
}

function endTurn(s: ThricewiseState, events: ThricewiseEvent[]): ThricewiseState {
  const n = s.options.players;
  let state: ThricewiseState = { ...s, phase: 'choose', placing: [] };
  if (state.drawPile.length >= n) {
    const drawn = state.drawPile.slice(0, n);
    events.push({ type: 'draw', seats: drawn.map((_, i) => i), cards: drawn });
    state = { ...state, hands: state.hands.map((h, i) => [...h, drawn[i] as CardId]), drawPile: state.drawPile.slice(n) };
  }
  if (state.hands.every((h) => h.length === 0)) {
    const setAside = state.deferred.flat();
    if (setAside.length) events.push({ type: 'set-aside', cards: setAside });
    events.push({ type: 'over', scores: state.scores, winners: highestSeats(state.scores) });
    return { ...state, phase: 'over', setAside, deferred: state.deferred.map(() => []) };
  }
  return { ...state, turnNo: state.turnNo + 1 };
}

export function outcome(s: ThricewiseState): Outcome | null {
  if (s.phase !== 'over') return null;
  return highestScoreWins(
    s.scores,
    s.scores.map((_, seat) =>
      (['flush', 'set', 'straight'] as const).map((kind) => {
        const mine = s.scored.filter((x) => x.seat === seat && x.trio.kind === kind);
        return {
          label: capitalise(kind === 'flush' ? 'flushes' : kind === 'set' ? 'sets' : 'straights'),
          detail: String(mine.length),
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

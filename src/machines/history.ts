/** What the play machines share: a game's history of moves, and when a move may be taken back. */

export interface HistoryEntry<Event> {
  readonly move: string;
  readonly by: number;
  readonly events: readonly Event[];
}

export type UndoPoint = { readonly index: number } | { readonly index: null; readonly why: string };

export interface UndoRules<Event> {
  /** The seat asking to undo. */
  readonly seat: number;
  /** Only the very last move may be taken back (people sharing a screen). */
  readonly onlyLast: boolean;
  readonly over: boolean;
  /** Did this event show the seat something hidden? */
  readonly reveals: (e: Event, seat: number) => boolean;
  /** Why such an event forbids undo, in a few words: "a card was drawn". */
  readonly because: (e: Event) => string;
}

/**
 * The history index an undo goes back to: the seat's last move, as long as nothing hidden from that seat
 * has been shown since (a card drawn, a card from another hand). Otherwise null, and why.
 */
export function undoPoint<Event>(history: readonly HistoryEntry<Event>[], rules: UndoRules<Event>): UndoPoint {
  if (rules.over) return { index: null, why: 'The game is over.' };
  if (history.length === 0) return { index: null, why: 'No move has been made yet.' };
  let index = -1;
  for (let i = history.length - 1; i >= 0; i--)
    if ((history[i] as HistoryEntry<Event>).by === rules.seat) {
      index = i;
      break;
    }
  if (rules.onlyLast && index !== history.length - 1) index = -1;
  if (index < 0) return { index: null, why: 'You have no move to take back.' };
  for (let i = index; i < history.length; i++)
    for (const e of (history[i] as HistoryEntry<Event>).events)
      if (rules.reveals(e, rules.seat)) return { index: null, why: `Undo is not possible: ${rules.because(e)} since your move.` };
  return { index };
}

/** A state value as a dotted name: "human.choosingTarget". */
export function stateName(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    const [k, v] = Object.entries(value)[0] ?? ['', ''];
    return `${k}.${stateName(v)}`;
  }
  return '';
}

import type { GameModule } from '../engine/core/game';
import type { Result } from '../engine/core/result';

/** Replays a game from its seed and moves, keeping who made each move and what happened. */
export function rebuildGame<S, M, O, V, E>(
  game: GameModule<S, M, O, V, E>,
  options: O,
  seed: string,
  moves: readonly string[],
  mover: (state: S, move: M) => number,
): Result<{ state: S; history: HistoryEntry<E>[] }, string> {
  let state = game.newGame(options, seed);
  const history: HistoryEntry<E>[] = [];
  for (const [i, text] of moves.entries()) {
    const move = game.parseMove(text);
    if (!move.ok) return { ok: false, error: `move ${i + 1} is not a move (${move.error})` };
    const by = mover(state, move.value);
    const r = game.apply(state, move.value);
    if (!r.ok) return { ok: false, error: `move ${i + 1} (${text}) is not legal there: ${r.error.message}` };
    history.push({ move: text, by, events: r.value.events });
    state = r.value.state;
  }
  return { ok: true, value: { state, history } };
}

export type SeatKind = 'human' | 'computer';
const COMPUTER_NAMES = ['Ann', 'Buck', 'Maris', 'Jane', 'Theo', 'Mia', 'Leo', 'Ivy', 'Sam', 'Zoe', 'Kai', 'Ada'];

/** Seat names: "You" when one person plays; "Player 2" among several; the computers by name. */
export function seatNames(seats: readonly SeatKind[]): string[] {
  const people = seats.filter((k) => k === 'human').length;
  return seats.map((k, i) => (k === 'computer' ? (COMPUTER_NAMES[i] ?? `Computer ${i + 1}`) : people === 1 ? 'You' : `Player ${i + 1}`));
}

/** Applies a move for a seat and appends it to the history, or says why the engine refused it. */
export function recordMove<S, M, O, V, E>(
  game: GameModule<S, M, O, V, E>,
  state: S,
  history: readonly HistoryEntry<E>[],
  move: M,
  by: number,
): Result<{ state: S; history: HistoryEntry<E>[] }, string> {
  const r = game.apply(state, move, by);
  if (!r.ok) return { ok: false, error: r.error.message };
  return { ok: true, value: { state: r.value.state, history: [...history, { move: game.printMove(move), by, events: r.value.events }] } };
}

export type Speed = 'quick' | 'normal' | 'slow';

/** What a multi-seat game at one screen starts from: a deal, its options, who sits where, and moves so far. */
export interface SeatsSetup<O> {
  seed: string;
  options: O;
  seats: readonly SeatKind[];
  speed?: Speed;
  moves?: readonly string[];
  message?: string;
  messageKind?: 'error' | 'info';
  /** Opening a link set aside a game in progress, which the page offers to go back to. */
  setAside?: boolean;
}

/** The context every multi-seat play machine keeps. */
export interface SeatsCore<S, O, E> {
  seed: string;
  options: O;
  seats: readonly SeatKind[];
  speed: Speed;
  history: readonly HistoryEntry<E>[];
  state: S;
  message: { kind: 'error' | 'info'; text: string } | null;
  /** Whose hand faces the screen. */
  viewer: number;
  /** How many events of the last move have been shown. */
  shown: number;
  /** A game in progress was set aside when this one opened from a link. */
  setAside: boolean;
}

const people = (seats: readonly SeatKind[]) => seats.flatMap((k, i) => (k === 'human' ? [i] : []));

/** The first person the game waits for, or else the first person at the table. */
export function firstPerson(waiting: readonly number[], seats: readonly SeatKind[]): number {
  return waiting.find((s) => seats[s] === 'human') ?? people(seats)[0] ?? 0;
}

/** A play machine's starting context: the moves replayed, or a fresh deal and a message if they cannot be. */
export function seatsCore<S, M, O, V, E>(game: GameModule<S, M, O, V, E>, setup: SeatsSetup<O>, mover: (s: S, m: M) => number, noun: string): SeatsCore<S, O, E> {
  const built = rebuildGame(game, setup.options, setup.seed, setup.moves ?? [], mover);
  const fresh = rebuildGame(game, setup.options, setup.seed, [], mover) as { ok: true; value: { state: S; history: HistoryEntry<E>[] } };
  const { state, history } = built.ok ? built.value : fresh.value;
  const message = built.ok ? setup.message : `Your saved ${noun} could not be replayed (${built.error}). A new ${noun} has started with the same deal.`;
  return {
    seed: setup.seed,
    options: setup.options,
    seats: setup.seats,
    speed: setup.speed ?? 'normal',
    history,
    state,
    message: message ? { kind: built.ok ? (setup.messageKind ?? 'info') : 'error', text: message } : null,
    viewer: firstPerson(game.waitingFor(state), setup.seats),
    shown: 0,
    setAside: setup.setAside ?? false,
  };
}

/** Undo for people at one screen: alone, back to their last move; several, only the very last move. */
export function seatsUndoPoint<S, O, E>(core: SeatsCore<S, O, E>, over: boolean, reveals: (e: E, seat: number) => boolean, because: (e: E) => string): UndoPoint {
  const persons = people(core.seats);
  const last = core.history[core.history.length - 1];
  return undoPoint(core.history, { seat: persons.length === 1 ? (persons[0] as number) : (last?.by ?? 0), onlyLast: persons.length > 1, over, reveals, because });
}

/** The context after an undo to the given point, or a message saying why not. */
export function seatsUndone<S, M, O, V, E>(
  game: GameModule<S, M, O, V, E>,
  core: SeatsCore<S, O, E>,
  point: UndoPoint,
  mover: (s: S, m: M) => number,
): Partial<SeatsCore<S, O, E>> {
  if (point.index === null) return { message: { kind: 'error', text: point.why } };
  const built = rebuildGame(game, core.options, core.seed, core.history.slice(0, point.index).map((h) => h.move), mover);
  if (!built.ok) return { message: { kind: 'error', text: built.error } };
  return { ...built.value, viewer: (core.history[point.index] as HistoryEntry<E>).by, message: { kind: 'info', text: 'Your last move was taken back.' } };
}

/**
 * The states every multi-seat play machine has in common, as configuration: the computer's turn (it
 * thinks, then moves), showing a move's events one by one, and handing the screen over. The machine's
 * setup supplies the guards and actions they name: canUndo, undo, explainUndo, computerMove,
 * moreToShow, showNext, ready; and the delays thinking and step.
 */
export const UNDO_TRANSITIONS = [{ guard: 'canUndo', target: 'deciding', actions: 'undo' }, { actions: 'explainUndo' }] as const;
export const SEATS_STATES = {
  computer: {
    after: { thinking: { target: 'resolving', actions: 'computerMove' } },
    on: { UNDO: UNDO_TRANSITIONS },
  },
  resolving: {
    after: { step: [{ guard: 'moreToShow', target: 'resolving', reenter: true, actions: 'showNext' }, { target: 'deciding' }] },
  },
  handoff: {
    on: { READY: { target: 'deciding', actions: 'ready' }, UNDO: UNDO_TRANSITIONS },
  },
} as const;

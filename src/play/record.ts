/**
 * A game at a table as a record: its start and the moves made, each with the seat that made it and what
 * happened. The engine judges every move once, here; the machine, the review and saves replay records.
 */
import { guidedStart, msg, type GameModule, type IllegalMove, type Message, type Result } from '../engine/core';
import type { AtPlay } from './at-play';
import { peopleOf, type SeatKind } from './seats';

export interface HistoryEntry<Event> {
  readonly move: string;
  readonly by: number;
  readonly events: readonly Event[];
}

/**
 * Where undo goes back to, or why it cannot. `seen`: what the person saw since that point (a card they drew),
 * which undo against the computer allows and says (between people at one screen it refuses).
 */
export type UndoPoint = { readonly index: number; readonly seen?: Message } | { readonly index: null; readonly why: Message };

type AnyModule<S, M, O, E> = GameModule<S, M, O, unknown, E>;

/** Where a replay stopped: the move that is not a move, or not legal there, and why. */
export interface ReplayFailure {
  /** The index of the move that failed. */
  readonly index: number;
  /** Why, as a message (a move that is not a move keeps its parser's words, for developers). */
  readonly message: Message;
}

/** Replays a game from its start and moves, keeping who made each move and what happened. */
export function rebuildGame<S, M, O, E>(
  game: AnyModule<S, M, O, E>,
  options: O,
  seed: string,
  moves: readonly string[],
  start?: S,
): Result<{ state: S; history: HistoryEntry<E>[] }, Message> {
  const r = replayMoves(game, start ?? game.newGame(options, seed), moves);
  return r.failure ? { ok: false, error: r.failure.message } : { ok: true, value: { state: r.state, history: r.history } };
}

/**
 * Replays as many moves as replay, and says where it stopped: the game after the last move that
 * replays, its history, and the first move that does not (absent when every move replays).
 */
export function replayMoves<S, M, O, E>(
  game: AnyModule<S, M, O, E>,
  start: S,
  moves: readonly string[],
): { state: S; history: HistoryEntry<E>[]; failure?: ReplayFailure } {
  let state = start;
  const history: HistoryEntry<E>[] = [];
  for (const [i, text] of moves.entries()) {
    const move = game.parseMove(text);
    if (!move.ok) return { state, history, failure: { index: i, message: msg('core.replay.not-a-move', { n: i + 1, why: move.error }) } };
    const by = game.mover(state, move.value);
    const r = game.apply(state, move.value, by);
    if (!r.ok) return { state, history, failure: { index: i, message: msg('core.replay.illegal', { n: i + 1, move: text, why: r.error.message }) } };
    history.push({ move: text, by, events: r.value.events });
    state = r.value.state;
  }
  return { state, history };
}

/**
 * The game before each move of a history and after the last: states[i] is the game before move i, and
 * states[history.length] the game now. Replayed from the start (a table keeps moves, not states), for
 * the log's "Why?", which explains each event from the game around its move.
 */
export function historyStates<S, M, O, E>(game: AnyModule<S, M, O, E>, start: S, history: readonly HistoryEntry<E>[]): S[] {
  let state = start;
  const states = [state];
  for (const h of history) {
    const move = game.parseMove(h.move);
    if (!move.ok) break;
    const r = game.apply(state, move.value, h.by);
    if (!r.ok) break;
    state = r.value.state;
    states.push(state);
  }
  return states;
}

/**
 * The engine's one judgement of a move: the game after it with the move added to the history, or the
 * refusal (its code, sentence and rule) as the engine gave it.
 */
export function recordMove<S, M, O, E>(
  game: AnyModule<S, M, O, E>,
  state: S,
  history: readonly HistoryEntry<E>[],
  move: M,
  by: number = game.mover(state, move),
): Result<{ state: S; history: HistoryEntry<E>[] }, IllegalMove> {
  const r = game.apply(state, move, by);
  if (!r.ok) return r;
  return { ok: true, value: { state: r.value.state, history: [...history, { move: game.printMove(move), by, events: r.value.events }] } };
}

/**
 * Where an undo goes back to. One person against the computer: always to just before their last move,
 * the computer's replies with it (a learner may take back anything, even at the end). Several people at
 * one screen: only the very last move, and only while nothing hidden from its player has been shown
 * since, so that nobody sees a card they should not and then takes their move back.
 */
export function undoPoint<S, E>(
  def: Pick<AtPlay<S, unknown, unknown, unknown, E>, 'module' | 'undoBlockedBy'>,
  table: { readonly history: readonly HistoryEntry<E>[]; readonly seats: readonly SeatKind[]; readonly state: S },
): UndoPoint {
  const { history } = table;
  const people = peopleOf(table.seats);
  if (history.length === 0) return { index: null, why: msg('core.undo.no-move') };
  const last = history[history.length - 1] as HistoryEntry<E>;
  /** The first event from move `from` on that showed `seat` something hidden from it (a screen asks at every render: no copies). */
  const shown = (from: number, seat: number): E | undefined => {
    for (let i = from; i < history.length; i++) for (const e of (history[i] as HistoryEntry<E>).events) if (def.module.reveals(e, seat)) return e;
    return undefined;
  };
  if (people.length === 1) {
    const seat = people[0] as number;
    for (let i = history.length - 1; i >= 0; i--)
      if ((history[i] as HistoryEntry<E>).by === seat) {
        const seen = shown(i, seat);
        return seen === undefined ? { index: i } : { index: i, seen: def.undoBlockedBy(seen) };
      }
    return { index: null, why: msg('core.undo.not-yet') };
  }
  if (def.module.waitingFor(table.state).length === 0) return { index: null, why: msg('core.undo.over') };
  const seen = shown(history.length - 1, last.by);
  return seen === undefined ? { index: history.length - 1 } : { index: null, why: msg('core.undo.revealed', { why: def.undoBlockedBy(seen) }) };
}

/** The start of a game: the guided game's position, or the deal its seed and options make. */
export function startOf<S, O>(
  def: Pick<AtPlay<S, unknown, O>, 'module' | 'guided'>,
  setup: { readonly guided?: boolean; readonly options: O; readonly seed: string },
): S {
  if (setup.guided && def.guided) {
    const start = guidedStart(def.module, def.guided);
    if (start.ok) return start.value;
  }
  return def.module.newGame(setup.options, setup.seed);
}

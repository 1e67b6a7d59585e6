/**
 * A seat the computer played, taken by a person on another device (the invitation panel, which loads this
 * with it, so a play page where nobody plays across devices does not carry it).
 */
import type { GameModule } from '../engine/core';
import type { PlayContext } from './machine';
import { replayMoves, startOf, type HistoryEntry } from './record';
import type { AtPlay } from './at-play';
import type { SeatKind } from './seats';

type AnyModule<S, M, O, E> = GameModule<S, M, O, unknown, E>;

/**
 * A seat the computer played is taken by a person on another device: the computer's last move for it is
 * taken back when it was one of several choices made at once (Hermit's face-down cards) and that round of
 * choices is still open, so that the person makes their own (nothing of it was shown, and every move
 * after it was another choice of the same round). Null when there is none to take back, or the rest does
 * not replay without it.
 */
export function takeBackOpenChoice<S, M, O, E>(
  game: AnyModule<S, M, O, E>,
  start: S,
  now: S,
  history: readonly HistoryEntry<E>[],
  seat: number,
): { state: S; history: HistoryEntry<E>[] } | null {
  const k = history.findLastIndex((h) => h.by === seat);
  if (k < 0) return null;
  const moves = history.map((h) => h.move);
  const before = replayMoves(game, start, moves.slice(0, k));
  if (before.failure) return null;
  const round = game.waitingFor(before.state);
  const open = game.waitingFor(now);
  if (round.length < 2 || !round.includes(seat) || open.length === 0 || !open.every((s) => round.includes(s))) return null;
  if (!history.slice(k + 1).every((h) => round.includes(h.by))) return null;
  const r = replayMoves(game, start, [...moves.slice(0, k), ...moves.slice(k + 1)]);
  return r.failure || !game.waitingFor(r.state).includes(seat) ? null : { state: r.state, history: r.history };
}

/**
 * The game as it is to be once these seats are taken: each seat passing from the computer to a person on
 * another device gets back a face-down choice the computer made for it in a round still open. Null: no change.
 */
export function seatsTaken<S, M, O, V, E>(
  def: AtPlay<S, M, O, V, E>,
  ctx: PlayContext<S, O, E>,
  seats: readonly SeatKind[],
): { state: S; history: HistoryEntry<E>[]; shown: number } | null {
  let game: { state: S; history: readonly HistoryEntry<E>[] } = ctx;
  let changed = false;
  const start = startOf(def, ctx);
  for (const [i, k] of seats.entries()) {
    if (k !== 'remote' || ctx.seats[i] !== 'computer') continue;
    const back = takeBackOpenChoice(def.module, start, game.state, game.history, i);
    if (back) ((game = back), (changed = true));
  }
  return changed ? { state: game.state, history: [...game.history], shown: game.history.at(-1)?.events.length ?? 0 } : null;
}

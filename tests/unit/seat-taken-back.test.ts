/**
 * A seat the computer played, taken by a person on another device: a face-down choice the computer made for
 * it in a round of choices still open is taken back, for the person to make (src/play/take-back.ts, which
 * the invitation panel gives with the seats); a move the table has seen is never taken back.
 */
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { createActor } from 'xstate';
import { GAMES } from '../../src/engine/games';
import type { AnyGameDefinition } from '../../src/engine/core';
import { createPlayMachine, stateName, type PlaySetup } from '../../src/play/machine';
import { dealOptions, defaultFields } from '../../src/play/session';
import type { SeatKind } from '../../src/play/seats';
import { seatsTaken } from '../../src/play/take-back';
import type { AtPlay } from '../../src/play/at-play';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function table(id: string, seats: SeatKind[], seed: string) {
  const def = GAMES[id as keyof typeof GAMES] as AnyGameDefinition;
  const options = dealOptions(def, defaultFields(def), seats.length, seed);
  if (!options.ok) throw new Error('options');
  const setup: PlaySetup<unknown> = { seed, options: options.value, seats, speed: 'quick' };
  const actor = createActor(createPlayMachine(def), { input: setup }).start();
  const settle = () => {
    for (let i = 0; i < 200 && !['human', 'handoff', 'summary', 'over', 'remote'].includes(stateName(actor.getSnapshot().value)); i++)
      vi.advanceTimersByTime(200);
  };
  settle();
  const ctx = () => actor.getSnapshot().context;
  // As the invitation panel asks: the seats, and the game as it is once they are taken.
  const take = (to: SeatKind[]) =>
    actor.send({ type: 'SEATS', seats: to, game: seatsTaken(def as unknown as AtPlay<unknown, unknown, unknown, unknown, unknown>, ctx(), to) });
  return { def, actor, ctx, settle, take };
}

test('Hermit: the computers chose face down while the person at the screen chooses; a seat taken by a device gets its choice back', () => {
  const t = table('hermit', ['human', 'computer', 'computer'], 'taken-back');
  const before = t.ctx().history;
  // Both computers chose at once with the person, who has not chosen yet.
  expect(before.map((h) => h.by).sort()).toEqual([1, 2]);
  expect(t.def.module.waitingFor(t.ctx().state)).toEqual([0]);
  t.take(['human', 'remote', 'computer']);
  t.settle();
  // Seat 2's choice is taken back (seat 3's stands): both the person here and the device's person are waited for.
  expect(t.ctx().history.map((h) => h.by)).toEqual([2]);
  expect(t.ctx().history[0]!.move).toBe(before.find((h) => h.by === 2)!.move);
  expect(t.def.module.waitingFor(t.ctx().state).sort()).toEqual([0, 1]);
  expect(t.ctx().seats).toEqual(['human', 'remote', 'computer']);
  t.actor.stop();
});

test('Ferret: a move the computer made in its turn, seen by the table, stays when a device takes the seat', () => {
  // Seat 1 moves first in this deal when the computer has the first turn: played until the person is to act.
  const t = table('ferret', ['human', 'computer'], 'taken-back');
  for (let i = 0; i < 20 && !t.ctx().history.some((h) => h.by === 1); i++) {
    const legal = t.def.module.legalMoves(t.ctx().state).filter((m) => t.def.module.mover(t.ctx().state, m) === 0);
    t.actor.send({ type: 'MOVE', move: legal[0] });
    t.settle();
  }
  const before = t.ctx().history;
  expect(before.some((h) => h.by === 1)).toBe(true);
  t.take(['human', 'remote']);
  t.settle();
  expect(t.ctx().history).toEqual(before);
  t.actor.stop();
});

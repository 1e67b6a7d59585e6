/**
 * The one play machine, for every game in the registry: whole games against the computer, the
 * hand-over gate between people at one screen (walked with random moves, undos and reloads), refused
 * moves that change nothing, undo, and saves that cannot be replayed.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createActor } from 'xstate';
import { createRng, type AnyGameDefinition } from '../../src/engine/core';
import { gameList } from '../../src/engine/games';
import { createPlayMachine, stateName, type PlaySetup } from '../../src/play/machine';
import { rebuildGame } from '../../src/play/record';
import { firstPerson, seatNames, type SeatKind } from '../../src/play/seats';
import { dealOptions, defaultFields, parseSave, toSave } from '../../src/play/session';
import { english, wordsFor } from '../support/words';
import { msg, type Param } from '../../src/engine/core/message';
import { sayName } from '../../src/play/said';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function defaultOptions(def: AnyGameDefinition, players: number, seed: string): unknown {
  const options = dealOptions(def, defaultFields(def), players, seed);
  if (!options.ok) throw new Error(`${def.id}: default options for ${players} do not parse`);
  return options.value;
}

function start(def: AnyGameDefinition, setup: PlaySetup<unknown>) {
  const machine = createPlayMachine(def);
  return createActor(machine, { input: setup }).start();
}

type Actor = ReturnType<typeof start>;
const name = (a: Actor) => stateName(a.getSnapshot().value);
const ctx = (a: Actor) => a.getSnapshot().context;

/** Lets the machine run until a person must act, a summary waits, or the game is over. */
function settle(a: Actor): string {
  for (let i = 0; i < 200 && !['human', 'handoff', 'summary', 'over'].includes(name(a)); i++) vi.advanceTimersByTime(200);
  return name(a);
}

/** Lets the machine run to a person's turn, going on past each scored hand's summary: 'human', 'handoff' or 'over'. */
function turnOf(a: Actor): string {
  for (let i = 0; i < 100; i++) {
    const at = settle(a);
    if (at !== 'summary') return at;
    a.send({ type: 'NEXT' });
  }
  return name(a);
}

/** The state after these moves of the same deal, replayed through the engine. */
function rebuildState(def: AnyGameDefinition, c: { options: unknown; seed: string }, moves: string[]): unknown {
  const r = rebuildGame(def.module, c.options, c.seed, moves);
  if (!r.ok) throw new Error(english(r.error, [def.id]));
  return r.value.state;
}

/** The legal moves of the seat facing the screen. */
const myMoves = (def: AnyGameDefinition, a: Actor): unknown[] => {
  const c = ctx(a);
  return def.module.legalMoves(c.state).filter((m: unknown) => def.module.mover(c.state, m) === c.viewer);
};

test('seats are named: "You" when one person plays, given names or "Player N" among several, computers by name', () => {
  const said = (names: readonly Param[], locale: 'en' | 'es' = 'en') => names.map((n) => sayName(wordsFor([], locale), n));
  expect(said(seatNames(['human', 'computer', 'computer']))).toEqual(['You', 'Buck', 'Maris']);
  expect(said(seatNames(['human', 'human', 'computer']))).toEqual(['Player 1', 'Player 2', 'Maris']);
  // A given name is isolated (U+2068 … U+2069), so a name written right to left never turns the words around it.
  expect(said(seatNames(['human', 'human'], ['Ada', '  ']))).toEqual(['\u2068Ada\u2069', 'Player 2']);
  expect(said(seatNames(['human', 'human', 'computer'], [], 1), 'es')).toEqual(['Jugador 1', 'Tú', 'Maris']);
});

describe.each(gameList().map((d) => [d.id, d] as const))('%s at one screen', (_id, def) => {
  test('one person against the computer plays a whole game to its end', () => {
    const players = def.seats.min;
    const seats: SeatKind[] = Array.from({ length: players }, (_, i) => (i === 0 ? 'human' : 'computer'));
    const a = start(def, { seed: `pm-${def.id}`, options: defaultOptions(def, players, `pm-${def.id}`), seats, speed: 'quick' });
    const rng = createRng(`pm-${def.id}`);
    for (let turn = 0; turn < 3000; turn++) {
      const at = turnOf(a);
      if (at === 'over') break;
      expect(at).toBe('human');
      expect(ctx(a).viewer).toBe(0);
      const moves = myMoves(def, a);
      expect(moves.length).toBeGreaterThan(0);
      a.send({ type: 'MOVE', move: moves[rng.int(moves.length)] });
      expect(ctx(a).message).toBeNull();
    }
    expect(name(a)).toBe('over');
    expect(def.module.outcome(ctx(a).state)).not.toBeNull();
  });

  test('a refused move changes nothing and says why, in the engine’s words', () => {
    const players = def.seats.min;
    const seats: SeatKind[] = Array.from({ length: players }, (_, i) => (i === 0 ? 'human' : 'computer'));
    const a = start(def, { seed: `pr-${def.id}`, options: defaultOptions(def, players, `pr-${def.id}`), seats, speed: 'quick' });
    expect(settle(a)).toBe('human');
    const before = ctx(a).state;
    // Another seat's move, and the person's own moves from other deals that are not legal here.
    const other = def.module.legalMoves(before).find((m: unknown) => def.module.mover(before, m) !== 0);
    const candidates: unknown[] = other ? [other] : [];
    for (let i = 0; i < 30 && candidates.length < 4; i++) {
      const elsewhere = def.module.newGame(ctx(a).options, `elsewhere-${i}`);
      for (const m of def.module.legalMoves(elsewhere)) if (def.module.mover(elsewhere, m) === 0 && !def.module.apply(before, m, 0).ok) candidates.push(m);
    }
    // And moves written in the game's notation that do not fit this moment (an answer when nobody demanded).
    for (const text of ['give:0:AM', 'pass', 'lay:AM']) {
      const m = def.module.parseMove(text);
      if (m.ok && !def.module.apply(before, m.value, 0).ok) candidates.push(m.value);
    }
    expect(candidates.length).toBeGreaterThan(0);
    for (const m of candidates) {
      a.send({ type: 'MOVE', move: m });
      expect(ctx(a).state).toBe(before);
      expect(name(a)).toBe('human');
      expect(ctx(a).message?.kind).toBe('error');
      expect(english(ctx(a).message!.text, [def.id]).length).toBeGreaterThan(10);
    }
  });

  test('undo against the computer, at random points, goes back to just before the person’s last move', () => {
    const players = def.seats.min;
    const seats: SeatKind[] = Array.from({ length: players }, (_, i) => (i === 0 ? 'human' : 'computer'));
    const rng = createRng(`undo-${def.id}`);
    let undone = 0;
    let sawSeen = 0;
    for (let g = 0; g < 3; g++) {
      const a = start(def, { seed: `pu-${def.id}-${g}`, options: defaultOptions(def, players, `pu-${def.id}-${g}`), seats, speed: 'quick' });
      for (let turn = 0; turn < 40; turn++) {
        const at = settle(a);
        if (at === 'over') break;
        if (at === 'summary') {
          a.send({ type: 'NEXT' });
          continue;
        }
        if (ctx(a).history.some((h) => h.by === 0) && rng.int(4) === 0) {
          const history = ctx(a).history;
          let last = history.length - 1;
          while (history[last]?.by !== 0) last--;
          const before = rebuildState(
            def,
            ctx(a),
            history.slice(0, last).map((h) => h.move),
          );
          // What the person saw since (a card they drew): undo goes back all the same, and says so.
          const seen = history.slice(last).flatMap((h) => h.events.filter((e) => def.module.reveals(e, 0)))[0];
          a.send({ type: 'UNDO' });
          expect(ctx(a).history.map((h) => h.move)).toEqual(history.slice(0, last).map((h) => h.move));
          expect(ctx(a).state).toEqual(before);
          expect(ctx(a).message?.kind).toBe('info');
          expect(ctx(a).message?.text).toEqual(seen === undefined ? msg('core.play.undone') : msg('core.play.undone-seen', { why: def.undoBlockedBy(seen) }));
          if (seen !== undefined) sawSeen++;
          undone++;
          continue;
        }
        const moves = myMoves(def, a);
        a.send({ type: 'MOVE', move: moves[rng.int(moves.length)] });
      }
    }
    expect(undone).toBeGreaterThan(2);
    expect(sawSeen).toBeGreaterThan(0);
  });

  test('people at one screen: no hand faces the screen unless its owner has taken it (random moves, undos and reloads)', () => {
    const rng = createRng(`gate-${def.id}`);
    let computerMoments = 0;
    let handoffs = 0;
    const facedDuringComputer: string[] = [];
    for (let g = 0; g < 4; g++) {
      const players = Math.min(def.seats.max, def.seats.min + (g % 2));
      const seats: SeatKind[] = Array.from({ length: players }, (_, i) => (i === players - 1 && players > 2 ? 'computer' : 'human'));
      let setup: PlaySetup<unknown> = { seed: `gate-${def.id}-${g}`, options: defaultOptions(def, players, `gate-${def.id}-${g}`), seats, speed: 'quick' };
      let a = start(def, setup);
      let took: number | null = null;
      // Every moment of the computer's turn, seen as it happens: no person's hand faces the screen.
      const watch = (actor: Actor) =>
        actor.subscribe((snap) => {
          if (!stateName(snap.value).startsWith('computer')) return;
          computerMoments++;
          if (snap.context.viewer !== null) facedDuringComputer.push(`${snap.context.history.length}: seat ${snap.context.viewer}`);
        });
      watch(a);
      const check = () => {
        const c = ctx(a);
        if (name(a) === 'handoff') expect(c.viewer).toBeNull();
        // A hand faces the screen only when its owner took the screen.
        if (c.viewer !== null) expect(c.viewer).toBe(took);
        if (name(a) === 'human') expect(c.viewer).toBe(firstPerson(def.module.waitingFor(c.state), c.seats));
      };
      for (let step = 0; step < 250; step++) {
        const at = settle(a);
        check();
        if (at === 'over') break;
        if (at === 'summary') {
          a.send({ type: 'NEXT' });
          continue;
        }
        if (at === 'handoff') {
          // Never a needless hand-over: the person who holds the screen (even after the computer's turn) keeps it.
          if (took !== null) expect(firstPerson(def.module.waitingFor(ctx(a).state), ctx(a).seats)).not.toBe(took);
          handoffs++;
          a.send({ type: 'READY' });
          took = ctx(a).viewer;
          check();
          continue;
        }
        const roll = rng.int(20);
        if (roll === 0) {
          a.send({ type: 'UNDO' });
          if (ctx(a).message?.kind === 'info') took = null;
        } else if (roll === 1) {
          // A reload: the game is saved, read back and started again, as the page does.
          const c = ctx(a);
          const saved = parseSave(def, JSON.stringify(toSave(def, { ...setup, moves: c.history.map((h) => h.move) })));
          expect(saved.ok).toBe(true);
          if (!saved.ok || !saved.value) throw new Error('save not read');
          setup = saved.value;
          a = start(def, setup);
          took = null;
          watch(a);
        } else {
          const moves = myMoves(def, a);
          a.send({ type: 'MOVE', move: moves[rng.int(moves.length)] });
        }
        check();
      }
    }
    expect(facedDuringComputer).toEqual([]);
    // Games that seat a computer among several people here (more than two seats) did see its turns.
    if (def.seats.max > 2) expect(computerMoments).toBeGreaterThan(0);
    expect(handoffs).toBeGreaterThan(0);
  });

  test("people at one screen with every hand face up: no hand-over, the screen is always the acting person's; turned off, the gate is back", () => {
    const rng = createRng(`open-${def.id}`);
    const players = def.seats.min;
    const seats: SeatKind[] = Array.from({ length: players }, () => 'human');
    const a = start(def, { seed: `open-${def.id}`, options: defaultOptions(def, players, `open-${def.id}`), seats, speed: 'quick' });
    expect(settle(a)).toBe('handoff');
    a.send({ type: 'TEACH', on: true });
    // Turned on at the gate itself: the gate stays until the person is ready.
    expect(name(a)).toBe('handoff');
    a.send({ type: 'READY' });
    let turns = 0;
    let changes = 0;
    let prev: number | null = null;
    for (let step = 0; step < 60; step++) {
      const at = turnOf(a);
      if (at === 'over') break;
      expect(at).toBe('human');
      const c = ctx(a);
      expect(c.viewer).toBe(firstPerson(def.module.waitingFor(c.state), c.seats));
      if (prev !== null && c.viewer !== prev) changes++;
      prev = c.viewer;
      turns++;
      const moves = myMoves(def, a);
      a.send({ type: 'MOVE', move: moves[rng.int(moves.length)] });
    }
    expect(turns).toBeGreaterThan(3);
    // The screen passed from one person to another without a hand-over.
    expect(changes).toBeGreaterThan(0);
    // Off again: the next change of person goes through the gate.
    a.send({ type: 'TEACH', on: false });
    for (let step = 0; step < 60; step++) {
      const at = turnOf(a);
      if (at === 'handoff' || at === 'over') break;
      const moves = myMoves(def, a);
      a.send({ type: 'MOVE', move: moves[rng.int(moves.length)] });
    }
    expect(['handoff', 'over']).toContain(name(a));
  });

  test('a saved move list that cannot be replayed starts the same deal again and says so', () => {
    const players = def.seats.default;
    const seats: SeatKind[] = Array.from({ length: players }, (_, i) => (i === 0 ? 'human' : 'computer'));
    const a = start(def, { seed: `pc-${def.id}`, options: defaultOptions(def, players, `pc-${def.id}`), seats, moves: ['not a move at all'] });
    expect(ctx(a).message?.kind).toBe('error');
    expect(english(ctx(a).message!.text, [def.id])).toMatch(
      /^Your saved (game|match) could not be replayed \(move 1 is not a move \(.+\)\)\. It has started again from the same deal\.$/,
    );
    expect(ctx(a).history).toHaveLength(0);
  });
});

/**
 * The replay of a game (issue 33; src/play/look-back.ts): its frames are screens made by the one place
 * screens are made, each seat's hand only as that seat saw it (every hand against the computer once the
 * game is over, or while "Show all hands" is or was on), with each move's own log lines.
 */
import { describe, expect, test } from 'vitest';
import type { AnyGameDefinition } from '../../src/engine/core';
import { randomMoves } from '../support/random-games';
import { gameList } from '../../src/engine/games';
import { createReplay as replayOf, replaySight as sightOf, teachingAt, tryFrom, type PageParts, type ReplaySource } from '../../src/play/look-back';
import { historyStates, replayMoves, startOf } from '../../src/play/record';
import { createScreens } from '../../src/play/screen';
import { peopleOf, youOf, type SeatKind } from '../../src/play/seats';
import { newDeal, reviewInSave } from '../../src/play/session';
import { gameKey } from '../../src/play/shelf';
import { memoryStore } from '../../src/site/storage';
import { cardsIn, hiddenFrom } from '../support/hidden';

/** What the play page hands the look back (src/play/useLookBack.ts). */
const PARTS: PageParts = { createScreens, historyStates, startOf, peopleOf, youOf, gameKey, reviewInSave, store: memoryStore() };
const createReplay = (def: AnyGameDefinition) => replayOf(def, PARTS);
const replaySight = (...args: Parameters<typeof sightOf> extends [unknown, ...infer R] ? R : never) => sightOf(PARTS, ...args);

/** A game of seeded random moves at the default seats, to its end or `max` moves. */
function game(def: AnyGameDefinition, seed: string, max = 400) {
  const { options } = newDeal(def, seed);
  const { start, moves, state: s } = randomMoves(def, options, seed, max, 'look');
  const m = def.module;
  const played = replayMoves(m, start, moves);
  const states = [start];
  for (const h of played.history)
    states.push((m.apply(states[states.length - 1], (m.parseMove(h.move) as { value: unknown }).value, h.by) as { value: { state: unknown } }).value.state);
  return { options, seed, start, moves, history: played.history, states, state: s };
}

function source(def: AnyGameDefinition, g: ReturnType<typeof game>, seats: SeatKind[], extra: Partial<ReplaySource<unknown, unknown, unknown>> = {}) {
  return {
    seed: g.seed,
    options: g.options,
    seats,
    given: [],
    level: 'normal' as const,
    guided: false,
    state: g.state,
    history: g.history,
    shown: 0,
    summariesSeen: def.summaries(g.state),
    message: null,
    teaching: false,
    marks: [],
    viewer: seats.indexOf('human'),
    ...extra,
  } satisfies ReplaySource<unknown, unknown, unknown>;
}

describe('whose hand a replay shows', () => {
  const t = (seats: SeatKind[], extra: object = {}) => ({ seats, history: [], marks: [], teaching: false, viewer: null, ...extra });
  const moved = (by: number[]) => by.map((b) => ({ move: '', by: b, events: [] }));

  test('one person at this screen: their own hand; every hand once the game is over, or while “Show all hands” is or was on', () => {
    expect(replaySight(t(['human', 'computer']), 3, false)).toEqual({ hand: 0, audience: 0, open: false });
    expect(replaySight(t(['computer', 'human', 'remote']), 3, false)).toEqual({ hand: 1, audience: 1, open: false });
    expect(replaySight(t(['human', 'computer']), 3, true)).toEqual({ hand: 0, audience: 0, open: true });
    expect(replaySight(t(['human', 'computer'], { teaching: true }), 3, false)?.open).toBe(true);
    const marks = [
      { at: 2, on: true },
      { at: 5, on: false },
    ];
    expect([1, 2, 4, 5, 6].map((at) => replaySight(t(['human', 'computer'], { marks }), at, false)?.open)).toEqual([false, true, true, false, false]);
    expect(teachingAt(marks, 4)).toBe(true);
  });

  test('people sharing the screen: while the game goes on, only the hand of whoever holds it (nobody: no replay); at the end, the next mover’s', () => {
    const seats: SeatKind[] = ['human', 'computer', 'human'];
    expect(replaySight(t(seats), 2, false)).toBeNull();
    expect([0, 1, 2, 3].map((at) => replaySight(t(seats, { viewer: 2, history: moved([0, 1, 2, 0]) }), at, false)?.hand)).toEqual([2, 2, 2, 2]);
    // Over: at each point the hand of the person who made the next move (the computer's: the last person's before it).
    const history = moved([0, 1, 2, 1, 0]);
    expect([0, 1, 2, 3, 4, 5].map((at) => replaySight(t(seats, { history }), at, true)?.hand)).toEqual([0, 0, 2, 2, 0, 0]);
    expect(replaySight(t(seats, { history }), 1, true)).toEqual({ hand: 0, audience: -1, open: false });
  });
});

describe.each(gameList().map((d) => [d.id, d] as const))('%s', (id, def) => {
  const m = def.module;

  test('a replay’s frames against the computer: the person’s view at each move and nothing hidden from them; the move’s own log lines', () => {
    const g = game(def, `replay-${id}`, 80);
    const seats: SeatKind[] = Array.from({ length: def.seats.default }, (_, i) => (i === 0 ? 'human' : 'computer'));
    const t = source(def, g, seats);
    const frameAt = createReplay(def);
    const live = createScreens(def)(t, m.waitingFor(g.state).length === 0 ? 'over' : 'human', { hand: 0, audience: 0, open: false });
    const over = m.waitingFor(g.state).length === 0;
    const seen = new Set<string>();
    let lines = 0;
    for (let at = 0; at <= g.history.length; at++) {
      const f = frameAt(t, at);
      expect(f).not.toBeNull();
      if (!f) return;
      expect(f.at).toBe(at);
      expect(f.count).toBe(g.history.length);
      expect(f.screen.moves).toBe(at);
      expect(f.screen.choices).toEqual([]);
      expect(f.screen.upcoming).toBeNull();
      expect(f.screen.seat).toBe(0);
      expect(JSON.stringify(f.screen.view)).toBe(JSON.stringify(m.view(g.states[at], 0)));
      if (!over) {
        expect(f.screen.open).toBeNull();
        for (const c of cardsIn(m.view(g.states[at], 0))) seen.add(c);
        const secret = hiddenFrom(def, g.states[at], 0).filter((c) => !seen.has(c));
        for (const c of cardsIn({ view: f.screen.view, open: f.screen.open })) expect(secret, `${c} at ${at}`).not.toContain(c);
      } else expect(f.screen.open).toHaveLength(seats.length);
      // The move's lines are the log's lines of that move as this screen showed them then (Ferret names a set as it was then).
      const events = g.history[at - 1]?.events.length ?? 0;
      const then = createScreens(def)({ ...t, state: g.states[at], history: g.history.slice(0, at) }, 'human', { hand: 0, audience: 0, open: false });
      const log = then.log.filter((l) => l.event !== undefined);
      expect(log.length).toBe(lines + events);
      expect(f.lines).toEqual(log.slice(lines));
      // And the same events as the game's whole log, in words.
      expect(f.lines.map((l) => l.event)).toEqual(
        live.log
          .filter((l) => l.event !== undefined)
          .slice(lines, lines + events)
          .map((l) => l.event),
      );
      lines += events;
      expect(f.screen.phase).toBe(at === g.history.length && over ? 'over' : 'resolving');
    }
    // Asked again for the same place: the same frame (stepping back and forth makes each screen once).
    expect(frameAt(t, 3)).toBe(frameAt(t, 3));
  });

  test('a replay between people sharing the screen, the game over: at each move the hand of the person who made it, as they saw it', () => {
    const g = game(def, `shared-${id}`);
    const seats: SeatKind[] = Array.from({ length: def.seats.default }, () => 'human');
    const frameAt = createReplay(def);
    expect(m.waitingFor(g.state)).toEqual([]);
    for (let at = 0; at < g.history.length; at += 7) {
      const f = frameAt(source(def, g, seats, { viewer: null }), at);
      const by = g.history[at]?.by as number;
      expect(f?.screen.seat).toBe(by);
      expect(f?.screen.open).toBeNull();
      expect(JSON.stringify(f?.screen.view)).toBe(JSON.stringify(m.view(g.states[at], by)));
    }
    // While it goes on, the replay shows only the hand of whoever holds the screen, and nothing with nobody.
    const part = game(def, `shared-${id}`, Math.floor(g.history.length / 2));
    expect(createReplay(def)(source(def, part, seats, { viewer: null }), 2)).toBeNull();
    expect(createReplay(def)(source(def, part, seats, { viewer: 1 }), 2)?.screen.seat).toBe(1);
  });

  test('“Try from here”: the same deal, seats and level, the moves before the decision, its seat to move', () => {
    const g = game(def, `try-${id}`, 60);
    const seats: SeatKind[] = Array.from({ length: def.seats.default }, (_, i) => (i === 0 ? 'human' : 'computer'));
    const marks = [
      { at: 2, on: true },
      { at: 40, on: false },
    ];
    const t = { ...source(def, g, seats, { marks }), speed: 'quick' as const, away: null, judged: false, room: null, guests: [] };
    const at = g.history.findIndex((h, i) => i >= 10 && h.by === 0);
    const setup = tryFrom(t, g.moves, at);
    expect(setup).toMatchObject({ seed: g.seed, seats, level: 'normal', speed: 'quick', teaching: [{ at: 2, on: true }] });
    expect(setup.moves).toEqual(g.moves.slice(0, at));
    const r = replayMoves(m, m.newGame(setup.options, setup.seed), setup.moves ?? []);
    expect(r.failure).toBeUndefined();
    expect(m.waitingFor(r.state)).toContain(0);
    expect(JSON.stringify(m.view(r.state, 0))).toBe(JSON.stringify(m.view(g.states[at], 0)));
  });
});

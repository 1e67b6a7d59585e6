/**
 * Every game's guided first game (src/engine/<game>/guided.ts), replayed through the engine and played
 * through the one play machine the way a reader follows the coach: the script is legal move by move
 * and ends the game, every line's claims hold, a wrong script is caught, and the machine waits for the
 * coach's move, explains any other, plays the computer's scripted moves and never saves.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createActor } from 'xstate';
import { guidedStart, isLetThrough, readerSteps, type AnyGameDefinition } from '../../src/engine/core';
import { checkGuided } from '../../src/engine/core/guided-check';
import { gameList } from '../../src/engine/games';
import { createPlayMachine, LET_THROUGH, stateName } from '../../src/play/machine';
import { seatNames } from '../../src/play/seats';
import { sayName } from '../../src/play/said';
import { wordsFor } from '../support/words';
import { guidedSetup } from '../../src/play/session';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function start(def: AnyGameDefinition) {
  return createActor(createPlayMachine(def), { input: guidedSetup(def, 'quick') }).start();
}
type Actor = ReturnType<typeof start>;
const name = (a: Actor) => stateName(a.getSnapshot().value);
const ctx = (a: Actor) => a.getSnapshot().context;

/** Lets the machine run until the reader must act, a summary waits, or the game is over. */
function settle(a: Actor): string {
  for (let i = 0; i < 400 && !['human', 'summary', 'over'].includes(name(a)); i++) vi.advanceTimersByTime(200);
  return name(a);
}

describe.each(gameList().map((d) => [d.id, d] as const))('%s: the guided first game', (_id, def) => {
  const g = def.guided;
  const rules = async () => Object.values(((await import(`../../src/engine/${def.id}/rules.ts`)) as { RULES: Record<string, unknown> }).RULES);

  test('replays through the engine to the end of the game, and every line’s checks hold', () => {
    expect(checkGuided(def.module, g)).toEqual([]);
    expect(g.seat).toBeGreaterThanOrEqual(0);
    expect(g.seat).toBeLessThan(g.players);
    expect(g.players).toBeGreaterThanOrEqual(def.seats.min);
    expect(g.players).toBeLessThanOrEqual(def.seats.max);
  });

  test('is short, and brings in each rule with a section of the game’s own page', async () => {
    const mine = readerSteps(def.module, g);
    expect(mine.length).toBeGreaterThanOrEqual(2);
    expect(mine.length).toBeLessThanOrEqual(12);
    const known = await rules();
    for (const step of g.steps) if (step.rule) expect(known).toContainEqual(step.rule);
    expect(known).toContainEqual(g.end.rule);
    // The first line brings in a rule; lines are short enough to read at a glance.
    expect(g.steps[mine[0] as number]?.rule).toBeDefined();
    for (const step of g.steps) expect((step.say ?? '').split(/\s+/).length, step.say).toBeLessThanOrEqual(70);
  });

  test('the coach names only the seats at this table, by the names the table shows', () => {
    const names = seatNames(guidedSetup(def).seats).map((n) => sayName(wordsFor(), n));
    expect(names[g.seat]).toBe('You');
    const others = ['Ann', 'Buck', 'Maris', 'Jane', 'Theo', 'Mia', 'Leo', 'Ivy', 'Sam', 'Zoe', 'Kai', 'Ada'].filter((n) => !names.includes(n));
    for (const line of [...g.steps.flatMap((s) => [s.say ?? '', s.because ?? '']), g.end.say])
      for (const n of others) expect(line, `“${n}” is not at this table`).not.toMatch(new RegExp(`\\b${n}\\b`));
  });

  test('a wrong script fails: a move out of order, a missing line, a false claim', () => {
    const first = readerSteps(def.module, g)[0] as number;
    const swapped = g.steps.map((s, i) => (i === first ? { ...s, move: g.steps[first + 1]?.move ?? 'pass' } : s));
    expect(checkGuided(def.module, { ...g, steps: swapped }).length).toBeGreaterThan(0);
    const silent = g.steps.map((s, i) => (i === first ? { move: s.move } : s));
    expect(checkGuided(def.module, { ...g, steps: silent })).toContainEqual(expect.stringMatching(/no line for the coach/));
    expect(checkGuided(def.module, { ...g, steps: g.steps.slice(0, -1) })).toContainEqual('the script ends before the game does');
    expect(checkGuided(def.module, { ...g, end: { ...g.end, expect: { scores: g.end.expect?.scores?.map((n) => n + 1) ?? [999] } } }).length).toBeGreaterThan(
      0,
    );
  });

  test('a move let through must be harmless: another legal move that changes what follows, an illegal one or the computer’s fails the script', () => {
    const first = readerSteps(def.module, g)[0] as number;
    const begin = guidedStart(def.module, g);
    if (!begin.ok) throw new Error(begin.error);
    let state = begin.value;
    for (const s of g.steps.slice(0, first)) {
      const mv = def.module.parseMove(s.move);
      if (!mv.ok) throw new Error(mv.error);
      const r = def.module.apply(state, mv.value, def.module.mover(state, mv.value));
      if (!r.ok) throw new Error(JSON.stringify(r.error));
      state = r.value.state;
    }
    const step = g.steps[first]!;
    const other = def.module.legalMoves(state).find((x: unknown) => def.module.mover(state, x) === g.seat && def.module.printMove(x) !== step.move);
    const withAlso = (also: string[], at = first) => g.steps.map((s, i) => (i === at ? { ...s, also } : s));
    if (other !== undefined)
      expect(checkGuided(def.module, { ...g, steps: withAlso([def.module.printMove(other)]) })).toContainEqual(
        expect.stringContaining(def.module.printMove(other)),
      );
    expect(checkGuided(def.module, { ...g, steps: withAlso([step.move]) })).toContainEqual(expect.stringMatching(/the coach’s own move/));
    const computer = g.steps.findIndex((s) => !s.say);
    if (computer >= 0)
      expect(checkGuided(def.module, { ...g, steps: withAlso([g.steps[computer]!.move], computer) })).toContainEqual(expect.stringMatching(/coach words/));
  });

  test('every move the coach lets through is taken by the machine, and the script goes on from it to the end', () => {
    const m = def.module;
    const through = g.steps.flatMap((s, i) => (s.also ?? []).map((alt) => [i, alt] as const));
    for (const [at, alt] of through) {
      const a = start(def);
      for (let turn = 0; turn < 200; turn++) {
        const now = settle(a);
        if (now === 'over') break;
        if (now === 'summary') {
          a.send({ type: 'NEXT' });
          continue;
        }
        const i = ctx(a).history.length;
        const mv = m.parseMove(i === at ? alt : (g.steps[i]?.move ?? ''));
        if (!mv.ok) throw new Error(mv.error);
        a.send({ type: 'MOVE', move: mv.value });
        expect(ctx(a).history.length, `${alt} at step ${at + 1}`).toBe(i + 1);
        expect(ctx(a).message).toEqual(i === at ? { kind: 'info', text: LET_THROUGH } : null);
      }
      expect(name(a)).toBe('over');
      expect(ctx(a).history.map((h) => h.move)).toEqual(g.steps.map((s, i) => (i === at ? alt : s.move)));
      if (g.end.expect?.scores) expect(m.scores(ctx(a).state)).toEqual(g.end.expect.scores);
    }
  });

  test('the machine waits for the coach’s move, explains another, plays the script and ends the game', () => {
    const a = start(def);
    expect(ctx(a).guided).toBe(true);
    const m = def.module;
    let refusedOne = false;
    for (let turn = 0; turn < 200; turn++) {
      const at = settle(a);
      if (at === 'over') break;
      if (at === 'summary') {
        a.send({ type: 'NEXT' });
        continue;
      }
      expect(at).toBe('human');
      const c = ctx(a);
      const step = g.steps[c.history.length];
      expect(step?.say, `the coach has a line at move ${c.history.length + 1}`).toBeTruthy();
      const wanted = m.parseMove(step?.move ?? '');
      if (!wanted.ok) throw new Error(wanted.error);
      // Another legal move of the reader's is refused once, with the coach's reason; nothing changes.
      const other = m.legalMoves(c.state).find((x: unknown) => m.mover(c.state, x) === g.seat && m.printMove(x) !== step?.move && !isLetThrough(m, step, x));
      if (other !== undefined && !refusedOne) {
        a.send({ type: 'MOVE', move: other });
        expect(ctx(a).history.length).toBe(c.history.length);
        expect(ctx(a).message?.text).toBeTruthy();
        refusedOne = true;
      }
      a.send({ type: 'MOVE', move: wanted.value });
      expect(ctx(a).message).toBeNull();
      expect(ctx(a).history.length).toBe(c.history.length + 1);
    }
    expect(name(a)).toBe('over');
    expect(ctx(a).history.map((h) => h.move)).toEqual(g.steps.map((s) => s.move));
    if (g.end.expect?.scores) expect(m.scores(ctx(a).state)).toEqual(g.end.expect.scores);
  });
});

test('in a guided game an illegal move gets the engine’s reason and its rule, and undo goes back along the script', () => {
  const def = gameList().find((d) => d.id === 'ferret') as AnyGameDefinition;
  const a = start(def);
  expect(settle(a)).toBe('human');
  // The Painter is still in the draw pile: not the reader's to play.
  const illegal = def.module.parseMove('3SK>6MW');
  if (!illegal.ok) throw new Error(illegal.error);
  a.send({ type: 'MOVE', move: illegal.value });
  expect(ctx(a).message).toMatchObject({ kind: 'error', rule: { key: expect.stringMatching(/^ferret\./) } });
  expect(ctx(a).history).toHaveLength(0);
  const first = def.module.parseMove(def.guided.steps[0]!.move);
  if (!first.ok) throw new Error(first.error);
  a.send({ type: 'MOVE', move: first.value });
  expect(settle(a)).toBe('human');
  expect(ctx(a).history.length).toBeGreaterThan(1);
  a.send({ type: 'UNDO' });
  expect(settle(a)).toBe('human');
  expect(ctx(a).history).toHaveLength(0);
  const begin = guidedStart(def.module, def.guided);
  expect(begin.ok && ctx(a).state).toEqual(begin.ok && begin.value);
});

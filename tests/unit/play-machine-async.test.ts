/**
 * The play machine when the computer thinks elsewhere (a worker): the move is an invoked promise, the
 * machine stays responsive while it waits (speed changes, undo), an answer that comes after the game
 * has moved on is ignored, and a worker that fails is replaced by working the move out in-process.
 */
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { createActor } from 'xstate';
import { gameList, GAMES } from '../../src/engine/games';
import type { AnyGameDefinition } from '../../src/engine/core';
import { createPlayMachine, stateName, type PlaySetup } from '../../src/play/machine';
import type { ComputerRequest } from '../../src/play/computer';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setupFor(def: AnyGameDefinition, seed: string, level: 'gentle' | 'normal' | 'strong'): PlaySetup<unknown> {
  const fields = Object.fromEntries(def.optionFields.map((f) => [f.key, f.default]));
  const parsed = def.module.parseOptions(def.fromFields(fields, 2));
  if (!parsed.ok) throw new Error('options');
  const options = def.seeded ? def.seeded(parsed.value, seed) : parsed.value;
  return { seed, options, seats: ['computer', 'human'], speed: 'quick', level };
}

/** A worker stand-in: answers after `delay` ms from the level asked, and records every question. */
function fakeWorker(def: AnyGameDefinition, delay: number, asked: ComputerRequest[]) {
  return (req: ComputerRequest) =>
    new Promise<unknown>((resolve) => {
      asked.push(req);
      setTimeout(() => resolve(def.computers[req.level](req.view, req.seed, { iterations: 8 })), delay);
    });
}

test.each(gameList().map((d) => [d.id, d] as const))(
  '%s: the computer’s move comes from the worker, asked with its view and level, while the page goes on',
  async (_id, def) => {
    const asked: ComputerRequest[] = [];
    // Seat 0 is the computer; find a deal where it acts first.
    let seed = '';
    for (let i = 0; i < 40 && !seed; i++) {
      const s = setupFor(def, `async-${i}`, 'strong');
      const state = def.module.newGame(s.options, s.seed);
      if (def.module.waitingFor(state).includes(0)) seed = s.seed;
    }
    if (!seed) return; // every deal starts with the person (not the case for any game today)
    const a = createActor(createPlayMachine(def, { ask: fakeWorker(def, 1000, asked) }), { input: setupFor(def, seed, 'strong') }).start();
    await vi.advanceTimersByTimeAsync(200);
    expect(stateName(a.getSnapshot().value)).toBe('computer.asking');
    expect(asked).toHaveLength(1);
    const req = asked[0] as ComputerRequest;
    expect(req.level).toBe('strong');
    expect(req.game).toBe(def.id);
    expect(req.view).toEqual(def.module.view(a.getSnapshot().context.state, 0));
    // Responsive while it thinks: the speed changes at once.
    a.send({ type: 'SPEED', speed: 'slow' });
    expect(a.getSnapshot().context.speed).toBe('slow');
    expect(a.getSnapshot().context.history).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(a.getSnapshot().context.history.length).toBeGreaterThan(0);
    expect(a.getSnapshot().context.history[0]?.by).toBe(0);
  },
);

test('an answer that arrives after the game was replaced is ignored', async () => {
  const def = GAMES.hermit as AnyGameDefinition;
  const asked: ComputerRequest[] = [];
  const seats: PlaySetup<unknown>['seats'] = ['computer', 'computer', 'human'];
  const fields = Object.fromEntries(def.optionFields.map((f) => [f.key, f.default]));
  const parsed = def.module.parseOptions(def.fromFields(fields, 3));
  if (!parsed.ok) throw new Error('options');
  const a = createActor(createPlayMachine(def, { ask: fakeWorker(def, 1000, asked) }), {
    input: { seed: 'late-1', options: parsed.value, seats, speed: 'quick', level: 'strong' },
  }).start();
  await vi.advanceTimersByTimeAsync(300);
  expect(stateName(a.getSnapshot().value)).toBe('computer.asking');
  a.send({ type: 'LOAD', game: { seed: 'late-2', options: parsed.value, seats: ['human', 'human', 'human'], speed: 'quick' } });
  await vi.advanceTimersByTimeAsync(2000);
  expect(a.getSnapshot().context.seed).toBe('late-2');
  expect(a.getSnapshot().context.history).toHaveLength(0);
});

test('a worker that fails: the move is worked out in-process', async () => {
  const def = GAMES.ferret as AnyGameDefinition;
  let seed = '';
  for (let i = 0; i < 40 && !seed; i++) {
    const s = setupFor(def, `fail-${i}`, 'normal');
    if (def.module.waitingFor(def.module.newGame(s.options, s.seed)).includes(0)) seed = s.seed;
  }
  const a = createActor(createPlayMachine(def, { ask: () => Promise.reject(new Error('worker gone')) }), {
    input: setupFor(def, seed, 'strong'),
  }).start();
  await vi.advanceTimersByTimeAsync(500);
  expect(a.getSnapshot().context.history.length).toBeGreaterThan(0);
  expect(a.getSnapshot().context.message).toBeNull();
});

test.each(['gentle', 'normal'] as const)(
  'at %s, the quick heuristic moves in-process: the worker is never asked (a page at that level never loads it)',
  async (level) => {
    const def = GAMES.ferret as AnyGameDefinition;
    let seed = '';
    for (let i = 0; i < 40 && !seed; i++) {
      const s = setupFor(def, `here-${i}`, level);
      if (def.module.waitingFor(def.module.newGame(s.options, s.seed)).includes(0)) seed = s.seed;
    }
    const asked: ComputerRequest[] = [];
    const a = createActor(createPlayMachine(def, { ask: fakeWorker(def, 1000, asked) }), { input: setupFor(def, seed, level) }).start();
    await vi.advanceTimersByTimeAsync(500);
    expect(asked).toEqual([]);
    expect(a.getSnapshot().context.history[0]?.by).toBe(0);
  },
);

import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createActor } from 'xstate';
import { exampleMachine } from '../../src/machines/example';
import { ferretPlayMachine, initialContext, scoringSteps, SPEED_MS, stateName, STEP_MS, undoPoint } from '../../src/machines/ferret-play';
import { ferret } from '../../src/engine/ferret';

describe('the example stepper', () => {
  test('steps forward and back within bounds, and restarts', () => {
    const actor = createActor(exampleMachine, { input: { count: 3 } }).start();
    actor.send({ type: 'PREV' });
    expect(actor.getSnapshot().context.index).toBe(0);
    for (let i = 0; i < 5; i++) actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().context).toMatchObject({ index: 3, completed: true });
    actor.send({ type: 'PREV' });
    expect(actor.getSnapshot().context.index).toBe(2);
    actor.send({ type: 'RESTART' });
    expect(actor.getSnapshot().context).toMatchObject({ index: 0, completed: true });
  });

  test('a wrong answer stays with the reason; a right one moves on', () => {
    const actor = createActor(exampleMachine, { input: { count: 3, start: 1 } }).start();
    actor.send({ type: 'ANSWER', right: false, text: 'No: that goes to your hand.' });
    expect(actor.getSnapshot().context).toMatchObject({ index: 1, feedback: { right: false, text: 'No: that goes to your hand.' } });
    actor.send({ type: 'ANSWER', right: true, text: 'Right!' });
    expect(actor.getSnapshot().context).toMatchObject({ index: 2, feedback: { right: true } });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().context.feedback).toBeNull();
  });
});

describe('the Ferret play machine', () => {
  const seedWhereHumanStarts = (() => {
    for (let i = 0; ; i++) if (initialContext({ seed: `m${i}`, mode: 'computer' }).options.first === 0) return `m${i}`;
  })();
  const name = (actor: { getSnapshot(): { value: unknown } }) => stateName(actor.getSnapshot().value);

  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test('a turn: choose a card, choose a target, the move resolves step by step, then the next player', () => {
    const actor = createActor(ferretPlayMachine, { input: { seed: seedWhereHumanStarts, mode: 'computer', speed: 'normal' } }).start();
    expect(name(actor)).toBe('human.choosingCard');
    const s = actor.getSnapshot().context.state;
    actor.send({ type: 'PRESS', card: s.pool[0] as string });
    expect(actor.getSnapshot().context.message?.text).toMatch(/First pick a card from your hand/);
    expect(name(actor)).toBe('human.choosingCard');
    actor.send({ type: 'PRESS', card: s.hands[0][0] as string });
    expect(name(actor)).toBe('human.choosingTarget');
    actor.send({ type: 'PRESS', card: s.hands[0][0] as string });
    expect(name(actor)).toBe('human.choosingCard');
    actor.send({ type: 'PRESS', card: s.hands[0][1] as string });
    // An illegal target is explained by the engine and the card stays picked.
    actor.send({ type: 'PRESS', card: s.drawPile[0] as string });
    expect(name(actor)).toBe('human.choosingTarget');
    expect(actor.getSnapshot().context.message?.text).toMatch(/not on the table/);
    actor.send({ type: 'PRESS', card: s.pool[0] as string });
    expect(name(actor)).toBe('resolving');
    const events = actor.getSnapshot().context.history[0]!.events;
    expect(actor.getSnapshot().context.shown).toBe(1);
    vi.advanceTimersByTime(STEP_MS.normal * events.length + 10);
    expect(['computer', 'scoring.ended']).toContain(name(actor));
    vi.advanceTimersByTime(SPEED_MS.normal + 10);
    expect(name(actor)).toBe('resolving');
    expect(actor.getSnapshot().context.history.map((h) => h.by)).toEqual([0, 1]);
  });

  test('undo is allowed until something hidden is shown', () => {
    const ctx = initialContext({ seed: seedWhereHumanStarts, mode: 'computer' });
    expect(undoPoint(ctx)).toMatchObject({ index: null, why: 'No move has been made yet.' });
    const passed = initialContext({ seed: seedWhereHumanStarts, mode: 'computer', moves: ['pass'] });
    expect(undoPoint(passed)).toEqual({ index: 0 });
    // A ferret into your tableau draws a card: undo is no longer fair.
    const start = ferret.newGame(passed.options, seedWhereHumanStarts);
    const drawing = ferret.legalMoves(start).find((m) => {
      const r = ferret.apply(start, m);
      return r.ok && r.value.events.some((e) => e.type === 'draw');
    });
    expect(drawing).toBeDefined();
    const drew = initialContext({ seed: seedWhereHumanStarts, mode: 'computer', moves: [ferret.printMove(drawing!)] });
    expect(undoPoint(drew)).toMatchObject({ index: null, why: 'Undo is not possible: a card was drawn since your move.' });
  });

  test('undo through the machine takes back the move while the computer thinks', () => {
    const actor = createActor(ferretPlayMachine, { input: { seed: seedWhereHumanStarts, mode: 'computer', moves: ['pass'] } }).start();
    expect(name(actor)).toBe('computer');
    actor.send({ type: 'UNDO' });
    expect(actor.getSnapshot().context.history).toHaveLength(0);
    expect(name(actor)).toBe('human.choosingCard');
  });

  test('two players at one screen: the screen is handed over between turns', () => {
    const actor = createActor(ferretPlayMachine, { input: { seed: 'friends-1', mode: 'friends', speed: 'quick' } }).start();
    const first = actor.getSnapshot().context.viewer;
    expect(name(actor)).toBe('human.choosingCard');
    actor.send({ type: 'PASS' });
    vi.advanceTimersByTime(1000);
    expect(name(actor)).toBe('handoff');
    actor.send({ type: 'READY' });
    expect(name(actor)).toBe('human.choosingCard');
    expect(actor.getSnapshot().context.viewer).toBe(first === 0 ? 1 : 0);
  });

  test('a corrupt move list gives a message and a fresh game of the same deal', () => {
    const ctx = initialContext({ seed: 'abc', mode: 'computer', moves: ['pass', '6SY>nonsense'] });
    expect(ctx.history).toHaveLength(0);
    expect(ctx.message).toMatchObject({ kind: 'error' });
    expect(ctx.message?.text).toMatch(/could not be replayed \(move 2 is not a move/);
  });

  test('two passes end the game, and the final scoring is shown a phase at a time', () => {
    const actor = createActor(ferretPlayMachine, { input: { seed: 'friends-2', mode: 'friends', speed: 'quick' } }).start();
    actor.send({ type: 'PASS' });
    vi.advanceTimersByTime(1000);
    actor.send({ type: 'READY' });
    actor.send({ type: 'PASS' });
    for (let guard = 0; guard < 50 && !name(actor).startsWith('scoring'); guard++) {
      vi.advanceTimersByTime(1000);
      const n = name(actor);
      if (n === 'handoff') actor.send({ type: 'READY' });
      if (n === 'human.choosingSet') actor.send({ type: 'CHOOSE', move: ferret.legalMoves(actor.getSnapshot().context.state)[0]! });
    }
    expect(name(actor)).toBe('scoring.ended');
    const steps = scoringSteps(actor.getSnapshot().context);
    expect(steps).toHaveLength(5);
    expect(steps[0]?.[0]?.type).toBe('end');
    expect(steps.at(-1)?.at(-1)?.type).toBe('over');
    for (const next of ['scoring.first', 'scoring.second', 'scoring.extra', 'over']) {
      actor.send({ type: 'NEXT_SCORE' });
      expect(name(actor)).toBe(next);
    }
  });
});

import { describe, expect, test, vi } from 'vitest';
import { createActor } from 'xstate';
import { exampleMachine } from '../../src/machines/example';
import { ferretPlayMachine, initialContext, scoringSteps, undoPoint } from '../../src/machines/ferret-play';
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

  test('the human picks a card, then a target; a wrong pick is explained and changes nothing', () => {
    const actor = createActor(ferretPlayMachine, { input: { seed: seedWhereHumanStarts, mode: 'computer' } }).start();
    expect(actor.getSnapshot().value).toBe('human');
    const s = actor.getSnapshot().context.state;
    actor.send({ type: 'PRESS', card: s.pool[0] as string });
    expect(actor.getSnapshot().context.message?.text).toMatch(/First pick a card from your hand/);
    expect(actor.getSnapshot().context.history).toHaveLength(0);
    actor.send({ type: 'PRESS', card: s.hands[0][0] as string });
    expect(actor.getSnapshot().context.selected).toBe(s.hands[0][0]);
    actor.send({ type: 'PRESS', card: s.pool[0] as string });
    const after = actor.getSnapshot();
    expect(after.context.history).toHaveLength(1);
    expect(['computer', 'human', 'scoring']).toContain(after.value);
  });

  test('the computer answers after its delay', () => {
    vi.useFakeTimers();
    try {
      const actor = createActor(ferretPlayMachine, { input: { seed: seedWhereHumanStarts, mode: 'computer', speed: 'quick' } }).start();
      actor.send({ type: 'PASS' });
      expect(actor.getSnapshot().value).toBe('computer');
      vi.advanceTimersByTime(200);
      expect(actor.getSnapshot().context.history.map((h) => h.by)).toEqual([0, 1]);
    } finally {
      vi.useRealTimers();
    }
  });

  test('undo is allowed until something hidden is shown', () => {
    const ctx = initialContext({ seed: seedWhereHumanStarts, mode: 'computer' });
    expect(undoPoint(ctx)).toMatchObject({ index: null, why: 'No move has been made yet.' });
    const passed = initialContext({ seed: seedWhereHumanStarts, mode: 'computer', moves: ['pass'] });
    expect(undoPoint(passed)).toEqual({ index: 0 });
    // A ferret into your tableau draws a card: undo is no longer fair.
    const s = passed.state;
    const intoTableau = ferret.legalMoves(ferret.newGame(passed.options, seedWhereHumanStarts)).find(
      (m) => m.type === 'ferret' && ferret.apply(ferret.newGame(passed.options, seedWhereHumanStarts), m).ok &&
        (ferret.apply(ferret.newGame(passed.options, seedWhereHumanStarts), m) as { ok: true; value: { events: { type: string }[] } }).value.events.some((e) => e.type === 'draw'),
    );
    expect(intoTableau).toBeDefined();
    const drew = initialContext({ seed: seedWhereHumanStarts, mode: 'computer', moves: [ferret.printMove(intoTableau!)] });
    expect(undoPoint(drew)).toMatchObject({ index: null, why: 'Undo is not possible: a card was drawn since your move.' });
    expect(s.phase).toBe('play');
  });

  test('undo through the machine takes back the move and the computer’s reply that showed nothing', () => {
    const actor = createActor(ferretPlayMachine, { input: { seed: seedWhereHumanStarts, mode: 'computer', moves: ['pass'] } }).start();
    expect(actor.getSnapshot().value).toBe('computer');
    actor.send({ type: 'UNDO' });
    expect(actor.getSnapshot().context.history).toHaveLength(0);
    expect(actor.getSnapshot().value).toBe('human');
  });

  test('two players at one screen: the screen is handed over between turns', () => {
    const actor = createActor(ferretPlayMachine, { input: { seed: 'friends-1', mode: 'friends' } }).start();
    const first = actor.getSnapshot().context.viewer;
    expect(actor.getSnapshot().value).toBe('human');
    actor.send({ type: 'PASS' });
    expect(actor.getSnapshot().value).toBe('handoff');
    actor.send({ type: 'READY' });
    expect(actor.getSnapshot().value).toBe('human');
    expect(actor.getSnapshot().context.viewer).toBe(first === 0 ? 1 : 0);
  });

  test('a corrupt move list gives a message and a fresh game of the same deal', () => {
    const ctx = initialContext({ seed: 'abc', mode: 'computer', moves: ['pass', '6SY>nonsense'] });
    expect(ctx.history).toHaveLength(0);
    expect(ctx.message).toMatchObject({ kind: 'error' });
    expect(ctx.message?.text).toMatch(/could not be replayed \(move 2 is not a move/);
  });

  test('two passes end the game and the final scoring is shown in steps', () => {
    const actor = createActor(ferretPlayMachine, { input: { seed: 'friends-2', mode: 'friends' } }).start();
    actor.send({ type: 'PASS' });
    actor.send({ type: 'READY' });
    actor.send({ type: 'PASS' });
    let snap = actor.getSnapshot();
    while (snap.value === 'human' || snap.value === 'handoff') {
      if (snap.value === 'handoff') actor.send({ type: 'READY' });
      else actor.send({ type: 'CHOOSE', move: ferret.legalMoves(snap.context.state)[0]! });
      snap = actor.getSnapshot();
    }
    expect(snap.value).toBe('scoring');
    const steps = scoringSteps(snap.context);
    expect(steps[0]?.[0]?.type).toBe('end');
    expect(steps.at(-1)?.at(-1)?.type).toBe('over');
    for (let i = 0; i < steps.length; i++) actor.send({ type: 'NEXT_SCORE' });
    expect(actor.getSnapshot().value).toBe('over');
  });
});

import { describe, expect, test } from 'vitest';
import { createActor } from 'xstate';
import { exampleMachine, runExample } from '../../src/machines/example';
import { initialExampleContext } from '../../src/machines/example-context';

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

test('"Next" waits where a step asks the reader; "Show me" moves on, and a try is remembered until then', () => {
  const actor = createActor(exampleMachine, { input: { count: 2, asks: [false, true] } }).start();
  actor.send({ type: 'NEXT' });
  expect(actor.getSnapshot().context.index).toBe(1);
  actor.send({ type: 'NEXT' });
  expect(actor.getSnapshot().context.index).toBe(1);
  actor.send({ type: 'ANSWER', right: false, text: 'No.' });
  expect(actor.getSnapshot().context).toMatchObject({ index: 1, tried: true });
  actor.send({ type: 'SHOW' });
  expect(actor.getSnapshot().context).toMatchObject({ index: 2, tried: false, completed: true });
});

test('the first moment a page draws without XState: the start step within bounds, nothing answered', () => {
  const asks = [false, true, false];
  expect(initialExampleContext({ count: 2, asks })).toEqual({ index: 0, count: 2, feedback: null, completed: false, asks, tried: false });
  expect(initialExampleContext({ count: 2, start: 1 })).toEqual({ index: 1, count: 2, feedback: null, completed: false, asks: [], tried: false });
  // Opened at the last step (or past it), it is not completed: the reader has stepped through nothing yet.
  expect(initialExampleContext({ count: 2, start: 9 })).toMatchObject({ index: 2, completed: false });
  expect(initialExampleContext({ count: 2, start: 2 })).toMatchObject({ index: 2, completed: false });
  expect(initialExampleContext({ count: 2, start: -3 })).toMatchObject({ index: 0, completed: false });
  expect(initialExampleContext({ count: 0 })).toMatchObject({ index: 0, completed: true });
  // And the machine starts there.
  expect(
    createActor(exampleMachine, { input: { count: 2, start: 1, asks } })
      .start()
      .getSnapshot().context,
  ).toEqual(initialExampleContext({ count: 2, start: 1, asks }));
});

test('an example opened at its last step is completed only once the reader steps to it', () => {
  const actor = createActor(exampleMachine, { input: { count: 2, start: 2 } }).start();
  expect(actor.getSnapshot().context).toMatchObject({ index: 2, completed: false });
  actor.send({ type: 'PREV' });
  expect(actor.getSnapshot().context).toMatchObject({ index: 1, completed: false });
  actor.send({ type: 'NEXT' });
  expect(actor.getSnapshot().context).toMatchObject({ index: 2, completed: true });
});

test('a running example tells the page each new context, in order, and stops', () => {
  const seen: number[] = [];
  const run = runExample({ count: 3 }, (c) => seen.push(c.index));
  run.send({ type: 'NEXT' });
  run.send({ type: 'NEXT' });
  run.send({ type: 'PREV' });
  run.stop();
  run.send({ type: 'NEXT' });
  expect(seen).toEqual([0, 1, 2, 1]);
});

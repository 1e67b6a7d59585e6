import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createActor } from 'xstate';
import { thricewisePlayMachine } from '../../src/machines/thricewise-play';
import { stateName } from '../../src/machines/history';
import { kindsOf, legalCells } from '../../src/engine/thricewise';

describe('the Thricewise play machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const name = (a: { getSnapshot(): { value: unknown } }) => stateName(a.getSnapshot().value);

  test('computers choose first; the person chooses; cards are revealed and placed in rank order', () => {
    const actor = createActor(thricewisePlayMachine, { input: { seed: 'twm1', options: { players: 3 }, seats: ['human', 'computer', 'computer'], speed: 'quick' } }).start();
    for (let i = 0; i < 50 && name(actor) !== 'human.choosing'; i++) vi.advanceTimersByTime(200);
    expect(name(actor)).toBe('human.choosing');
    const hand = actor.getSnapshot().context.state.hands[0]!;
    actor.send({ type: 'PRESS', card: hand[0]! });
    for (let i = 0; i < 50 && !['human.placing', 'human.choosing'].includes(name(actor)); i++) vi.advanceTimersByTime(200);
    const s = actor.getSnapshot().context.state;
    if (name(actor) === 'human.placing') {
      expect(s.placing[0]?.seat).toBe(0);
      // A press on a card that is not being placed is explained; a legal space places the picked card.
      actor.send({ type: 'PRESS', card: s.hands[0]![0]! });
      expect(actor.getSnapshot().context.message?.text).toMatch(/Place the cards you chose this turn/);
      actor.send({ type: 'SPACE', cell: legalCells(s.grid)[0]! });
      expect(actor.getSnapshot().context.state.grid.length).toBe(s.grid.length + 1);
    } else {
      // Deferred: the person's card waits, face up.
      expect(s.deferred[0]).toContain(hand[0]);
    }
  });

  test('two people: the screen is handed over between their secret choices', () => {
    const actor = createActor(thricewisePlayMachine, { input: { seed: 'twm2', options: { players: 2 }, seats: ['human', 'human'], speed: 'quick' } }).start();
    expect(name(actor)).toBe('human.choosing');
    actor.send({ type: 'PRESS', card: actor.getSnapshot().context.state.hands[0]![0]! });
    vi.advanceTimersByTime(500);
    expect(name(actor)).toBe('handoff');
    actor.send({ type: 'READY' });
    expect(actor.getSnapshot().context.viewer).toBe(1);
    expect(name(actor)).toBe('human.choosing');
  });
});

test('wraparound is not a straight: Crown, Ace, 2 scores nothing as a straight', () => {
  const cells = [{ row: 0, col: 0 }, { row: 0, col: 1 }, { row: 0, col: 2 }];
  expect(kindsOf(['CS', 'AM', '2WL'], cells)).toEqual([]);
  expect(kindsOf(['9LK', 'CS', 'AM'], cells)).toEqual([]);
});

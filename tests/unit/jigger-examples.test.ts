/** Every scripted example on the Jigger page, replayed against the engine. */
import { describe, expect, test } from 'vitest';
import { unwrap } from '../../src/engine/core';
import { checkExpectations, exampleFrames } from '../../src/engine/core/example';
import { fact, jigger, RULES, type JiggerState } from '../../src/engine/jigger';
import { JIGGER_EXAMPLES } from '../../src/engine/jigger/examples';

const checker = { locate: jigger.locate, outcome: jigger.outcome, fact };

describe.each(JIGGER_EXAMPLES.map((e) => [e.id, e] as const))('example %s', (_, example) => {
  test('sets up, every scripted move is legal, and every claim in the captions holds', () => {
    const frames = unwrap(exampleFrames(jigger, example));
    expect(frames).toHaveLength(example.steps.length + 1);
    example.steps.forEach((step, i) => expect(checkExpectations(checker, frames[i + 1]!.state, step.expect), `step ${i + 1}`).toEqual([]));
  });

  test('cites one of the page’s sections, and the reader’s seat sees every take the caption shows it', () => {
    expect(Object.values(RULES)).toContainEqual(example.rule);
    for (const frame of unwrap(exampleFrames(jigger, example))) {
      const s = frame.state as JiggerState;
      // Examples are told from the younger player's side, who sees every take.
      expect(jigger.view(s, example.seat).takes).toEqual(s.takes);
    }
  });
});

test('the handicap example: the older player’s view leaves out the younger player’s take', () => {
  const example = JIGGER_EXAMPLES.find((e) => e.id === 'handicap')!;
  const frames = unwrap(exampleFrames(jigger, example));
  const last = frames[frames.length - 1]!.state as JiggerState;
  const older = jigger.view(last, 1);
  expect(older.takes).toEqual([null, last.takes[1]]);
  expect(older.takeCounts[0]).toBe(2);
});

test('a demand unfolded event by event ends where the engine puts it, and each step shows one more thing', async () => {
  const { unfold } = await import('../../src/engine/jigger/tries');
  for (const example of JIGGER_EXAMPLES) {
    const frames = unwrap(exampleFrames(jigger, example));
    frames.slice(1).forEach((f, i) => {
      const whole = unfold(f.from as JiggerState, f.events as never);
      const s = f.state as JiggerState;
      expect({ hands: whole.hands, takes: whole.takes, pile: whole.drawPile }, `${example.id} step ${i + 1}`).toEqual({
        hands: s.hands,
        takes: s.takes,
        pile: s.drawPile,
      });
      const upTo = example.steps[i]?.upTo;
      if (upTo !== undefined) expect(upTo, `${example.id} step ${i + 1}`).toBeLessThan(f.events.length);
    });
  }
});

test('the fishing example shows one draw per step', () => {
  const example = JIGGER_EXAMPLES.find((e) => e.id === 'jigger-fishing')!;
  expect(example.steps.length).toBeGreaterThanOrEqual(5);
  const shows = example.steps.map((s) => s.upTo ?? Infinity);
  // demand, Leo's card, then each of Mia's three draws on a step of its own
  expect(shows).toEqual([1, 2, 4, 5, Infinity]);
});

// Two suits that lead to the same table (Mia's Harvest, Moons and Suns, given up for either) leave the suit
// unknown to a "Why?" read from the table alone: it said "with Moons" after a demand for Suns (28 November).
test('a surrender’s “Why?” never names a suit the table cannot tell from another', async () => {
  const { unwrap } = await import('../../src/engine/core');
  const { exampleFrames } = await import('../../src/engine/core/example');
  const { jiggerDefinition } = await import('../../src/engine/jigger/definition');
  const { demandedSuit } = await import('../../src/engine/jigger/explain');
  const example = jiggerDefinition.examples.find((e) => e.id === 'two-books')!;
  const before = unwrap(exampleFrames(jiggerDefinition.module, example))[0]!.state;
  const suns = unwrap(jiggerDefinition.module.apply(before, { type: 'demand', suit: 'suns' })).state;
  const moons = unwrap(jiggerDefinition.module.apply(before, { type: 'demand', suit: 'moons' })).state;
  expect(JSON.stringify(suns)).toBe(JSON.stringify(moons));
  expect(demandedSuit(before, suns)).toBeNull();
});

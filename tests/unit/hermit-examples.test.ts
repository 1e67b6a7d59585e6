/** Every scripted example on the Hermit page, replayed against the engine. */
import { describe, expect, test } from 'vitest';
import { unwrap } from '../../src/engine/core';
import { checkExpectations, exampleFrames } from '../../src/engine/core/example';
import { hermit } from '../../src/engine/hermit';
import { HERMIT_EXAMPLES } from '../../src/engine/hermit/examples';
import { isCardId } from '../../src/engine/deck';

describe.each(HERMIT_EXAMPLES.map((e) => [e.id, e] as const))('example %s', (_, example) => {
  const frames = unwrap(exampleFrames(hermit, example));

  test('sets up, and every scripted move is legal', () => {
    expect(frames).toHaveLength(example.steps.length + 1);
  });

  test('every claim in the captions holds', () => {
    example.steps.forEach((step, i) => {
      expect(checkExpectations(hermit, frames[i + 1]!.state, step.expect), `step ${i + 1}`).toEqual([]);
    });
  });

  // Questions: every try is judged in example-tries.test.ts, for every game.

  test('highlights name cards of the deck, and captions are written', () => {
    for (const id of [...(example.introHighlight ?? []), ...example.steps.flatMap((s) => s.highlight ?? [])]) expect(isCardId(id), id).toBe(true);
    for (const step of example.steps) expect(step.caption.length).toBeGreaterThan(10);
  });
});

test('example ids are unique', () => {
  expect(new Set(HERMIT_EXAMPLES.map((e) => e.id)).size).toBe(HERMIT_EXAMPLES.length);
});

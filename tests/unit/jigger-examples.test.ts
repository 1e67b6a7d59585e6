/** Every scripted example on the Jigger page, replayed against the engine. */
import { describe, expect, test } from 'vitest';
import { checkExpectations, exampleFrames, unwrap } from '../../src/engine/core';
import { fact, jigger } from '../../src/engine/jigger';
import { JIGGER_EXAMPLES } from '../../src/engine/jigger/examples';

const checker = { locate: jigger.locate, outcome: jigger.outcome, fact };

describe.each(JIGGER_EXAMPLES.map((e) => [e.id, e] as const))('example %s', (_, example) => {
  test('sets up, every scripted move is legal, and every claim in the captions holds', () => {
    const frames = unwrap(exampleFrames(jigger, example));
    expect(frames).toHaveLength(example.steps.length + 1);
    example.steps.forEach((step, i) => expect(checkExpectations(checker, frames[i + 1]!.state, step.expect), `step ${i + 1}`).toEqual([]));
  });
});

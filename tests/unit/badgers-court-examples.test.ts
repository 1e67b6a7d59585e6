/** Every scripted example on the Badger’s Court page, replayed against the engine. */
import { describe, expect, test } from 'vitest';
import { unwrap } from '../../src/engine/core';
import { checkExpectations, exampleFrames } from '../../src/engine/core/example';
import { badgersCourt } from '../../src/engine/badgers-court';
import { BADGERS_COURT_EXAMPLES } from '../../src/engine/badgers-court/examples';

describe.each(BADGERS_COURT_EXAMPLES.map((e) => [e.id, e] as const))('example %s', (_, example) => {
  test('sets up, every scripted move is legal, and every claim in the captions holds', () => {
    const frames = unwrap(exampleFrames(badgersCourt, example));
    expect(frames).toHaveLength(example.steps.length + 1);
    example.steps.forEach((step, i) => expect(checkExpectations(badgersCourt, frames[i + 1]!.state, step.expect), `step ${i + 1}`).toEqual([]));
  });
});

test('each question’s goal is met by the scripted move, and its target card is the one played', () => {
  for (const example of BADGERS_COURT_EXAMPLES) {
    const frames = unwrap(exampleFrames(badgersCourt, example));
    example.steps.forEach((step, i) => {
      if (!step.ask) return;
      expect(checkExpectations(badgersCourt, frames[i + 1]!.state, step.ask.goal), `${example.id} step ${i + 1}`).toEqual([]);
      expect(step.move?.split(' ')[0]).toBe(step.ask.target);
    });
  }
});

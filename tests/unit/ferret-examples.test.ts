/** Every scripted example on the Ferret page, replayed against the engine. */
import { describe, expect, test } from 'vitest';
import { unwrap } from '../../src/engine/core';
import { checkExpectations, exampleFrames } from '../../src/engine/core/example';
import { ferret } from '../../src/engine/ferret';
import { FERRET_EXAMPLES } from '../../src/engine/ferret/examples';
import { isCardId } from '../../src/engine/deck';

describe.each(FERRET_EXAMPLES.map((e) => [e.id, e] as const))('example %s', (_, example) => {
  const frames = unwrap(exampleFrames(ferret, example));

  test('sets up, and every scripted move is legal', () => {
    expect(frames).toHaveLength(example.steps.length + 1);
  });

  test('every claim in the captions holds', () => {
    example.steps.forEach((step, i) => {
      expect(checkExpectations(ferret, frames[i + 1]!.state, step.expect), `step ${i + 1}`).toEqual([]);
    });
  });

  // Questions: every try is judged in example-tries.test.ts, for every game.

  test('highlights name cards of the deck, and captions are written', () => {
    for (const id of [...(example.introHighlight ?? []), ...example.steps.flatMap((s) => s.highlight ?? [])]) expect(isCardId(id), id).toBe(true);
    for (const step of example.steps) expect(step.caption.length).toBeGreaterThan(40);
  });
});

test('example ids are unique', () => {
  expect(new Set(FERRET_EXAMPLES.map((e) => e.id)).size).toBe(FERRET_EXAMPLES.length);
});

test('the final scoring’s words: “an Ace”, a set named by its run, and a name said once per sentence', async () => {
  const { describeEvent } = await import('../../src/engine/ferret/describe');
  const { english } = await import('../support/words');
  const say = (m: Parameters<typeof english>[0]) => english(m, ['ferret'], ['You', 'Computer'], 0);
  const sets = [
    { id: 1, owner: 0, suit: 'leaves', low: 3, high: 5, cards: [] },
    { id: 2, owner: 0, suit: 'leaves', low: 7, high: 9, cards: [] },
  ] as never;
  const layoff = say(describeEvent({ type: 'layoff', layoff: { card: '6LK', owner: 0, sets: [1, 2] }, as: 6 } as never, sets));
  expect(layoff).toContain('on your set 3–5 of Leaves and your set 7–9 of Leaves');
  expect(layoff).toContain('belongs to both');
  const ace = say(describeEvent({ type: 'layoff', layoff: { card: 'AK', owner: 0, sets: [1] }, as: 1 } as never, sets));
  expect(ace).toContain('laid off as an Ace');
  const stage = say(describeEvent({ type: 'stage', stage: 'first', player: 1 } as never, []));
  expect(stage).toBe('Final scoring, step 1: Computer places their hand in their tableau and makes every set they can.');
  // Each step of the final scoring says it is one (a log line "Step 2:" alone read as an example's step).
  const second = say(describeEvent({ type: 'stage', stage: 'second', player: 0 } as never, []));
  expect(second).toBe('Final scoring, step 2: You place your hand in your tableau and make every set you can.');
});

/** Every scripted example on the Hermit page, replayed against the engine. */
import { describe, expect, test } from 'vitest';
import { checkExpectations, exampleFrames, unwrap } from '../../src/engine/core';
import { apply, hermit, legalMoves, printMove, type HermitState } from '../../src/engine/hermit';
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

  test('each question has a right answer, the scripted move among them, and wrong ones exist', () => {
    example.steps.forEach((step, i) => {
      if (!step.ask) return;
      const before: HermitState = frames[i]!.state;
      const trick = before.tricks.find((t) => t.cards[t.cards.length - 1]?.card === step.ask?.target);
      const hand = before.hands[before.turn] ?? [];
      const tries = hand.map((c) => ({ type: 'play' as const, card: c, trick: trick?.id ?? ('new' as const) }));
      const right = tries.filter((m) => {
        const r = apply(before, m);
        return r.ok && checkExpectations(hermit, r.value.state, step.ask?.goal).length === 0;
      });
      expect(right.map(printMove), `step ${i + 1}`).toContain(step.move);
      expect(tries.length, `step ${i + 1} asks a question with only right answers`).toBeGreaterThan(right.length);
      expect(legalMoves(before).length).toBeGreaterThan(0);
    });
  });

  test('highlights name cards of the deck, and captions are written', () => {
    for (const id of [...(example.introHighlight ?? []), ...example.steps.flatMap((s) => s.highlight ?? [])]) expect(isCardId(id), id).toBe(true);
    for (const step of example.steps) expect(step.caption.length).toBeGreaterThan(10);
  });
});

test('example ids are unique', () => {
  expect(new Set(HERMIT_EXAMPLES.map((e) => e.id)).size).toBe(HERMIT_EXAMPLES.length);
});

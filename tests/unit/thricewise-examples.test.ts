/** Every scripted example on the Thricewise page, replayed against the engine. */
import { describe, expect, test } from 'vitest';
import { unwrap } from '../../src/engine/core';
import { checkExpectations, exampleFrames } from '../../src/engine/core/example';
import { apply, legalCells, printMove, thricewise, type ThricewiseState } from '../../src/engine/thricewise';
import { THRICEWISE_EXAMPLES } from '../../src/engine/thricewise/examples';

describe.each(THRICEWISE_EXAMPLES.map((e) => [e.id, e] as const))('example %s', (_, example) => {
  const frames = unwrap(exampleFrames(thricewise, example));
  test('sets up, every scripted move is legal, and every claim holds', () => {
    expect(frames).toHaveLength(example.steps.length + 1);
    example.steps.forEach((step, i) => expect(checkExpectations(thricewise, frames[i + 1]!.state, step.expect), `step ${i + 1}`).toEqual([]));
  });
  test('each question has the scripted answer among the right ones, and wrong ones exist', () => {
    example.steps.forEach((step, i) => {
      if (!step.ask) return;
      const before: ThricewiseState = frames[i]!.state;
      const tries = [...legalCells(before.grid), { row: 0, col: 6 }, { row: 0, col: -1 }].map((c) => ({
        type: 'place' as const,
        card: step.ask!.target!,
        row: c.row,
        col: c.col,
      }));
      const right = tries.filter((m) => {
        const r = apply(before, m);
        return r.ok && checkExpectations(thricewise, r.value.state, step.ask?.goal).length === 0;
      });
      expect(right.map(printMove)).toContain(step.move);
      expect(right.length).toBeLessThan(tries.length);
    });
  });
});

/**
 * The pictures agree with the words (issue 36), for every example of every game, through the registry:
 * each set-up is a position a game can reach (but for the cards the example says it leaves out), every
 * later frame follows from it by the engine's moves (a move shown in part unfolds to the engine's own
 * position), every claim a step makes holds on the table it shows and is news there, and a question is
 * answered "Right!" only for answers after which the example stays true (see examplePictureProblems).
 */
import { describe, expect, test } from 'vitest';
import { unwrap } from '../../src/engine/core';
import { examplePictureProblems, exampleFrames, type Example, type ExampleTries } from '../../src/engine/core/example';
import { EXTENDED_DECK } from '../../src/engine/deck';
import { gameList } from '../../src/engine/games';

for (const def of gameList()) {
  describe(`${def.title} examples`, () => {
    test.each(def.examples.map((e) => [e.id, e] as const))('%s: its pictures agree with its words', (_, example) => {
      expect(examplePictureProblems(def.module, def.exampleTries, example, EXTENDED_DECK)).toEqual([]);
    });
  });
}

/** The checks themselves catch what they are for: one broken copy of an example per kind of fault. */
describe('the checks fail where they should', () => {
  const game = (id: string) => gameList().find((d) => d.id === id)!;
  const example = (id: string, ex: string) => game(id).examples.find((e) => e.id === ex)!;
  const problems = (id: string, e: Example) =>
    examplePictureProblems(game(id).module, game(id).exampleTries as ExampleTries<unknown, unknown>, e, EXTENDED_DECK);

  test('a Thricewise grid with an empty row between its rows', () => {
    const e = example('thricewise', 'straights-in-order');
    const setup = e.setup as { grid: [string, number, number][] };
    const holed = { ...e, setup: { ...setup, grid: setup.grid.map(([c, r, k]) => [c, r === 0 ? r - 2 : r, k]) } };
    expect(problems('thricewise', holed).join('\n')).toMatch(/in pieces/);
  });

  test('cards left out of a set-up that does not say so', () => {
    const e = example('jigger', 'everyone-answers');
    const { leftOut: _, ...silent } = e;
    expect(problems('jigger', silent as Example).join('\n')).toMatch(/does not say so/);
  });

  test('a step whose claims the table before it already shows (a move shown whole at once)', () => {
    const e = example('ferret', 'the-end-and-final-scoring');
    const whole = { ...e, steps: e.steps.map(({ upTo: _, ...s }) => s) };
    expect(problems('ferret', whole).join('\n')).toMatch(/already true/);
  });

  test('a question answered “Right!” for an answer after which the example’s words are false', () => {
    const e = example('jigger', 'tie-breaks');
    const loose = { ...e, steps: e.steps.map((s, i) => (i === 0 && s.ask ? { ...s, ask: { ...s.ask, goal: { facts: { phase: 'over' } } } } : s)) };
    expect(problems('jigger', loose).join('\n')).toMatch(/“knots” is called right/);
  });

  test('every example replays', () => {
    for (const def of gameList()) for (const e of def.examples) expect(exampleFrames(def.module, e).ok, e.id).toBe(true);
    expect(unwrap(exampleFrames(game('ferret').module, example('ferret', 'the-castle'))).length).toBeGreaterThan(1);
  });
});

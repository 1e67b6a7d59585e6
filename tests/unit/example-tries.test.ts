/**
 * Every example of every game (from the registry) asks the reader to act at least once, and every try
 * the table offers at a question gets a true answer from the engine: a legal move is never called
 * illegal, a move that meets the goal is never refused, and a refused legal move is told something
 * that is not also true of a right answer (so "there it scores 0" cannot refuse a space when the
 * accepted one scores 0 too).
 */
import { describe, expect, test } from 'vitest';
import { unwrap } from '../../src/engine/core';
import { checkExpectations, exampleFrames, exampleYou, judgeTry } from '../../src/engine/core/example';
import { wordsFor } from '../support/words';
import { gameList } from '../../src/engine/games';

for (const def of gameList()) {
  const game = def.module;
  describe(`${def.title} examples`, () => {
    test.each(def.examples.map((e) => [e.id, e] as const))('%s asks the reader to act at least once', (_, example) => {
      expect(example.steps.some((s) => s.ask)).toBe(true);
    });

    test.each(def.examples.map((e) => [e.id, e] as const))('%s: every try at every question is answered truly', (_, example) => {
      const frames = unwrap(exampleFrames(game, example));
      // The answers as an English page says them, to the example's seats ("You" spoken to).
      const words = wordsFor([def.id], 'en', example.names, exampleYou(example));
      example.steps.forEach((step, i) => {
        if (!step.ask) return;
        const where = `${example.id} step ${i + 1}`;
        if (step.ask.choices) {
          // A question answered in words: exactly one answer is right, and each says why.
          expect(
            step.ask.choices.filter((c) => c.right),
            where,
          ).toHaveLength(1);
          for (const c of step.ask.choices) expect(c.why.length, `${where} ${c.label}`).toBeGreaterThan(10);
          return;
        }
        expect(step.move, `${where}: a question is answered by the step's move`).toBeDefined();
        const before = frames[i]!.state;
        const scripted = unwrap(game.parseMove(step.move!));
        const tries = def.exampleTries.tries(before, scripted, step.ask);
        expect(
          tries.map((m) => game.printMove(m)),
          where,
        ).toContain(step.move);
        const verdicts = tries.map((m) => {
          const v = judgeTry(game, before, m, step.ask!, step.move, def.exampleTries.explain);
          return { move: game.printMove(m), ...v, text: words.say(v.text) };
        });
        expect(verdicts.find((v) => v.move === step.move)?.right, `${where}: the scripted answer is right`).toBe(true);
        const rightWhy = new Set(verdicts.filter((v) => v.right).map((v) => v.text.replace(/^Right! /, '').replace(/ That works too.*$/, '')));
        for (const v of verdicts) {
          const r = game.apply(before, unwrap(game.parseMove(v.move)), game.mover(before, unwrap(game.parseMove(v.move))));
          if (!r.ok) {
            expect(v.legal, `${where} ${v.move}`).toBe(false);
            expect(v.text, `${where} ${v.move}`).toContain(words.say(r.error.message));
            continue;
          }
          expect(v.legal, `${where} ${v.move}`).toBe(true);
          // Right: it meets the goal, and it is one of the moves the question names, where it names them.
          const named = step.ask!.moves?.includes(v.move) ?? true;
          expect(v.right, `${where} ${v.move}`).toBe(checkExpectations(game, r.value.state, step.ask!.goal).length === 0 && named);
          if (!v.right) {
            expect(v.text, `${where} ${v.move}: a legal try is never told it is not allowed`).toMatch(/^That is allowed/);
            expect(
              rightWhy.has(v.text.replace(/^That is allowed, but it is not the answer\. If you do that: /, '')),
              `${where} ${v.move}: refused with a reason a right answer shares: ${v.text}`,
            ).toBe(false);
          }
        }
      });
    });
  });
}

// The hand's last card: its trick is set aside at once, so whether the card took control is read from the
// engine's play event, not from the trick after the move (Pleasant Company's 9 was told "too low", 28 November).
test('Hermit: a try that takes control with the hand’s last card is told so', () => {
  const def = gameList().find((d) => d.id === 'hermit')!;
  for (const id of ['pleasant-company', 'house-party']) {
    const example = def.examples.find((e) => e.id === id)!;
    const frames = unwrap(exampleFrames(def.module, example));
    const i = example.steps.findIndex((s) => s.ask);
    const before = frames[i]!.state;
    const move = unwrap(def.module.parseMove(example.steps[i]!.move!));
    const after = unwrap(def.module.apply(before, move)).state;
    const words = wordsFor([def.id], 'en', example.names, exampleYou(example));
    expect(words.say(def.exampleTries.explain(before, move, after)), id).toMatch(/high enough to take control|takes control/);
  }
});

/**
 * "Why?" over seeded random games of every game: every event of every move is explained, to every
 * seat and to a shared screen, and no explanation shown to a seat names a card hidden from it (a card
 * is hidden unless the seat has been shown it: in its view before or after this or an earlier move, in
 * an event as the seat saw it, or in the log line it explains).
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { GAMES } from '../../src/engine/games';
import type { AnyGameDefinition } from '../../src/engine/core';
import { cardsIn, cardsNamed, NAMES, randomGame } from '../support/random-games';
import { wordsFor } from '../support/words';

const entries = Object.entries(GAMES) as [string, AnyGameDefinition][];

describe.each(entries)('%s', (id, def) => {
  test('every event is explained, and explanations name no card hidden from the reader', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 8 }), (seed) => {
        const { steps, players } = randomGame(def, `${id}:${seed}`, 400);
        const names = NAMES.slice(0, players);
        const seats = Array.from({ length: players }, (_, i) => i);
        // What each seat has been shown so far in the game (a card captured in plain sight stays known).
        const known = seats.map(() => new Set<string>());
        for (const step of steps) {
          const views = seats.map((s) => {
            for (const c of cardsIn(def.module.view(step.before, s), def.module.view(step.after, s))) (known[s] as Set<string>).add(c);
            return known[s] as Set<string>;
          });
          for (const e of step.events) {
            for (const seat of [...seats, -1]) {
              const you = seat < 0 ? null : seat;
              const shown = def.viewEvent(e, seat);
              // A shared screen sees what every seat sees.
              const fromViews = seat >= 0 ? (views[seat] as Set<string>) : new Set([...(views[0] as Set<string>)].filter((c) => views.every((v) => v.has(c))));
              const words = wordsFor([id], 'en', names, you);
              const line = words.say(def.describe(shown, step.after));
              const visible = new Set([...fromViews, ...cardsIn(shown), ...cardsNamed(line)]);
              if (seat >= 0) for (const c of visible) (known[seat] as Set<string>).add(c);
              const why = def.explain(shown, step.before, step.after).map((w) => ({ text: words.say(w.text) }));
              expect(why.length).toBeGreaterThan(0);
              for (const w of why) {
                const hidden = cardsNamed(w.text).filter((c) => !visible.has(c));
                expect(hidden, `${id}, seat ${seat}, ${(e as { type: string }).type}: “${w.text}”`).toEqual([]);
              }
            }
          }
        }
      }),
      { numRuns: id === 'jigger' || id === 'badgers-court' ? 6 : 10 },
    );
  }, 300_000);

  test('hints come from the view: the same view gives the same hints, and they name only cards the view shows', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 8 }), (seed) => {
        const { steps } = randomGame(def, `hint:${id}:${seed}`, 80);
        for (const step of steps.filter((_, i) => i % 4 === 0))
          for (const seat of def.module.waitingFor(step.before)) {
            const v = def.module.view(step.before, seat);
            const words = wordsFor([id], 'en', NAMES, seat);
            const said = def.hints(v);
            expect(def.hints(structuredClone(v))).toEqual(said);
            const visible = cardsIn(v);
            for (const h of said.map((x) => ({ label: words.say(x.label), text: words.say(x.text) })))
              expect(
                cardsNamed(`${h.label} ${h.text}`).filter((c) => !visible.has(c)),
                `${id}: ${h.label}: ${h.text}`,
              ).toEqual([]);
          }
      }),
      { numRuns: 5 },
    );
  }, 300_000);
});

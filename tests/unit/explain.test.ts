/**
 * "Why?": every kind of event in every game has an explanation that names a rule, and every rule it
 * names is a heading on the game's page. The kinds come from each game's EVENT_TYPES, which the type
 * check holds to the game's event union, so a new kind of event fails here until it is explained.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { GAMES } from '../../src/engine/games';
import type { AnyGameDefinition } from '../../src/engine/core';
import { NAMES, pageAnchors, randomGame } from '../support/random-games';
import { wordsFor } from '../support/words';

const read = (p: string) => readFileSync(p, 'utf8');
const entries = Object.entries(GAMES) as [string, AnyGameDefinition][];

describe.each(entries)('%s', (id, def) => {
  test('every kind of event is explained, with a rule whose anchor is on the page', async () => {
    const { EVENT_TYPES } = (await import(`../../src/engine/${id}/explain.ts`)) as { EVENT_TYPES: Record<string, true> };
    const anchors = pageAnchors(id, read);
    const { RULES } = (await import(`../../src/engine/${id}/index.ts`)) as { RULES: Record<string, { key: string }> };
    const anchor = (key: string) => wordsFor([id]).rule(key).anchor;
    for (const r of Object.values(RULES)) expect(anchors, `${id}: RULES anchor ${anchor(r.key)}`).toContain(anchor(r.key));
    const seen = new Map<string, number>();
    for (let g = 0; g < 40 && seen.size < Object.keys(EVENT_TYPES).length; g++) {
      const { steps, players } = randomGame(def, `why-${id}-${g}`);
      for (const step of steps)
        for (const e of step.events as { type: string }[]) {
          if ((seen.get(e.type) ?? 0) > 30) continue;
          seen.set(e.type, (seen.get(e.type) ?? 0) + 1);
          for (const you of [0, null]) {
            const shown = def.viewEvent(e, you ?? -1);
            const words = wordsFor([id], 'en', NAMES.slice(0, players), you);
            const why = def.explain(shown, step.before, step.after).map((w) => ({ text: words.say(w.text), rule: words.rule(w.rule.key) }));
            expect(why.length, `${id} ${e.type} has an explanation`).toBeGreaterThan(0);
            for (const w of why) {
              expect(anchors, `${id} ${e.type}: ${w.text}`).toContain(w.rule.anchor);
              expect(w.text.length).toBeGreaterThan(10);
              expect(w.text, 'typographic apostrophes').not.toMatch(/'/);
              expect(w.text).not.toMatch(/undefined|NaN|\[object/);
            }
          }
        }
    }
    expect([...seen.keys()].sort()).toEqual(Object.keys(EVENT_TYPES).sort());
  }, 120_000);

  test('hints: the player to act gets at least one, each a legal move with a rule on the page', () => {
    const anchors = pageAnchors(id, read);
    for (let g = 0; g < 3; g++) {
      const { steps } = randomGame(def, `hint-${id}-${g}`, 60);
      for (const step of steps) {
        const state = step.before;
        for (const seat of def.module.waitingFor(state)) {
          const words = wordsFor([id], 'en', NAMES, seat);
          const hints = def.hints(def.module.view(state, seat));
          expect(hints.length, `${id}: hints for seat ${seat}`).toBeGreaterThan(0);
          for (const h of hints) {
            expect(anchors).toContain(words.rule(h.rule.key).anchor);
            expect(words.say(h.text)).not.toMatch(/'|undefined|NaN/);
            const m = def.module.parseMove(h.move);
            expect(m.ok, `${id}: ${h.move} parses`).toBe(true);
            if (m.ok) expect(def.module.apply(state, m.value, seat).ok, `${id}: ${h.move} is legal`).toBe(true);
          }
        }
        // Nobody else gets hints.
        const n = def.module.waitingFor(state);
        const others = Array.from({ length: 2 }, (_, i) => i).filter((i) => !n.includes(i));
        for (const seat of others) expect(def.hints(def.module.view(state, seat))).toEqual([]);
      }
    }
  }, 120_000);
});

/**
 * Each game's data files (meta.json, sheet.json beside its engine) read through the one loader in
 * src/engine/core/data.ts: every game's files pass it, name the right game, and picture steps that exist;
 * its rule sections (its rules.ts, by key, titled in its catalogue) are headings on the game's page. Its
 * examples.json and guided.json, read by src/engine/core/example-data.ts, are what the game teaches.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { CATALOG } from '../../src/engine/catalog';
import { GAMES } from '../../src/engine/games';
import { byGame } from '../../src/engine/by-game';
import type { RuleRef } from '../../src/engine/core/game';
import { gameMeta, gameSheet, ruleKeys } from '../../src/engine/core/data';
import { slug } from '../../src/words/words';
import { wordsFor } from '../support/words';
import { exampleList, guidedGame } from '../../src/engine/core/example-data';
import { RULES as JIGGER_RULES } from '../../src/engine/jigger/rules';
import { SHEETS } from '../../src/print/sheets';
import { pageAnchors } from '../support/random-games';

const read = (p: string) => readFileSync(p, 'utf8');
const json = (game: string, file: string): unknown => JSON.parse(read(`src/engine/${game}/${file}`));
const RULES = byGame(
  import.meta.glob<{ RULES: Readonly<Record<string, RuleRef>> }>('../../src/engine/*/rules.ts', { eager: true }),
  (id) => `../../src/engine/${id}/rules.ts`,
);

describe.each(Object.keys(GAMES))('%s', (id) => {
  test('meta.json passes the loader and names its own game', () => {
    const meta = gameMeta(`${id}/meta.json`, json(id, 'meta.json'));
    expect(meta.id).toBe(id);
    expect(CATALOG[id as keyof typeof CATALOG]).toEqual(meta);
  });

  test('sheet.json passes the loader, and pictures steps of its own examples', () => {
    const sheet = gameSheet(`${id}/sheet.json`, json(id, 'sheet.json'));
    expect(SHEETS.find((s) => s.id === id)).toMatchObject(sheet);
    const examples = GAMES[id as keyof typeof GAMES].examples;
    for (const p of sheet.pictures) {
      const example = examples.find((e) => e.id === p.example);
      expect(example, p.example).toBeDefined();
      expect(p.step).toBeGreaterThanOrEqual(1);
      expect(p.step).toBeLessThanOrEqual(example?.steps.length ?? 0);
    }
  });

  test('every rule section is a heading on the game’s page, with the anchor its English title gives it', () => {
    const anchors = pageAnchors(id, read);
    const rules = RULES[id as keyof typeof RULES].RULES;
    expect(Object.keys(rules).length).toBeGreaterThan(0);
    const words = wordsFor([id]);
    for (const [key, rule] of Object.entries(rules)) {
      expect(rule.key).toBe(`${id}.${key}`);
      const title = words.rule(rule.key);
      expect(anchors, title.section).toContain(title.anchor);
    }
  });

  test('examples.json and guided.json pass their loaders, and are the examples and guided game the game teaches', () => {
    const def = GAMES[id as keyof typeof GAMES];
    const rules = RULES[id as keyof typeof RULES].RULES;
    expect(exampleList(`${id}/examples.json`, json(id, 'examples.json'), rules)).toStrictEqual(def.examples);
    expect(guidedGame(`${id}/guided.json`, json(id, 'guided.json'), rules)).toStrictEqual(def.guided);
  });
});

describe('the loader', () => {
  const good = json('hermit', 'meta.json') as Record<string, unknown>;

  test('names the file and the field that is wrong', () => {
    expect(() => gameMeta('x/meta.json', { ...good, title: 3 })).toThrow('x/meta.json: title should be a string');
    expect(() => gameMeta('x/meta.json', { ...good, noun: 'round' })).toThrow('x/meta.json: noun should be one of game, match');
    expect(() => gameMeta('x/meta.json', { ...good, seats: { min: 3, max: 5, default: 2 } })).toThrow('seats should be min ≤ default ≤ max');
    expect(() => gameMeta('x/meta.json', null)).toThrow('x/meta.json: the file should be an object');
    expect(() => gameSheet('x/sheet.json', { byline: '', intro: '', sections: [{ heading: 'A' }], pictures: [], suitKey: false })).toThrow(
      'sections[0] should be given a text or points',
    );
    expect(ruleKeys('x', ['setup', 'end'])).toEqual({ setup: { key: 'x.setup' }, end: { key: 'x.end' } });
  });

  test('gives headings the anchors the rules pages give them', () => {
    expect(slug('Jigger! Going fishing')).toBe('jigger-going-fishing');
    expect(slug('Ferreting from your opponent’s tableau')).toBe('ferreting-from-your-opponents-tableau');
    expect(slug('I demand…')).toBe('i-demand');
    expect(slug('Ties: deferred cards')).toBe('ties-deferred-cards');
  });
});

describe('the examples’ and guided games’ loaders', () => {
  const examples = () => structuredClone(json('jigger', 'examples.json')) as Record<string, any>[];
  const guided = () => structuredClone(json('jigger', 'guided.json')) as Record<string, any>;
  const fails = (change: (e: Record<string, any>[]) => void) => {
    const e = examples();
    change(e);
    return () => exampleList('x/examples.json', e, JIGGER_RULES);
  };
  const guidedFails = (change: (g: Record<string, any>) => void) => {
    const g = guided();
    change(g);
    return () => guidedGame('x/guided.json', g, JIGGER_RULES);
  };

  test('name the file, the example and the field that is wrong', () => {
    expect(fails((e) => (e[0]!.steps[1].caption = 3))).toThrow('x/examples.json: everyone-answers: steps[1].caption should be a string or a list of strings');
    expect(fails((e) => (e[0]!.rule = 'demnd'))).toThrow('x/examples.json: everyone-answers: rule should be one of setup, demand, jigger, ');
    expect(fails((e) => (e[1]!.steps[1].ask.choices[0].right = 'no'))).toThrow('jigger-fishing: steps[1].ask.choices[0].right should be true or false');
    expect(fails((e) => (e[1]!.steps[1].highlight = ['4WL', '4XX']))).toThrow('jigger-fishing: steps[1].highlight[1] should be a card id');
    expect(fails((e) => (e[0]!.steps[1].expect.zones = { '3MX': 'take:0' }))).toThrow(
      'everyone-answers: steps[1].expect.zones.3MX should be named by a card id',
    );
    expect(fails((e) => (e[0]!.steps[1].expect.scores = ['3']))).toThrow('everyone-answers: steps[1].expect.scores[0] should be a number');
    expect(fails((e) => (e[0]!.steps[0].upTo = 1.5))).toThrow('everyone-answers: steps[0].upTo should be a whole number');
    expect(fails((e) => (e[0]!.seat = 3))).toThrow('everyone-answers: seat should be a seat from 0 to 2');
    expect(fails((e) => delete e[0]!.intro)).toThrow('everyone-answers: intro should be a string or a list of strings');
    expect(fails((e) => (e[0]!.setup = []))).toThrow('everyone-answers: setup should be an object');
    expect(fails((e) => (e[0]!.steps = []))).toThrow('everyone-answers: steps should be a list of at least one step');
    expect(fails((e) => (e[1]!.id = 'everyone-answers'))).toThrow('x/examples.json: [1].id should be an id no other example has');
    expect(fails((e) => (e[1]!.id = 'Fishing!'))).toThrow('x/examples.json: [1].id should be small letters, digits and hyphens');
    expect(() => exampleList('x/examples.json', { examples: [] }, JIGGER_RULES)).toThrow('x/examples.json: the file should be a list');
  });

  test('refuse a field the types do not have, so a misspelt one is not lost', () => {
    expect(fails((e) => (e[0]!.steps[0].captoin = 'x'))).toThrow(
      'x/examples.json: everyone-answers: steps[0].captoin is not a field here (the fields are move, caption,',
    );
    expect(fails((e) => (e[0]!.custom = true))).toThrow('everyone-answers: custom is not a field here');
    expect(guidedFails((g) => (g.steps[0].sey = 'x'))).toThrow('x/guided.json: steps[0].sey is not a field here');
    expect(guidedFails((g) => (g.end.expect.score = [7, 7]))).toThrow(
      'x/guided.json: end.expect.score is not a field here (the fields are zones, scores, facts)',
    );
  });

  test('name the file, the step and the field of a guided game', () => {
    expect(guidedFails((g) => (g.steps[2].rule = 'fishing'))).toThrow('x/guided.json: steps[2].rule should be one of setup, demand, jigger, ');
    expect(guidedFails((g) => (g.steps[8].also = ['moons', 7]))).toThrow('x/guided.json: steps[8].also[1] should be a string');
    expect(guidedFails((g) => (g.steps[0].mark = 'waves'))).toThrow('x/guided.json: steps[0].mark should be a list');
    expect(guidedFails((g) => delete g.steps[1].move)).toThrow('x/guided.json: steps[1].move should be a string');
    expect(guidedFails((g) => (g.seat = 2))).toThrow('x/guided.json: seat should be a seat from 0 to 1');
    expect(guidedFails((g) => (g.position = null))).toThrow('x/guided.json: position should be an object');
    expect(guidedFails((g) => delete g.end.rule)).toThrow('x/guided.json: end.rule should be one of setup, demand, jigger, ');
  });

  test('read a rule by its key, and a long text written as lines as one text', () => {
    const e = examples();
    e[0]!.steps[1].caption = ['Mia gives you both of her Moons cards,', 'and Leo gives you his.'];
    const [first] = exampleList('x/examples.json', e, JIGGER_RULES);
    expect(first?.rule).toBe(JIGGER_RULES.demand);
    expect(first?.steps[1]?.caption).toBe('Mia gives you both of her Moons cards, and Leo gives you his.');
  });
});

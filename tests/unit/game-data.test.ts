/**
 * Each game's data files (meta.json, sheet.json, rules.json beside its engine) read through the one
 * loader in src/engine/core/data.ts: every game's files pass it, name the right game, picture steps
 * that exist, and cite only rule sections that are headings on the game's page.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { CATALOG } from '../../src/engine/catalog';
import { GAMES } from '../../src/engine/games';
import { gameMeta, gameSheet, ruleTable, slug } from '../../src/engine/core/data';
import { SHEETS } from '../../src/print/sheets';
import { pageAnchors } from '../support/random-games';

const read = (p: string) => readFileSync(p, 'utf8');
const json = (game: string, file: string): unknown => JSON.parse(read(`src/engine/${game}/${file}`));

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

  test('every rules.json section is a heading on the game’s page, with the anchor the loader gives it', () => {
    const anchors = pageAnchors(id, read);
    const rules = ruleTable(`${id}/rules.json`, json(id, 'rules.json') as Record<string, string>);
    expect(Object.keys(rules).length).toBeGreaterThan(0);
    for (const rule of Object.values(rules)) expect(anchors, rule.section).toContain(rule.anchor);
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
    expect(() => ruleTable('x/rules.json', { setup: 1 } as unknown as Record<string, string>)).toThrow('x/rules.json: setup should be a string');
  });

  test('gives headings the anchors the rules pages give them', () => {
    expect(slug('Jigger! Going fishing')).toBe('jigger-going-fishing');
    expect(slug('Ferreting from your opponent’s tableau')).toBe('ferreting-from-your-opponents-tableau');
    expect(slug('I demand…')).toBe('i-demand');
    expect(slug('Ties: deferred cards')).toBe('ties-deferred-cards');
  });
});

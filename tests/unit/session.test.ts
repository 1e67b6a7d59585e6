/** The session layer: saves (today's and the first version's), links, the set-aside game, and a link that never destroys a game. */
import { describe, expect, test } from 'vitest';
import { gameList, GAMES } from '../../src/engine/games';
import type { AnyGameDefinition } from '../../src/engine/core';
import { asideKey, damagedKey, linkTo, openGame, parseLink, parseSave, readAside, saveKey, swapAside, toSave } from '../../src/play/session';
import { memoryStore } from '../../src/site/storage';
import type { PlaySetup } from '../../src/play/machine';
import { dealWithFirstMoves } from '../support/saves';

function setupFor(def: AnyGameDefinition, seed: string, moves = 0): PlaySetup<unknown> {
  return { ...dealWithFirstMoves(def, seed, moves), speed: 'normal', names: [] };
}

const fresh = (def: AnyGameDefinition) => () => setupFor(def, 'freshdeal');

describe.each(gameList().map((d) => [d.id, d] as const))('%s sessions', (_id, def) => {
  test('a save is read back exactly', () => {
    const s = setupFor(def, 'otter-42', 5);
    // A setup without a level plays at the normal level, and its save says so.
    expect(parseSave(def, JSON.stringify(toSave(def, s)))).toEqual({ ok: true, value: { ...s, level: 'normal', names: Array(s.seats.length).fill('') } });
  });

  test('the computer’s level is kept in the save; a save from before levels is read as normal', () => {
    const s: PlaySetup<unknown> = { ...setupFor(def, 'otter-43', 3), level: 'strong' };
    const saved = toSave(def, s);
    expect(saved.level).toBe('strong');
    const back = parseSave(def, JSON.stringify(saved));
    expect(back.ok && back.value?.level).toBe('strong');
    const { level: _dropped, ...older } = saved;
    const old = parseSave(def, JSON.stringify(older));
    expect(old.ok && old.value?.level).toBe('normal');
    const odd = parseSave(def, JSON.stringify({ ...saved, level: 'grandmaster' }));
    expect(odd.ok && odd.value?.level).toBe('normal');
  });

  test('a link carries the computer’s level (level=gentle|strong), and refuses a level it does not know', () => {
    for (const level of ['gentle', 'normal', 'strong'] as const) {
      const s = { ...setupFor(def, 'leveled'), level };
      const query = linkTo(def, s).split('?')[1] ?? '';
      expect(query.includes('level=')).toBe(level !== 'normal');
      const parsed = parseLink(def, query);
      expect(parsed.ok && parsed.value?.level).toBe(level);
    }
    const bad = parseLink(def, 'seed=abc&level=expert');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error).toMatch(/computer level “expert”/);
    const opened = openGame(def, '?seed=fromlink&level=strong', memoryStore(), fresh(def), 'normal');
    expect(opened.setup.level).toBe('strong');
  });

  test.each([
    ['not json', /not readable/],
    ['"a string"', /damaged/],
    ['[]', /damaged/],
    [JSON.stringify({ v: 99 }), /cannot read/],
  ])('a damaged save (%s) is refused with a reason', (text, reason) => {
    const r = parseSave(def, text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(reason);
  });

  test('a link to a deal opens it; a link to the deal in progress resumes it', () => {
    const playing = setupFor(def, 'playing', 4);
    const store = memoryStore({ [saveKey(def.id)]: JSON.stringify(toSave(def, playing)) });
    const same = openGame(def, linkTo(def, playing).split('?')[1] ?? '', store, fresh(def), 'normal');
    expect(same.setup.moves).toEqual(playing.moves);
    expect(same.notices.map((n) => n.text).join()).toMatch(/deal you are playing/);
  });

  test('a link to another deal sets the game in progress aside, to go back to', () => {
    const playing = setupFor(def, 'playing', 4);
    const store = memoryStore({ [saveKey(def.id)]: JSON.stringify(toSave(def, playing)) });
    const other = openGame(def, 'seed=another', store, fresh(def), 'normal');
    expect(other.setup.seed).toBe('another');
    expect(other.notices.find((n) => n.goBack)).toBeDefined();
    expect(readAside(def, store)?.moves).toEqual(playing.moves);
    // Going back swaps them: the linked deal, once played, is kept aside in turn.
    const linked = setupFor(def, 'another', 2);
    const back = swapAside(def, store, linked);
    expect(back?.seed).toBe('playing');
    expect(readAside(def, store)?.seed).toBe('another');
  });

  test.each([
    'seed=',
    `seed=${'a'.repeat(41)}`,
    'seed=%F0%9F%98%80',
    'seed=%3Cb%3E',
    'seed=a%00b',
    'seed=%E0%A4%A',
    'seed=ok&players=1',
    'seed=ok&players=abc',
    'seed=ok&players=3.5',
    'seed=ok&players=Infinity',
    'seed=ok&people=9',
  ])('a bad link (%s) is explained and the game in progress goes on', (query) => {
    const playing = setupFor(def, 'playing', 3);
    const store = memoryStore({ [saveKey(def.id)]: JSON.stringify(toSave(def, playing)) });
    const opened = openGame(def, query, store, fresh(def), 'normal');
    if (parseLink(def, query).ok) return; // some of these are fine for some games (players=1 is not)
    expect(opened.setup.seed).toBe('playing');
    expect(opened.setup.moves).toEqual(playing.moves);
    expect(opened.notices[0]?.kind).toBe('error');
    expect(opened.notices[0]?.text).toMatch(/game in progress goes on|match in progress goes on/);
  });

  test('a damaged save is kept aside, not thrown away, and explained', () => {
    const store = memoryStore({ [saveKey(def.id)]: '{"v":2,"game":' });
    const opened = openGame(def, '', store, fresh(def), 'normal');
    expect(opened.setup.seed).toBe('freshdeal');
    expect(opened.notices[0]?.text).toMatch(/could not be restored/);
    expect(store.read(damagedKey(def.id))).toBe('{"v":2,"game":');
  });

  test('every option round-trips through a link', () => {
    const s = setupFor(def, 'linked');
    const parsed = parseLink(def, linkTo(def, s).split('?')[1] ?? '');
    expect(parsed.ok && parsed.value?.options).toEqual(s.options);
  });
});

test('the first version’s saves are still read (Ferret’s mode, the others’ options and seats)', () => {
  const ferret = GAMES.ferret;
  const v1 = { v: 1, game: 'ferret', seed: 'otter-42', mode: 'friends', speed: 'quick', moves: ['pass'] };
  const r = parseSave(ferret, JSON.stringify(v1));
  expect(r.ok && r.value?.seats).toEqual(['human', 'human']);
  const hermit = GAMES.hermit;
  const h1 = {
    v: 1,
    game: 'hermit',
    seed: 'h-1',
    speed: 'normal',
    moves: [],
    setup: { options: { players: 3, target: 100, pleasantCompany: true, houseParty: false }, seats: ['human', 'computer', 'human'] },
  };
  const rh = parseSave(hermit, JSON.stringify(h1));
  expect(rh.ok && rh.value).toMatchObject({ seed: 'h-1', options: { players: 3, target: 100, pleasantCompany: true }, seats: ['human', 'computer', 'human'] });
});

test('a store that refuses writes is reported by the write, and nothing throws', () => {
  const def: AnyGameDefinition = GAMES.hermit;
  const refusing = { read: () => null, write: () => false };
  const playing = setupFor(def, 'p', 2);
  expect(() => openGame(def, 'seed=zzz', refusing, fresh(def), 'normal')).not.toThrow();
  expect(swapAside(def, refusing, playing)).toBeNull();
  expect(asideKey('hermit')).not.toBe(saveKey('hermit'));
});

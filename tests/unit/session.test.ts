/**
 * The session layer: saves (today's and every earlier version's), links, the person's games kept one by
 * one (src/play/shelf.ts), a link that never destroys a game, damaged saves kept and resumed as far as
 * they replay, storage that is full or refuses, and two tabs of one site agreeing.
 */
import { describe, expect, test } from 'vitest';
import { gameList, GAMES } from '../../src/engine/games';
import type { AnyGameDefinition } from '../../src/engine/core';
import { asideKey, linkTo, newDeal, parseKept, parseLink, parseSave, saveKey, toSave } from '../../src/play/session';
import { cleanName } from '../../src/play/typed';
import { createRng } from '../../src/engine/core';
import { damagedKey, gameKey, openGame, reconcile, shelve, shelved, tabKey } from '../../src/play/shelf';
import { memoryStore } from '../../src/site/storage';
import type { PlaySetup } from '../../src/play/machine';
import { dealWithFirstMoves } from '../support/saves';
import type { Message } from '../../src/engine/core/message';
import { english, sayInEvery } from '../support/words';

/** A notice or a reason as an English page says it (and said in every language, so none lacks words). */
const en = (def: { id: string }, m: Message): string => (sayInEvery(m, [def.id]), english(m, [def.id]));

function setupFor(def: AnyGameDefinition, seed: string, moves = 0): PlaySetup<unknown> {
  return { ...dealWithFirstMoves(def, seed, moves), speed: 'normal', names: [] };
}

/** A game played to its end by seeded random moves. */
function finishedGame(def: AnyGameDefinition, seed: string): Omit<PlaySetup<unknown>, 'speed'> {
  const { options, seats } = newDeal(def, seed);
  const rng = createRng(seed);
  let state = def.module.newGame(options, seed);
  const moves: string[] = [];
  while (def.module.waitingFor(state).length > 0) {
    const legal = def.module.legalMoves(state);
    const m = legal[rng.int(legal.length)];
    moves.push(def.module.printMove(m));
    state = (def.module.apply(state, m) as { value: { state: unknown } }).value.state;
  }
  return { seed, options, seats, moves };
}

const fresh = (def: AnyGameDefinition) => () => setupFor(def, 'freshdeal');
const NOW = 1_800_000_000_000;
/** A store holding one of the person's games, as today's site keeps it. */
const holding = (def: AnyGameDefinition, setup: PlaySetup<unknown>, id = 'g1', at = NOW - 1000) =>
  memoryStore({ [gameKey(def.id, id)]: JSON.stringify(toSave(def, setup, { id, started: at, updated: at })) });
const open = (def: AnyGameDefinition, search: string, store: ReturnType<typeof memoryStore>, tab = memoryStore()) =>
  openGame(def, search, store, tab, fresh(def), 'normal', NOW);

describe.each(gameList().map((d) => [d.id, d] as const))('%s sessions', (_id, def) => {
  test('a save is read back exactly', () => {
    const s = setupFor(def, 'otter-42', 5);
    // A setup without a level plays at the normal level, and its save says so.
    expect(parseSave(def, JSON.stringify(toSave(def, s)))).toEqual({ ok: true, value: { ...s, level: 'normal', names: Array(s.seats.length).fill('') } });
    const kept = parseKept(def, JSON.stringify(toSave(def, s, { id: 'abc', started: 5, updated: 9 })), 'x', NOW);
    expect(kept.ok && kept.value).toMatchObject({ id: 'abc', started: 5, updated: 9 });
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
    if (!bad.ok) expect(en(def, bad.error)).toMatch(/computer level “expert”/);
    const opened = open(def, '?seed=fromlink&level=strong', memoryStore());
    expect(opened.kept.setup.level).toBe('strong');
  });

  test.each([
    ['not json', /not readable/],
    ['"a string"', /damaged/],
    ['[]', /damaged/],
    [JSON.stringify({ v: 99 }), /cannot read/],
  ])('a damaged save (%s) is refused with a reason', (text, reason) => {
    const r = parseSave(def, text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(en(def, r.error)).toMatch(reason);
  });

  test('a link to a deal opens it; a link to the deal in progress resumes it, and says what of the link it did not use', () => {
    const playing = setupFor(def, 'playing', 4);
    const store = holding(def, playing);
    const same = open(def, linkTo(def, playing).split('?')[1] ?? '', store);
    expect(same.kept.setup.moves).toEqual(playing.moves);
    expect(same.kept.id).toBe('g1');
    expect(same.notices.map((n) => en(def, n.text)).join()).toMatch(/deal you are playing, so your (game|match) goes on where you left it\.$/);
    const other = open(def, (linkTo(def, { ...playing, level: 'strong' }).split('?')[1] ?? '') + '&people=1', holding(def, { ...playing, level: 'gentle' }));
    expect(other.notices.map((n) => en(def, n.text)).join()).toMatch(/the link’s are not used/);
  });

  test('a link to another deal keeps the game in progress among the person’s games, to go back to', () => {
    const playing = setupFor(def, 'playing', 4);
    const store = holding(def, playing);
    const other = open(def, 'seed=another', store);
    expect(other.kept.setup.seed).toBe('another');
    expect(other.notices.find((n) => n.goBack)?.goBack).toBe('g1');
    const games = shelved(def, store, NOW);
    expect(games.map((g) => g.setup.seed).sort()).toEqual(['another', 'playing']);
    expect(games.find((g) => g.id === 'g1')?.setup.moves).toEqual(playing.moves);
    // A chain of links loses nothing: a move on Y, then link Z, and X and Y are both still kept.
    const y = { ...other.kept, setup: { ...other.kept.setup, moves: dealWithFirstMoves(def, 'another', 2).moves ?? [] } };
    shelve(def, store, y);
    open(def, 'seed=third', store);
    expect(
      shelved(def, store, NOW)
        .map((g) => g.setup.seed)
        .sort(),
    ).toEqual(['another', 'playing', 'third']);
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
    const opened = open(def, query, holding(def, playing));
    if (parseLink(def, query).ok) return; // some of these are fine for some games (players=1 is not)
    expect(opened.kept.setup.seed).toBe('playing');
    expect(opened.kept.setup.moves).toEqual(playing.moves);
    expect(opened.notices[0]?.kind).toBe('error');
    expect(en(def, opened.notices[0]!.text)).toMatch(/game in progress goes on|match in progress goes on/);
    // Said once, without brackets inside brackets, and never quoting back a character the link garbled.
    const said = en(def, opened.notices[0]!.text);
    expect(said).not.toMatch(/\([^)]*\(/);
    expect(said).not.toContain('\uFFFD');
    if (query.includes('%A4%A')) expect(said).toContain('part of it is garbled');
  });

  test('an invitation whose room code is not whole is said, and the game in progress goes on (or a new deal is begun)', () => {
    const playing = setupFor(def, 'playing', 3);
    const opened = openGame(def, '', holding(def, playing), memoryStore(), fresh(def), 'normal', NOW, true);
    expect(opened.kept.setup.seed).toBe('playing');
    expect(opened.kept.setup.moves).toEqual(playing.moves);
    expect(opened.notices.map((n) => [n.id, n.kind])).toEqual([['link', 'error']]);
    expect(en(def, opened.notices[0]!.text)).toMatch(
      /^The link could not be used: its invitation is cut short \(a game’s code is 13 letters and digits\); ask for the link again\. Your (game|match) in progress goes on\.$/,
    );
    const none = openGame(def, '', memoryStore(), memoryStore(), fresh(def), 'normal', NOW, true);
    expect(none.kept.setup.seed).toBe('freshdeal');
    expect(en(def, none.notices[0]!.text)).toMatch(/\. Here is a new deal instead\.$/);
  });

  test('a save that cannot be read is kept as it was, apart, and said', () => {
    const store = memoryStore({ [gameKey(def.id, 'bad')]: '{"v":3,"game":' });
    const opened = open(def, '', store);
    expect(opened.kept.setup.seed).toBe('freshdeal');
    expect(en(def, opened.notices[0]!.text)).toMatch(/could not be read .* kept as it was, apart/);
    expect(store.read(damagedKey(def.id, 'bad'))).toBe('{"v":3,"game":');
    expect(store.read(gameKey(def.id, 'bad'))).toBeNull();
  });

  test('a save whose moves no longer replay goes on from the last move that does; the save as it was is kept; said once', () => {
    const playing = setupFor(def, 'replay', 6);
    const moves = [...(playing.moves ?? [])];
    const bad = { ...playing, moves: [...moves.slice(0, 4), 'not a move', ...moves.slice(5)] };
    const store = holding(def, bad);
    const opened = open(def, '', store);
    expect(opened.kept.setup.moves).toEqual(moves.slice(0, 4));
    expect(opened.notices.map((n) => n.id)).toEqual(['replay']);
    expect(en(def, opened.notices[0]!.text)).toMatch(/could not be replayed past move 4 .* goes on from there, with the 4 moves that replay/);
    const damaged = store.keys(`decktet-rules:${def.id}:damaged:`);
    expect(damaged).toHaveLength(1);
    expect(JSON.parse(store.read(damaged[0]!)!).moves).toEqual(bad.moves);
    // The last move bad, the same: every good move is kept.
    const last = open(def, '', holding(def, { ...playing, moves: [...moves.slice(0, -1), 'pass pass pass'] }));
    expect(last.kept.setup.moves).toEqual(moves.slice(0, -1));
  });

  test('a save of the site before version 3 joins the person’s games, with the game set aside too', () => {
    const playing = setupFor(def, 'old-save', 3);
    const aside = setupFor(def, 'old-aside', 2);
    // A save of version 2 as that site wrote it: no id, no times.
    const v2 = (s: PlaySetup<unknown>) => {
      const { id: _id, started: _started, updated: _updated, ...rest } = toSave(def, s);
      return JSON.stringify({ ...rest, v: 2 });
    };
    const store = memoryStore({
      [saveKey(def.id)]: v2(playing),
      [asideKey(def.id)]: v2(aside),
    });
    const opened = open(def, '', store);
    expect(opened.kept.setup.seed).toBe('old-save');
    expect(
      shelved(def, store, NOW)
        .map((g) => g.setup.seed)
        .sort(),
    ).toEqual(['old-aside', 'old-save']);
    expect(store.read(saveKey(def.id))).toBeNull();
  });

  test('this tab opens its own game again after a reload, whatever another tab played last', () => {
    const store = holding(def, setupFor(def, 'mine', 3), 'mine', NOW - 5000);
    shelve(def, store, { id: 'theirs', started: NOW - 100, updated: NOW - 100, setup: setupFor(def, 'theirs', 3) });
    const tab = memoryStore({ [tabKey(def.id)]: 'mine' });
    expect(open(def, '', store, tab).kept.id).toBe('mine');
    expect(open(def, '', store, memoryStore()).kept.id).toBe('theirs');
  });

  test('a visit with no game in progress opens the deal not yet begun, rather than keeping one more at each visit', () => {
    const store = holding(def, { ...finishedGame(def, 'done'), speed: 'normal' }, 'done', NOW - 1000);
    expect(shelved(def, store, NOW)[0]?.over).toBe(true);
    expect(open(def, '', store).kept.setup.seed).toBe('freshdeal');
    shelve(def, store, { id: 'unbegun', started: NOW - 5000, updated: NOW - 5000, setup: setupFor(def, 'unbegun') });
    const opened = open(def, '', store);
    expect(opened.kept.id).toBe('unbegun');
    expect(opened.notices).toEqual([]);
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
  const refusing = { read: () => null, write: () => false, keys: () => [] };
  expect(() => openGame(def, 'seed=zzz', refusing, refusing, fresh(def), 'normal', NOW)).not.toThrow();
  expect(shelve(def, refusing, { id: 'x', started: NOW, updated: NOW, setup: setupFor(def, 'p', 2) })).toEqual({ kept: false, dropped: 0 });
});

test('when storage is full, the oldest finished games go first, never one in progress, and the count is said', () => {
  const def: AnyGameDefinition = GAMES.ferret;
  const store = memoryStore();
  const finished = finishedGame(def, 'done');
  for (const [i, id] of ['old', 'older', 'oldest'].entries())
    shelve(def, store, { id, started: NOW - i * 10, updated: NOW - i * 10, setup: { ...finished, speed: 'normal' } });
  shelve(def, store, { id: 'playing', started: NOW - 100, updated: NOW - 100, setup: setupFor(def, 'playing', 2) });
  // A store with room for four games.
  const tight = { ...store, write: (k: string, v: string | null) => (v !== null && !store.data.has(k) && store.data.size >= 4 ? false : store.write(k, v)) };
  const r = shelve(def, tight, { id: 'new', started: NOW, updated: NOW, setup: setupFor(def, 'new', 1) });
  expect(r).toEqual({ kept: true, dropped: 1 });
  expect([...store.data.keys()].sort()).toEqual(['new', 'old', 'older', 'playing'].map((id) => gameKey('ferret', id)).sort());
});

test('two tabs agree: a tab behind follows, a tab ahead or undoing writes, both moving keeps both, a game let go elsewhere is kept while played here', () => {
  expect(reconcile(['a'], ['a', 'b'], ['a'])).toBe('write');
  expect(reconcile(['a', 'b'], ['a'], ['a', 'b'])).toBe('write');
  expect(reconcile(['a'], ['a'], ['a', 'c'])).toBe('follow');
  expect(reconcile(['a'], ['a', 'b'], ['a', 'c'])).toBe('fork');
  expect(reconcile(['a'], ['a', 'b'], ['a', 'b'])).toBe('same');
  expect(reconcile(['a'], ['a'], null)).toBe('gone');
});

test('a name someone types cannot turn the words around it: direction overrides and controls are dropped', () => {
  expect(cleanName('Ada\u202Eevil\u2066x\u0007')).toBe('Adaevilx');
  expect(cleanName('x'.repeat(40))).toHaveLength(24);
});

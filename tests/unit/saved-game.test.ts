import { describe, expect, test } from 'vitest';
import { parseLink, parseSave } from '../../src/lib/saved-game';

const good = { v: 1, game: 'ferret', seed: 'otter-42', mode: 'computer', speed: 'quick', moves: ['6SY>6MW', 'pass'] };

describe('saved games', () => {
  test('a good save is read back', () => {
    expect(parseSave(JSON.stringify(good), 'ferret')).toEqual({ ok: true, value: good });
  });
  test('no save is not an error', () => {
    expect(parseSave(null, 'ferret')).toEqual({ ok: true, value: null });
  });
  test.each([
    ['not json', /not readable/],
    ['"a string"', /damaged/],
    [JSON.stringify({ ...good, v: 0 }), /older version/],
    [JSON.stringify({ ...good, v: 99 }), /cannot read/],
    [JSON.stringify({ ...good, game: 'hermit' }), /another game/],
    [JSON.stringify({ ...good, seed: '<script>' }), /no valid deal/],
    [JSON.stringify({ ...good, mode: 'robots' }), /no valid mode/],
    [JSON.stringify({ ...good, moves: 'pass' }), /moves are damaged/],
    [JSON.stringify({ ...good, moves: [1, 2] }), /moves are damaged/],
  ])('%s is refused with a reason', (text, reason) => {
    const r = parseSave(text, 'ferret');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(reason);
  });
});

describe('links', () => {
  test('a deal and a mode', () => {
    expect(parseLink('?seed=otter-42&mode=friends')).toEqual({ seed: 'otter-42', mode: 'friends' });
  });
  test('nothing asked', () => expect(parseLink('')).toEqual({}));
  test('a malformed deal is explained, never used', () => {
    const r = parseLink('?seed=%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(r.seed).toBeUndefined();
    expect(r.error).toMatch(/is not valid/);
  });
  test('an unknown mode is explained', () => {
    expect(parseLink('?mode=robots').error).toMatch(/does not know/);
  });
});

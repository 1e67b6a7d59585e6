import { expect, test } from 'vitest';
import { acceptable, askedTheme, fragmentExample, hostOrigin, toFragment } from '../../src/embed/frame';
import { embeddable, EMBEDDABLE } from '../../src/embed/registry';
import { gameTitle } from '../../src/embed/entry';
import { GAMES, type GameId } from '../../src/engine/games';

test('the host origin comes from ?origin= or the referrer, and only http(s) origins count', () => {
  expect(hostOrigin('?origin=https%3A%2F%2Fblog.example%2Fpost', '')).toBe('https://blog.example');
  expect(hostOrigin('', 'https://blog.example/2026/11/decktet')).toBe('https://blog.example');
  expect(hostOrigin('?origin=javascript:alert(1)', '')).toBeNull();
  expect(hostOrigin('?origin=not a url', '')).toBeNull();
  expect(hostOrigin('', '')).toBeNull();
});

test('messages are accepted only from the host, from the parent window, and in our format', () => {
  const host = 'https://blog.example';
  expect(acceptable({ type: 'decktet:theme', theme: 'dark' }, host, host, true)).toBe(true);
  expect(acceptable({ type: 'decktet:theme' }, 'https://evil.example', host, true)).toBe(false);
  expect(acceptable({ type: 'decktet:theme' }, host, host, false)).toBe(false);
  expect(acceptable({ type: 'decktet:theme' }, host, null, true)).toBe(false);
  expect(acceptable({ type: 'other' }, host, host, true)).toBe(false);
  expect(acceptable('decktet:theme', host, host, true)).toBe(false);
});

test('themes and fragments', () => {
  expect(askedTheme('?theme=dark')).toBe('dark');
  expect(askedTheme('?theme=purple')).toBeNull();
  const json = '{"title":"Größe – ✓"}';
  expect(fragmentExample(`#${toFragment(json)}`)).toBe(json);
  expect(fragmentExample('')).toBeNull();
  expect(fragmentExample('#%%%')).toBe('');
});

test('every game in the registry can be embedded, with its examples, in the registry’s order', () => {
  expect(EMBEDDABLE.map((g) => g.id)).toEqual(Object.keys(GAMES));
  for (const g of EMBEDDABLE) {
    expect(g.examples.map((e) => e.id)).toEqual(GAMES[g.id as GameId].examples.map((e) => e.id));
    expect(g.title).toBe(GAMES[g.id as GameId].title);
  }
  // Game names are the registry's own keys, never properties every object has.
  for (const bad of ['chess', 'constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', '']) {
    expect(embeddable(bad)).toBeUndefined();
    expect(gameTitle(bad)).toBeUndefined();
  }
});

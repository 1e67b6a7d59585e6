/** Each game's files of one kind are found by the registry's ids, and a game without its file stops the build by name. */
import { expect, test } from 'vitest';
import { byGame, pascal } from '../../src/engine/by-game';
import { catalogList } from '../../src/engine/catalog';

test('every game in the registry has its computer, play island and example island, found by its id', () => {
  const ids = catalogList().map((m) => m.id);
  const levels = byGame(import.meta.glob('../../src/engine/*/levels.ts'), (id) => `../../src/engine/${id}/levels.ts`);
  const plays = byGame(import.meta.glob('../../src/components/*/*Play.tsx'), (id) => `../../src/components/${id}/${pascal(id)}Play.tsx`);
  expect(Object.keys(levels)).toEqual(ids);
  expect(Object.keys(plays)).toEqual(ids);
});

test('a game whose file is missing is named, with the file', () => {
  expect(() => byGame({}, (id) => `./${id}/levels.ts`)).toThrow(/^ferret: the registry lists this game, but \.\/ferret\/levels\.ts is missing$/);
  expect(pascal('badgers-court')).toBe('BadgersCourt');
});

/** The "What can I do?" preference: on by default, off in the classroom until turned on, remembered apart for each setting. */
import { expect, test } from 'vitest';
import { CLASSROOM_HINTS_KEY, HINTS_KEY, hintsWanted, setHintsWanted } from '../../src/play/hints-preference';
import { memoryStore, type Store } from '../../src/site/storage';

test('on by default, off in the classroom by default', () => {
  const store = memoryStore();
  expect(hintsWanted(store, false)).toBe(true);
  expect(hintsWanted(store, true)).toBe(false);
});

test('each setting remembers its own choice', () => {
  const store = memoryStore();
  expect(setHintsWanted(store, true, true)).toBe(true);
  expect(hintsWanted(store, true)).toBe(true);
  expect(hintsWanted(store, false)).toBe(true);
  setHintsWanted(store, false, false);
  expect(hintsWanted(store, false)).toBe(false);
  expect(hintsWanted(store, true)).toBe(true);
  expect(store.data.get(HINTS_KEY)).toBe('off');
  expect(store.data.get(CLASSROOM_HINTS_KEY)).toBe('on');
});

test('storage that keeps nothing: the defaults, and the write says it was not kept', () => {
  const broken: Store = { read: () => null, write: () => false, keys: () => [] };
  expect(hintsWanted(broken, true)).toBe(false);
  expect(setHintsWanted(broken, true, true)).toBe(false);
});

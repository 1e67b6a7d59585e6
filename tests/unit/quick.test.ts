/** The quick checks of hot loops (tests/support/quick.ts) fail exactly where the matchers they stand for fail. */
import { describe, expect, test } from 'vitest';
import { equal, holds, is } from '../support/quick';

describe('quick checks', () => {
  test('is: as toBe, by Object.is', () => {
    expect(() => is(36, 36)).not.toThrow();
    expect(() => is(35, 36, 'cards in play')).toThrow(/cards in play/);
    expect(() => is(0, -0)).toThrow();
    expect(() => is(NaN, NaN)).not.toThrow();
  });

  test('equal: as toEqual, with a failure in its words', () => {
    expect(() => equal(['9W', { a: 1 }], ['9W', { a: 1 }])).not.toThrow();
    expect(() => equal([], ['9W'], 'a set left in a tableau')).toThrow(/a set left in a tableau/);
    // What toEqual overlooks, an undefined property, still passes.
    expect(() => equal({ a: 1, b: undefined }, { a: 1 })).not.toThrow();
    let made = 0;
    equal(1, 1, () => `${made++}`);
    expect(made).toBe(0);
  });

  test('holds: a condition, its words made only when it fails', () => {
    expect(() => holds(true, () => 'never made')).not.toThrow();
    expect(() => holds(false, () => 'seat 1 is shown 9W')).toThrow(/seat 1 is shown 9W/);
  });
});

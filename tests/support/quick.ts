/**
 * Checks for the hot loops of property and random-game tests, which check every state of thousands of
 * games. Vitest's `expect` costs microseconds a call (its matcher and message machinery run even when the
 * check passes), and these loops make millions of calls: Ferret's invariants over 2,000 games took 14.3 s
 * with `expect` and 0.6 s with these. Each passes as cheaply as a comparison, and when it fails it hands
 * over to `expect` with the same matcher, so a failure reads as it always did (fast-check then shrinks it
 * and prints its seed like any other).
 */
import { isDeepStrictEqual } from 'node:util';
import { expect } from 'vitest';

/** What a check is about: a text, or a function that makes it only for a failure (a text costly to make). */
type What = string | (() => string);
const said = (what: What | undefined): string | undefined => (typeof what === 'function' ? what() : what);

/** `expect(actual).toBe(expected)`. */
export function is<T>(actual: T, expected: T, what?: What): void {
  if (!Object.is(actual, expected)) expect(actual, said(what)).toBe(expected);
}

/**
 * `expect(actual).toEqual(expected)`. Node's strict deep equality is the quick test; where it finds a
 * difference `toEqual` judges, so what `toEqual` overlooks (an undefined property) still passes.
 */
export function equal<T>(actual: T, expected: T, what?: What): void {
  if (!isDeepStrictEqual(actual, expected)) expect(actual, said(what)).toEqual(expected);
}

/** A condition that must hold, with what it means when it does not. */
export function holds(condition: boolean, what: What): asserts condition {
  if (!condition) expect.fail(said(what));
}

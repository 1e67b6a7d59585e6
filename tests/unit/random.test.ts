import { describe, expect, test } from 'vitest';
import { createRng, isValidSeed, shuffle } from '../../src/engine/core';

describe('seeded random numbers', () => {
  test('the same seed gives the same sequence; another seed another', () => {
    const a = createRng('abc');
    const b = createRng('abc');
    const c = createRng('abd');
    const xs = Array.from({ length: 20 }, () => a.next());
    expect(Array.from({ length: 20 }, () => b.next())).toEqual(xs);
    expect(Array.from({ length: 20 }, () => c.next())).not.toEqual(xs);
    for (const x of xs) expect(x >= 0 && x < 1).toBe(true);
  });

  test('a saved state resumes the sequence', () => {
    const a = createRng('resume');
    a.next();
    const saved = a.state;
    const next = a.next();
    expect(createRng(saved).next()).toBe(next);
  });

  test('shuffle is a permutation and does not touch its input', () => {
    const input = Array.from({ length: 36 }, (_, i) => i);
    const out = shuffle(input, createRng('s'));
    expect(out.slice().sort((x, y) => x - y)).toEqual(input);
    expect(out).not.toEqual(input);
    expect(input[0]).toBe(0);
  });

  test('shuffles are roughly uniform: each card reaches the top about as often', () => {
    const counts = new Array(6).fill(0) as number[];
    const rng = createRng('uniform');
    for (let i = 0; i < 6000; i++) counts[shuffle([0, 1, 2, 3, 4, 5], rng)[0] as number]! += 1;
    for (const n of counts) expect(Math.abs(n - 1000)).toBeLessThan(120);
  });

  test('seeds are short readable words', () => {
    expect(isValidSeed('otter-42')).toBe(true);
    expect(isValidSeed('')).toBe(false);
    expect(isValidSeed('<script>')).toBe(false);
    expect(isValidSeed('x'.repeat(41))).toBe(false);
  });
});

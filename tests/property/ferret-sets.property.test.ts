/**
 * The engine finds sets incrementally (only triples within one suit that could fit a run, and after a
 * move only sets using the card that just joined a tableau). These properties hold it to the exhaustive
 * search it replaced, which reads every combination of three cards and is kept as the oracle.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { BASIC_DECK } from '../../src/engine/deck';
import { formsSet, layoffFinder, layoffTargets, readings, setCandidates, setsWithAdded, type FerretSet } from '../../src/engine/ferret';
import { readingsExhaustive, setCandidatesExhaustive } from '../support/ferret-oracle';

/** A tableau: distinct basic cards in a random order (most tableaux in play hold 0 to 20 cards). */
const tableau = (max: number) =>
  fc
    .shuffledSubarray([...BASIC_DECK], { minLength: 0, maxLength: max })
    .chain((cards) => fc.shuffledSubarray(cards, { minLength: cards.length, maxLength: cards.length }));

describe('incremental set finding agrees with reading every combination', () => {
  test('every triple of the deck reads the same', () => {
    for (let i = 0; i < BASIC_DECK.length; i++)
      for (let j = 0; j < BASIC_DECK.length; j++)
        for (let k = 0; k < BASIC_DECK.length; k++) {
          const t = [BASIC_DECK[i], BASIC_DECK[j], BASIC_DECK[k]] as string[];
          const exhaustive = readingsExhaustive(t);
          expect(readings(t)).toEqual(exhaustive);
          expect(formsSet(t)).toBe(exhaustive.length > 0);
        }
  });

  test('every set in a random tableau, in the same order', () => {
    fc.assert(
      fc.property(tableau(24), (t) => {
        expect(setCandidates(t)).toEqual(setCandidatesExhaustive(t));
      }),
      { numRuns: 3000 },
    );
  });

  test('the sets using one given card', () => {
    fc.assert(
      fc.property(tableau(24), fc.nat(), (t, n) => {
        const must = t.length > 0 ? t[n % t.length] : BASIC_DECK[0];
        expect(setCandidates(t, must)).toEqual(setCandidatesExhaustive(t, must));
      }),
      { numRuns: 3000 },
    );
  });

  test('after a card joins a tableau that held no set: exactly the sets the whole tableau holds', () => {
    let checked = 0;
    fc.assert(
      fc.property(tableau(22), fc.nat(), fc.nat(), (t, n, at) => {
        if (t.length === 0 || setCandidatesExhaustive(t).length > 0) return;
        const rest = BASIC_DECK.filter((c) => !t.includes(c));
        const added = rest[n % rest.length] as string;
        const joined = [...t.slice(0, at % (t.length + 1)), added, ...t.slice(at % (t.length + 1))];
        expect(setsWithAdded(joined, [added])).toEqual(setCandidatesExhaustive(joined));
        checked++;
      }),
      { numRuns: 5000 },
    );
    expect(checked).toBeGreaterThan(500);
  });

  test('several cards joining at once (the final reveal)', () => {
    fc.assert(
      fc.property(tableau(20), fc.integer({ min: 1, max: 5 }), (t, k) => {
        const added = t.slice(-k);
        const before = t.slice(0, -k);
        if (setCandidatesExhaustive(before).length > 0) return;
        expect(setsWithAdded(t, added)).toEqual(setCandidatesExhaustive(t));
      }),
      { numRuns: 3000 },
    );
  });

  test('the quick layoff test finds every card some set takes', () => {
    fc.assert(
      fc.property(tableau(12), tableau(36), (setCards, cards) => {
        const sets: FerretSet[] = [];
        // Form whatever sets these cards hold, one after another, as the rules would.
        let left = [...setCards];
        for (let r = setCandidates(left)[0]; r; r = setCandidates(left)[0]) {
          sets.push({ id: sets.length, owner: 0, suit: r.suit, low: r.low, high: r.low + 2, cards: r.cards, final: false });
          left = left.filter((c) => !r.cards.some((x) => x.card === c));
        }
        const fits = layoffFinder(sets);
        for (const c of cards) expect(fits(c)).toBe(layoffTargets(c, sets).length > 0);
      }),
      { numRuns: 2000 },
    );
  });
});

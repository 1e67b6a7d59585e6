/**
 * The review kept with the saved game (issue 33; src/play/kept-review.ts, the save's optional `review`):
 * a save with one is read as before (tests/fixtures/saves/ferret.v3-review.json, written by the site
 * before its words were messages); that review (version 1, English sentences) is worked out again, and
 * judges and says every decision as it did; a review read back is whole; a review stays with its game only
 * while the moves it reviewed are the game's first, is kept only with the game it reviewed, and what it
 * judged is taken as it is by the review of the game played on, so nothing is worked out twice.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { AnyGameDefinition } from '../../src/engine/core';
import { randomMoves } from '../support/random-games';
import { byGame } from '../../src/engine/by-game';
import { msg } from '../../src/engine/core/message';
import { parseReview, reviewRecord, type Review, type ReviewSpec } from '../../src/engine/core/review';
import { english } from '../support/words';
import { ferretDefinition } from '../../src/engine/ferret/definition';
import { gameList } from '../../src/engine/games';
import { keptReview, withReview } from '../../src/play/kept-review';
import { startReview, type PageParts, type ReviewAsked } from '../../src/play/look-back';
import { historyStates, startOf } from '../../src/play/record';
import { createScreens } from '../../src/play/screen';
import { peopleOf, youOf } from '../../src/play/seats';
import { newDeal, parseKept, reviewInSave, toSave } from '../../src/play/session';
import { gameKey, shelve } from '../../src/play/shelf';
import { memoryStore } from '../../src/site/storage';

/** A suit or two, as Ferret's words name them ("Moons and Suns"). */
const SUITS = '(?:Moons|Suns|Waves|Leaves|Wyrms|Knots)(?: and (?:Moons|Suns|Waves|Leaves|Wyrms|Knots))*';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnySpec = ReviewSpec<any, any, any>;
const SPECS = byGame(import.meta.glob<{ review: AnySpec }>('../../src/engine/*/review.ts', { eager: true }), (id) => `../../src/engine/${id}/review.ts`);
const TINY = { screen: 3, confirm: 4 };

/** A game of seeded random moves at the default seats: its start and moves. */
function game(def: AnyGameDefinition, seed: string, max: number) {
  const { options } = newDeal(def, seed);
  const { start, moves } = randomMoves(def, options, seed, max, 'kept');
  return { start, moves };
}

describe.each(gameList().map((d) => [d.id, d] as const))('%s', (id, def) => {
  const spec = SPECS[id as keyof typeof SPECS].review;
  test('what a review judged is taken as it is when the game goes on; a review with another seed or budget is not', () => {
    const g = game(def, `known-${id}`, 60);
    const half = g.moves.slice(0, 30);
    const early = reviewRecord(spec, g.start, half, [0], { budget: TINY });
    const whole = reviewRecord(spec, g.start, g.moves, [0], { budget: TINY });
    const known = (i: number) => msg('core.text', { text: `known ${i}` });
    const marked: Review = { ...early, decisions: early.decisions.map((d) => ({ ...d, said: known(d.index) })) };
    const reused = reviewRecord(spec, g.start, g.moves, [0], { budget: TINY, known: marked });
    expect(reused.total).toBe(whole.total);
    expect(reused.decisions.map((d) => d.said)).toEqual(whole.decisions.map((d, i) => (i < early.decisions.length ? known(d.index) : d.said)));
    const other = reviewRecord(spec, g.start, g.moves, [0], { budget: TINY, known: { ...marked, seed: 'other' } });
    expect(other.decisions.some((d) => d.said.id === 'core.text')).toBe(false);
  });
});

describe('the review kept with the saved game', () => {
  const def = ferretDefinition;
  const older = readFileSync(new URL('../fixtures/saves/ferret.v3-review.json', import.meta.url), 'utf8');
  type V1 = { said: string; index: number; turning: boolean; compared: number; loss: unknown; why: { text: string }[] };
  const save = JSON.parse(older) as {
    id: string;
    moves: string[];
    review: { seed: string; budget: { screen: number; confirm: number }; decisions: V1[] };
  };
  /** The review of the fixture's game worked out again (the same seed and budget), as the page does for a version 1 review; kept in its save. */
  const again = (() => {
    const kept = parseKept(def, older, 'x', 0);
    if (!kept.ok || !kept.value) throw new Error('fixture');
    const { setup } = kept.value;
    const start = def.module.newGame(setup.options, setup.seed);
    return reviewRecord(SPECS.ferret.review, start, save.moves, [0], { budget: save.review.budget, seed: save.review.seed });
  })();
  const text = JSON.stringify({ ...save, review: again });
  /** The review kept with a game of the store, as the play page reads it back (src/play/useLookBack.ts). */
  const read = (store: ReturnType<typeof memoryStore>, id: string, moves: readonly string[], seats: number[]) =>
    keptReview(reviewInSave(store.read(gameKey(def.id, id)), moves), def.id, seats);

  test('a save with a review of version 1 is read as before; its review is worked out again, and judges and says each decision as it did', () => {
    const kept = parseKept(def, older, 'x', 0);
    expect(kept.ok && kept.value?.setup.moves).toEqual(save.moves);
    expect(parseReview(reviewInSave(older, save.moves))).toBeNull();
    expect(keptReview(reviewInSave(older, save.moves), def.id, [0])).toBeNull();
    expect(again.decisions).toHaveLength(save.review.decisions.length);
    again.decisions.forEach((d, i) => {
      const was = save.review.decisions[i] as V1;
      expect({ index: d.index, turning: d.turning, compared: d.compared, loss: d.loss }).toEqual({
        index: was.index,
        turning: was.turning,
        compared: was.compared,
        loss: was.loss,
      });
      // Word for word what the site said before its words were messages, but for sentences reworded since
      // ("You played The …" read as if a move were a card; "no move did better than The …" likewise; a verdict
      // names the move played as well as the better one, each in quotation marks, and says what the other would
      // have done; "at first" is "on a first, quick look"; what a move does is told in the present, "goes into your
      // hand", not "would go", as it reads of a move made), and whole amounts, written whole since ("1.0 card" is
      // now "1 card").
      const played = english(d.played.label, ['ferret']).replace(/^./, (c) => c.toUpperCase());
      const reworded = (text: string) =>
        text
          .replace(/^You played (.+?)\. /, 'Your move: $1. ')
          .replace(/^Fine: no move did better than (.+) over /, 'Fine: no move did better than yours, “$1” over ')
          .replace(/^(Fine|Turning point): (?!no move)(.+?) (did about|looked better|would have done)/, `$1: you played “${played}”; “$2” $3`)
          .replace(/” did about /, '” would have done about ')
          .replace(
            /looked better at first, but did no better \(the same on all (\d+) deals/,
            'looked better on a first, quick look, but did no better (the same on every one of $1 deals',
          )
          .replace(/looked better at first,/, 'looked better on a first, quick look,')
          .replace(/, over \d+ deals of the cards you could not see\)/, ')')
          .replace(/ over \d+ deals of the cards you could not see\.$/, '.')
          .replace(/\(the same on all \d+ deals of the cards you could not see\)/, '(the same on every deal)')
          .replace(/(\d)\.0 (cards?|points?|books?)\b/g, '$1 $2')
          // Ferret's suits are said as on a card ("the Knots on the Ace of Knots"), not "the Ace of Knots’s Knots".
          .replace(
            new RegExp(`(the [A-Z][a-z]+(?: of [A-Z][a-z]+)?)’s (${SUITS}) oppose (the [A-Z][a-z]+(?: of [A-Z][a-z]+)?)’s (${SUITS})`, 'g'),
            'the $2 on $1 oppose the $4 on $3',
          )
          .replace(new RegExp(`no suit opposed to (the [A-Z][a-z]+(?: of [A-Z][a-z]+)?)’s (${SUITS})`, 'g'), 'no suit opposed to the $2 on $1')
          .replace(/ would go into your tableau and you would draw/g, ' goes into your tableau and you draw')
          .replace(/ would go into your hand/g, ' goes into your hand')
          .replace(/Nothing would score at once\./g, 'Nothing scores at once.')
          .replace(/You would score /g, 'You score ');
      expect(english(d.said, ['ferret'])).toBe(reworded(was.said));
      expect(d.why.map((w) => english(w.text, ['ferret']))).toEqual(was.why.map((w) => reworded(w.text)));
    });
  });

  test('a save with a review (an optional field) is read as before, and its review read back whole', () => {
    const kept = parseKept(def, text, 'x', 0);
    expect(kept.ok && kept.value?.setup.moves).toEqual(save.moves);
    const review = parseReview(reviewInSave(text, save.moves));
    expect(review).not.toBeNull();
    expect(review?.moves).toBe(save.moves.length);
    expect(review?.decisions.length).toBe(review?.total);
    expect(JSON.parse(JSON.stringify(review))).toEqual(JSON.parse(JSON.stringify(again)));
  });

  test('it stays with its game while the moves it reviewed are the game’s first, and goes when they are taken back', () => {
    const store = memoryStore({ [gameKey(def.id, save.id)]: text });
    const kept = parseKept(def, text, save.id, 0);
    if (!kept.ok || !kept.value) throw new Error('fixture');
    const setup = kept.value.setup;
    // Kept again (a speed changed, a tab agreed): the review stays.
    shelve(def, store, kept.value);
    expect(read(store, save.id, save.moves, [0])?.moves).toBe(save.moves.length);
    // A review of these seats only, and of this game.
    expect(read(store, save.id, save.moves, [0, 1])).toBeNull();
    expect(keptReview(reviewInSave(text, save.moves), 'hermit', [0])).toBeNull();
    // An undo: the review was of moves no longer played.
    shelve(def, store, { ...kept.value, setup: { ...setup, moves: save.moves.slice(0, -1) } });
    expect(JSON.parse(store.read(gameKey(def.id, save.id)) ?? '{}').review).toBeUndefined();
    expect(read(store, save.id, save.moves.slice(0, -1), [0])).toBeNull();
  });

  test('a review is kept only with the game whose first moves it reviewed; an older save without one has none', () => {
    const review = parseReview(again) as Review;
    const store = memoryStore();
    const { options, seats } = newDeal(def, 'kept');
    const older = JSON.stringify(toSave(def, { seed: save.id, options, seats, moves: save.moves }, { id: 'older', started: 1, updated: 1 }));
    store.write(gameKey(def.id, 'older'), older);
    expect(read(store, 'older', save.moves, [0])).toBeNull();
    const kept = withReview(older, save.moves, review);
    expect(kept).not.toBeNull();
    store.write(gameKey(def.id, 'older'), kept as string);
    expect(read(store, 'older', save.moves, [0])?.decisions).toHaveLength(review.decisions.length);
    // The save is otherwise as it was.
    expect(parseKept(def, kept, 'older', 0)).toEqual(parseKept(def, older, 'older', 0));
    // Not with a game that went another way, nor with a review of other moves, nor with no game.
    expect(withReview(older, ['AL>4MS', ...save.moves.slice(1)], review)).toBeNull();
    expect(withReview(older, save.moves.slice(0, -1), review)).toBeNull();
    expect(withReview(null, save.moves, review)).toBeNull();
    expect(withReview('not a save', save.moves, review)).toBeNull();
    // A game played on keeps the review of its beginning, for the review of the whole to take up.
    expect(read(store, 'older', [...save.moves, 'pass'], [0])?.moves).toBe(save.moves.length);
  });

  test('asked for, a review kept whole is shown at once, with no worker; one of another game’s moves is worked out again', async () => {
    const store = memoryStore({ [gameKey(def.id, save.id)]: text });
    const parts: PageParts = { createScreens, historyStates, startOf, peopleOf, youOf, gameKey, reviewInSave, store };
    const said: ReviewAsked[] = [];
    const job = { id: save.id, options: {}, seed: 'x', moves: save.moves, seats: [0] };
    expect(startReview(def, parts, job, (r) => said.push(r))).toBeNull();
    expect(said).toHaveLength(1);
    expect(said[0]?.running).toBe(false);
    expect(said[0]?.review?.decisions.length).toBe(said[0]?.review?.total);
    // Played on: the review is worked out (here, with no Web Workers, it says why it cannot be).
    said.length = 0;
    expect(startReview(def, parts, { ...job, moves: [...save.moves, 'pass'] }, (r) => said.push(r))).not.toBeNull();
    await new Promise((r) => setTimeout(r, 0));
    expect(said.map((r) => r.running)).toEqual([true, false]);
    expect(english(said[1]?.error ?? msg('core.text', { text: '' }))).toMatch(/no Web Workers/);
  });
});

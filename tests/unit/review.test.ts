/**
 * The review of a game (src/engine/core/review.ts, src/play/review/): its statistics, what it judges and
 * from what, its words, that it is plain data a save can keep (and a broken one is refused), "Try from
 * here", the worker's answers and the client's life cycle. Small budgets: what the review finds is held
 * by tests/unit/review-honesty.test.ts.
 */
import { describe, expect, test } from 'vitest';
import { createRng, type AnyGameDefinition } from '../../src/engine/core';
import {
  amount,
  decisionPoints,
  judgeDecision,
  pairedLoss,
  parseReview,
  reviewFits,
  reviewRecord,
  sayJudgement,
  tryFromHere,
  turningOrder,
  type Judgement,
  type Review,
  type ReviewSpec,
  type Unit,
} from '../../src/engine/core/review';
import { movesFor } from '../../src/engine/core/search';
import { gameList } from '../../src/engine/games';
import { byGame } from '../../src/engine/by-game';
import { reviewGame, ReviewCancelled, ReviewFailed, type ReviewWorker } from '../../src/play/review/client';
import { msg } from '../../src/engine/core/message';
import { english, sayInEvery, wordsFor } from '../support/words';
import { runReview, type ReviewMessage, type ReviewRequest } from '../../src/play/review/run';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnySpec = ReviewSpec<any, any, any>;
const SPECS = byGame(import.meta.glob<{ review: AnySpec }>('../../src/engine/*/review.ts', { eager: true }), (id) => `../../src/engine/${id}/review.ts`);
const TINY = { screen: 3, confirm: 4 };

/** A game of the Normal player against itself at the default seats: its options, seed and moves. */
function normalGame(def: AnyGameDefinition, seed: string) {
  const m = def.module;
  const fields = Object.fromEntries(def.optionFields.map((f) => [f.key, f.default]));
  const parsed = m.parseOptions(def.fromFields(fields, def.seats.default));
  if (!parsed.ok) throw new Error('options');
  const options = def.seeded ? def.seeded(parsed.value, seed) : parsed.value;
  const start = m.newGame(options, seed);
  let s = start;
  const moves: string[] = [];
  for (let n = 0; n < 5000 && m.waitingFor(s).length > 0; n++) {
    const move = def.computers.normal(m.view(s, m.waitingFor(s)[0] as number), `${seed}:${n}`);
    moves.push(m.printMove(move));
    const r = m.apply(s, move);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    s = r.value.state;
  }
  return { options, seed, start, moves };
}

describe('the statistics', () => {
  test('a paired loss is the mean of the differences, with 1.96 standard errors each side', () => {
    const l = pairedLoss([3, 5, 4, 4], [1, 1, 2, 2]);
    // Differences 2, 4, 2, 2: mean 2.5, sample deviation 1, standard error 0.5.
    expect(l.mean).toBeCloseTo(2.5);
    expect(l.low).toBeCloseTo(2.5 - 1.96 * 0.5);
    expect(l.high).toBeCloseTo(2.5 + 1.96 * 0.5);
    expect(l.worlds).toBe(4);
    const same = pairedLoss([2, 2, 2], [1, 1, 1]);
    expect([same.low, same.high]).toEqual([1, 1]);
  });

  test('only clear losses are turning points, biggest first', () => {
    const j = (mean: number, low: number, turning: boolean): Judgement => ({
      played: { move: 'a', label: msg('core.text', { text: 'A' }), text: msg('core.text', { text: '' }), rule: null },
      preferred: { move: 'b', label: msg('core.text', { text: 'B' }), text: msg('core.text', { text: '' }), rule: null },
      loss: { mean, low, high: mean + (mean - low), worlds: 10 },
      turning,
      compared: 2,
    });
    expect(turningOrder([j(1, 0.5, true), j(5, -1, false), j(3, 1, true), j(2, 1, true)])).toEqual([2, 3, 0]);
  });
});

describe.each(gameList().map((def) => [def.id, def] as const))('%s', (id, def) => {
  const spec = SPECS[id as keyof typeof SPECS].review;
  const game = normalGame(def, `review-unit-${id}`);
  const seats = [0];
  const review = reviewRecord(spec, game.start, game.moves, seats, { budget: TINY, seed: 'unit' });

  test('every decision of the seat, and only those: its moves with more than one choice', () => {
    const m = def.module;
    let s = game.start;
    const expected: number[] = [];
    game.moves.forEach((text, i) => {
      const move = m.parseMove(text);
      if (!move.ok) throw new Error(text);
      const by = m.mover(s, move.value);
      if (by === 0 && movesFor(m, s, 0).length > 1) expected.push(i);
      const r = m.apply(s, move.value, by);
      if (!r.ok) throw new Error(text);
      s = r.value.state;
    });
    expect(review.decisions.map((d) => d.index)).toEqual(expected);
    expect(review.total).toBe(expected.length);
    expect(review.decisions.every((d) => d.seat === 0 && d.played.move === game.moves[d.index])).toBe(true);
  });

  test('a judgement replays exactly, and reads only the view it is given', () => {
    const points = decisionPoints(def.module, game.start, game.moves, seats);
    const p = points[Math.floor(points.length / 2)];
    if (!p) throw new Error('no decision');
    const once = judgeDecision(spec, p.view, p.played, 'again', TINY);
    expect(judgeDecision(spec, structuredClone(p.view), p.played, 'again', TINY)).toEqual(once);
    // The view of another world that the seat cannot tell from the real one: the same judgement.
    const other = spec.search.determinise(p.view, createRng('another world'));
    expect(def.module.view(other, p.seat)).toEqual(p.view);
    expect(judgeDecision(spec, def.module.view(other, p.seat), p.played, 'again', TINY)).toEqual(once);
  });

  test('every word is the engine’s: the moves’ labels and texts are the game’s hints, each reason with a rule on the page', () => {
    const points = decisionPoints(def.module, game.start, game.moves, seats);
    for (const d of review.decisions) {
      const p = points.find((x) => x.index === d.index);
      const hints = spec.hints(p?.view);
      const hint = hints.find((h) => h.move === d.played.move);
      expect(hint, `${d.played.move} has a hint`).toBeDefined();
      expect(d.played.label).toEqual(hint?.label);
      if (d.preferred) expect(hints.find((h) => h.move === d.preferred?.move)?.text).toEqual(d.preferred.text);
      for (const w of d.why) expect(wordsFor([id]).rule(w.rule.key).anchor).toMatch(/^[a-z0-9-]+$/);
      expect(english(d.said, [id])).toMatch(d.turning ? /^Turning point: / : /^Fine: /);
      for (const m of [d.said, ...d.why.map((w) => w.text)]) sayInEvery(m, [id]);
      if (d.turning) expect(d.why.length).toBeGreaterThan(0);
    }
  });

  test('a review is plain data: JSON keeps it, a save reads it back, and a broken one is refused', () => {
    const back = JSON.parse(JSON.stringify(review)) as unknown;
    expect(back).toEqual(review);
    expect(parseReview(back)).toEqual(review);
    expect(reviewFits(review, id, game.moves.length, seats)).toBe(true);
    expect(reviewFits(review, id, game.moves.length - 1, seats)).toBe(false);
    const broken: unknown[] = [
      null,
      { ...review, version: 1 },
      { ...review, version: 2 },
      { ...review, version: 4 },
      { ...review, measure: 'Differences are in cards.' },
      { ...review, total: -1 },
      { ...review, turningPoints: [review.decisions.length] },
      { ...review, decisions: [{ ...review.decisions[0], said: 3 }] },
      { ...review, decisions: [{ ...review.decisions[0], said: 'Fine.' }] },
      { ...review, decisions: [{ ...review.decisions[0], said: { id: 'core.text', p: { text: { toString: 1 } } } }] },
      { ...review, decisions: [{ ...review.decisions[0], loss: { mean: 'a' } }] },
      { ...review, unit: null },
      { ...review, unit: { one: 'card', many: 'cards' } },
    ];
    for (const b of broken) expect(parseReview(b)).toBeNull();
    // Only its own fields are kept.
    const extra = parseReview({ ...(back as object), extra: '<script>' }) as Review & { extra?: unknown };
    expect(extra.extra).toBeUndefined();
  });

  test('“Try from here” starts at the decision: the same cards, the same view, the decision’s seat to move', () => {
    const d = review.decisions[review.decisions.length - 1];
    if (!d) throw new Error('no decision');
    const moves = tryFromHere(game.moves, d);
    let s = def.module.newGame(game.options, game.seed);
    for (const text of moves) {
      const move = def.module.parseMove(text);
      const r = move.ok ? def.module.apply(s, move.value) : null;
      if (!r?.ok) throw new Error(text);
      s = r.value.state;
    }
    expect(def.module.waitingFor(s)).toContain(d.seat);
    const p = decisionPoints(def.module, game.start, game.moves, seats).find((x) => x.index === d.index);
    expect(def.module.view(s, d.seat)).toEqual(p?.view);
  });
});

describe('the words', () => {
  // The moves' words as a game's hints give them (messages); here, words written out.
  const words = (text: string) => msg('core.text', { text });
  const rule = { key: 'ferret.ferret' };
  const played = { move: 'a', label: words('The Sailor on the Author'), text: words('It would go into your hand.'), rule };
  const preferred = { move: 'b', label: words('The Battle on the Author'), text: words('It would go into your tableau.'), rule };
  const unit = 'card' as const;
  const en = (m: Parameters<typeof english>[0]) => english(m, ['ferret']);
  test('a turning point says how much, between what, and why in the game’s words with their rules', () => {
    const w = sayJudgement({ played, preferred, loss: { mean: 2.4, low: 0.9, high: 3.9, worlds: 96 }, turning: true, compared: 4 }, unit, 1);
    expect(en(w.said)).toBe(
      'Turning point: you played “The Sailor on the Author”; “The Battle on the Author” would have done about 2.4 cards better (likely between 0.9 and 3.9 cards).',
    );
    expect(w.why.map((x) => ({ text: en(x.text), rule: x.rule }))).toEqual([
      { text: 'Your move: The Sailor on the Author. It would go into your hand.', rule: played.rule },
      { text: 'Better: The Battle on the Author. It would go into your tableau.', rule: preferred.rule },
    ]);
    // Moves that do the same at once: what they do is said once, with where the difference comes from.
    const same = sayJudgement(
      { played, preferred: { ...preferred, text: played.text }, loss: { mean: 2.4, low: 0.9, high: 3.9, worlds: 96 }, turning: true, compared: 4 },
      unit,
      1,
    );
    expect(same.why.map((x) => ({ text: en(x.text), rule: x.rule }))).toEqual([
      {
        text: 'Right away your move and the better one do the same: It would go into your hand. The difference shows in the moves after them, which the computer played out on each deal.',
        rule: preferred.rule,
      },
    ]);
  });
  test('no invented mistakes: a loss within its uncertainty is fine, and said to be unclear', () => {
    const w = sayJudgement({ played, preferred, loss: { mean: 0.6, low: -0.4, high: 1.6, worlds: 96 }, turning: false, compared: 4 }, unit, 1);
    expect(en(w.said)).toMatch(
      /^Fine: you played “The Sailor on the Author”; “The Battle on the Author” would have done about 0\.6 cards better, but not clearly \(likely between −0\.4 and 1\.6 cards/,
    );
    expect(w.why).toEqual([]);
    expect(en(sayJudgement({ played, preferred, loss: { mean: 0.5, low: 0.1, high: 0.9, worlds: 96 }, turning: false, compared: 4 }, unit, 1).said)).toBe(
      'Fine: you played “The Sailor on the Author”; “The Battle on the Author” would have done about 0.5 cards better (likely between 0.1 and 0.9 cards), less than 1 card: too little to call a mistake.',
    );
    expect(en(sayJudgement({ played, preferred: null, loss: null, turning: false, compared: 4 }, unit, 1).said)).toBe(
      'Fine: no move did better than yours, “The Sailor on the Author”.',
    );
    expect(en(sayJudgement({ played, preferred, loss: { mean: -0.2, low: -0.2, high: -0.2, worlds: 96 }, turning: false, compared: 4 }, unit, 1).said)).toBe(
      'Fine: you played “The Sailor on the Author”; “The Battle on the Author” looked better on a first, quick look, but did no better (the same on every deal).',
    );
    // A gain that rounds to nothing is never “about 0 cards better”.
    const tiny = sayJudgement({ played, preferred, loss: { mean: 0.03, low: -0.2, high: 0.3, worlds: 96 }, turning: false, compared: 4 }, unit, 1);
    expect(en(tiny.said)).toBe(
      'Fine: you played “The Sailor on the Author”; “The Battle on the Author” would have done about as well (likely between −0.2 and 0.3 cards).',
    );
    expect(en(sayJudgement({ played, preferred, loss: { mean: 0.04, low: 0.01, high: 0.07, worlds: 96 }, turning: false, compared: 4 }, unit, 1).said)).toMatch(
      /would have done about as well \(/,
    );
    // A gain under the least called a mistake is never written as that least: 0.96 is "about 0.9", not "about 1 … less than 1".
    expect(en(sayJudgement({ played, preferred, loss: { mean: 0.96, low: 0.3, high: 1.6, worlds: 96 }, turning: false, compared: 4 }, unit, 1).said)).toMatch(
      /would have done about 0\.9 cards better .*, less than 1 card: too little to call a mistake\.$/,
    );
    // An amount as the verdicts say it, inside a sentence.
    const within = (x: number, u: Unit) =>
      en(msg('core.review.fine-unclear', { played: words('Y'), better: words('X'), amount: amount(x, u), range: words('') })).replace(
        /^Fine: you played “Y”; “X” would have done about (.*) better, .*$/,
        '$1',
      );
    expect(within(1, unit)).toBe('1 card');
    expect(within(1.04, unit)).toBe('1 card');
    expect(within(1.05, unit)).toBe('1.1 cards');
    expect(within(-0.01, unit)).toBe('0 cards');
    expect(within(-1, unit)).toBe('−1 cards');
    expect(within(2, 'point')).toBe('2 points');
    expect(within(1, 'book')).toBe('1 book');
  });
  test('in Spanish: its own decimal mark and units, the moves as the game says them', () => {
    const es = wordsFor([], 'es');
    expect(
      es.say(
        msg('core.review.fine-small', {
          played: words('Y'),
          better: words('X'),
          amount: amount(-0.5, 'point'),
          range: words('R'),
          least: msg('core.review.least', { n: 2, unit }),
        }),
      ),
    ).toBe('Bien: jugaste «Y»; con «X» te habría ido alrededor de −0,5 puntos mejor R, menos de 2 cartas: demasiado poco para llamarlo un error.');
    expect(es.say(amount(1, unit))).toBe('1 carta');
    expect(es.say(amount(3, 'point'))).toBe('3 puntos');
    expect(es.say(amount(1.5, unit))).toBe('1,5 cartas');
    const w = sayJudgement({ played, preferred, loss: { mean: 2.4, low: 0.9, high: 3.9, worlds: 96 }, turning: true, compared: 4 }, unit, 1);
    expect(es.say(w.said)).toBe(
      'Momento clave: jugaste «The Sailor on the Author»; con «The Battle on the Author» te habría ido alrededor de 2,4 cartas mejor (seguramente entre 0,9 y 3,9 cartas).',
    );
  });
});

describe('the worker and its client', () => {
  const def = gameList()[0] as AnyGameDefinition;
  const spec = SPECS[def.id as keyof typeof SPECS].review;
  const game = normalGame(def, 'review-worker');
  const request: ReviewRequest = { game: def.id, options: game.options, seed: game.seed, moves: game.moves, seats: [0], budget: TINY };

  test('the worker says the review so far as each decision is judged, then the whole of it', () => {
    const said: ReviewMessage[] = [];
    runReview(spec, request, (m) => said.push(m));
    const done = said[said.length - 1];
    if (done?.type !== 'done') throw new Error('not done');
    const progress = said.slice(0, -1).map((m) => (m.type === 'progress' ? m.review.decisions.length : -1));
    expect(progress).toEqual(Array.from({ length: done.review.total }, (_, i) => i));
    expect(said.every((m) => m.type !== 'progress' || m.review.total === done.review.total)).toBe(true);
    expect(done.review).toEqual(reviewRecord(spec, game.start, game.moves, [0], { budget: TINY }));
  });

  test('the worker answers a request it cannot do with why, and never throws', () => {
    const errors: string[] = [];
    const post = (m: ReviewMessage) => m.type === 'error' && errors.push(m.message);
    runReview(spec, { ...request, game: 'hermit' }, post);
    runReview(spec, { ...request, moves: [3] as never }, post);
    runReview(spec, { ...request, seats: [-1] }, post);
    runReview(spec, { ...request, moves: ['not a move'] }, post);
    expect(errors).toHaveLength(4);
    expect(errors[3]).toMatch(/move 1 .*not a move|does not replay/);
  });

  /** A worker that runs the review in-process and answers asynchronously, as a real one does. */
  function fakeWorker(log: string[]): () => ReviewWorker {
    return () => {
      const w: ReviewWorker = {
        onmessage: null,
        onerror: null,
        postMessage: (req) => {
          log.push('asked');
          runReview(spec, req, (m) => queueMicrotask(() => w.onmessage?.({ data: m } as MessageEvent<ReviewMessage>)));
        },
        terminate: () => log.push('ended'),
      };
      return w;
    };
  }

  test('the client reports progress, resolves with the review and ends its worker', async () => {
    const log: string[] = [];
    const seen: number[] = [];
    const run = reviewGame(def, game, [0], (soFar) => seen.push(soFar.decisions.length), { budget: TINY, worker: fakeWorker(log) });
    const review = await run.done;
    expect(seen[0]).toBe(0);
    expect(seen.length).toBe(review.total);
    expect(log).toEqual(['asked', 'ended']);
  });

  test('cancelling ends the worker and rejects with ReviewCancelled; no Worker at all rejects at once', async () => {
    const log: string[] = [];
    const run = reviewGame(def, game, [0], () => undefined, { budget: TINY, worker: fakeWorker(log) });
    run.cancel();
    await expect(run.done).rejects.toBeInstanceOf(ReviewCancelled);
    expect(log).toEqual(['asked', 'ended']);
    const none = reviewGame(def, game, [0], () => undefined);
    const refused = await none.done.catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ReviewFailed);
    expect(english((refused as ReviewFailed).said)).toBe('This browser cannot work out a review in the background (it has no Web Workers).');
  });
});

test('the worker file loads the asked game’s review through the registry and answers with it', async () => {
  const def = gameList()[0] as AnyGameDefinition;
  const game = normalGame(def, 'review-worker-file');
  const said: ReviewMessage[] = [];
  const scope = globalThis as unknown as { self?: unknown; postMessage?: unknown };
  const saved = { self: scope.self, postMessage: scope.postMessage };
  scope.self = scope;
  scope.postMessage = (m: ReviewMessage) => said.push(m);
  try {
    await import('../../src/play/review/review-worker');
    const onmessage = (scope as { onmessage?: (e: { data: unknown }) => Promise<void> }).onmessage;
    await onmessage?.({ data: { game: def.id, options: game.options, seed: game.seed, moves: game.moves, seats: [0], budget: TINY } });
    await onmessage?.({ data: { game: 'constructor', options: {}, seed: '', moves: [], seats: [] } });
  } finally {
    scope.self = saved.self;
    scope.postMessage = saved.postMessage;
    delete (scope as { onmessage?: unknown }).onmessage;
  }
  const done = said.find((m) => m.type === 'done');
  expect(done?.type === 'done' && done.review.game).toBe(def.id);
  expect(said[said.length - 1]).toEqual({ type: 'error', message: 'not a game the review knows' });
});

import { wordsData } from '../../src/words/load';
import { describe, expect, test } from 'vitest';
import { GAMES } from '../../src/engine/games';
import type { AnyGameDefinition } from '../../src/engine/core';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { EmbedView } from '../../src/embed/EmbedWidget';
import { embeddable } from '../../src/embed/registry';
import { progressKey } from '../../src/site/progress';
import { parseExample } from '../../src/engine/core/example-parse';
import { ferret } from '../../src/engine/ferret';
import { FERRET_EXAMPLES } from '../../src/engine/ferret/examples';
import { badgersCourt } from '../../src/engine/badgers-court';

test('every site example, written out as JSON, is accepted as a custom example', () => {
  for (const e of FERRET_EXAMPLES) {
    const r = parseExample(ferret, JSON.stringify({ title: e.title, intro: e.intro, names: e.names, seat: e.seat, setup: e.setup, steps: e.steps }, null, 2));
    expect(r.ok, JSON.stringify(r)).toBe(true);
    // Questions come through too, so a blogger's example can ask the reader to try a move.
    if (r.ok) expect(r.value.steps.map((st) => st.ask ?? null)).toEqual(e.steps.map((st) => st.ask ?? null));
  }
});

test('bad JSON says which line', () => {
  const r = parseExample(ferret, '{\n  "title": "x",\n  "steps": [\n    { "caption": "a" },\n  ]\n}');
  expect(r.ok).toBe(false);
  expect(!r.ok && r.error[0]).toMatch(/^The example is not valid JSON \(line 5\)/);
});

test('missing parts are listed, each with where it is', () => {
  const r = parseExample(ferret, JSON.stringify({ setup: 3, steps: [{ move: 7 }] }));
  expect(!r.ok && r.error).toEqual([
    '“setup” should describe the position, as an object (see the examples on the embed page).',
    'steps[0].caption should be some text.',
    'steps[0].move should be a move written in Ferret’s notation.',
  ]);
});

test('an illegal move names its step, its line and the rule it breaks', () => {
  const text = JSON.stringify(
    {
      title: 'Bad',
      setup: { hands: [['6SY', '3SK'], ['2SY']], court: ['6MW'], stock: ['7WY'], dealer: 1 },
      steps: [
        { move: '6SY x 6MW', caption: 'ok' },
        { move: '3SK x 9MS', caption: 'no' },
      ],
    },
    null,
    2,
  );
  const r = parseExample(badgersCourt, text);
  expect(!r.ok && r.error[0]).toMatch(/^The example does not follow the rules of Badger’s Court \(line \d+\): step 2 \(3SK x 9MS\): .+ \(rule: .+\)$/);
});

test('a set-up that is not a position says where', () => {
  const r = parseExample(ferret, JSON.stringify({ setup: { hands: [['ZZ']] }, steps: [{ caption: 'x' }] }));
  expect(!r.ok && r.error[0]).toMatch(/^The example does not follow the rules of Ferret: set-up: /);
});

test('a malformed question says how to write one', () => {
  const r = parseExample(ferret, JSON.stringify({ setup: {}, steps: [{ caption: 'x', ask: { prompt: 'Which?' } }] }));
  expect(!r.ok && r.error[0]).toMatch(/^steps\[0\]\.ask should be \{ "prompt"/);
});

// Every field is checked by type before the engine reads it: a card given as an object, a reserved name
// anywhere, or a bad highlight is a clear message, in every game, never an exception.
const trap = (v: unknown, bad: unknown): { out: unknown; done: boolean } => {
  if (typeof v === 'string' && /^[A2-9PTC][MSWLYK]{1,3}$/.test(v)) return { out: bad, done: true };
  if (Array.isArray(v)) {
    let done = false;
    const out = v.map((x) => {
      if (done) return x;
      const r = trap(x, bad);
      done = r.done;
      return r.out;
    });
    return { out, done };
  }
  if (typeof v === 'object' && v !== null) {
    let done = false;
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) {
      if (done) out[k] = x;
      else {
        const r = trap(x, bad);
        done = r.done;
        out[k] = r.out;
      }
    }
    return { out, done };
  }
  return { out: v, done: false };
};

describe.each(Object.entries(GAMES) as [string, AnyGameDefinition][])('%s', (_, def) => {
  const site = def.examples[0]!;
  const json = (setup: unknown, extra: Record<string, unknown> = {}) =>
    JSON.stringify({ title: 'Mine', setup, steps: site.steps.map((s) => ({ caption: s.caption, ...(s.move ? { move: s.move } : {}) })), ...extra });

  test.each(['toString', 'valueOf', '__proto__', 'constructor', 'hasOwnProperty'])('a card given as {"%s": 1} is a clear message', (key) => {
    const { out, done } = trap(site.setup, 'MARK');
    expect(done).toBe(true);
    // Written into the text by hand: an object literal cannot hold a "__proto__" key for JSON.stringify.
    const r = parseExample(def.module, json(out).replace('"MARK"', `{"${key}":1}`));
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error[0]).toMatch(
      /^setup\..* has a field called “(toString|valueOf|__proto__|constructor|hasOwnProperty)”, which no example uses \(a card is written as text, such as "6SY"\)\.$/,
    );
  });

  test('a card given as a number, a list or an unknown id is the game’s own message about the set-up', () => {
    for (const bad of [7, [1], 'ZZZ', null, true]) {
      const { out } = trap(site.setup, bad);
      const r = parseExample(def.module, json(out));
      expect(r.ok, JSON.stringify(bad)).toBe(false);
      expect(!r.ok && r.error.join(' '), JSON.stringify(bad)).toMatch(/set-up|setup/);
    }
  });

  test('highlights, a question’s card, the id and the seat are checked by type', () => {
    const steps = [{ caption: 'x', highlight: [{ toString: 1 }] }];
    expect(parseExample(def.module, JSON.stringify({ setup: site.setup, steps })).ok).toBe(false);
    for (const step of [
      { caption: 'x', highlight: ['NOT-A-CARD'] },
      { caption: 'x', highlight: 'AM' },
      { caption: 'x', ask: { prompt: 'Which?', goal: {}, target: 'QQ' } },
      { caption: 'x', ask: { prompt: 'Which?', goal: {}, target: 5 } },
    ]) {
      const r = parseExample(def.module, JSON.stringify({ setup: site.setup, steps: [step] }));
      expect(r.ok, JSON.stringify(step)).toBe(false);
    }
    for (const extra of [{ id: { a: 1 } }, { id: 'Has Spaces' }, { seat: '0' }, { names: [1] }, { introHighlight: ['ZZ'] }, { title: 5 }]) {
      const r = parseExample(def.module, json(site.setup, extra));
      expect(r.ok, JSON.stringify(extra)).toBe(false);
    }
  });

  test('a custom example is marked as custom, so its progress is kept apart even when it reuses a site example’s id', () => {
    const r = parseExample(def.module, json(site.setup, { id: site.id }));
    expect(r.ok && r.value.custom).toBe(true);
    expect(r.ok && r.value.id).toBe(site.id);
    expect(r.ok && progressKey(r.value)).not.toBe(progressKey(site));
    expect(progressKey(site)).toBe(site.game);
  });
});

describe('the widget', () => {
  test.each(Object.keys(GAMES))('%s: a card given as {"toString": 1} shows the same clear message as any other error', (id) => {
    const def = GAMES[id as keyof typeof GAMES] as AnyGameDefinition;
    const { out } = trap(def.examples[0]!.setup, 'MARK');
    const text = JSON.stringify({ setup: out, steps: [{ caption: 'x' }] }).replace('"MARK"', '{"toString":1}');
    const html = renderToString(h(EmbedView, { entry: embeddable(id), game: id, custom: text, words: wordsData('en', [id]) }));
    expect(html).toContain('role="alert"');
    expect(html).toContain('This example cannot be shown');
    expect(html).toContain('which no example uses');
  });

  test.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])('the game “%s” is no game', (id) => {
    const html = renderToString(h(EmbedView, { entry: embeddable(id), game: id, example: 'x', words: wordsData('en', []) }));
    expect(html).toContain(`There is no game called “${id}”. The games are: ${Object.keys(GAMES).join(', ')}.`);
  });
});

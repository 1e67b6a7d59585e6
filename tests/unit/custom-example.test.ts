import { expect, test } from 'vitest';
import { parseExample } from '../../src/engine/core';
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
    { title: 'Bad', setup: { hands: [['6SY', '3SK'], ['2SY']], court: ['6MW'], stock: ['7WY'], dealer: 1 }, steps: [{ move: '6SY x 6MW', caption: 'ok' }, { move: '3SK x 9MS', caption: 'no' }] },
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

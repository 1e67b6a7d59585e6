/**
 * A custom element's `step` attribute and a missing `example` attribute: what the widget says and where the
 * example opens (src/embed/start-step.ts, src/embed/EmbedWidget.tsx).
 */
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { expect, test } from 'vitest';
import { EmbedView } from '../../src/embed/EmbedWidget';
import { embeddable } from '../../src/embed/registry';
import { openingStep } from '../../src/embed/start-step';
import { GAMES } from '../../src/engine/games';
import { wordsData } from '../../src/words/load';

test('a step attribute opens at that step, 0 to the last; anything else is wrong and opens at the start', () => {
  expect(openingStep(undefined, 4)).toEqual({ start: 0, wrong: false });
  expect(openingStep('', 4)).toEqual({ start: 0, wrong: false });
  expect(openingStep('0', 4)).toEqual({ start: 0, wrong: false });
  expect(openingStep(' 2 ', 4)).toEqual({ start: 2, wrong: false });
  expect(openingStep('4', 4)).toEqual({ start: 4, wrong: false });
  for (const bad of ['5', '12', '-1', '1.5', 'two', '1e1', '0x2']) expect(openingStep(bad, 4), bad).toEqual({ start: 0, wrong: true });
});

const id = 'badgers-court';
const court = GAMES[id];
const ids = court.examples.map((e) => e.id).join(', ');
/** Some words of a text as the server writes them. */
const escaped = (text: string) => text.slice(0, 40).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const widget = (props: { example?: string; step?: string }, locale: 'en' | 'es' = 'en') =>
  renderToString(h(EmbedView, { entry: embeddable(id), game: id, words: wordsData(locale, [id]), ...props }));

test('an element with no example attribute (a misspelt one) is told the attribute is missing, with the examples to choose from', () => {
  expect(widget({})).toContain(`The example attribute is missing. Give it one of Badger’s Court’s examples: ${ids}.`);
  expect(widget({})).not.toContain('no example called');
  expect(widget({}, 'es')).toContain(`Falta el atributo example. Dale uno de los ejemplos de Badger’s Court: ${ids}.`);
  // An example it does not have is still named.
  expect(widget({ example: 'building-ninez' })).toContain(`Badger’s Court has no example called “building-ninez”. Its examples are: ${ids}.`);
});

test('a step the example does not have is said, and the example opens at its start', () => {
  const example = court.examples.find((e) => e.id === 'building-nines')!;
  const last = example.steps.length;
  const html = widget({ example: example.id, step: '12' });
  expect(html).toContain(`There is no step “12” in this example: its steps go from 0 (the start) to ${last}. It opens at the start.`);
  expect(html).toContain('role="note"');
  expect(html).toContain(escaped(example.intro ?? ''));
  expect(widget({ example: example.id, step: '12' }, 'es')).toContain(`Este ejemplo no tiene ningún paso «12»: sus pasos van del 0 (el inicio) al ${last}.`);
  // A step it has: no note, opened there.
  const fine = widget({ example: example.id, step: String(last) });
  expect(fine).not.toContain('role="note"');
  expect(fine).toContain(escaped(example.steps[last - 1]!.caption));
});

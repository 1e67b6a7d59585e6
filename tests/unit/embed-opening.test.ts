/**
 * A custom element's mistakes: what the widget says of a missing `example` attribute (src/embed/EmbedWidget.tsx).
 */
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { expect, test } from 'vitest';
import { EmbedView } from '../../src/embed/EmbedWidget';
import { embeddable } from '../../src/embed/registry';
import { GAMES } from '../../src/engine/games';
import { wordsData } from '../../src/words/load';

const id = 'badgers-court';
const court = GAMES[id];
const ids = court.examples.map((e) => e.id).join(', ');
const widget = (props: { example?: string }, locale: 'en' | 'es' = 'en') =>
  renderToString(h(EmbedView, { entry: embeddable(id), game: id, words: wordsData(locale, [id]), ...props }));

test('an element with no example attribute (a misspelt one) is told the attribute is missing, with the examples to choose from', () => {
  expect(widget({})).toContain(`The example attribute is missing. Give it one of Badger’s Court’s examples: ${ids}.`);
  expect(widget({})).not.toContain('no example called');
  expect(widget({}, 'es')).toContain(`Falta el atributo example. Dale uno de los ejemplos de Badger’s Court: ${ids}.`);
  // An example it does not have is still named.
  expect(widget({ example: 'building-ninez' })).toContain(`Badger’s Court has no example called “building-ninez”. Its examples are: ${ids}.`);
});

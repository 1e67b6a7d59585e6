// Issue 35: a tap on one card redrew the whole table, its log and its sidebar. Cards, the log and the
// hints are drawn again only when their props change, and a card that was not drawn again still calls the
// newest handler (a stale one would judge a pick against an older turn).
import { expect, test } from 'vitest';
import { h, type ComponentChildren, type VNode } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { propsDiffer, pure } from '../../src/site/pure';
import { Card } from '../../src/components/cards/Card';
import { WordsProvider } from '../../src/words/context';
import { wordsData } from '../../src/words/load';

/** Components speak the words their island is given: English here, as on an English page. */
const inEnglish = (node: ComponentChildren) => h(WordsProvider, { data: wordsData('en'), children: node });

test('props differ by value, handlers only by being there or not', () => {
  const f = () => 1;
  const g = () => 2;
  expect(propsDiffer({ id: 'AM', selected: false, onPress: f }, { id: 'AM', selected: false, onPress: g })).toBe(false);
  expect(propsDiffer({ id: 'AM', selected: false }, { id: 'AM', selected: true })).toBe(true);
  expect(propsDiffer({ id: 'AM', onPress: f }, { id: 'AM' })).toBe(true);
  expect(propsDiffer({ id: 'AM' }, { id: 'AM', onPress: f })).toBe(true);
  expect(propsDiffer({ id: 'AM', hint: 'x' }, { id: 'AM', hint: undefined })).toBe(true);
  const same = ['a'];
  expect(propsDiffer({ lines: same }, { lines: same })).toBe(false);
  expect(propsDiffer({ lines: same }, { lines: ['a'] })).toBe(true);
});

test('a pure component draws what its inner one draws', () => {
  const press = () => undefined;
  expect(renderToString(inEnglish(h(Card, { id: '2SY', onPress: press, hint: 'pick to play' })))).toContain('aria-label="the Desert, 2, Suns and Wyrms');
  const Inner = ({ text }: { text: string }) => h('p', null, text);
  expect(renderToString(h(pure(Inner), { text: 'hello' }))).toBe('<p>hello</p>');
});

test('a component not drawn again calls the newest handler it was given', () => {
  const seen: string[] = [];
  const Inner = (props: { label: string; onPress: (x: string) => void }) => h('button', { onClick: () => props.onPress(props.label) }, props.label);
  const Pure = pure(Inner) as unknown as new (p: object) => {
    props: object;
    shouldComponentUpdate(next: object): boolean;
    render(p: object): VNode<{ onPress: (x: string) => void; label: string }>;
  };
  const first = { label: 'A', onPress: (x: string) => seen.push(`old ${x}`) };
  const c = new Pure(first);
  c.props = first;
  const drawn = c.render(first);
  const second = { label: 'A', onPress: (x: string) => seen.push(`new ${x}`) };
  expect(c.shouldComponentUpdate(second)).toBe(false);
  // Preact keeps the newest props on a component it does not draw again.
  c.props = second;
  drawn.props.onPress('A');
  expect(seen).toEqual(['new A']);
  // The stand-in is the same function at every drawing: the inner component's button is not touched.
  expect(c.render(second).props.onPress).toBe(drawn.props.onPress);
});

// A drawing defect (the teaching view once threw on Jigger's second-deck cards, "AL#2", and the table
// froze with every hand still face down) is shown as a sentence in place of what could not be drawn.
import { expect, test, vi } from 'vitest';
import { h, options, type ComponentChildren } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { RenderGuard } from '../../src/components/RenderGuard';
import { TableProblem } from '../../src/components/play/Messages';
import { WordsProvider } from '../../src/words/context';
import { wordsData } from '../../src/words/load';

/** Components speak the words their island is given: English here, as on an English page. */
const inEnglish = (node: ComponentChildren) => h(WordsProvider, { data: wordsData('en'), children: node });

// As in the browser: render-to-string honours error boundaries only when asked (the build's prerender does
// not, so a page that cannot be drawn at all still fails the build).
(options as { errorBoundaries?: boolean }).errorBoundaries = true;

const Broken = (): never => {
  throw new Error('no such card: AL#2');
};

test('what draws is drawn as it is', () => {
  expect(renderToString(h(RenderGuard, { fallback: () => 'fallback' }, h('p', null, 'the table')))).toBe('<p>the table</p>');
});

test('what throws while drawing is replaced by the fallback, given the error’s message, and goes no further', () => {
  const log = vi.spyOn(console, 'error').mockImplementation(() => {});
  const html = renderToString(
    inEnglish(h(RenderGuard, { fallback: (m: string) => h(TableProblem, { message: m, teaching: true, canUndo: false }) }, h(Broken, null))),
  );
  expect(html).toContain('role="alert"');
  expect(html).toContain('The table could not be drawn');
  expect(html).toContain('no such card: AL#2');
  expect(html).toContain('your game is kept');
  // Only the ways out that are there: no Undo at a game's start, the teaching switch when it is on.
  expect(html).toContain('You can turn off “Show all hands” below');
  expect(html).not.toContain('undo');
  expect(log).toHaveBeenCalled();
  log.mockRestore();
});

test('a failed guard draws again only when its retry key changes (the next move, a new deal, a switch)', () => {
  const g = new RenderGuard({ fallback: () => 'fallback', retry: 'a' });
  const calls: unknown[] = [];
  g.setState = (x: unknown) => void calls.push(x);
  g.state = { failed: 'boom' };
  g.componentDidUpdate({ fallback: () => 'fallback', retry: 'a' });
  expect(calls).toEqual([]);
  g.props = { fallback: () => 'fallback', retry: 'b' };
  g.componentDidUpdate({ fallback: () => 'fallback', retry: 'a' });
  expect(calls).toEqual([{ failed: null }]);
});

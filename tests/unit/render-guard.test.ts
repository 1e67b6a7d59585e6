// A drawing defect (the teaching view once threw on Jigger's second-deck cards, "AL#2", and the table
// froze with every hand still face down) is shown as a sentence in place of what could not be drawn.
import { expect, test, vi } from 'vitest';
import { h, options } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { RenderGuard } from '../../src/components/RenderGuard';
import { TableProblem } from '../../src/components/play/PlayShell';

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
  const html = renderToString(h(RenderGuard, { fallback: (m: string) => h(TableProblem, { message: m }) }, h(Broken, null)));
  expect(html).toContain('role="alert"');
  expect(html).toContain('The table could not be drawn');
  expect(html).toContain('no such card: AL#2');
  expect(html).toContain('your game is kept');
  expect(log).toHaveBeenCalled();
  log.mockRestore();
});

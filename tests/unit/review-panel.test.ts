/**
 * The review's components as markup (src/components/review/): the progress bar and its live line, the
 * first three turning points in the review's order with the engine's words and rule links, the rest
 * behind a disclosure, and the replay's place. Clicks and keys are tested in the browser
 * (tests/e2e/look-back.spec.ts, on the real play pages).
 */
import { h, type ComponentChildren } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, test } from 'vitest';
import { ReplayControls } from '../../src/components/review/ReplayControls';
import { ReviewPanel } from '../../src/components/review/ReviewPanel';
import type { Review, ReviewedDecision } from '../../src/engine/core/review';
import { WordsProvider } from '../../src/words/context';
import { wordsData } from '../../src/words/load';
import { msg } from '../../src/engine/core/message';

/** Components speak the words their island is given: English here, as on an English page. */
const inEnglish = (node: ComponentChildren) => h(WordsProvider, { data: wordsData('en', ['ferret']), children: node });

// A rule by key ("How to ferret" in Ferret's English words), and sentences as the engine gives them: messages.
const rule = { key: 'ferret.ferret' };
const text = (t: string) => msg('core.text', { text: t });
const decision = (index: number, loss: number | null): ReviewedDecision => ({
  index,
  seat: index % 2,
  played: { move: `p${index}`, label: text(`Played ${index}`), text: text('It would go into your hand.'), rule },
  preferred: loss === null ? null : { move: `b${index}`, label: text(`Better ${index}`), text: text('It would go into your tableau.'), rule },
  loss: loss === null ? null : { mean: loss, low: loss - 0.5, high: loss + 0.5, worlds: 96 },
  turning: loss !== null,
  compared: 4,
  said: text(loss === null ? `Fine ${index}.` : `Turning point ${index}.`),
  why: loss === null ? [] : [{ text: text(`Why ${index}.`), rule }],
});
const review = (decisions: ReviewedDecision[], total: number, seats = [0]): Review => ({
  version: 3,
  game: 'ferret',
  seats,
  moves: 40,
  unit: 'card',
  measure: text('Differences are in cards.'),
  budget: { screen: 24, confirm: 96 },
  seed: 'review',
  total,
  decisions,
  turningPoints: decisions
    .map((d, i) => [i, d.loss?.mean ?? 0] as const)
    .filter(([, l]) => l > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([i]) => i),
});
const none = () => undefined;
const panel = (r: Review | null, extra: object = {}) =>
  renderToString(inEnglish(h(ReviewPanel, { review: r, names: ['You', 'Buck'], game: 'ferret', onShow: none, onTry: none, ...extra })));

describe('ReviewPanel', () => {
  test('while it starts and runs: a progress bar with its value and a live line, and a way to stop', () => {
    const starting = panel(null, { onCancel: none });
    expect(starting).toContain('role="progressbar"');
    expect(starting).toContain('aria-valuenow="0"');
    expect(starting).toContain('Starting the review…');
    expect(starting).toContain('aria-busy="true"');
    const running = panel(review([decision(3, null), decision(5, 2)], 10), { onCancel: none });
    expect(running).toContain('aria-valuenow="2"');
    expect(running).toContain('aria-valuemax="10"');
    expect(running).toMatch(/aria-live="polite"[^>]*>Looked at 2 of 10 choices…/);
    expect(running).toContain('Stop the review');
    expect(running).toContain('Turning points so far');
  });

  test('done: the three biggest turning points first, in the review’s order, each with its words, rule link and intents', () => {
    const ds = [decision(1, 1), decision(2, null), decision(4, 3), decision(6, 2), decision(8, 5), decision(9, null)];
    const html = panel(review(ds, 6));
    expect(html).toContain('aria-busy="false"');
    expect(html).not.toContain('Stop the review');
    const shown = [...html.matchAll(/<h4[^>]*>(\d)\. Move (\d+)<\/h4>/g)].map((m) => `${m[1]}:${m[2]}`);
    // Losses 5 (move 9), 3 (move 5), 2 (move 7) first; then 1 (move 2) behind "1 more turning point".
    expect(shown).toEqual(['1:9', '2:5', '3:7', '4:2']);
    expect(html).toMatch(/<summary>1 more turning point<\/summary>/);
    expect(html).toContain('<a href="/games/ferret/#how-to-ferret">Rule: How to ferret</a>');
    expect(html).toContain('aria-label="Try from here: Move 9"');
    expect(html).toContain('Every choice (6)');
    expect(html).toContain('Differences are in cards.');
    // How the decisions were judged is said once, with the review's own numbers of deals, not in every line.
    expect(html).toMatch(
      /played the game on from every move \d+ times, the cards you could not see shuffled anew each time, then your move and the best one \d+ times more/,
    );
  });

  test('several seats reviewed: each turning point names whose it was; none at all is said', () => {
    expect(panel(review([decision(3, 2)], 1, [0, 1]))).toContain('Move 4 (Buck)');
    expect(panel(review([decision(2, null)], 1))).toContain('None: no other move would clearly have done better.');
  });

  test('an error is said as an alert, with no progress line', () => {
    const html = panel(review([], 10), { error: 'The review could not be worked out.' });
    expect(html).toContain('role="alert"');
    expect(html).not.toContain('Looked at 0 of 10');
  });
});

describe('ReplayControls', () => {
  const lines = [{ text: 'You played the Sailor.', why: [{ text: 'Because.', rule }] }];
  const controls = (at: number, count: number) =>
    renderToString(inEnglish(h(ReplayControls, { at, count, lines: at === 0 ? [] : lines, game: 'ferret', onGo: none })));
  test('where the replay is, its four steps, its keys, and the move’s line with its “Why?”', () => {
    const html = controls(5, 32);
    expect(html).toContain('role="group" aria-label="Replay" aria-keyshortcuts="ArrowLeft ArrowRight PageUp PageDown Home End"');
    expect(html).toContain('Move 5 of 32');
    expect(html).toContain('You played the Sailor.');
    expect(html).toContain('aria-label="Why? You played the Sailor."');
    for (const name of ['First', 'Previous', 'Next', 'Last']) expect(html).toContain(name);
  });
  test('a long move (a final scoring) shows its first lines, the rest behind a disclosure', () => {
    const many = Array.from({ length: 7 }, (_, i) => ({ text: `Line ${i + 1}.`, why: [] }));
    const html = renderToString(inEnglish(h(ReplayControls, { at: 9, count: 9, lines: many, game: 'ferret', onGo: none })));
    expect(html.indexOf('Line 3.')).toBeLessThan(html.indexOf('<details'));
    expect(html.indexOf('4 more lines of this move')).toBeLessThan(html.indexOf('Line 4.'));
  });
  test('at the deal nothing goes back, at the end nothing goes forward', () => {
    const start = controls(0, 32);
    expect(start).toContain('The deal, before move 1 of 32');
    expect(start.match(/aria-disabled="true"/g)).toHaveLength(2);
    expect(controls(32, 32).match(/aria-disabled="true"/g)).toHaveLength(2);
  });
});

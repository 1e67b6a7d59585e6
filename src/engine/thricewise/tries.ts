/**
 * What the reader may try at each of Thricewise's example questions, how a try is told, and which set-ups
 * the game can reach: how the examples work beyond the engine's moves. The example islands import this and
 * never the examples themselves, which the page gives each island as its data (./examples.ts).
 */
import type { ExampleTries, PositionProblem } from '../core/example';
import { BASIC_DECK } from '../deck';
import { msg } from '../core/message';
import { locate } from './game';
import { legalCells } from './scoring';
import type { Cell, ThricewiseMove, ThricewiseState } from './state';
import { HAND_SIZE, START_GRID } from './rules';

/** Spaces just beyond a full six-wide or six-tall edge, so a reader can try them and hear why not. */
export function spacesBeyond(s: ThricewiseState): { row: number; col: number }[] {
  const legal = legalCells(s.grid);
  return s.grid
    .flatMap((p) => [
      { row: p.row, col: p.col + 1 },
      { row: p.row, col: p.col - 1 },
      { row: p.row + 1, col: p.col },
      { row: p.row - 1, col: p.col },
    ])
    .filter((c, i, all) => all.findIndex((d) => d.row === c.row && d.col === c.col) === i)
    .filter((c) => !s.grid.some((p) => p.row === c.row && p.col === c.col) && !legal.some((l) => l.row === c.row && l.col === c.col));
}

/**
 * What the reader may try at a question: a card of the hand to choose, or every space next to the
 * grid for the card to place (legal or beyond the edge). The engine judges each.
 */
export const THRICEWISE_TRIES: ExampleTries<ThricewiseState, ThricewiseMove> = {
  tries(state, scripted) {
    if (scripted.type === 'choose') return (state.hands[scripted.seat] ?? []).map((c) => ({ ...scripted, card: c }));
    return [...legalCells(state.grid), ...spacesBeyond(state)].map((c) => ({ type: 'place', card: scripted.card, row: c.row, col: c.col }));
  },
  explain(before, move, after) {
    if (move.type === 'choose') return msg('thricewise.try.chosen', { c: move.card });
    const seat = before.placing[0]?.seat ?? 0;
    const points = (after.scores[seat] ?? 0) - (before.scores[seat] ?? 0);
    return points === 0 ? msg('thricewise.try.nothing', { c: move.card }) : msg('thricewise.try.scores', { c: move.card, n: points });
  },
  /**
   * Every card of the deck is in a hand, the grid, the draw pile or a deferred row; the grid holds the
   * block of starting cards dealt for this many players and every other card touches one placed before it
   * (so the grid is all of a piece, corners touching); and while the draw pile can give everyone a card,
   * every hand is full when cards are chosen.
   */
  unreachable(s) {
    const out: PositionProblem[] = [];
    const missing = BASIC_DECK.filter((c) => locate(s, c) === 'out').length;
    if (missing > 0) out.push({ kind: 'left-out', text: `${missing} cards of the deck are out of the game` });
    const [rows, cols] = START_GRID[s.options.players] ?? [2, 2];
    const at = new Set(s.grid.map((p) => `${p.row},${p.col}`));
    const block = (r: number, c: number) =>
      Array.from({ length: rows * cols }, (_, k) => `${r + Math.floor(k / cols)},${c + (k % cols)}`).every((x) => at.has(x));
    if (!s.grid.some((p) => block(p.row, p.col)))
      out.push({ kind: 'unreachable', text: `the grid has no ${rows}×${cols} block of starting cards, which every game begins with` });
    const reached = new Set<string>();
    const next: Cell[] = s.grid.slice(0, 1);
    while (next.length > 0) {
      const c = next.pop() as Cell;
      if (reached.has(`${c.row},${c.col}`)) continue;
      reached.add(`${c.row},${c.col}`);
      for (const p of s.grid) if (Math.abs(p.row - c.row) <= 1 && Math.abs(p.col - c.col) <= 1) next.push(p);
    }
    if (reached.size < s.grid.length) out.push({ kind: 'unreachable', text: 'the grid is in pieces, and every card is placed touching one already there' });
    if (s.phase === 'choose' && s.drawPile.length >= s.options.players)
      s.hands.forEach((hand, p) => {
        if (hand.length !== HAND_SIZE)
          out.push({ kind: 'unreachable', text: `hand ${p} holds ${hand.length} cards, and everyone draws back to ${HAND_SIZE} while the pile lasts` });
      });
    return out;
  },
};

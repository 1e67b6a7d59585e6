/**
 * Why each Thricewise event happened, and what the player to act may do: the rule each follows, with
 * the facts that made it fire. Secret choices and draws of other seats are never named: explanations
 * read the event as the reader sees it and the grid, which is public.
 */
import { card, type CardId } from '../deck';
import { msg, type Explanation, type Hint, type Message } from '../core';
import { RULES } from './rules';
import { legalCells, rankValue, triosAt } from './scoring';
import { commaList, seatIn, seatStart, semicolonList, thenList, trioWords } from './describe';
import { printMove } from './notation';
import type { ThricewiseEvent, ThricewiseState, Trio } from './state';
import type { ThricewiseView } from './view';

/** Every kind of event this game has: a kind missing here fails the type check, and tests/unit/explain.test.ts explains each one. */
export const EVENT_TYPES = { chosen: true, reveal: true, place: true, draw: true, 'set-aside': true, over: true } as const satisfies Record<
  ThricewiseEvent['type'],
  true
>;

/** A card's rank, as the words name ranks ("A", "5", "C"). */
const rk = (id: CardId): string => card(id).rank ?? 'none';

/** One trio in words, card by card: "the Castle, the Author and the Sailor share Suns: a flush worth 4 (the lowest number card is a 4)". */
export const trioReason = (t: Trio): Message => msg('thricewise.trio.reason', { cs: t.cards, kind: t.kind, suit: t.suit, points: t.points });

/** The turn's end when no one draws: fewer cards left than players. */
function noDraw(before: ThricewiseState, after: ThricewiseState): Explanation | null {
  const n = before.options.players;
  if (after.phase === 'place' || before.drawPile.length >= n) return null;
  const left = before.drawPile.length;
  return { text: left === 0 ? msg('thricewise.why.no-draw.empty') : msg('thricewise.why.no-draw.few', { left, n }), rule: RULES.drawing };
}

export function explainEvent(e: ThricewiseEvent, before: ThricewiseState, after: ThricewiseState): Explanation[] {
  switch (e.type) {
    case 'chosen':
      return [{ text: msg('thricewise.why.chosen', { p: e.seat }), rule: RULES.choosing }];
    case 'reveal': {
      const out: Explanation[] = [];
      if (e.order.length) {
        const order = e.order.map((seat, i) => {
          const r = rk(e.cards[seat] as CardId);
          return i === 0 ? msg('thricewise.why.order.first', { p: seat, r }) : msg('thricewise.why.order.next', { p: seat, r });
        });
        out.push({ text: msg('thricewise.why.order', { order: thenList(order) }), rule: RULES.choosing });
      }
      if (e.deferred.length)
        out.push({
          text: msg('thricewise.why.deferred', { ps: e.deferred.map(seatStart), r: rk(e.cards[e.deferred[0] as number] as CardId) }),
          rule: RULES.deferring,
        });
      const nd = e.order.length === 0 ? noDraw(before, after) : null;
      if (nd) out.push(nd);
      return out;
    }
    case 'place': {
      const out: Explanation[] = [];
      if (e.trios.length === 0) out.push({ text: msg('thricewise.why.place', { c: e.card }), rule: RULES.placing });
      for (const t of e.trios) out.push({ text: msg('thricewise.why.trio', { reason: trioReason(t), p: e.seat, points: t.points }), rule: RULES.scoring });
      const nd = noDraw(before, after);
      if (nd) out.push(nd);
      return out;
    }
    case 'draw':
      return [{ text: msg('thricewise.why.draw'), rule: RULES.drawing }];
    case 'set-aside':
      return [{ text: msg('thricewise.why.set-aside', { cs: e.cards }), rule: RULES.end }];
    case 'over':
      return finalScoring(after.scored, after.scores, e.winners);
  }
}

/** The final count, trio by trio, per player; then who wins. */
export function finalScoring(scored: ThricewiseState['scored'], scores: readonly number[], winners: readonly number[]): Explanation[] {
  const out: Explanation[] = scores.map((total, seat) => {
    const mine = scored.filter((x) => x.seat === seat).map((x) => msg('thricewise.why.final.trio', { trio: trioWords(x.trio), cs: x.trio.cards }));
    return {
      text: mine.length
        ? msg('thricewise.why.final.seat', { p: seat, total, trios: semicolonList(mine) })
        : msg('thricewise.why.final.none', { p: seat, total }),
      rule: RULES.scoring,
    };
  });
  out.push({ text: msg('thricewise.why.final.end', { ps: winners.map(seatIn), n: Math.max(...scores) }), rule: RULES.end });
  return out;
}

/** Where a space is, by the first card it touches in this order: "left of the Castle". */
const PLACES: readonly (readonly [number, number, string])[] = [
  [0, 1, 'left'],
  [0, -1, 'right'],
  [1, 0, 'above'],
  [-1, 0, 'below'],
  [1, 1, 'above-left'],
  [1, -1, 'above-right'],
  [-1, 1, 'below-left'],
  [-1, -1, 'below-right'],
];

/** A space by a card it touches, as the table shows it: "left of the Castle". */
export function spaceName(grid: ThricewiseView['grid'], cell: { row: number; col: number }): Message {
  for (const [dr, dc, dir] of PLACES) {
    const next = grid.find((p) => p.row === cell.row + dr && p.col === cell.col + dc);
    if (next) return msg('thricewise.space', { dir, c: next.card });
  }
  return msg('thricewise.space', { dir: 'none' });
}

/** Each space a card may go and the points it would score there; while choosing, each card's rank and when it would be placed. */
export function hintsFor(v: ThricewiseView): Hint[] {
  if (v.phase === 'choose') {
    if (v.hasChosen[v.seat] || v.hand.length === 0) return [];
    return v.hand.map((c) => ({
      move: printMove({ type: 'choose', seat: v.seat, card: c }),
      label: msg('thricewise.hint.choose.label', { c }),
      text: msg('thricewise.hint.choose', { r: rk(c), when: rankValue(c) <= 3 ? 'early' : rankValue(c) >= 8 ? 'late' : 'middle' }),
      rule: RULES.choosing,
    }));
  }
  const placer = v.placing[0];
  if (v.phase !== 'place' || !placer || placer.seat !== v.seat) return [];
  const out: (Hint & { points: number })[] = [];
  for (const c of placer.cards)
    for (const cell of legalCells(v.grid)) {
      const trios = triosAt([...v.grid, { ...cell, card: c, seat: v.seat }], cell);
      const points = trios.reduce((a, t) => a + t.points, 0);
      out.push({
        move: printMove({ type: 'place', card: c, row: cell.row, col: cell.col }),
        label: msg('thricewise.hint.place.label', { c, space: spaceName(v.grid, cell) }),
        text: trios.length ? msg('thricewise.hint.place.scores', { points, trios: commaList(trios.map(trioWords)) }) : msg('thricewise.hint.place.nothing'),
        rule: trios.length ? RULES.scoring : RULES.placing,
        points,
      });
    }
  // The best spaces first; the order is stable, so equal spaces keep the grid's order.
  return out.sort((a, b) => b.points - a.points).map(({ points: _, ...h }) => h);
}

/**
 * Why each Thricewise event happened, and what the player to act may do: the rule each follows, with
 * the facts that made it fire. Secret choices and draws of other seats are never named: explanations
 * read the event as the reader sees it and the grid, which is public.
 */
import { capitalise, card, RANK_NAME, type CardId } from '../deck';
import type { Explanation, Hint } from '../core';
import { RULES } from './rules';
import { legalCells, rankValue, triosAt } from './scoring';
import { trioWords } from './describe';
import { printMove } from './notation';
import type { ThricewiseEvent, ThricewiseState, Trio } from './state';
import type { ThricewiseView } from './view';

/** Every kind of event this game has: a kind missing here fails the type check, and tests/unit/explain.test.ts explains each one. */
export const EVENT_TYPES = { chosen: true, reveal: true, place: true, draw: true, 'set-aside': true, over: true } as const satisfies Record<
  ThricewiseEvent['type'],
  true
>;

const nm = (id: CardId) => card(id).name;
const low = (w: string) => (w === 'You' ? 'you' : w);
const rk = (id: CardId) => {
  const r = card(id).rank;
  return r === null ? 'none' : RANK_NAME[r];
};
const list = (ids: readonly string[]) => (ids.length <= 1 ? ids.join('') : `${ids.slice(0, -1).join(', ')} and ${ids[ids.length - 1]}`);
const speaker = (names: readonly string[], you: number | null) => ({
  who: (seat: number) => (seat === you ? 'You' : (names[seat] ?? `Player ${seat + 1}`)),
  verb: (seat: number, base: string, third: string) => (seat === you ? base : third),
});

/** One trio in words, card by card: "the Castle, the Author and the Sailor share Suns: a flush worth 4 (the lowest number card, the 4)". */
export function trioReason(t: Trio): string {
  const cards = list(t.cards.map(nm));
  const why =
    t.kind === 'flush' ? `share ${t.suit ? capitalise(t.suit) : 'a suit'}` : t.kind === 'set' ? 'have the same rank' : 'run in rank order along the line';
  const low = t.points > 0 ? `the lowest number card is a ${t.points}` : 'Aces and Crowns are not numbers';
  return `${capitalise(cards)} ${why}: ${trioWords(t).replace(/ \((\d+)\)$/, '')} worth ${t.points} (${low})`;
}

/** The turn's end when no one draws: fewer cards left than players. */
function noDraw(before: ThricewiseState, after: ThricewiseState): Explanation | null {
  const n = before.options.players;
  if (after.phase === 'place' || before.drawPile.length >= n) return null;
  const left = before.drawPile.length;
  return {
    text:
      left === 0
        ? 'Nobody draws: the draw pile is empty, so play goes on until the hands are empty.'
        : `Nobody draws: fewer cards remain in the draw pile (${left}) than there are players (${n}).`,
    rule: RULES.drawing,
  };
}

export function explainEvent(e: ThricewiseEvent, before: ThricewiseState, after: ThricewiseState, names: readonly string[], you: number | null): Explanation[] {
  const { who, verb } = speaker(names, you);
  switch (e.type) {
    case 'chosen':
      return [
        {
          text:
            `${who(e.seat)} ${verb(e.seat, 'put', 'puts')} a card face down: every player chooses one ` +
            `card in secret, and they are turned up together once all have chosen.`,
          rule: RULES.choosing,
        },
      ];
    case 'reveal': {
      const out: Explanation[] = [];
      if (e.order.length)
        out.push({
          text:
            'Cards are placed from the lowest rank up (Aces first, Crowns last): ' +
            `${e.order.map((seat, i) => `${i === 0 ? who(seat) : low(who(seat))} (${rk(e.cards[seat] as CardId)})`).join(', then ')}.`,
          rule: RULES.choosing,
        });
      if (e.deferred.length) {
        const rank = rk(e.cards[e.deferred[0] as number] as CardId);
        out.push({
          text: `${list(e.deferred.map(who))} chose cards of the same rank (${rank}): none of those cards is played this turn; they wait face up, deferred.`,
          rule: RULES.deferring,
        });
      }
      const nd = e.order.length === 0 ? noDraw(before, after) : null;
      if (nd) out.push(nd);
      return out;
    }
    case 'place': {
      const out: Explanation[] = [];
      if (e.trios.length === 0)
        out.push({
          text: `${capitalise(nm(e.card))} goes in an empty space touching the grid, and makes no three in a line that scores.`,
          rule: RULES.placing,
        });
      for (const t of e.trios)
        out.push({ text: `${trioReason(t)}: ${e.seat === you ? 'you score' : `${who(e.seat)} scores`} ${t.points}.`, rule: RULES.scoring });
      const nd = noDraw(before, after);
      if (nd) out.push(nd);
      return out;
    }
    case 'draw':
      return [
        {
          text: `Everyone has played or been deferred, and the draw pile holds at least one card per player: each player draws one card.`,
          rule: RULES.drawing,
        },
      ];
    case 'set-aside':
      return [
        {
          text: `The hands are empty, so the game ends: deferred cards that never got a turn (${list(e.cards.map(nm))}) are set aside and score nothing.`,
          rule: RULES.end,
        },
      ];
    case 'over':
      return finalScoring(after.scored, after.scores, e.winners, names, you);
  }
}

/** The final count, trio by trio, per player; then who wins. */
export function finalScoring(
  scored: ThricewiseState['scored'],
  scores: readonly number[],
  winners: readonly number[],
  names: readonly string[],
  you: number | null,
): Explanation[] {
  const { who, verb } = speaker(names, you);
  const out: Explanation[] = scores.map((total, seat) => {
    const mine = scored.filter((x) => x.seat === seat).map((x) => `${trioWords(x.trio)}: ${list(x.trio.cards.map(nm))}`);
    return { text: `${who(seat)} ${verb(seat, 'score', 'scores')} ${total}: ${mine.length ? mine.join('; ') : 'no trios'}.`, rule: RULES.scoring };
  });
  out.push({
    text: `The hands are empty, so the game is over, and the highest score wins: ${list(winners.map((w) => low(who(w))))} with ${Math.max(...scores)}.`,
    rule: RULES.end,
  });
  return out;
}

const PLACES: readonly (readonly [number, number, string])[] = [
  [0, 1, 'left of'],
  [0, -1, 'right of'],
  [1, 0, 'above'],
  [-1, 0, 'below'],
  [1, 1, 'above and left of'],
  [1, -1, 'above and right of'],
  [-1, 1, 'below and left of'],
  [-1, -1, 'below and right of'],
];

/** A space by a card it touches, as the table shows it: "left of the Castle". */
export function spaceName(grid: ThricewiseView['grid'], cell: { row: number; col: number }): string {
  for (const [dr, dc, words] of PLACES) {
    const next = grid.find((p) => p.row === cell.row + dr && p.col === cell.col + dc);
    if (next) return `${words} ${nm(next.card)}`;
  }
  return 'in the grid';
}

/** Each space a card may go and the points it would score there; while choosing, each card's rank and when it would be placed. */
export function hintsFor(v: ThricewiseView): Hint[] {
  if (v.phase === 'choose') {
    if (v.hasChosen[v.seat] || v.hand.length === 0) return [];
    return v.hand.map((c) => ({
      move: printMove({ type: 'choose', seat: v.seat, card: c }),
      label: capitalise(nm(c)),
      text:
        `Rank ${rk(c)}: cards are placed lowest first, so ` +
        `${rankValue(c) <= 3 ? 'it would likely go early' : rankValue(c) >= 8 ? 'it would likely go late' : 'it would go in the middle of the turn'}; ` +
        `if another player chooses the same rank, both are deferred.`,
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
        label: `${capitalise(nm(c))}, ${spaceName(v.grid, cell)}`,
        text: trios.length ? `Scores ${points}: ${trios.map(trioWords).join(', ')}.` : 'Scores nothing: no three in a line.',
        rule: trios.length ? RULES.scoring : RULES.placing,
        points,
      });
    }
  // The best spaces first; the order is stable, so equal spaces keep the grid's order.
  return out.sort((a, b) => b.points - a.points).map(({ points: _, ...h }) => h);
}

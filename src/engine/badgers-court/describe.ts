/**
 * Badger's Court's events, results, Court items and rules in a line, as messages (src/engine/core/message.ts)
 * for logs, captions and screen readers: the words (src/words/badgers-court/) say them, speaking of the seat
 * at the screen as "you", so verbs agree with that seat, never with the name shown.
 */
import type { CardId } from '../deck';
import { msg, type Message, type Outcome } from '../core';
import type { BadgersCourtEvent, BadgersCourtOptions, CourtItem, RoundResult } from './state';
import { TARGET, TRADITIONAL_TARGET } from './rules';
import { rankMany } from './values';
import { isLocked } from './game';

/** Messages joined as a list is written out: "a; b; c" or "a, b, c" (every one a message). */
export const joined = (parts: readonly Message[], how: 'semi' | 'comma'): Message =>
  parts.slice(1).reduce((a, b) => (how === 'semi' ? msg('badgers-court.join.semi', { a, b }) : msg('badgers-court.join.comma', { a, b })), parts[0] as Message);

/** The categories a round's tie left unscored, under its score table: "Tied, so nobody scores: Aces, personalities." Null when none. */
export function tiedLine(r: RoundResult): Message | null {
  // Each tie is its category's "Most …" line (game.ts), whose `what` is the category's name.
  const what = r.ties.map((t) => (t.p?.what ?? t) as Message);
  return what.length ? msg('badgers-court.summary.tied', { ties: joined(what, 'comma') }) : null;
}

/** A Court item as it would be read aloud: "a build of nines (yours, open): the Mill and the Ace of Suns", or a loose card's name. */
export function describeItem(it: CourtItem): Message {
  const cards = it.units.flat();
  if (it.owner === null) return msg('badgers-court.item.card', { c: cards[0] });
  return msg('badgers-court.item.build', { many: rankMany(it.rank), o: it.owner, locked: isLocked(it), cs: cards });
}

/** "You get the Mill and the Sea.", said only to the seat dealt them (a hidden hand's cards are null). */
const youGet = (hands: readonly (readonly (CardId | null)[])[], seat: number): Message | null => {
  const cs = (hands[seat] ?? []).filter((c): c is CardId => c !== null);
  return cs.length > 0 ? msg('badgers-court.event.you-get', { p: seat, cs }) : null;
};

/** The winners with the high score: "Sam wins with 18 points." */
function winText(winners: readonly number[], scores: readonly number[]): Message {
  const n = Math.max(...scores);
  return winners.length > 1
    ? msg('badgers-court.result.share', { a: winners[0], b: winners[1], n })
    : msg('badgers-court.result.win', { p: winners[0] ?? 0, n });
}

/** The end of the game with both totals: "Game over. Sam wins 20 to 15." */
export function outcomeText(o: Outcome): Message {
  const [hi, lo] = [Math.max(...o.scores), Math.min(...o.scores)];
  return o.winners.length > 1
    ? msg('badgers-court.result.over-shared', { a: o.winners[0], b: o.winners[1], hi, lo })
    : msg('badgers-court.result.over', { p: o.winners[0] ?? 0, hi, lo });
}

export function describeEvent(e: BadgersCourtEvent): Message {
  switch (e.type) {
    case 'deal': {
      const [y0, y1] = [youGet(e.hands, 0), youGet(e.hands, 1)];
      return e.deal === 1
        ? msg('badgers-court.event.deal-first', { n: e.round + 1, p: e.dealer, y0, y1 })
        : msg('badgers-court.event.deal-more', { n: e.deal, y0, y1 });
    }
    case 'lay':
      return msg('badgers-court.event.lay', { p: e.seat, c: e.card });
    case 'take':
      return msg('badgers-court.event.take', { p: e.seat, c: e.card, cs: e.taken.filter((c) => c !== e.card), sweep: e.sweep });
    case 'build': {
      const raised = !e.raised
        ? null
        : e.from !== null && e.from !== e.seat
          ? msg('badgers-court.event.build-was-of', { many: rankMany(e.raised), f: e.from })
          : msg('badgers-court.event.build-was', { many: rankMany(e.raised) });
      return msg('badgers-court.event.build', { p: e.seat, c: e.card, many: rankMany(e.rank), raised, cs: e.cards, locked: e.locked });
    }
    case 'draw':
      return e.card ? msg('badgers-court.event.draw', { p: e.seat, c: e.card }) : msg('badgers-court.event.draw-hidden', { p: e.seat });
    case 'rest':
      return e.seat === null
        ? msg('badgers-court.event.rest-none', { cs: e.cards, n: e.cards.length })
        : msg('badgers-court.event.rest', { p: e.seat, cs: e.cards });
    case 'round-over': {
      const { points, totals } = e.result;
      return msg('badgers-court.event.round-over', { n: e.result.round + 1, a: 0, b: 1, pa: points[0], pb: points[1], ta: totals[0], tb: totals[1] });
    }
    case 'over':
      return msg('badgers-court.event.over', { win: winText(e.winners, e.scores) });
  }
}

/**
 * The rules in a line, for the table's sidebar, under these options: how a turn goes, what a round
 * scores (the values scoreRound gives), and when the game ends (TARGET, TRADITIONAL_TARGET).
 */
export function reminder(o: BadgersCourtOptions): Message {
  if (o.variant === 'traditional') return msg('badgers-court.reminder.traditional', { n: TRADITIONAL_TARGET, m: 'moons', a: 'A', o: '2WL', e: 'CL' });
  return msg('badgers-court.reminder.standard', { each: o.personalityPoints, casinos: o.casinos, n: TARGET, o: '2WL', e: 'CL' });
}

/**
 * Thricewise's events, its result and its rules in a line, as messages (src/words/thricewise/<locale>.json
 * holds their words). Seats are numbers: the words make each a name, or "you" for the seat spoken to, so
 * verbs agree with the seat spoken to and never with the name shown.
 */
import type { CardId } from '../deck';
import { msg, type Message, type Outcome } from '../core';
import type { ThricewiseEvent, Trio } from './state';

/** A seat as the start of a phrase ("You", "Sam"). */
export const seatStart = (p: number): Message => msg('thricewise.seat.start', { p });
/** A seat inside a phrase ("you", "Sam"). */
export const seatIn = (p: number): Message => msg('thricewise.seat', { p });
/** A card's name with its article ("the Soldier"). */
export const cardWords = (c: CardId): Message => msg('thricewise.card', { c });

/** Items joined, last first, by `join` (which words each pair): a list of one is the item itself. */
function joined(items: readonly Message[], join: (a: Message, b: Message, last: boolean) => Message): Message {
  let out = items[items.length - 1] as Message;
  for (let i = items.length - 2; i >= 0; i--) out = join(items[i] as Message, out, i === items.length - 2);
  return out;
}

/** "a and b and c" as the log says it in English; each language joins its own way ("a, b y c"). */
export const andList = (items: readonly Message[]): Message =>
  joined(items, (a, b, last) => (last ? msg('thricewise.join.and', { a, b }) : msg('thricewise.join.and-more', { a, b })));
/** "a, b, c". */
export const commaList = (items: readonly Message[]): Message => joined(items, (a, b) => msg('thricewise.join.comma', { a, b }));
/** "a; b; c". */
export const semicolonList = (items: readonly Message[]): Message => joined(items, (a, b) => msg('thricewise.join.semi', { a, b }));
/** "a, then b, then c". */
export const thenList = (items: readonly Message[]): Message => joined(items, (a, b) => msg('thricewise.join.then', { a, b }));

/** A trio's kind and points: "a flush of Wyrms (4)". */
export const trioWords = (t: Trio): Message => msg('thricewise.trio.kind', { kind: t.kind, suit: t.suit, points: t.points });

/** The end of the game in a sentence: "Game over. Sam wins with 14 points." */
export function winText(winners: readonly number[], scores: readonly number[]): Message {
  const n = Math.max(...scores);
  return winners.length > 1
    ? msg('thricewise.result.share', { ps: andList(winners.map(seatStart)), n })
    : msg('thricewise.result.win', { p: winners[0] ?? 0, n });
}

export const outcomeText = (o: Outcome): Message => winText(o.winners, o.scores);

export function describeEvent(e: ThricewiseEvent): Message {
  switch (e.type) {
    case 'chosen':
      return e.card ? msg('thricewise.event.chosen-card', { p: e.seat, c: e.card }) : msg('thricewise.event.chosen', { p: e.seat });
    case 'reveal': {
      const shown = semicolonList(e.cards.map((c, seat) => msg('thricewise.event.reveal.shown', { p: seat, c })));
      return e.deferred.length
        ? msg('thricewise.event.reveal-deferred', { shown, deferred: andList(e.deferred.map(seatStart)) })
        : msg('thricewise.event.reveal', { shown });
    }
    case 'place': {
      if (e.trios.length === 0) return msg('thricewise.event.place', { p: e.seat, c: e.card });
      const points = e.trios.reduce((a, t) => a + t.points, 0);
      return msg('thricewise.event.place-scores', { p: e.seat, c: e.card, points, trios: commaList(e.trios.map(trioWords)) });
    }
    case 'draw': {
      // Only the cards this reader may see are named: their own, or every one on a teaching screen.
      const shown = e.cards.flatMap((c, i) => (c === null ? [] : [msg('thricewise.event.draw.each', { p: e.seats[i] ?? i, c })]));
      return shown.length === 0 ? msg('thricewise.event.draw') : msg('thricewise.event.draw-seen', { each: semicolonList(shown) });
    }
    case 'set-aside':
      return msg('thricewise.event.set-aside', { cards: commaList(e.cards.map(cardWords)) });
    case 'over':
      return winText(e.winners, e.scores);
  }
}

/** The rules in a line, for the table's sidebar (Thricewise has no options beyond its seats). */
export const reminder = (): Message => msg('thricewise.reminder');

/**
 * Hermit's events as messages, for logs and the hand summary (their words are src/words/hermit/<locale>.json).
 * A seat is a number: the words say it as its name or as "you" (the seat the screen speaks to), and verbs
 * agree with that, never with the name shown.
 */
import { card, type CardId } from '../deck';
import type { Outcome } from '../core/game';
import { msg, type Message, type Param } from '../core/message';
import type { HermitEvent, HermitOptions, Trick } from './state';

export function formatPoints(x: number): string {
  const whole = Math.floor(x + 1e-9);
  const frac = x - whole;
  const parts: [number, string][] = [
    [0, ''],
    [1 / 4, '¼'],
    [1 / 3, '⅓'],
    [1 / 2, '½'],
    [2 / 3, '⅔'],
    [3 / 4, '¾'],
    [1, ''],
  ];
  let best = parts[0] as [number, string];
  for (const p of parts) if (Math.abs(frac - p[0]) < Math.abs(frac - best[0])) best = p;
  const w = best[0] === 1 ? whole + 1 : whole;
  return best[1] ? `${w === 0 ? '' : w}${best[1]}` : String(w);
}

/** Items joined one to the next by a message of two (`a`, `b`), from the left: "a; b; c". Empty: no words. */
function chain(items: readonly Param[], join: (a: Param, b: Param, last: boolean) => Message): Param {
  let out: Param = items[0] ?? '';
  for (let i = 1; i < items.length; i++) out = join(out, items[i] as Param, i === items.length - 1);
  return out;
}

/**
 * Items joined by "and" as Hermit's log has always joined them ("A and B and C"); each language joins them
 * its own way (`last` says which join is the last: Spanish writes "A, B y C").
 */
export const andChain = (items: readonly Param[]): Param => chain(items, (a, b, last) => msg('hermit.join.and', { a, b, last }));
/** "a; b; c". */
export const semicolonChain = (items: readonly Param[]): Param => chain(items, (a, b) => msg('hermit.join.semicolon', { a, b }));
/** "a, b, c". */
export const commaChain = (items: readonly Param[]): Param => chain(items, (a, b) => msg('hermit.join.comma', { a, b }));

/** A seat as the subject of a sentence: "You" or its name (capitalised in English wherever it stands). */
export const seatSubject = (p: number): Message => msg('hermit.seat.subject', { p });
/** A seat inside a sentence: "you" or its name. */
export const seatWord = (p: number): Message => msg('hermit.seat.word', { p });

/** The personalities among these cards. */
export const personalities = (cards: readonly CardId[]): CardId[] => cards.filter((c) => card(c).types.includes('personality'));

function startedTrick(t: Trick): Message {
  const c = t.cards[0]?.card as CardId;
  return t.owner === null ? msg('hermit.event.started-ownerless', { c, t: t.id }) : msg('hermit.event.started', { c, o: t.owner, t: t.id });
}

/** The end of a match: "Game over. Sam wins with the lowest score, 7." */
function matchOver(winners: readonly number[], scores: readonly number[]): Message {
  return msg('hermit.result.over', {
    ws: andChain(winners.map(seatSubject)),
    n: winners.length,
    w: winners[0] ?? -1,
    x: formatPoints(Math.min(...scores)),
  });
}

export function describeEvent(e: HermitEvent): Message {
  switch (e.type) {
    case 'deal':
      return msg('hermit.event.deal', { h: e.hand + 1, d: e.dealer });
    case 'chosen': {
      const seen = e.card ? msg('hermit.event.seen-card', { c: e.card }) : null;
      return e.phase === 'start' ? msg('hermit.event.chosen-start', { p: e.seat, seen }) : msg('hermit.event.chosen-cottage', { p: e.seat, seen });
    }
    case 'starts':
      return msg('hermit.event.starts', { ts: semicolonChain(e.tricks.map(startedTrick)) });
    case 'cottage':
      return msg('hermit.event.cottage');
    case 'play':
      return msg('hermit.event.play', {
        p: e.seat,
        c: e.card,
        t: e.trick,
        cancel: e.cancels ? msg('hermit.event.play-cancels', { x: e.cancels }) : null,
        control: e.control ? msg('hermit.event.play-control', { p: e.seat }) : null,
      });
    case 'new-trick':
      return msg('hermit.event.new-trick', { p: e.seat, t: e.trick, c: e.card });
    case 'taken': {
      if (e.seat === null) return msg('hermit.event.taken-by-no-one', { t: e.trick });
      const people = personalities(e.cards);
      return people.length
        ? msg('hermit.event.taken', { p: e.seat, t: e.trick, people: andChain(people.map((c) => msg('hermit.card', { c }))) })
        : msg('hermit.event.taken-no-personalities', { p: e.seat, t: e.trick });
    }
    case 'hand-over':
      return msg('hermit.event.hand-over', {
        h: e.result.hand + 1,
        points: commaChain(e.result.points.map((x, p) => msg('hermit.event.seat-points', { p, x: formatPoints(x) }))),
      });
    case 'match-over':
      return matchOver(e.winners, e.scores);
  }
}

/** The end of a match in a sentence: "Game over. Sam wins with the lowest score, 7." */
export const outcomeText = (o: Outcome): Message => matchOver(o.winners, o.scores);

/** The rules in a line, for the table's sidebar, under these options. */
export function reminder(o: HermitOptions): Message {
  return msg('hermit.reminder', {
    two: o.players === 2,
    target: o.target,
    pc: o.pleasantCompany,
    hp: o.houseParty,
    moon: 'moons',
    sun: 'suns',
  });
}

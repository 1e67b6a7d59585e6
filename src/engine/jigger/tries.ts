/**
 * What the reader may try at each of Jigger's example questions, how a try is told, and which set-ups
 * the game can reach: how the examples work beyond the engine's moves. The example islands import this and
 * never the examples themselves, which the page gives each island as its data (./examples.ts).
 */
import type { ExampleTries } from '../core/example';
import { msg } from '../core/message';
import { SUITS, type CardId } from '../deck';
import { fullDeck, locate } from './game';
import type { JiggerEvent, JiggerMove, JiggerState } from './state';

/** What the reader may try at a question: a demand for any of the six suits. The engine judges each. */
export const JIGGER_TRIES: ExampleTries<JiggerState, JiggerMove> = {
  tries: (state) => (state.phase === 'demand' ? SUITS.map((suit) => ({ type: 'demand', suit })) : []),
  explain(before, move, after) {
    if (move.type !== 'demand') return msg('jigger.try.answer');
    const taken = (after.takes[before.turn] ?? []).filter((c) => !(before.takes[before.turn] ?? []).includes(c));
    const fished = taken.filter((c) => before.drawPile.includes(c)).length;
    const given = taken.length - fished;
    return msg('jigger.try.demand', { s: move.suit, given, fished });
  },
  /** Every card of the game's decks is in a hand, a take or the draw pile; any hand and take sizes can come about. */
  unreachable(s) {
    const out = fullDeck(s.options.players).filter((c) => locate(s, c) === 'out').length;
    return out > 0 ? [{ kind: 'left-out', text: `${out} cards of the deck are out of the game` }] : [];
  },
  unfold: (before, events) => unfold(before, events as readonly JiggerEvent[]),
};

/**
 * The table part-way through a demand: the position before it with the first of its events done (the
 * engine's own events: who gave what, each card drawn). With every event it is the engine's position.
 */
export function unfold(before: JiggerState, events: readonly JiggerEvent[]): JiggerState {
  const hands = before.hands.map((h) => [...h]);
  const takes = before.takes.map((t) => [...t]);
  let pile = [...before.drawPile];
  for (const e of events) {
    if (e.type === 'surrender' || e.type === 'excuse') {
      // The engine's own events name every card (only a seat's view of one leaves them out).
      const given = e.type === 'surrender' ? e.cards.filter((c): c is CardId => c !== null) : [e.card];
      hands[e.seat] = (hands[e.seat] ?? []).filter((c) => !given.includes(c));
      takes[e.to]?.push(...given);
    } else if (e.type === 'fish' && e.card !== null) {
      pile = pile.filter((c) => c !== e.card);
      (e.match ? takes[before.turn] : hands[e.seat])?.push(e.card);
    }
  }
  return { ...before, hands, takes, drawPile: pile };
}

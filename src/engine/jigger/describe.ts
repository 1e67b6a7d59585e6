/**
 * Jigger's events as messages, for the log and for reading aloud; the words are src/words/jigger/. Verbs
 * agree with the seat spoken to as "you" (`{p, you, …}` in the templates), never with the name shown.
 */
import { msg, type Message, type Outcome } from '../core';
import type { CardId } from '../deck';
import { goalText, type JiggerEvent } from './game';
import type { JiggerOptions } from './state';

/** A seat as a part of a list ("you", "Mia"). */
export const seatWord = (seat: number): Message => msg('jigger.who', { p: seat });

/** Seats as a list of words ("you and Mia"); `first`: the list opens a sentence ("You and Mia"). */
export const seatList = (seats: readonly number[], first = false): Message[] =>
  seats.map((p, i) => (first && i === 0 ? msg('jigger.who.first', { p }) : seatWord(p)));

/** Phrases one after another with commas and no "and" ("the Sailor, the Darkness"); at least one. */
export const commas = (items: readonly Message[]): Message => items.reduceRight((rest, m) => msg('jigger.commas', { a: m, b: rest }));

/** Cards named one after another with commas, as the log names a gift (a copy from a further deck, "AM#2", by its card's name). */
export const cardCommas = (cards: readonly CardId[]): Message => commas(cards.map((c) => msg('jigger.card', { c })));

/** The end of the game in a sentence: "Sam wins!" */
export const winText = (winners: readonly number[]): Message =>
  winners.length === 1 ? msg('jigger.win.one', { p: winners[0] }) : msg('jigger.win.shared', { ws: seatList(winners, true) });

export const outcomeText = (o: Outcome): Message => msg('jigger.over', { win: winText(o.winners) });

/**
 * An event as a message. A card fished and kept is named only to the one who drew it (`{p, you, …}`):
 * another seat's kept draw, or any on a shared screen, is "a card".
 */
export function describeEvent(e: JiggerEvent): Message {
  switch (e.type) {
    case 'demand':
      return msg('jigger.event.demand', { p: e.seat, s: e.suit });
    case 'surrender':
      return e.cards.every((c): c is CardId => c !== null)
        ? msg('jigger.event.surrender', { p: e.seat, n: e.cards.length, cards: cardCommas(e.cards) })
        : msg('jigger.event.surrender.hidden', { p: e.seat, n: e.cards.length });
    case 'excuse':
      return msg('jigger.event.excuse', { p: e.seat, c: e.card });
    case 'jigger':
      return msg('jigger.event.jigger', { p: e.seat });
    case 'fish':
      // No card named: either the pile was empty, or the card was drawn where this reader could not see it.
      if (e.card === null) return e.unseen ? msg('jigger.event.fish.unseen', { p: e.seat }) : msg('jigger.event.fish.empty', { p: e.seat });
      return e.match ? msg('jigger.event.fish.given', { p: e.seat, c: e.card }) : msg('jigger.event.fish.kept', { p: e.seat, c: e.card });
    case 'over':
      return msg('jigger.over', { win: winText(e.winners) });
  }
}

/** The rules in a line, for the table's sidebar, under these options. */
export const reminder = (o: JiggerOptions): Message => msg('jigger.reminder', { goal: goalText(o) });

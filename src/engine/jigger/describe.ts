/**
 * Jigger's events in plain, short words, for the log and for reading aloud. `you` is the seat the text
 * speaks to as "you" (null on a shared screen): verbs agree with it, never with the name shown.
 */
import { card, SUIT_INFO, type CardId } from '../deck';
import type { Outcome } from '../core';
import { baseCard, goalText, type JiggerEvent } from './game';
import type { JiggerOptions } from './state';

const nm = (id: CardId) => card(baseCard(id)).name;
const speaker = (names: readonly string[], you: number | null) => ({
  who: (seat: number) => (seat === you ? 'You' : (names[seat] ?? `Player ${seat + 1}`)),
  verb: (seat: number | undefined, base: string, third: string) => (seat !== undefined && seat === you ? base : third),
});

/** The end of the game in a sentence: "Sam wins!" */
export function winText(winners: readonly number[], names: readonly string[], you: number | null): string {
  const { who, verb } = speaker(names, you);
  return `${winners.map(who).join(' and ')} ${winners.length > 1 ? 'share the win' : verb(winners[0], 'win', 'wins')}!`;
}

export const outcomeText = (o: Outcome, names: readonly string[], you: number | null): string => `Game over. ${winText(o.winners, names, you)}`;

/** An event in words. `hideFished`: the card fished is not named (another seat's draw, on a private screen). */
export function describeEvent(e: JiggerEvent, names: readonly string[], hideFished: boolean, you: number | null): string {
  const { who, verb } = speaker(names, you);
  switch (e.type) {
    case 'demand':
      return `${who(e.seat)}: “I demand ${SUIT_INFO[e.suit].name}!” (the ${SUIT_INFO[e.suit].colourName} ones)`;
    case 'surrender':
      return e.cards.every((c): c is CardId => c !== null)
        ? `${who(e.seat)} ${verb(e.seat, 'give', 'gives')} ${e.cards.length} ${e.cards.length === 1 ? 'card' : 'cards'}: ${e.cards.map(nm).join(', ')}.`
        : `${who(e.seat)} ${verb(e.seat, 'give', 'gives')} ${e.cards.length} ${e.cards.length === 1 ? 'card' : 'cards'}, face down.`;
    case 'excuse':
      return `${who(e.seat)} ${verb(e.seat, 'give', 'gives')} the Excuse instead.`;
    case 'jigger':
      return `${who(e.seat)}: “Jigger!” Going fishing.`;
    case 'fish':
      // No card named: either the pile was empty, or the card was drawn where this reader could not see it.
      if (e.card === null)
        return e.unseen
          ? `${who(e.seat)} ${verb(e.seat, 'draw', 'draws')} a card and ${verb(e.seat, 'keep', 'keeps')} it.`
          : `${who(e.seat)} ${verb(e.seat, 'find', 'finds')} the draw pile empty.`;
      return e.match
        ? `${who(e.seat)} ${verb(e.seat, 'draw', 'draws')} ${nm(e.card)}: that one is given.`
        : `${who(e.seat)} ${verb(e.seat, 'draw', 'draws')} ${hideFished ? 'a card' : nm(e.card)} and ${verb(e.seat, 'keep', 'keeps')} it.`;
    case 'over':
      return `Game over. ${winText(e.winners, names, you)}`;
  }
}

/** The rules in a line, for the table's sidebar, under these options. */
export const reminder = (o: JiggerOptions): string => `Demand a suit. Everyone gives you their cards of that suit, or goes fishing. ${goalText(o)}`;

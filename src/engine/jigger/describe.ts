/** Jigger's events in plain, short words, for the log and for reading aloud. */
import { card, SUIT_INFO, type CardId } from '../deck';
import { baseCard, type JiggerEvent } from './game';

const nm = (id: CardId) => card(baseCard(id)).name;
const isYou = (n: string) => n === 'You';
const verb = (n: string, base: string, third: string) => (isYou(n) ? base : third);

export function describeEvent(e: JiggerEvent, names: readonly string[], hideFished = false): string {
  const who = (seat: number) => names[seat] ?? `Player ${seat + 1}`;
  switch (e.type) {
    case 'demand':
      return `${who(e.seat)}: “I demand ${SUIT_INFO[e.suit].name}!” (the ${SUIT_INFO[e.suit].colourName} ones)`;
    case 'surrender':
      return `${who(e.seat)} ${verb(who(e.seat), 'give', 'gives')} ${e.cards.length} ${e.cards.length === 1 ? 'card' : 'cards'}: ${e.cards.map(nm).join(', ')}.`;
    case 'excuse':
      return `${who(e.seat)} ${verb(who(e.seat), 'give', 'gives')} the Excuse instead.`;
    case 'jigger':
      return `${who(e.seat)}: “Jigger!” Going fishing.`;
    case 'fish':
      if (e.card === null) return `${who(e.seat)} ${verb(who(e.seat), 'find', 'finds')} the draw pile empty.`;
      return e.match ? `${who(e.seat)} ${verb(who(e.seat), 'draw', 'draws')} ${nm(e.card)}: that one is given.` : `${who(e.seat)} ${verb(who(e.seat), 'draw', 'draws')} ${hideFished ? 'a card' : nm(e.card)} and ${verb(who(e.seat), 'keep', 'keeps')} it.`;
    case 'over':
      return `Game over. ${e.winners.map(who).join(' and ')} ${e.winners.length > 1 ? 'share the win' : verb(who(e.winners[0] ?? 0), 'win', 'wins')}!`;
  }
}

/** Thricewise's events in plain words. Names may be "You". */
import { card, type CardId } from '../deck';
import type { ThricewiseEvent, Trio } from './state';

const isYou = (n: string) => n === 'You';
const verb = (n: string, base: string, third: string) => (isYou(n) ? base : third);
const nm = (id: CardId) => card(id).name;

export function trioWords(t: Trio): string {
  const what = t.kind === 'flush' ? `a flush of ${t.suit ? t.suit.charAt(0).toUpperCase() + t.suit.slice(1) : ''}` : t.kind === 'set' ? 'a set' : 'a straight';
  return `${what} (${t.points})`;
}

export function describeEvent(e: ThricewiseEvent, names: readonly string[]): string {
  const who = (seat: number) => names[seat] ?? `Player ${seat + 1}`;
  switch (e.type) {
    case 'chosen':
      return `${who(e.seat)} ${verb(who(e.seat), 'choose', 'chooses')} a card${e.card ? ` (${nm(e.card)})` : ''}.`;
    case 'reveal': {
      const shown = e.cards.map((c, seat) => `${who(seat)}: ${nm(c)}`).join('; ');
      const deferred = e.deferred.length ? ` Same rank, so deferred: ${e.deferred.map(who).join(' and ')}.` : '';
      return `The cards are turned up. ${shown}.${deferred}`;
    }
    case 'place': {
      const p = who(e.seat);
      const points = e.trios.reduce((a, t) => a + t.points, 0);
      const scored = e.trios.length ? ` ${p} ${verb(p, 'score', 'scores')} ${points}: ${e.trios.map(trioWords).join(', ')}.` : '';
      return `${p} ${verb(p, 'place', 'places')} ${nm(e.card)}.${scored}`;
    }
    case 'draw':
      return e.cards.some((c) => c !== null) ? `Everyone draws a card (you draw ${e.cards.filter((c): c is CardId => c !== null).map(nm).join(', ')}).` : 'Everyone draws a card.';
    case 'set-aside':
      return `Deferred cards left at the end are set aside: ${e.cards.map(nm).join(', ')}.`;
    case 'over': {
      const best = Math.max(...e.scores);
      const winners = e.winners.map(who).join(' and ');
      return `Game over. ${winners} ${e.winners.length > 1 ? 'share the win' : verb(winners, 'win', 'wins')} with ${best} points.`;
    }
  }
}

/** Badger's Court's events and Court items in plain words, for logs, captions and screen readers. Names may be "You". */
import { card, RANK_NAME, type CardId } from '../deck';
import type { BadgersCourtEvent, CourtItem, RoundResult } from './state';
import { rankPlural } from './values';

const isYou = (name: string) => name === 'You';
const verb = (name: string, base: string, third: string) => (isYou(name) ? base : third);
const nm = (id: CardId) => card(id).name;

/** "the Mill, the Ace of Suns and the Ace of Waves". */
export function cardList(ids: readonly CardId[]): string {
  const names = ids.map(nm);
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** A Court item as it would be read aloud: "a build of nines (yours, open): the Mill and the Ace of Suns". */
export function describeItem(it: CourtItem, names: readonly string[]): string {
  const cards = it.units.flat();
  if (it.owner === null) return nm(cards[0] as CardId);
  const owner = names[it.owner] ?? `Player ${it.owner + 1}`;
  const whose = isYou(owner) ? 'yours' : `${owner}’s`;
  return `a build of ${rankPlural(it.rank)} (${whose}, ${it.units.length >= 2 ? 'locked' : 'open'}): ${cardList(cards)}`;
}

export function describeEvent(e: BadgersCourtEvent, names: readonly string[]): string {
  const who = (seat: number | null) => (seat === null ? 'No one' : (names[seat] ?? `Player ${seat + 1}`));
  switch (e.type) {
    case 'deal': {
      const dealer = who(e.dealer);
      const mine = e.hands.flatMap((h) => h.filter((c): c is CardId => c !== null));
      const yours = mine.length > 0 && names.includes('You') ? ` You get ${cardList(mine)}.` : '';
      return e.deal === 1
        ? `Round ${e.round + 1}: ${dealer} ${verb(dealer, 'deal', 'deals')} four cards each and four to the Court.${yours}`
        : `Deal ${e.deal}: four more cards each.${yours}`;
    }
    case 'lay': {
      const p = who(e.seat);
      return `${p} ${verb(p, 'lay', 'lays')} ${nm(e.card)} in the Court.`;
    }
    case 'take': {
      const p = who(e.seat);
      const others = e.taken.filter((c) => c !== e.card);
      return `${p} ${verb(p, 'play', 'plays')} ${nm(e.card)} and ${verb(p, 'take', 'takes')} ${cardList(others)}${e.sweep ? ', clearing the Court' : ''}.`;
    }
    case 'build': {
      const p = who(e.seat);
      const raised = e.raised ? ` (it was building ${rankPlural(e.raised)}${e.from !== null && e.from !== e.seat ? `, ${who(e.from)}’s` : ''})` : '';
      return `${p} ${verb(p, 'play', 'plays')} ${nm(e.card)}: “building ${rankPlural(e.rank)}”${raised}. The build holds ${cardList(e.cards)}${e.locked ? ' and is locked' : ''}.`;
    }
    case 'draw': {
      const p = who(e.seat);
      return `${p} ${verb(p, 'draw', 'draws')} ${e.card ? nm(e.card) : 'a card'}.`;
    }
    case 'rest':
      return e.seat === null
        ? `Nobody took a card this round, so ${cardList(e.cards)} ${e.cards.length === 1 ? 'is' : 'are'} set aside.`
        : `${who(e.seat)}, the last to take, ${isYou(who(e.seat)) ? 'take' : 'takes'} what is left in the Court: ${cardList(e.cards)}.`;
    case 'round-over':
      return `Round ${e.result.round + 1} is scored: ${e.result.points.map((p, i) => `${who(i)} ${p}`).join(', ')}. Totals: ${e.result.totals.map((t, i) => `${who(i)} ${t}`).join(', ')}.`;
    case 'over': {
      const w = e.winners.map(who).join(' and ');
      return `Game over: ${w} ${e.winners.length > 1 ? 'share the win' : isYou(w) ? 'win' : 'wins'} with ${Math.max(...e.scores)} points.`;
    }
  }
}

/** A round's score lines as sentences, per seat: "Most Crowns: 1", or "nothing". */
export function roundLines(r: RoundResult, seat: number): string[] {
  const lines = r.lines[seat] ?? [];
  return lines.length ? lines.map((l) => `${l.label}: ${l.points}`) : ['nothing'];
}

export const rankWord = (rank: Parameters<typeof rankPlural>[0]): string => RANK_NAME[rank];

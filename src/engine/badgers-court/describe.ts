/**
 * Badger's Court's events and Court items in plain words, for logs, captions and screen readers. `you`
 * is the seat the text speaks to as "you" (null on a shared screen): verbs agree with it, never with
 * the name shown.
 */
import { card, RANK_NAME, type CardId } from '../deck';
import type { Outcome } from '../core';
import type { BadgersCourtEvent, BadgersCourtOptions, CourtItem, RoundResult } from './state';
import { TARGET, TRADITIONAL_TARGET } from './rules';
import { rankPlural } from './values';
import { isLocked } from './game';

const speaker = (names: readonly string[], you: number | null) => ({
  who: (seat: number | null) => (seat === null ? 'No one' : seat === you ? 'You' : (names[seat] ?? `Player ${seat + 1}`)),
  verb: (seat: number | null | undefined, base: string, third: string) => (seat !== null && seat !== undefined && seat === you ? base : third),
});
const nm = (id: CardId) => card(id).name;

/** "the Mill, the Ace of Suns and the Ace of Waves". */
export function cardList(ids: readonly CardId[]): string {
  const names = ids.map(nm);
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** A Court item as it would be read aloud: "a build of nines (yours, open): the Mill and the Ace of Suns". */
export function describeItem(it: CourtItem, names: readonly string[], you: number | null): string {
  const cards = it.units.flat();
  if (it.owner === null) return nm(cards[0] as CardId);
  return `a build of ${rankPlural(it.rank)} (${buildOwner(it.owner, names, you)}, ${isLocked(it) ? 'locked' : 'open'}): ${cardList(cards)}`;
}

/** Whose a build is, as its label says it: "yours" for the seat spoken to, else "Sam’s". */
export function buildOwner(owner: number, names: readonly string[], you: number | null): string {
  return owner === you ? 'yours' : `${names[owner] ?? `Player ${owner + 1}`}’s`;
}

/** The end of the game in a sentence: "Sam wins with 18 points." */
export function winText(winners: readonly number[], scores: readonly number[], names: readonly string[], you: number | null): string {
  const { who, verb } = speaker(names, you);
  return `${winners.map(who).join(' and ')} ${winners.length > 1 ? 'share the win' : verb(winners[0], 'win', 'wins')} with ${Math.max(...scores)} points.`;
}

/** The end of the game with both totals: "Game over. Sam wins 20 to 15." */
export function outcomeText(o: Outcome, names: readonly string[], you: number | null): string {
  const { who, verb } = speaker(names, you);
  const [high, low] = [Math.max(...o.scores), Math.min(...o.scores)];
  const first = o.winners[0] ?? 0;
  return o.winners.length > 1
    ? `Game over. ${o.winners.map(who).join(' and ')} share the win, ${high} to ${low}.`
    : `Game over. ${who(first)} ${verb(first, 'win', 'wins')} ${high} to ${low}.`;
}

export function describeEvent(e: BadgersCourtEvent, names: readonly string[], you: number | null): string {
  const { who, verb } = speaker(names, you);
  switch (e.type) {
    case 'deal': {
      const dealer = who(e.dealer);
      const mine = you === null ? [] : (e.hands[you] ?? []).filter((c): c is CardId => c !== null);
      const yours = mine.length > 0 ? ` You get ${cardList(mine)}.` : '';
      return e.deal === 1
        ? `Round ${e.round + 1}: ${dealer} ${verb(e.dealer, 'deal', 'deals')} four cards each and four to the Court.${yours}`
        : `Deal ${e.deal}: four more cards each.${yours}`;
    }
    case 'lay': {
      const p = who(e.seat);
      return `${p} ${verb(e.seat, 'lay', 'lays')} ${nm(e.card)} in the Court.`;
    }
    case 'take': {
      const p = who(e.seat);
      const others = e.taken.filter((c) => c !== e.card);
      const sweep = e.sweep ? ', clearing the Court' : '';
      return `${p} ${verb(e.seat, 'play', 'plays')} ${nm(e.card)} and ${verb(e.seat, 'take', 'takes')} ${cardList(others)}${sweep}.`;
    }
    case 'build': {
      const p = who(e.seat);
      const raised = e.raised ? ` (it was building ${rankPlural(e.raised)}${e.from !== null && e.from !== e.seat ? `, ${who(e.from)}’s` : ''})` : '';
      return (
        `${p} ${verb(e.seat, 'play', 'plays')} ${nm(e.card)}: “building ` +
        `${rankPlural(e.rank)}”${raised}. The build holds ${cardList(e.cards)}${e.locked ? ' and is locked' : ''}.`
      );
    }
    case 'draw': {
      const p = who(e.seat);
      return `${p} ${verb(e.seat, 'draw', 'draws')} ${e.card ? nm(e.card) : 'a card'}.`;
    }
    case 'rest':
      return e.seat === null
        ? `Nobody took a card this round, so ${cardList(e.cards)} ${e.cards.length === 1 ? 'is' : 'are'} set aside.`
        : `${who(e.seat)}, the last to take, ${verb(e.seat, 'take', 'takes')} what is left in the Court: ${cardList(e.cards)}.`;
    case 'round-over':
      return (
        `Round ${e.result.round + 1} is scored: ` +
        `${e.result.points.map((p, i) => `${who(i)} ${p}`).join(', ')}. Totals: ${e.result.totals.map((t, i) => `${who(i)} ${t}`).join(', ')}.`
      );
    case 'over':
      return `Game over: ${winText(e.winners, e.scores, names, you)}`;
  }
}

/** A round's score lines as sentences, per seat: "Most Crowns: 1", or "nothing". */
export function roundLines(r: RoundResult, seat: number): string[] {
  const lines = r.lines[seat] ?? [];
  return lines.length ? lines.map((l) => `${l.label}: ${l.points}`) : ['nothing'];
}

export const rankWord = (rank: Parameters<typeof rankPlural>[0]): string => RANK_NAME[rank];

/**
 * The rules in a line, for the table's sidebar, under these options: how a turn goes, what a round
 * scores (the values scoreRound gives), and when the game ends (TARGET, TRADITIONAL_TARGET).
 */
export function reminder(o: BadgersCourtOptions): string {
  const turn = 'Match a rank, add Court cards up to a card you play, or build a total you hold another card of.';
  if (o.variant === 'traditional')
    return (
      `${turn} Each round: most cards 1, most Moons 1, each Ace 1, the Origin 1, the End 2, and 1 more for taking all of those points. ` +
      `A total of ${TRADITIONAL_TARGET} or more at the end of a round wins; a tie plays another round.`
    );
  const doubled = '(each doubled if you take them all)';
  const kinds = o.personalityPoints
    ? `most Crowns 1, most Aces 2 ${doubled}, 1 for each personality`
    : `most Crowns 1, most Aces 2, most personalities 3 ${doubled}`;
  const casinos = o.casinos ? ', the Origin 1, the End 2' : '';
  return `${turn} Each round: ${kinds}${casinos}; the most in all three, 1 more. More than ${TARGET} at the end of a round wins; a tie plays another round.`;
}

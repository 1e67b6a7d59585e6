/**
 * Ferret's events in plain words, for the game log and the final scoring. `you` is the seat the text
 * speaks to as "you" (null on a shared screen): verbs agree with it ("You take", "Sam takes"), never
 * with the name shown.
 */
import { capitalise, card, suitList, type CardId } from '../deck';
import type { Outcome } from '../core';
import type { FerretEvent } from './state';
import type { FerretSet } from './sets';

export type Names = readonly [string, string];

/** How the text speaks of each seat: "You"/"your"/"you" for the seat spoken to, the name otherwise. */
function speaker(names: Names, you: number | null) {
  const is = (seat: number) => seat === you;
  return {
    who: (seat: number) => (is(seat) ? 'You' : names[seat as 0 | 1]),
    verb: (seat: number, base: string, third: string) => (is(seat) ? base : third),
    poss: (seat: number) => (is(seat) ? 'your' : `${names[seat as 0 | 1]}’s`),
    obj: (seat: number) => (is(seat) ? 'you' : names[seat as 0 | 1]),
    they: (seat: number) => (is(seat) ? 'you' : 'they'),
  };
}
const n = (id: CardId) => card(id).name;
const list = (ids: readonly CardId[]) =>
  ids.length <= 1 ? ids.map(n).join('') : `${ids.slice(0, -1).map(n).join(', ')} and ${n(ids[ids.length - 1] as CardId)}`;
/** A run value by name: Ace for 1, Crown for 10, else the number. The one place Ferret's values are named. */
export const runName = (v: number): string => (v === 1 ? 'Ace' : v === 10 ? 'Crown' : String(v));
export const setName = (s: Pick<FerretSet, 'low' | 'high' | 'suit'>): string => `${runName(s.low)}–${runName(s.high)} of ${suitList([s.suit])}`;

export function describeEvent(e: FerretEvent, names: Names, sets: readonly FerretSet[], you: number | null): string {
  const { who, verb, poss, obj, they } = speaker(names, you);
  switch (e.type) {
    case 'ferret': {
      const p = e.player;
      const where = e.from === 'pool' ? 'in the pool' : `in ${poss(p === 0 ? 1 : 0)} tableau`;
      return (
        `${who(p)} ${verb(p, 'play', 'plays')} ${n(e.card)} on ${n(e.target)} ${where} and ` +
        `${verb(p, 'take', 'takes')} ${n(e.target)} into ${poss(p)} ${e.to}.`
      );
    }
    case 'pass':
      return `${who(e.player)} ${verb(e.player, 'pass', 'passes')}.`;
    case 'set': {
      const p = e.set.owner;
      return `${who(p)} ${verb(p, 'make', 'makes')} a set, ${setName(e.set)}: ${list(e.set.cards.map((c) => c.card))}. 3 cards scored for ${obj(p)}.`;
    }
    case 'layoff': {
      const p = e.layoff.owner;
      const onto = e.layoff.sets
        .map((id) => sets.find((s) => s.id === id))
        .filter((s): s is FerretSet => s !== undefined)
        .map((s) => `${poss(s.owner)} set ${setName(s)}`);
      const value = runName(e.as);
      // A card that continues two sets belongs to both from now on (for later layoffs), so it is shown with each; it scores once.
      const both = onto.length > 1 ? ` It continues both sets, so it belongs to both for later layoffs and is shown with each; it still scores once.` : '';
      return (
        `${capitalise(n(e.layoff.card))}, from ${poss(p)} tableau, is laid off as ` +
        `${/^(Ace|8)/.test(value) ? 'an' : 'a'} ${value} on ${onto.join(' and ') || 'a set'}: 1 ` +
        `card scored for ${obj(p)}.${both}`
      );
    }
    case 'draw':
      return `${who(e.player)} ${verb(e.player, 'draw', 'draws')} ${e.card ? n(e.card) : 'a card'}.`;
    case 'end':
      return e.reason === 'deck'
        ? `The last card has been drawn, so the game ends. ${who(e.first)} ${verb(e.first, 'score', 'scores')} first.`
        : `Both players passed, so the game ends. ${who(e.first)} passed first, so ${obj(e.first)} ${verb(e.first, 'score', 'scores')} first.`;
    case 'stage': {
      const p = e.player;
      // The name once, then a pronoun: "Sam places their hand in their tableau", never "Sam's hand in Sam's tableau".
      const own = p === you ? 'your' : 'their';
      if (e.stage === 'first')
        return (
          `Final scoring, step 1: ${who(p)} ${verb(p, 'place', 'places')} ${own} hand in ${own} ` +
          `tableau and ${verb(p, 'make', 'makes')} every set ${they(p)} can.`
        );
      if (e.stage === 'second')
        return `Step 2: ${who(p)} ${verb(p, 'place', 'places')} ${own} hand in ${own} tableau and ${verb(p, 'make', 'makes')} every set ${they(p)} can.`;
      return `Step 3: ${who(p)} ${verb(p, 'lay', 'lays')} off any cards left in ${p === you ? 'your' : 'their'} tableau onto the new sets.`;
    }
    case 'reveal':
      return e.cards.length ? `${capitalise(poss(e.player))} hand: ${list(e.cards)}.` : `${capitalise(poss(e.player))} hand is empty.`;
    case 'over':
      return `Game over. ${resultText(e.scores, names, you)}`;
  }
}

export function resultText(scores: readonly number[], names: Names, you: number | null): string {
  const { who, verb } = speaker(names, you);
  const [a, b] = [scores[0] ?? 0, scores[1] ?? 0];
  if (a === b) return `A draw, ${a} to ${b}: a shared victory.`;
  const w = a > b ? 0 : 1;
  return `${who(w)} ${verb(w, 'win', 'wins')}, ${Math.max(a, b)} to ${Math.min(a, b)}.`;
}

export function outcomeText(o: Outcome, names: Names, you: number | null): string {
  return `Game over. ${resultText(o.scores, names, you)}`;
}

/** The rules in a line, for the table's sidebar (Ferret has no options). */
export const reminder = (): string =>
  'A card with a suit opposed to the target’s takes it into your tableau (then you draw); otherwise into your hand. ' +
  'Three of a suit in order in your tableau score as a set. At the end, the most cards scored wins.';

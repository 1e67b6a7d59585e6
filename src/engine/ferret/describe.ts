/**
 * Ferret's events in plain words, for the game log and the final scoring. Names may be "You", so verbs
 * agree ("You take", "Sam takes").
 */
import { capitalise, card, suitList, type CardId } from '../deck';
import type { Outcome } from '../core';
import type { FerretEvent } from './state';
import type { FerretSet } from './sets';

export type Names = readonly [string, string];

const isYou = (name: string) => name === 'You';
const verb = (name: string, base: string, third: string) => (isYou(name) ? base : third);
const poss = (name: string) => (isYou(name) ? 'your' : `${name}’s`);
const obj = (name: string) => (isYou(name) ? 'you' : name);
const n = (id: CardId) => card(id).name;
const list = (ids: readonly CardId[]) => (ids.length <= 1 ? ids.map(n).join('') : `${ids.slice(0, -1).map(n).join(', ')} and ${n(ids[ids.length - 1] as CardId)}`);
export const runName = (v: number): string => (v === 1 ? 'Ace' : v === 10 ? 'Crown' : String(v));
export const setName = (s: Pick<FerretSet, 'low' | 'high' | 'suit'>): string => `${runName(s.low)}–${runName(s.high)} of ${suitList([s.suit])}`;

export function describeEvent(e: FerretEvent, names: Names, sets: readonly FerretSet[] = []): string {
  switch (e.type) {
    case 'ferret': {
      const who = names[e.player];
      const them = names[e.player === 0 ? 1 : 0];
      const where = e.from === 'pool' ? 'in the pool' : `in ${poss(them)} tableau`;
      return `${who} ${verb(who, 'play', 'plays')} ${n(e.card)} on ${n(e.target)} ${where} and ${verb(who, 'take', 'takes')} ${n(e.target)} into ${poss(who)} ${e.to}.`;
    }
    case 'pass':
      return `${names[e.player]} ${verb(names[e.player], 'pass', 'passes')}.`;
    case 'set': {
      const who = names[e.set.owner];
      return `${who} ${verb(who, 'make', 'makes')} a set, ${setName(e.set)}: ${list(e.set.cards.map((c) => c.card))}. 3 cards scored for ${obj(who)}.`;
    }
    case 'layoff': {
      const who = names[e.layoff.owner];
      const onto = e.layoff.sets
        .map((id) => sets.find((s) => s.id === id))
        .filter((s): s is FerretSet => s !== undefined)
        .map((s) => `${poss(names[s.owner])} ${suitList([s.suit])} set`);
      return `${capitalise(n(e.layoff.card))}, from ${poss(who)} tableau, is laid off as a ${runName(e.as)} on ${onto.join(' and ') || 'a set'}: 1 card scored for ${obj(who)}.`;
    }
    case 'draw':
      return e.card ? `${names[e.player]} ${verb(names[e.player], 'draw', 'draws')} ${n(e.card)}.` : `${names[e.player]} ${verb(names[e.player], 'draw', 'draws')} a card.`;
    case 'end':
      return e.reason === 'deck'
        ? `The last card has been drawn, so the game ends. ${names[e.first]} ${verb(names[e.first], 'score', 'scores')} first.`
        : `Both players passed, so the game ends. ${names[e.first]} passed first, so ${obj(names[e.first])} ${verb(names[e.first], 'score', 'scores')} first.`;
    case 'stage': {
      const who = names[e.player];
      if (e.stage === 'first') return `Final scoring, step 1: ${who} ${verb(who, 'place', 'places')} ${poss(who)} hand in ${poss(who)} tableau and ${verb(who, 'make', 'makes')} every set ${obj(who) === 'you' ? 'you' : 'they'} can.`;
      if (e.stage === 'second') return `Step 2: ${who} ${verb(who, 'place', 'places')} ${poss(who)} hand in ${poss(who)} tableau and ${verb(who, 'make', 'makes')} every set ${obj(who) === 'you' ? 'you' : 'they'} can.`;
      return `Step 3: ${who} ${verb(who, 'lay', 'lays')} off any cards left in ${poss(who)} tableau onto the new sets.`;
    }
    case 'reveal':
      return e.cards.length ? `${capitalise(poss(names[e.player]))} hand: ${list(e.cards)}.` : `${capitalise(poss(names[e.player]))} hand is empty.`;
    case 'over':
      return `Game over. ${resultText(e.scores, names)}`;
  }
}

export function resultText(scores: readonly number[], names: Names): string {
  const [a, b] = [scores[0] ?? 0, scores[1] ?? 0];
  if (a === b) return `A draw, ${a} to ${b}: a shared victory.`;
  const w = a > b ? 0 : 1;
  const who = names[w];
  return `${who} ${verb(who, 'win', 'wins')}, ${Math.max(a, b)} to ${Math.min(a, b)}.`;
}

export function outcomeText(o: Outcome, names: Names): string {
  return `Game over. ${resultText(o.scores, names)}`;
}

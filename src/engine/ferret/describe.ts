/**
 * Ferret's events as messages, for the game log and the final scoring; their words are the catalogues'
 * (src/words/ferret/). Seats are numbers: the words speak of the seat they are said to as "you" ("You
 * take", "Sam takes"), never by a name shown.
 */
import { msg, type Message } from '../core/message';
import { ANTIPATHY, card, type CardId } from '../deck';
import type { FerretEvent } from './state';
import type { FerretSet } from './sets';

/** A run value as a rank id, for `{r, rank}`: Ace for 1, Crown for 10, else the number. The one place Ferret's values are named. */
export const runRank = (v: number): string => (v === 1 ? 'A' : v === 10 ? 'C' : String(v));

/** A set by its run and suit: "Ace–3 of Moons". */
export const setName = (s: Pick<FerretSet, 'low' | 'high' | 'suit'>): Message =>
  msg('ferret.set.name', { low: runRank(s.low), high: runRank(s.high), suit: s.suit });

/** The values of a run, one by one: "4-5-6", "Ace-2-3". */
function values(low: number, high: number): Message {
  let out = msg('ferret.run.value', { r: runRank(low) });
  for (let v = low + 1; v <= high; v++) out = msg('ferret.run.next', { a: out, r: runRank(v) });
  return out;
}

/** "Suns 4-5-6", the run a set holds now. */
export const runOf = (s: Pick<FerretSet, 'low' | 'high' | 'suit'>): Message => msg('ferret.run.of', { suit: s.suit, values: values(s.low, s.high) });

/** Items said as a list ("a, b and c"; "a y b"), or undefined when there are none. */
export const andJoined = (items: readonly Message[]): readonly Message[] | undefined => (items.length ? items : undefined);

/** A card's name as a message of its own, to be joined with others. */
export const cardItem = (c: CardId): Message => msg('ferret.card', { c });

/** Why a card paid with goes to the hand or to the tableau, as a fact: "the Penitent’s Wyrms oppose the Lunatic’s Moons". */
export function payReason(played: CardId, target: CardId): Message {
  const p = card(played);
  const t = card(target);
  let out: Message | undefined;
  for (const s of p.suits) {
    if (!t.suits.includes(ANTIPATHY[s])) continue;
    const pair = msg('ferret.pay.pair', { played, s, target, anti: ANTIPATHY[s] });
    out = out === undefined ? pair : msg('ferret.pay.pairs', { a: out, b: pair });
  }
  return out ?? msg('ferret.pay.none', { played, target, suits: t.suits });
}

export function describeEvent(e: FerretEvent, sets: readonly FerretSet[]): Message {
  switch (e.type) {
    case 'ferret':
      return e.from === 'pool'
        ? msg('ferret.event.ferret.pool', { p: e.player, card: e.card, target: e.target, to: e.to })
        : msg('ferret.event.ferret.tableau', { p: e.player, them: e.player === 0 ? 1 : 0, card: e.card, target: e.target, to: e.to });
    case 'pass':
      return msg('ferret.event.pass', { p: e.player });
    case 'set':
      return msg('ferret.event.set', { p: e.set.owner, set: setName(e.set), cards: e.set.cards.map((c) => c.card) });
    case 'layoff': {
      const onto = e.layoff.sets
        .map((id) => sets.find((s) => s.id === id))
        .filter((s): s is FerretSet => s !== undefined)
        .map((s) => msg('ferret.event.layoff.onto', { owner: s.owner, set: setName(s) }));
      // A card that continues two sets belongs to both from now on (for later layoffs), so it is shown with each; it scores once.
      return msg('ferret.event.layoff', {
        p: e.layoff.owner,
        card: e.layoff.card,
        as: runRank(e.as),
        onto: andJoined(onto) ?? msg('ferret.a-set'),
        both: onto.length > 1,
      });
    }
    case 'draw':
      return e.card ? msg('ferret.event.draw', { p: e.player, card: e.card }) : msg('ferret.event.draw.unseen', { p: e.player });
    case 'end':
      return e.reason === 'deck' ? msg('ferret.event.end.deck', { first: e.first }) : msg('ferret.event.end.passes', { first: e.first });
    case 'stage':
      // The name once, then a pronoun: "Sam places their hand in their tableau", never "Sam's hand in Sam's tableau".
      if (e.stage === 'first') return msg('ferret.event.stage.first', { p: e.player });
      if (e.stage === 'second') return msg('ferret.event.stage.second', { p: e.player });
      return msg('ferret.event.stage.extra', { p: e.player });
    case 'reveal':
      return e.cards.length ? msg('ferret.event.reveal', { p: e.player, cards: e.cards }) : msg('ferret.event.reveal.empty', { p: e.player });
    case 'over':
      return msg('ferret.result.over', { result: resultText(e.scores) });
  }
}

/** Who won and by how much: "Sam wins, 18 to 12." */
export function resultText(scores: readonly number[]): Message {
  const [a, b] = [scores[0] ?? 0, scores[1] ?? 0];
  if (a === b) return msg('ferret.result.draw', { a, b });
  return msg('ferret.result.win', { w: a > b ? 0 : 1, hi: Math.max(a, b), lo: Math.min(a, b) });
}

/** The end of a game in a sentence: "Game over. Sam wins, 18 to 12." */
export const outcomeText = (scores: readonly number[]): Message => msg('ferret.result.over', { result: resultText(scores) });

/** The rules in a line, for the table's sidebar (Ferret has no options). */
export const reminder = (): Message => msg('ferret.reminder');

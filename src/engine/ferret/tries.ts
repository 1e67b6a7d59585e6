/**
 * What the reader may try at each of Ferret's example questions, how a try is told, and which set-ups
 * the game can reach: how the examples work beyond the engine's moves. The example islands import this and
 * never the examples themselves, which the page gives each island as its data (./examples.ts).
 */
import type { ExampleTries, PositionProblem } from '../core/example';
import { explainMove, legalMoves } from './game';
import type { FerretEvent, FerretMove, FerretState } from './state';
import type { CardId } from '../deck';
import { HAND_SIZE } from './rules';

/**
 * What the reader may try at a question: any hand card on the question's card (the engine says where
 * each would take it), or any reading of a set. Every try is judged by the engine (`judgeTry`).
 */
export const FERRET_TRIES: ExampleTries<FerretState, FerretMove> = {
  tries(state, scripted) {
    if (scripted.type === 'ferret') return (state.hands[state.turn] ?? []).map((c) => ({ type: 'ferret', card: c, target: scripted.target }));
    return legalMoves(state).filter((m) => m.type === scripted.type);
  },
  explain: (before, move) => explainMove(before, move),
  /**
   * Every card of the deck is in a hand, a tableau, the pool, the draw pile or a score pile, unless the
   * position leaves the rest out (`rest: "out"`); and between turns both hands hold five cards (a card
   * played from the hand is always replaced, by the card taken or by the draw).
   */
  unreachable(s) {
    const out: PositionProblem[] = [];
    if (s.outOfGame.length > 0) out.push({ kind: 'left-out', text: `${s.outOfGame.length} cards of the deck are out of the game` });
    if (s.phase === 'play')
      s.hands.forEach((hand, p) => {
        if (hand.length !== HAND_SIZE)
          out.push({ kind: 'unreachable', text: `hand ${p} holds ${hand.length} cards, and between turns a hand holds ${HAND_SIZE}` });
      });
    return out;
  },
  unfold: (before, events) => unfold(before, events as readonly FerretEvent[]),
};

/**
 * The table part-way through a move (the end of the game and its final scoring, shown stage by stage):
 * the position before it with the first of its events done, the engine's own events (each card played,
 * taken, drawn, placed from a hand, each set and each layoff). With every event it is the engine's position.
 */
export function unfold(before: FerretState, events: readonly FerretEvent[]): FerretState {
  const hands: [CardId[], CardId[]] = [[...before.hands[0]], [...before.hands[1]]];
  const tableaux: [CardId[], CardId[]] = [[...before.tableaux[0]], [...before.tableaux[1]]];
  const pool = [...before.pool];
  let { drawPile, sets, layoffs, end, phase, passes } = before;
  const without = (list: CardId[], ids: readonly CardId[]) => list.filter((c) => !ids.includes(c));
  for (const e of events) {
    switch (e.type) {
      case 'ferret': {
        const them = e.player === 0 ? 1 : 0;
        hands[e.player] = without(hands[e.player], [e.card]);
        if (e.to === 'hand') hands[e.player].push(e.target);
        else tableaux[e.player].push(e.target);
        const place = e.from === 'pool' ? pool : tableaux[them];
        place[place.indexOf(e.target)] = e.card;
        passes = 0;
        break;
      }
      case 'pass':
        passes = 1;
        break;
      case 'draw':
        if (e.card !== null) {
          hands[e.player].push(e.card);
          drawPile = drawPile.filter((c) => c !== e.card);
        }
        break;
      case 'end':
        end = { reason: e.reason, first: e.first, stage: 'first' };
        break;
      case 'stage':
        end = end && { ...end, stage: e.stage };
        break;
      case 'reveal':
        tableaux[e.player].push(...e.cards);
        hands[e.player] = without(hands[e.player], e.cards);
        break;
      case 'set':
        tableaux[e.set.owner] = without(
          tableaux[e.set.owner],
          e.set.cards.map((c) => c.card),
        );
        sets = [...sets, e.set];
        break;
      case 'layoff':
        tableaux[e.layoff.owner] = without(tableaux[e.layoff.owner], [e.layoff.card]);
        sets = sets.map((x) => (e.layoff.sets.includes(x.id) ? { ...x, low: Math.min(x.low, e.as), high: Math.max(x.high, e.as) } : x));
        layoffs = [...layoffs, e.layoff];
        break;
      case 'over':
        phase = 'over';
        end = end && { ...end, stage: 'done' };
        break;
    }
  }
  return { ...before, hands, tableaux, pool, drawPile, sets, layoffs, end, phase, passes };
}

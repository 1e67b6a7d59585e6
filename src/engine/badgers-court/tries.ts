/**
 * What the reader may try at each of Badger's Court's example questions, how a try is told, and which set-ups
 * the game can reach: how the examples work beyond the engine's moves. The example islands import this and
 * never the examples themselves, which the page gives each island as its data (./examples.ts).
 */
import type { ExampleTries, PositionProblem } from '../core/example';
import { msg } from '../core/message';
import { deckFor, isLocked, itemOf, listMoves, locate } from './game';
import { printMove } from './notation';
import type { BadgersCourtMove, BadgersCourtState } from './state';

/** What the reader may try at a question: every play of the question's card (the table offers these). The engine judges each. */
export const BADGERS_COURT_TRIES: ExampleTries<BadgersCourtState, BadgersCourtMove> = {
  tries: (state, scripted) => [
    scripted,
    ...listMoves(state, 2000, scripted.card).moves.filter((m) => m.card === scripted.card && printMove(m) !== printMove(scripted)),
  ],
  explain(before, move, after) {
    const pile = after.piles[before.turn] ?? [];
    const took = pile.slice(before.piles[before.turn]?.length ?? 0).filter((c) => c !== move.card);
    if (took.length > 0)
      return msg('badgers-court.try.takes', {
        c: move.card,
        taken: took,
      });
    if (move.type === 'build') {
      const item = itemOf(after, move.card);
      return msg('badgers-court.try.builds', { c: move.card, locked: item !== undefined && isLocked(item), r: move.rank });
    }
    return msg('badgers-court.try.lays', { c: move.card });
  },
  /**
   * Every card of the game's deck is in a hand, the Court, the stock or a pile; and the hands, dealt
   * alike and played from in turn, differ by one card at most, the player to play holding the more.
   */
  unreachable(s) {
    const out: PositionProblem[] = [];
    const missing = deckFor(s.options).filter((c) => locate(s, c) === 'out').length;
    if (missing > 0) out.push({ kind: 'left-out', text: `${missing} cards of the deck are out of the round` });
    const mine = s.hands[s.turn]?.length ?? 0;
    const theirs = s.hands[1 - s.turn]?.length ?? 0;
    if (s.phase === 'play' && (mine < theirs || mine > theirs + 1))
      out.push({
        kind: 'unreachable',
        text: `the player to play holds ${mine} cards and the other ${theirs}, and hands are dealt alike and played from in turn`,
      });
    return out;
  },
};

/**
 * What the reader may try at each of Hermit's example questions, how a try is told, and which set-ups
 * the game can reach: how the examples work beyond the engine's moves. The example islands import this and
 * never the examples themselves, which the page gives each island as its data (./examples.ts).
 */
import type { ExampleTries, PositionProblem } from '../core/example';
import { BASIC_DECK } from '../deck';
import { msg } from '../core/message';
import { apply, locate } from './game';
import type { HermitMove, HermitState } from './state';
import { COTTAGE_SIZE } from './rules';

/**
 * What the reader may try at a question: any card in the hand of the player to move, in the scripted
 * move's place (on the same trick, to start a trick, or into the Cottage). The engine judges each.
 */
export const HERMIT_TRIES: ExampleTries<HermitState, HermitMove> = {
  tries(state, scripted) {
    const seat = scripted.type === 'play' ? state.turn : scripted.seat;
    return (state.hands[seat] ?? []).map((c) => ({ ...scripted, card: c }));
  },
  explain(before, move, after) {
    const c = move.card;
    if (move.type === 'start') return msg('hermit.try.start', { c });
    if (move.type === 'cottage') return msg('hermit.try.cottage', { c });
    if (move.type === 'play' && move.trick === 'new') return msg('hermit.try.new', { c });
    const at = locate(after, move.card);
    if (at.startsWith('taken:') || at === 'discarded' || at === 'aside') return msg('hermit.try.completes', { c });
    // Whether the card took control, as the engine's play event says: the trick itself may be gone from `after`
    // (the hand's last card sets the unfinished tricks aside), which read as "too low" for a 9 that took control.
    const r = apply(before, move);
    const played = r.ok ? r.value.events.find((e) => e.type === 'play') : undefined;
    return played?.type === 'play' && played.control ? msg('hermit.try.control', { c }) : msg('hermit.try.too-low', { c });
  },
  /**
   * Every card of the deck is in a hand, a trick, a taken trick, the Cottage, the leftover or out of the
   * hand's play; hands differ by one card at most (everyone plays one card a turn, and all start tricks
   * together); and with two players, the Cottage holds its four cards and one from each player for every
   * time the table was cleared after the first tricks, and each clearing took at least one trick each.
   */
  unreachable(s) {
    const out: PositionProblem[] = [];
    const aside = BASIC_DECK.filter((c) => locate(s, c) === 'aside').length;
    if (aside > 0) out.push({ kind: 'left-out', text: `${aside} cards of the deck are set aside` });
    const sizes = s.hands.map((h) => h.length);
    if (Math.max(...sizes) - Math.min(...sizes) > 1)
      out.push({ kind: 'unreachable', text: `the hands hold ${sizes.join(', ')} cards, and they never differ by more than one` });
    if (s.options.players === 2 && aside === 0) {
      const added = s.cottage.length - COTTAGE_SIZE;
      const starts = s.firstStartDone ? added / 2 + 1 : 0;
      const cleared = s.phase === 'play' ? starts - 1 : starts;
      const taken = s.taken.reduce((n, t) => n + t.length, 0);
      if (added < 0 || added % 2 !== 0 || (!s.firstStartDone && added !== 0))
        out.push({ kind: 'unreachable', text: `the Cottage holds ${s.cottage.length} cards: its ${COTTAGE_SIZE}, and one from each player at each clearing` });
      else if (taken < 2 * cleared)
        out.push({ kind: 'unreachable', text: `the Cottage says the table was cleared ${cleared} times, and only ${taken} tricks were taken` });
    }
    return out;
  },
};

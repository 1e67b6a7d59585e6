/**
 * Thricewise's quick levels, Gentle and Normal (ai.ts), which a play page runs itself, and the worlds they
 * and Strong's search (./levels.ts) deal from the seat's view. No search here: the page loads this file,
 * not the search.
 */
import { shuffle, type Rng } from '../core/random';
import { BASIC_DECK, type CardId } from '../deck';
import { chooseMove } from './ai';
import { thricewise } from './index';
import type { ThricewiseState } from './state';
import type { ThricewiseView } from './view';
import { quickLevels } from '../core/quick-levels';

/**
 * A full state consistent with the view: other hands and the draw pile dealt from the unseen cards; a
 * player who has chosen this turn has chosen, of the cards dealt to them, the one the Normal player
 * would choose in their seat of this world (as the playouts assume every player does; a card at random
 * made ties of rank, and so deferrals, as likely as any other card, which they are not).
 */
export function determinise(v: ThricewiseView, rng: Rng): ThricewiseState {
  const seen = new Set<CardId>([...v.hand, ...v.grid.map((p) => p.card), ...v.deferred.flat(), ...v.placing.flatMap((p) => p.cards)]);
  const unseen = shuffle(
    BASIC_DECK.filter((c) => !seen.has(c)),
    rng,
  );
  let at = 0;
  const hands = v.handCounts.map((count, seat) => {
    if (seat === v.seat) return [...v.hand];
    const out = unseen.slice(at, at + count);
    at += count;
    return out;
  });
  const drawPile = unseen.slice(at, at + v.drawCount);
  const setAside = unseen.slice(at + v.drawCount);
  const world: ThricewiseState = {
    game: 'thricewise',
    options: v.options,
    hands,
    drawPile,
    grid: v.grid,
    deferred: v.deferred,
    chosen: v.hasChosen.map((_, seat) => (seat === v.seat ? v.myChoice : null)),
    placing: v.placing,
    phase: v.phase,
    scores: v.scores,
    scored: v.scored,
    turnNo: v.turnNo,
    setAside: v.phase === 'over' ? setAside : [],
  };
  if (!v.hasChosen.some((has, seat) => has && seat !== v.seat)) return world;
  const chosen = v.hasChosen.map((has, seat) => {
    if (seat === v.seat || !has) return world.chosen[seat] ?? null;
    const move = chooseMove(thricewise.view(world, seat), `world-${rng.int(1e9)}`);
    return move.type === 'choose' ? move.card : ((hands[seat] ?? [])[0] ?? null);
  });
  return { ...world, chosen };
}

export const thricewiseQuick = quickLevels({ module: thricewise, determinise }, chooseMove, 0.5);
export const computers = thricewiseQuick;

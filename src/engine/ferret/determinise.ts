/**
 * Ferret's cards a seat cannot see, dealt at random from the cards it has not seen: a full state whose
 * view for that seat is the view it was given. The computer (./ai.ts) and the hints (./explain.ts) use it.
 */
import { BASIC_DECK, type CardId } from '../deck';
import { shuffle, type Rng } from '../core';
import { other } from './rules';
import type { FerretState } from './state';
import { viewSeat, type FerretView } from './view';

/** A full state consistent with what the seat can see, the unseen cards dealt at random. */
export function determinise(v: FerretView, rng: Rng): FerretState {
  const me = viewSeat(v);
  const them = other(me);
  // The cards both saw go into the other hand are in it; the rest of it is dealt from the unseen cards.
  const known = v.shown[them];
  const seen = new Set<CardId>([
    ...v.hand,
    ...known,
    ...v.tableaux[0],
    ...v.tableaux[1],
    ...v.pool,
    ...v.sets.flatMap((s) => s.cards.map((c) => c.card)),
    ...v.layoffs.map((l) => l.card),
  ]);
  const unseen = shuffle(
    BASIC_DECK.filter((c) => !seen.has(c)),
    rng,
  );
  const dealt = v.handCounts[them] - known.length;
  const theirHand = [...known, ...unseen.slice(0, dealt)];
  const drawPile = unseen.slice(dealt, dealt + v.drawCount);
  const outOfGame = unseen.slice(dealt + v.drawCount);
  const hands: [CardId[], CardId[]] = [[], []];
  hands[me] = [...v.hand];
  hands[them] = theirHand;
  return {
    game: 'ferret',
    options: v.options,
    hands,
    shown: v.shown,
    tableaux: v.tableaux,
    pool: v.pool,
    drawPile,
    sets: v.sets,
    layoffs: v.layoffs,
    turn: v.turn,
    passes: v.passes,
    phase: v.phase,
    choice: v.choice,
    queue: [],
    end: v.end,
    outOfGame,
  };
}

/**
 * What a seat must not see, found by the game's own view function, for any game in the registry: no
 * field of a state is named here. Every view has the seat's own `hand`, and a game of several deals keeps
 * its scored ones in `results` (the contracts of src/engine/core/view.ts); the table's view (seat -1)
 * holds what every player sees.
 */
import type { AnyGameDefinition } from '../../src/engine/core';
import { isCardId, type CardId } from '../../src/engine/deck';

/** A card id as the engines write them; Jigger's copies of a card carry `#2`, `#3`… after the card. */
const baseOf = (x: string): string => x.split('#')[0] as string;
const isCard = (x: unknown): x is CardId => typeof x === 'string' && x.length <= 8 && isCardId(baseOf(x));

/** Every card id anywhere in a value (a state, a view, a screen). */
export function cardsIn(value: unknown, into = new Set<CardId>()): Set<CardId> {
  if (isCard(value)) into.add(value);
  else if (Array.isArray(value)) for (const v of value) cardsIn(v, into);
  else if (value !== null && typeof value === 'object') for (const v of Object.values(value)) cardsIn(v, into);
  return into;
}

/** The cards a view shows of the game now: past deals' results name cards since dealt again, so they are left out. */
export const cardsNow = (view: unknown): Set<CardId> => cardsIn({ ...(view as object), results: undefined });

const handOf = (view: unknown): readonly CardId[] => ((view as { hand?: readonly CardId[] }).hand ?? []).filter(isCard);

/**
 * The cards a seat may not see now: every other seat's hand, as that seat's own view gives it, but for
 * cards the table's view shows everyone (Ferret's cards ferreted into a hand face up); and every card
 * of the game that no seat's view and not the table's holds (the draw pile, the stock, the Cottage).
 */
export function hiddenFrom(def: AnyGameDefinition, state: unknown, seat: number): CardId[] {
  const m = def.module;
  const seats = m.view(state, -1).handCounts?.length ?? def.seats.max;
  const table = cardsNow(m.view(state, -1));
  const seen = new Set<CardId>(cardsIn(m.view(state, -1)));
  const secret = new Set<CardId>();
  for (let j = 0; j < seats; j++) {
    const v = m.view(state, j);
    cardsIn(v, seen);
    if (j !== seat) for (const c of handOf(v)) if (!table.has(c)) secret.add(c);
  }
  for (const c of cardsIn(state)) if (!seen.has(c)) secret.add(c);
  return [...secret];
}

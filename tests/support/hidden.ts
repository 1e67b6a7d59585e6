/** What a seat must not see in a state, for the tests that look for it in the seat's view (any game). */
import type { CardId } from '../../src/engine/deck';

/**
 * The cards a seat must not see: the other seats' hands and the draw pile or stock. A hand's `shown`
 * cards (Ferret: ferreted into it face up, seen by both players) are no secret, so they are left out;
 * tests/property/ferret.property.test.ts checks `shown` against the events each seat was told.
 */
export function hiddenFrom(state: Record<string, unknown>, seat: number): CardId[] {
  const hands = state.hands as readonly (readonly CardId[])[];
  const shown = (state.shown ?? []) as readonly (readonly CardId[])[];
  const pile = (state.drawPile ?? state.stock ?? []) as readonly CardId[];
  return [...hands.flatMap((h, other) => (other === seat ? [] : h.filter((c) => !shown[other]?.includes(c)))), ...pile];
}

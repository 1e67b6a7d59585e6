/** Thricewise's vocabulary as data: rule sections of its page, sizes. */
import type { RuleRef } from '../core';

export const RULES = {
  setup: { section: 'Setting up', anchor: 'setting-up' },
  choosing: { section: 'Choosing a card', anchor: 'choosing-a-card' },
  deferring: { section: 'Ties: deferred cards', anchor: 'ties-deferred-cards' },
  placing: { section: 'Placing a card', anchor: 'placing-a-card' },
  edge: { section: 'The edge: six by six', anchor: 'the-edge-six-by-six' },
  scoring: { section: 'Scoring three in a row', anchor: 'scoring-three-in-a-row' },
  drawing: { section: 'Drawing', anchor: 'drawing' },
  end: { section: 'The end of the game', anchor: 'the-end-of-the-game' },
  reading: { section: 'How this site reads the rules', anchor: 'how-this-site-reads-the-rules' },
} as const satisfies Record<string, RuleRef>;

export const HAND_SIZE = 3;
export const MAX_SPAN = 6;
/** The starting grid: rows × columns. */
export const START_GRID: Readonly<Record<number, readonly [number, number]>> = { 2: [2, 2], 3: [2, 3], 4: [2, 2], 5: [2, 3] };

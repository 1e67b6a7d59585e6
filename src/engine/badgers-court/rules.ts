/** Badger's Court's vocabulary as data: the sections of its rules page, sizes, targets. */
import type { RuleRef } from '../core';

export const RULES = {
  setup: { section: 'Dealing', anchor: 'dealing' },
  values: { section: 'What cards are worth', anchor: 'what-cards-are-worth' },
  turn: { section: 'Your turn', anchor: 'your-turn' },
  matching: { section: 'Matching', anchor: 'matching' },
  adding: { section: 'Adding', anchor: 'adding' },
  building: { section: 'Building', anchor: 'building' },
  locked: { section: 'Locked builds', anchor: 'locked-builds' },
  laying: { section: 'Laying a card', anchor: 'laying-a-card' },
  lastTake: { section: 'The end of a round', anchor: 'the-end-of-a-round' },
  scoring: { section: 'Scoring a round', anchor: 'scoring-a-round' },
  end: { section: 'Winning', anchor: 'winning' },
  extended: { section: 'The extended deck', anchor: 'the-extended-deck' },
  variants: { section: 'Variants', anchor: 'variants' },
  reading: { section: 'How this site reads the rules', anchor: 'how-this-site-reads-the-rules' },
} as const satisfies Record<string, RuleRef>;

/** Cards in each hand, and in the Court after the first deal (dealt one each in turn). */
export const HAND_SIZE = 4;
/** The game ends at the end of a round in which someone passes 17 (more than 17)… */
export const TARGET = 17;
/** …or, in the very traditional game, reaches 25. */
export const TRADITIONAL_TARGET = 25;

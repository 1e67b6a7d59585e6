/** Badger's Court's vocabulary as data: the sections of its rules page, sizes, targets. */
import { ruleKeys } from '../core/rule-keys';

export const RULES = ruleKeys('badgers-court', [
  'setup',
  'values',
  'turn',
  'matching',
  'adding',
  'building',
  'locked',
  'laying',
  'lastTake',
  'scoring',
  'end',
  'extended',
  'variants',
  'reading',
] as const);

/** Cards in each hand, and in the Court after the first deal (dealt one each in turn). */
export const HAND_SIZE = 4;
/** The game ends at the end of a round in which someone passes 17 (more than 17)… */
export const TARGET = 17;
/** …or, in the very traditional game, reaches 25. */
export const TRADITIONAL_TARGET = 25;

/** Badger's Court's vocabulary as data: the sections of its rules page, sizes, targets. */
import { ruleTable } from '../core/data';
import titles from './rules.json' with { type: 'json' };

export const RULES = ruleTable('badgers-court/rules.json', titles);

/** Cards in each hand, and in the Court after the first deal (dealt one each in turn). */
export const HAND_SIZE = 4;
/** The game ends at the end of a round in which someone passes 17 (more than 17)… */
export const TARGET = 17;
/** …or, in the very traditional game, reaches 25. */
export const TRADITIONAL_TARGET = 25;

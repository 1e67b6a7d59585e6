/** Ferret's vocabulary as data: the rule sections of its page, which moves exist, who is who. */
import { ruleKeys } from '../core/rule-keys';

export const RULES = ruleKeys('ferret', ['setup', 'turn', 'ferret', 'opponent', 'sets', 'layoffs', 'castle', 'wild', 'end', 'final', 'reading'] as const);

export type Seat = 0 | 1;
export const other = (p: Seat): Seat => (p === 0 ? 1 : 0);
export const HAND_SIZE = 5;
export const POOL_SIZE = 3;

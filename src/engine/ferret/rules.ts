/** Ferret's vocabulary as data: the rule sections of its page, which moves exist, who is who. */
import { ruleTable } from '../core/data';
import titles from './rules.json' with { type: 'json' };

export const RULES = ruleTable('ferret/rules.json', titles);

export type Seat = 0 | 1;
export const other = (p: Seat): Seat => (p === 0 ? 1 : 0);
export const HAND_SIZE = 5;
export const POOL_SIZE = 3;

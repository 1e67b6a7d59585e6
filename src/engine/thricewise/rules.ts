/** Thricewise's vocabulary as data: rule sections of its page, sizes. */
import { ruleTable } from '../core/data';
import titles from './rules.json' with { type: 'json' };

export const RULES = ruleTable('thricewise/rules.json', titles);

export const HAND_SIZE = 3;
export const MAX_SPAN = 6;
/** The starting grid: rows × columns. */
export const START_GRID: Readonly<Record<number, readonly [number, number]>> = { 2: [2, 2], 3: [2, 3], 4: [2, 2], 5: [2, 3] };

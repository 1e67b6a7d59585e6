/** Thricewise's vocabulary as data: rule sections of its page, sizes. */
import { ruleKeys } from '../core/rule-keys';

export const RULES = ruleKeys('thricewise', ['setup', 'choosing', 'deferring', 'placing', 'edge', 'scoring', 'drawing', 'end', 'reading'] as const);

export const HAND_SIZE = 3;
export const MAX_SPAN = 6;
/** The starting grid: rows × columns. */
export const START_GRID: Readonly<Record<number, readonly [number, number]>> = { 2: [2, 2], 3: [2, 3], 4: [2, 2], 5: [2, 3] };

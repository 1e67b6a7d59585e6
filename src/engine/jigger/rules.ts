/** Jigger's vocabulary as data: the rule sections of its page, the deal, the decks. */
import { ruleKeys } from '../core/rule-keys';

export const RULES = ruleKeys('jigger', ['setup', 'demand', 'jigger', 'excuse', 'end', 'handicap', 'staggered', 'books', 'reading'] as const);

export const HAND_SIZE = 5;
/** One deck for up to three players, and one more for every three players after that. */
export const decksFor = (players: number): number => Math.max(1, Math.ceil(players / 3));
/** The most players a position or a link may name (the play page seats 2 to 12). */
export const MAX_PLAYERS = 30;

/** Hermit's vocabulary as data: the rule sections of its page, deal sizes, scoring constants. */
import { ruleKeys } from '../core/rule-keys';
import type { CardId } from '../deck';

export const RULES = ruleKeys('hermit', [
  'deal',
  'starting',
  'playing',
  'control',
  'completing',
  'scoring',
  'five',
  'two',
  'pleasant',
  'houseParty',
  'reading',
] as const);

/** Cards dealt to each player, by player count. The 2-player game puts four in the Cottage first. */
export const HAND_SIZES: Readonly<Record<number, number>> = { 2: 16, 3: 12, 4: 9, 5: 7 };
export const COTTAGE_SIZE = 4;
export const TRICK_SIZE = 4;
/** In the 2-player game each player deals twice. */
export const TWO_PLAYER_HANDS = 4;

export const MOON_PERSONALITIES: readonly CardId[] = ['2MK', '6MW', '8MS', 'CM'];
export const SUN_PERSONALITIES: readonly CardId[] = ['3SK', '6SY', '8MS', 'CS'];

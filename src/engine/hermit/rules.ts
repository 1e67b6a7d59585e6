/** Hermit's vocabulary as data: the rule sections of its page, deal sizes, scoring constants. */
import type { RuleRef } from '../core';
import type { CardId } from '../deck';

export const RULES = {
  deal: { section: 'Dealing', anchor: 'dealing' },
  starting: { section: 'Starting tricks', anchor: 'starting-tricks' },
  playing: { section: 'Playing a card', anchor: 'playing-a-card' },
  control: { section: 'Controlling a trick', anchor: 'controlling-a-trick' },
  completing: { section: 'Completing a trick', anchor: 'completing-a-trick' },
  scoring: { section: 'Scoring a hand', anchor: 'scoring-a-hand' },
  five: { section: 'Hermit for five', anchor: 'hermit-for-five' },
  two: { section: 'Hermit for two: the Cottage', anchor: 'hermit-for-two-the-cottage' },
  pleasant: { section: 'Pleasant Company', anchor: 'pleasant-company' },
  houseParty: { section: 'House Party', anchor: 'house-party' },
  reading: { section: 'How this site reads the rules', anchor: 'how-this-site-reads-the-rules' },
} as const satisfies Record<string, RuleRef>;

/** Cards dealt to each player, by player count. The 2-player game puts four in the Cottage first. */
export const HAND_SIZES: Readonly<Record<number, number>> = { 2: 16, 3: 12, 4: 9, 5: 7 };
export const COTTAGE_SIZE = 4;
export const TRICK_SIZE = 4;
/** In the 2-player game each player deals twice. */
export const TWO_PLAYER_HANDS = 4;

export const MOON_PERSONALITIES: readonly CardId[] = ['2MK', '6MW', '8MS', 'CM'];
export const SUN_PERSONALITIES: readonly CardId[] = ['3SK', '6SY', '8MS', 'CS'];

/** Ferret's vocabulary as data: the rule sections of its page, which moves exist, who is who. */
import type { RuleRef } from '../core';

export const RULES = {
  setup: { section: 'Setting up', anchor: 'setting-up' },
  turn: { section: 'Your turn: play a card or pass', anchor: 'your-turn-play-a-card-or-pass' },
  ferret: { section: 'How to ferret', anchor: 'how-to-ferret' },
  opponent: { section: "Ferreting from your opponent’s tableau", anchor: 'ferreting-from-your-opponents-tableau' },
  sets: { section: 'Sets', anchor: 'sets' },
  layoffs: { section: 'Layoffs', anchor: 'layoffs' },
  castle: { section: 'Completing your own set beats a layoff', anchor: 'completing-your-own-set-beats-a-layoff' },
  wild: { section: 'Aces and Crowns', anchor: 'aces-and-crowns' },
  end: { section: 'The end of the game', anchor: 'the-end-of-the-game' },
  final: { section: 'Final scoring', anchor: 'final-scoring' },
  reading: { section: 'How this site reads the rules', anchor: 'how-this-site-reads-the-rules' },
} as const satisfies Record<string, RuleRef>;

export type Seat = 0 | 1;
export const other = (p: Seat): Seat => (p === 0 ? 1 : 0);
export const HAND_SIZE = 5;
export const POOL_SIZE = 3;

/** Hermit's plain facts, for lists of games (no engine code: see ../catalog.ts). */
import type { GameMeta } from '../catalog';

export const meta = {
  id: 'hermit',
  title: 'Hermit',
  designer: 'P.D. Magnus',
  licence: 'Hermit is by P.D. Magnus; the original rules are published under CC BY-NC-SA 3.0.',
  noun: 'match',
  seats: { min: 2, max: 5, default: 4 },
  print: { pages: 1, suitPairs: false },
  blurb: 'for 2 to 5 players, by P.D. Magnus: a trick game where several tricks are open at once and you try not to take the personalities.',
  playLink: 'Play a match',
  playWith: 'with any mix of people and computer players.',
  teach: { order: 2, players: '2 to 5', time: '10 minutes a hand; 40 or more for a match', teaches: 'following suit, comparing numbers, tricks' },
} as const satisfies GameMeta;

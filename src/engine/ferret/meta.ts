/** Ferret's plain facts, for lists of games (no engine code: see ../catalog.ts). */
import type { GameMeta } from '../catalog';

export const meta = {
  id: 'ferret',
  title: 'Ferret',
  designer: 'Greg James',
  licence: 'Ferret is by Greg James; the original rules are published under CC BY-NC-SA 3.0.',
  noun: 'game',
  seats: { min: 2, max: 2, default: 2 },
  print: { pages: 2, suitPairs: true },
  blurb: 'for two players, by Greg James: ferret cards out of the pool with cards of opposed suits, and build runs of three.',
  playLink: 'Play it',
  playWith: 'against the computer or a friend at this screen.',
  teach: { order: 3, players: '2', time: '15 to 20 minutes', teaches: 'runs and sets, opposed suits, planning a few turns ahead' },
} as const satisfies GameMeta;

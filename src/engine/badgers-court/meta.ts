/** Badger's Court's plain facts, for lists of games (no engine code: see ../catalog.ts). */
import type { GameMeta } from '../catalog';

export const meta = {
  id: 'badgers-court',
  title: 'Badger’s Court',
  designer: 'evanievan',
  licence: 'Badger’s Court is by evanievan; the original rules are published under CC BY-NC-SA 3.0.',
  noun: 'game',
  seats: { min: 2, max: 2, default: 2 },
  print: { pages: 2, suitPairs: false },
  blurb: 'for two players, by evanievan: a Casino game of matching, adding and building stacks to win the Court’s Crowns, Aces and personalities.',
  playLink: 'Play it',
  playWith: 'against the computer or a friend.',
  teach: { order: 4, players: '2', time: '10 minutes a round; 40 or more for a game', teaches: 'adding up to ten, and planning a build for the next turn' },
  summary: {
    goal: 'Capture the most Crowns, Aces and personalities from the Court, round after round.',
    turn: 'Play one card from your hand: take the Court cards of its rank, or cards that add up to it, or build a stack you can take on your next turn. If you cannot or will not, lay it in the Court.',
    end: 'A round ends when every card is dealt and played; the last to take gets what is left. The most Crowns scores 1, the most Aces 2, the most personalities 3. The first to pass 17 at the end of a round wins.',
  },
} as const satisfies GameMeta;

/** Thricewise's plain facts, for lists of games (no engine code: see ../catalog.ts). */
import type { GameMeta } from '../catalog';

export const meta = {
  id: 'thricewise',
  title: 'Thricewise',
  // The rules text does not name its designer.
  designer: '',
  licence: 'The Thricewise rules text does not name its designer; the original rules are published under CC BY-NC-SA 3.0.',
  noun: 'game',
  seats: { min: 2, max: 5, default: 3 },
  print: { pages: 2, suitPairs: false },
  blurb: 'for 2 to 5 players: choose a card in secret each turn, place it on a shared grid, and score three in a row.',
  playLink: 'Play it',
  playWith: 'with people or the computer.',
  teach: { order: 3, players: '2 to 5', time: '15 to 20 minutes', teaches: 'three in a row, ranks in order, choosing at the same time as others' },
  summary: {
    goal: 'Score the most points by making three in a row on one shared grid of cards.',
    turn: 'Everyone chooses a card in secret. The cards are turned up and placed next to the grid, lowest rank first. Three in a line that share a suit, share a rank or run in order score the lowest number among them. Then everyone draws.',
    end: 'When the draw pile is empty, play on until the hands are empty. The most points wins.',
  },
} as const satisfies GameMeta;

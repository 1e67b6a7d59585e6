/** Jigger's plain facts, for lists of games (no engine code: see ../catalog.ts). */
import type { GameMeta } from '../catalog';

export const meta = {
  id: 'jigger',
  title: 'Jigger',
  designer: 'Greg James',
  licence: 'Jigger is by Greg James; the original rules are published under CC BY-NC-SA 3.0.',
  noun: 'game',
  // The engine plays any number from 2; the play page offers up to twelve seats.
  seats: { min: 2, max: 12, default: 3 },
  print: { pages: 1, suitPairs: false },
  blurb: 'for two players or a room full, by Greg James: the Decktet’s Go Fish, written to be read to a child.',
  playLink: 'Play it',
  playWith: 'with up to twelve seats.',
  teach: { order: 1, players: '2 or more', time: '10 to 15 minutes', teaches: 'the six suits and their colours; asking and giving; counting cards' },
  summary: {
    goal: 'Have the most cards in your take at the end.',
    turn: 'Say “I demand…” and name a suit. Everyone gives you all their cards of that suit. Anyone who has none calls “Jigger!”, draws cards until one of that suit turns up, and gives you that one.',
    end: 'The game ends when the draw pile runs out while someone is fishing. The most cards in the take wins.',
  },
} as const satisfies GameMeta;

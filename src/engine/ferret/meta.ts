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
  summary: {
    goal: 'Score the most cards, in sets: three cards in rank order that share a suit.',
    turn: 'Play a card from your hand onto a card in the pool (or in the other tableau). If your card has a suit opposed to the target’s, the target goes into your tableau and you draw a card; if not, it goes into your hand. You may pass instead.',
    end: 'The game ends when the last card is drawn, or when both players pass in a row. Hands then go into the tableaux to make last sets, and the most cards scored wins.',
  },
} as const satisfies GameMeta;

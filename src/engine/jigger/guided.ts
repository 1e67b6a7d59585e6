/**
 * Jigger's guided first game: two players, a draw pile of five, four demands for the reader, and the
 * game's end when the pile runs out during fishing. Replayed by tests/unit/guided.test.ts.
 */
import type { GuidedGame } from '../core';
import { RULES } from './rules';

export const JIGGER_GUIDED: GuidedGame = {
  players: 2,
  seat: 0,
  position: {
    players: 2,
    options: { first: 0 },
    hands: [
      ['3MW', '6MW', '9WY', '4YK', 'AS'],
      ['8WL', '5SW', '2MK', '7SK', 'CL'],
    ],
    drawPile: ['6LK', '2SY', '7ML', 'CM', '3LY'],
    turn: 0,
  },
  steps: [
    {
      move: 'waves',
      say: 'On your turn you demand a suit, and Buck must give you every card of that suit in hand, for your take. Demand Waves, the blue suit.',
      rule: RULES.demand,
      because: 'You may demand any suit. The coach asks for Waves this time, to show a demand paying off.',
      expect: { zones: { '8WL': 'take:0', '5SW': 'take:0' } },
    },
    { move: 'wyrms' },
    {
      move: 'wyrms',
      say: 'Buck demanded Wyrms and took your two. Now demand Wyrms yourself. Whoever has none of a demanded suit calls “Jigger!” and draws from the pile until a card of that suit turns up, then gives it.',
      rule: RULES.jigger,
      because: 'That is allowed, but the coach asks for Wyrms, to show “Jigger!”.',
      expect: { zones: { '2SY': 'take:0', '6LK': 'hand:1' } },
    },
    { move: 'moons' },
    {
      move: 'knots',
      say: 'Takes lie face up, so you can count them: whoever has the most cards in their take at the end wins. Demand Knots, the yellow suit.',
      because: 'That is allowed, but Knots will fill your take best now.',
      expect: { zones: { '2MK': 'take:0', '7SK': 'take:0', '6LK': 'take:0' } },
    },
    { move: 'wyrms' },
    {
      move: 'suns',
      say: 'The draw pile is empty. Demand Suns: if Buck has none, Buck must fish, finds no card, and the game ends at once.',
      rule: RULES.end,
      because: 'That is allowed, but Suns ends the game while you lead.',
    },
  ],
  end: {
    say: 'The pile ran out while Buck was fishing, so the game is over. Your take holds 6 cards: the Mill and the Discovery (Waves), the Desert (Wyrms), and the Author, the Castle and the Market (Knots). Buck’s holds 5. The most cards wins: you win!',
    rule: RULES.end,
    expect: { scores: [6, 5] },
  },
};

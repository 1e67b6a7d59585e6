/**
 * Jigger's guided first game: two players, a draw pile of five, five demands for the reader, the Excuse
 * given instead of fishing, and the game's end when the pile runs out during fishing, in a tie on cards
 * that the Excuse breaks. Replayed by tests/unit/guided.test.ts.
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
      ['8WL', '5SW', '2MK', '7SK', '6LK'],
    ],
    drawPile: ['X', '2SY', '7ML', 'CM', '3LY'],
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
      say:
        'Buck demanded Wyrms and took your two. Now demand Wyrms yourself. Whoever has none of a ' +
        'demanded suit calls “Jigger!” and draws from the pile until a card of that suit turns up, then gives it.',
      rule: RULES.jigger,
      because: 'That is allowed, but the coach asks for Wyrms, to show “Jigger!”.',
      expect: { zones: { '2SY': 'take:0', X: 'hand:1' } },
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
      say:
        'You fished up the last card, so play goes on. Buck has one card left. Demand Suns. A ' +
        'player with none of the demanded suit who holds the Excuse, the card with no suit, must ' +
        'give it instead of fishing.',
      rule: RULES.excuse,
      because: 'That is allowed, but the coach asks for Suns, to show the Excuse.',
      expect: { zones: { X: 'take:0' }, facts: { 'hand:1': '0' } },
    },
    { move: 'moons' },
    {
      move: 'suns',
      say:
        'Buck took your two Moons: 7 cards each. Buck has no cards left and the pile is empty, so ' +
        'whatever you demand, Buck must fish, finds nothing, and the game ends at once. Demand Suns (or any suit).',
      rule: RULES.end,
      also: ['moons', 'waves', 'leaves', 'wyrms', 'knots'],
    },
  ],
  end: {
    say:
      'The pile ran out while Buck was fishing, so the game is over. Your take and Buck’s hold 7 ' +
      'cards each, a tie. A tie goes to whoever took the Excuse, and it is in your take: you win!',
    rule: RULES.excuse,
    expect: { scores: [7, 7], facts: { winners: '0' } },
  },
};

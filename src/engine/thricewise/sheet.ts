/**
 * Thricewise's printable rules sheet, in our own words: the rules cut down to one page, with pictured
 * steps from the game's scripted examples. Its title, page count and suit pairs come from meta.ts.
 */
import type { GameSheet } from '../../print/sheets';

export const sheet: GameSheet = {
  byline: 'A game for 2 to 5 players · about 20 minutes',
  intro: 'Everyone builds one grid of cards. Score by making three in a row: three cards in a line that share a suit, share a rank, or run in order.',
  sections: [
    { heading: 'Setting up', text: 'Use the 36 basic cards. Deal three each. Start the grid with 2 by 2 cards (2 or 4 players) or 2 by 3 (3 or 5 players).' },
    {
      heading: 'A turn',
      points: [
        'Everyone chooses a card in secret; they are turned up together and placed in rank order, lowest first.',
        'Cards of the same rank chosen by two or more players wait, face up, until their players’ next turn.',
        'Place a card next to any card in the grid, also corner to corner. The grid is never more than six wide or six tall.',
        'Then everyone draws one card.',
      ],
    },
    { heading: 'Scoring', text: 'Each new line of three scores the rank of its lowest number card: a shared suit (once per suit), the same rank, or ranks in order along the line. Aces and Crowns do not lower the score.' },
  ],
  suitKey: true,
  pictures: [
    { example: 'ace-two-three', step: 3 },
    { example: 'thirteen-points', step: 3 },
  ],
};

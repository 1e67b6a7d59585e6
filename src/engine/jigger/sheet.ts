/**
 * Jigger's printable rules sheet, in our own words: the rules cut down to one page, with pictured
 * steps from the game's scripted examples. Its title, page count and suit pairs come from meta.ts.
 */
import type { GameSheet } from '../../print/sheets';

export const sheet: GameSheet = {
  byline: 'A game for 2 or more players by Greg James · about 10 minutes',
  intro: 'The Decktet’s Go Fish, for young children. Ask for a suit, and the others give you their cards with it.',
  sections: [
    { heading: 'Getting ready', text: 'Use all 45 cards (add a deck for every three more players after three). Deal five each; the rest is the draw pile. The youngest starts.' },
    {
      heading: 'Your turn',
      points: [
        'Say “I demand…” and a suit, or its colour. Everyone else gives you every card they have with that suit: put them face up in your take.',
        'A player with none shouts “Jigger!” and fishes from the draw pile until they find one to give you. They keep the others.',
        'A player with the Excuse and none of the suit must give the Excuse instead of fishing.',
      ],
    },
    { heading: 'The end', text: 'The game ends when someone must fish and the pile is empty. The biggest take wins; a tie goes to the Excuse, then to more cards in hand.' },
  ],
  suitKey: true,
  pictures: [
    { example: 'everyone-answers', step: 1 },
  ],
};

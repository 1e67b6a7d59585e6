/**
 * Badger’s Court's printable rules sheet, in our own words: the rules cut down to one page, with pictured
 * steps from the game's scripted examples. Its title, page count and suit pairs come from meta.ts.
 */
import type { GameSheet } from '../../print/sheets';

export const sheet: GameSheet = {
  byline: 'A game for 2 players by evanievan · about 10 minutes a round',
  intro: 'Like Casino: capture cards from the Court by matching, adding and building, to win the most Crowns, Aces and personalities.',
  sections: [
    { heading: 'Dealing', text: 'Use the 36 basic cards. Deal one to the other player, one to yourself and one face up to the Court, until there are four in each hand and four in the Court. When both hands are empty, deal four more each (none to the Court): four deals a round.' },
    {
      heading: 'Your turn: play one card',
      points: [
        'Match: take every Court card and build of the same rank.',
        'Add: take Court cards that add up to your card (Ace 1, Crown 10), in as many groups as you like.',
        'Build: put your card on Court cards to make the value of another card you hold, and say “building nines”. Keep that card: only a 9 can take the build. Your opponent may take it, or raise it to another number they hold; a build holding two groups of its number is locked.',
        'Or lay the card in the Court.',
      ],
    },
    { heading: 'The end of a round', text: 'The last player to take cards takes what is left. Most Crowns 1, most Aces 2, most personalities 3; a tie scores nothing; all of a kind doubles it; all three kinds, 1 more. Switch dealers. Play until someone has more than 17 at the end of a round.' },
  ],
  suitKey: false,
  pictures: [
    { example: 'two-sixes', step: 1 },
    { example: 'adding-to-eight', step: 1 },
    { example: 'building-nines', step: 1 },
  ],
};

/**
 * Hermit's printable rules sheet, in our own words: the rules cut down to one page, with pictured
 * steps from the game's scripted examples. Its title, page count and suit pairs come from meta.ts.
 */
import type { GameSheet } from '../../print/sheets';

export const sheet: GameSheet = {
  byline: 'A trick game for 2 to 5 players by P.D. Magnus · about 30 minutes a hand',
  intro: 'Play cards into tricks, and try not to take the tricks with personalities in them. Several tricks are open at once. Lowest score wins.',
  sections: [
    { heading: 'Dealing', text: 'Use the 36 basic cards and deal them all: 12 each with three players, 9 with four. The player on the dealer’s left plays first.' },
    {
      heading: 'Tricks',
      points: [
        'When no trick is on the table, everyone chooses a card in secret; they are turned up together, and each starts a trick in front of its player.',
        'On your turn, play a card that shares a suit with the last card of a trick. If you cannot follow any trick, start a new one in front of you.',
        'The highest card controls a trick (a tie takes control too): move the trick in front of you. Aces are low; a Crown counts for nothing in a trick that holds the Ace of its suit.',
        'The fourth card finishes a trick: the player in control takes it.',
      ],
    },
    {
      heading: 'Scoring',
      text: 'When all cards are played, unfinished tricks are set aside. Each personality you took scores its rank (Crowns 10). Play until someone reaches 66; the lowest total wins.',
    },
    {
      heading: 'Two and five players',
      points: ['Two players: four cards go face down to the Cottage, which the player who took fewer tricks scores at the end; after each clear table, each adds a card to it in secret.', 'Five players: the leftover card starts a trick that is no one’s until someone controls it.'],
    },
  ],
  suitKey: true,
  pictures: [{ example: 'follow-the-last-card', step: 1 }],
};

/**
 * The printable rules sheets: each game's rules cut down to one or two pages, in our own words, with a
 * few pictured example steps taken from the game's scripted examples (so the pictures match the engine).
 * `pages` is the most pages the sheet may print on, on A4 or Letter; a browser test holds it to that.
 */
export interface SheetSection {
  readonly heading: string;
  readonly text?: string;
  readonly points?: readonly string[];
}

export interface SheetPicture {
  readonly example: string;
  /** 1-based step whose highlighted cards and caption are pictured; 0 for the set-up and its intro. */
  readonly step: number;
}

export interface Sheet {
  readonly id: string;
  readonly title: string;
  readonly byline: string;
  readonly page: string;
  readonly pages: 1 | 2;
  readonly intro: string;
  readonly sections: readonly SheetSection[];
  readonly pictures: readonly SheetPicture[];
  /** Show the three pairs of suits that never share a card. */
  readonly suitPairs: boolean;
}

export const SHEETS: readonly Sheet[] = [
  {
    id: 'deck',
    title: 'The Decktet',
    byline: 'The deck by P.D. Magnus',
    page: '/deck/',
    pages: 1,
    intro: 'The Decktet is a deck of cards with six suits. Most cards have two suits, and every card also has a name and a picture.',
    sections: [
      { heading: 'The six suits', text: 'Moons (grey), Suns (orange), Waves (blue), Leaves (brown), Wyrms (green) and Knots (yellow). Each suit has its own shape, so colour is never needed to tell them apart.' },
      {
        heading: 'The basic deck: 36 cards',
        points: [
          'Six Aces (rank 1), one for each suit, with one suit each.',
          'Ranks 2 to 9: three cards of each rank, each with two suits. The three cards of a rank cover all six suits once.',
          'Six Crowns, the highest rank, one for each suit, with one suit each.',
        ],
      },
      {
        heading: 'The extended deck: 45 cards',
        points: ['Four Pawns and four Courts, ranked between 9 and the Crown, each with three suits.', 'The Excuse, with no rank and no suit.'],
      },
      {
        heading: 'Kinds of card',
        text: 'Every card except the Aces and the Excuse is a personality (a person, such as the Sailor), a location (such as the Mountain) or an event (such as the Journey). Three cards are both a location and an event.',
      },
      { heading: 'Suits that never meet', text: 'No card in the basic deck has both suits of these pairs. Several games are built on this.' },
    ],
    pictures: [],
    suitPairs: true,
  },
  {
    id: 'ferret',
    title: 'Ferret',
    byline: 'A game for 2 players by Greg James · about 20 minutes',
    page: '/games/ferret/',
    pages: 2,
    intro: 'Play a card to ferret out a card on the table. The suits decide where the card you win goes: into your hand, or into your tableau, where it can score in sets.',
    sections: [
      { heading: 'Setting up', text: 'Use the 36 basic cards. Deal five each. Turn three face up between you: the pool. The rest is the draw pile. The player who did not deal goes first.' },
      {
        heading: 'Your turn',
        points: [
          'Play a card from your hand onto a card in the pool or in your opponent’s tableau, or pass. Your card takes the target’s place.',
          'If your card has a suit opposed to one of the target’s (see the pairs below), the target goes into your tableau; then draw a card.',
          'If not, the target goes into your hand, and you do not draw.',
        ],
      },
      {
        heading: 'Sets and layoffs',
        points: [
          'Three cards of one suit in rank order in your tableau are a set: it scores at once and is put aside, face up.',
          'A card in either tableau that continues a set at either end is laid off on it at once, and scores for the player it came from.',
          'Aces are 1 and Crowns 10; in a set they may also stand in for a missing card of their suit, but a set never wraps from Crown to Ace.',
        ],
      },
      {
        heading: 'The end',
        text: 'The game ends when the last card is drawn, or when both players pass in a row. Each player then adds their hand to their tableau and scores what sets and layoffs they can. Most cards scored wins.',
      },
    ],
    pictures: [
      { example: 'penitent-ferrets-lunatic', step: 1 },
      { example: 'sets-and-forced-layoffs', step: 1 },
    ],
    suitPairs: true,
  },
  {
    id: 'hermit',
    title: 'Hermit',
    byline: 'A trick game for 2 to 5 players by P.D. Magnus · about 30 minutes a hand',
    page: '/games/hermit/',
    pages: 1,
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
    pictures: [
      { example: 'buck-maris-jane', step: 1 },
      { example: 'follow-the-last-card', step: 1 },
    ],
    suitPairs: true,
  },
  {
    id: 'thricewise',
    title: 'Thricewise',
    byline: 'A game for 2 to 5 players · about 20 minutes',
    page: '/games/thricewise/',
    pages: 1,
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
    pictures: [{ example: 'thirteen-points', step: 3 }],
    suitPairs: true,
  },
  {
    id: 'jigger',
    title: 'Jigger',
    byline: 'A game for 2 or more players by Greg James · about 10 minutes',
    page: '/games/jigger/',
    pages: 1,
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
    pictures: [{ example: 'everyone-answers', step: 1 }],
    suitPairs: true,
  },
  {
    id: 'badgers-court',
    title: 'Badger’s Court',
    byline: 'A game for 2 players by evanievan · about 10 minutes a round',
    page: '/games/badgers-court/',
    pages: 1,
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
    pictures: [
      { example: 'adding-to-eight', step: 1 },
      { example: 'building-nines', step: 1 },
    ],
    suitPairs: true,
  },
];

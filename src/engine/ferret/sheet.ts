/**
 * Ferret's printable rules sheet, in our own words: the rules cut down to two pages, with pictured
 * steps from the game's scripted examples. Its title, page count and suit pairs come from meta.ts.
 */
import type { GameSheet } from '../../print/sheets';

export const sheet: GameSheet = {
  byline: 'A game for 2 players by Greg James · about 20 minutes',
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
  suitKey: true,
  pictures: [
    { example: 'penitent-ferrets-lunatic', step: 1 },
    { example: 'sets-and-forced-layoffs', step: 1 },
  ],
};

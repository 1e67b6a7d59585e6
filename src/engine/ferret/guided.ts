/**
 * Ferret's guided first game: a short deal (a draw pile of four, so the game ends after four draws),
 * three moves for the reader, and the final scoring. Replayed by tests/unit/guided.test.ts.
 */
import type { GuidedGame } from '../core';
import { RULES } from './rules';

export const FERRET_GUIDED: GuidedGame = {
  players: 2,
  seat: 0,
  position: {
    hands: [
      ['6SY', '3LY', '9WY', '4MS', '2MK'],
      ['7SK', '8MS', '9LK', '2SY', 'CW'],
    ],
    pool: ['6MW', '7ML', '5YK'],
    drawPile: ['3SK', '5SW', '4YK', '8WL'],
    rest: 'out',
    turn: 0,
  },
  steps: [
    {
      move: '6SY>6MW',
      say: 'Win a card by playing a card onto it. Play the Penitent on the Lunatic: Wyrms oppose Moons, so the Lunatic goes to your tableau and you draw a card.',
      rule: RULES.ferret,
      mark: ['6SY', '6MW'],
      because: 'That move is allowed, but the coach wants the Lunatic in your tableau: it starts a run of Moons.',
      expect: { zones: { '6MW': 'tableau:0', '6SY': 'pool', '3SK': 'hand:0' } },
    },
    { move: '8MS>5YK' },
    {
      move: '3LY>7ML',
      say: 'Cards in your tableau score as sets: three in a row that share a suit. Your Lunatic is a 6 of Moons. Play the Savage (Wyrms again) on the Chance Meeting, a 7 of Moons.',
      rule: RULES.sets,
      mark: ['3LY', '7ML'],
      because: 'That move is allowed, but the Chance Meeting is the 7 of Moons your Lunatic needs.',
      expect: { zones: { '7ML': 'tableau:0' } },
    },
    { move: 'CW>6SY' },
    {
      move: '9WY>8MS',
      say: 'Buck played the Sea on the Penitent: no suits opposed, so the Penitent went into Buck’s hand, with no draw. Buck left the Diplomat, an 8 of Moons. Take it with the Darkness’s Wyrms: 6, 7, 8 of Moons is a set. Your draw is the last card, which ends the game.',
      rule: RULES.end,
      mark: ['9WY', '8MS'],
      because: 'That move is allowed, but the Diplomat completes your set of Moons.',
      expect: { scores: [7, 4] },
    },
  ],
  end: {
    say: 'The game is over. Each hand went into its tableau to make more sets: your Author, Painter and Battle are 2, 3, 4 of Knots, and your Mountain was laid off as a 4 on Buck’s set of Suns. With your Moons, that is 7 cards to Buck’s 4: you win!',
    rule: RULES.final,
    expect: { scores: [7, 4] },
  },
};

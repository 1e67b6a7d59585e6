/**
 * Thricewise's guided first game: two players, three cards each and no draw pile, so three turns of
 * choosing in secret and placing; on the second turn both choose a 6, a tie, and both cards wait
 * (deferred) until the third. Replayed by tests/unit/guided.test.ts.
 */
import type { GuidedGame } from '../core';
import { RULES } from './rules';

export const THRICEWISE_GUIDED: GuidedGame = {
  players: 2,
  seat: 0,
  position: {
    players: 2,
    hands: [
      ['6MW', '9WY', '4YK'],
      ['2SY', '8WL', '6LK'],
    ],
    grid: [
      ['5SW', 0, 0],
      ['7WY', 0, 1],
      ['3LY', 1, 0],
      ['8MS', 1, 1],
    ],
  },
  steps: [
    {
      move: 'choose:0:9WY',
      say: 'Each turn you both choose a card in secret. Then they are turned up and placed, lowest rank first. Choose the Darkness, a 9.',
      rule: RULES.choosing,
      mark: ['9WY'],
      because: 'That card is yours to choose, but the coach has a place in mind for the Darkness.',
    },
    { move: 'choose:1:8WL' },
    { move: '8WL@0,-1' },
    {
      move: '9WY@2,1',
      say:
        'Buck’s 8 went first and scored: the Mill, the Discovery and the Cave in a row share Waves, ' +
        'a flush worth the lowest rank, 5. Place your Darkness below the Diplomat: 7, 8, 9 in a ' +
        'line is a straight, worth 7.',
      rule: RULES.scoring,
      mark: ['7WY', '8MS'],
      because: 'That space is allowed, but below the Diplomat your 9 makes a straight.',
      expect: { scores: [7, 5] },
    },
    {
      move: 'choose:0:6MW',
      say: 'After each turn everyone draws a card, but this short game has no draw pile: it ends when the hands are empty. Choose the Lunatic, a 6.',
      rule: RULES.drawing,
      mark: ['6MW'],
      because: 'That card is yours to choose, but the coach wants the Lunatic now.',
    },
    { move: 'choose:1:6LK' },
    {
      move: 'choose:0:4YK',
      say:
        'Buck chose a 6 too. Cards of the same rank tie: both are deferred and wait face up, to be ' +
        'placed with their player’s next card. Choose your last card, the Battle.',
      rule: RULES.deferring,
      mark: ['4YK'],
      expect: { zones: { '6MW': 'deferred:0', '6LK': 'deferred:1' } },
    },
    { move: 'choose:1:2SY' },
    { move: '2SY@-1,-1' },
    { move: '6LK@2,0' },
    {
      move: '6MW@-1,1',
      say:
        'Buck’s 2 went first, with his deferred Market. Now you place your Battle and your deferred ' +
        'Lunatic. A card goes next to any card, even corner to corner: place the Lunatic first, ' +
        'above the Cave, where 6, 7, 8 is another straight.',
      rule: RULES.placing,
      mark: ['6MW', '7WY'],
      because: 'That is allowed, but the coach wants the Lunatic first, above the Cave: there it makes a straight, and the Battle’s straight needs it.',
      expect: { scores: [13, 7] },
    },
    {
      move: '4YK@1,-1',
      say: 'Place the Battle to the left of the Savage: with the Discovery and the Lunatic it makes 4, 5, 6 on a slant, a straight worth 4.',
      mark: ['4YK', '5SW', '6MW'],
      because: 'That space is allowed, but left of the Savage your 4 makes a straight.',
    },
  ],
  end: {
    say:
      'Both hands are empty: the game is over. Your Darkness, Lunatic and Battle each made a ' +
      'straight, 7 + 6 + 4 = 17 points. Buck made two flushes, 5 + 2 = 7. You win! (Equal top ' +
      'scores would share the win.)',
    rule: RULES.scoring,
    expect: { scores: [17, 7] },
  },
};

/**
 * Badger's Court's guided first game: the last deal of a round, four cards each, so the round is
 * scored and the game ends. The reader matches, adds, builds Crowns and takes the build.
 * Replayed by tests/unit/guided.test.ts.
 */
import type { GuidedGame } from '../core';
import { RULES } from './rules';

export const BADGERS_COURT_GUIDED: GuidedGame = {
  players: 2,
  seat: 0,
  position: {
    hands: [
      ['6SY', '7WY', 'AL', 'CS'],
      ['9WY', '4MS', '3MW', '8WL'],
    ],
    court: ['6MW', '2MK', '5YK', 'AW'],
    stock: [],
    dealer: 1,
    turn: 0,
    scores: [10, 14],
  },
  steps: [
    {
      move: '6SY x 6MW',
      say:
        'This is the last deal of a round. You have 10 points, Buck 14; the game ends after a round ' +
        'in which someone passes 17. Take cards from the Court by matching rank: play your ' +
        'Penitent, a 6, to take the Lunatic, a 6.',
      rule: RULES.matching,
      mark: ['6SY', '6MW'],
      because: 'That is allowed, but the coach wants the Lunatic: it is a personality, and personalities score.',
      expect: { zones: { '6MW': 'pile:0', '6SY': 'pile:0' } },
    },
    { move: '9WY' },
    {
      move: '7WY x 2MK 5YK',
      say: 'You can also take cards that add up to your card. Play the Cave, a 7, to take the Author and the Soldier: 2 + 5 = 7.',
      rule: RULES.adding,
      mark: ['7WY', '2MK', '5YK'],
      because: 'That is allowed, but the Author and the Soldier are both personalities.',
    },
    { move: '4MS' },
    {
      move: 'AL bC 9WY',
      say:
        'Aces count 1 and Crowns 10. Build: play your Ace of Leaves on Buck’s Darkness, a 9, to ' +
        'make 10, and choose “Build Crowns”. You keep your Bard, a Crown, to take the build next ' +
        'turn; Buck could take it first, but only with a Crown.',
      rule: RULES.building,
      mark: ['AL', '9WY'],
      because: 'That is allowed, but the coach wants you to build Crowns: your Bard can take the build next turn.',
      expect: { facts: { 'build:9WY': 'C:0:open' } },
    },
    { move: '3MW' },
    {
      move: 'CS x 9WY',
      say: 'Buck had no Crown to take your build. Take it with your Bard. The last to take in a round also gets whatever is left in the Court.',
      rule: RULES.lastTake,
      mark: ['CS', 'AL', '9WY'],
      because: 'That is allowed, but your Bard takes the build, and taking makes you the last to take.',
      expect: { zones: { AL: 'pile:0', '9WY': 'pile:0', CS: 'pile:0' } },
    },
    { move: '8WL' },
  ],
  end: {
    say:
      'The round is scored. You took the most Crowns (1 point), Aces (2) and personalities (3), ' +
      'and Buck took none of them, which doubles each: 2 + 4 + 6, and 1 more for winning all ' +
      'three. 13 points take you to 23, past 17: you win!',
    rule: RULES.scoring,
    expect: { scores: [23, 14] },
  },
};

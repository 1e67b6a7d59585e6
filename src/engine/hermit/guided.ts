/**
 * Hermit's guided first game: the last hand of a three-player match, four cards each, so the match
 * ends when the hand does. Replayed by tests/unit/guided.test.ts.
 */
import type { GuidedGame } from '../core';
import { RULES } from './rules';

export const HERMIT_GUIDED: GuidedGame = {
  players: 3,
  seat: 0,
  position: {
    players: 3,
    hands: [
      ['AM', '2SY', '7WY', '4WL'],
      ['6MW', '3SK', '8WL', '9WY'],
      ['2MK', 'CS', '5ML', '7ML'],
    ],
    scores: [40, 58, 60],
    turn: 0,
    dealer: 2,
  },
  steps: [
    {
      move: 'start:0:2SY',
      say:
        'In Hermit you avoid taking personalities (the people): the lowest score wins, and the ' +
        'match ends once someone has 66. This is its last hand. No tricks are out, so everyone ' +
        'starts one at once. Start yours with the Desert: low cards rarely take tricks.',
      rule: RULES.starting,
      mark: ['2SY'],
      because: 'You may start with any card, but a low one like the Desert is safest.',
    },
    { move: 'start:1:8WL' },
    { move: 'start:2:5ML' },
    {
      move: '4WL>3',
      say:
        'You must play on a trick if you can, with a card that shares a suit with its last card. ' +
        'Put the Sailor (Waves, Leaves) on Maris’s Forest (Leaves). The Sailor is a personality, ' +
        'worth 4 against whoever takes it, and the Forest, a 5, keeps control.',
      rule: RULES.playing,
      mark: ['4WL', '5ML'],
      because: 'That is allowed, but the coach wants to get rid of the Sailor, a personality, under a higher card.',
    },
    { move: '9WY>1' },
    { move: '7ML>2' },
    {
      move: '7WY>1',
      say:
        'Buck’s Darkness, a 9, is the highest card of trick 1, so the trick sits with Buck. Play ' +
        'your Cave on it: a 7 is lower, so the trick stays with Buck.',
      rule: RULES.control,
      mark: ['7WY', '9WY'],
      because: 'That is allowed, but on trick 1 your Cave stays under Buck’s 9.',
    },
    { move: '6MW>2' },
    { move: '2MK>2' },
    {
      move: 'AM>new',
      say:
        'Trick 2 got its fourth card, so Buck, in control, took it: the Lunatic and the Author, 8 ' +
        'points. Your Ace of Moons shares no suit with any trick’s last card, so it starts a new trick.',
      rule: RULES.completing,
      mark: ['AM'],
    },
    { move: '3SK>new' },
    { move: 'CS>5' },
  ],
  end: {
    say:
      'The hand is over. Buck took 8 points of personalities and reached 66, which ends the ' +
      'match. Your tricks held no personalities, so you stay on 40, the lowest score: you win!',
    rule: RULES.scoring,
    expect: { scores: [40, 66, 60] },
  },
};

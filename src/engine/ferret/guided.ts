/**
 * Ferret's guided first game: a short deal (a draw pile of four, so the game ends after four draws),
 * four moves for the reader (three into the tableau, one into the hand), and the final scoring, where
 * the reader forms a set from the hand. Replayed by tests/unit/guided.test.ts.
 */
import type { GuidedGame } from '../core';
import { RULES } from './rules';

export const FERRET_GUIDED: GuidedGame = {
  players: 2,
  seat: 0,
  position: {
    hands: [
      ['6SY', '3LY', '9WY', '6LK', '2MK'],
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
      say:
        'Win a card by playing a card onto it. Play the Penitent on the Lunatic: Wyrms oppose ' +
        'Moons, so the Lunatic goes to your tableau and you draw a card.',
      rule: RULES.ferret,
      mark: ['6SY', '6MW'],
      because: 'That move is allowed, but the coach wants the Lunatic in your tableau: it starts a run of Moons.',
      expect: { zones: { '6MW': 'tableau:0', '6SY': 'pool', '3SK': 'hand:0' } },
    },
    { move: '8MS>6SY' },
    {
      move: '3LY>7ML',
      say:
        'Cards in your tableau score as sets: three in a row that share a suit. Your Lunatic is a 6 ' +
        'of Moons. Play the Savage (Wyrms again) on the Chance Meeting, a 7 of Moons.',
      rule: RULES.sets,
      mark: ['3LY', '7ML'],
      because: 'That move is allowed, but the Chance Meeting is the 7 of Moons your Lunatic needs.',
      expect: { zones: { '7ML': 'tableau:0' } },
    },
    { move: 'CW>3LY' },
    {
      move: '6LK>5YK',
      say:
        'Buck played the Sea on the Savage: no suits opposed, so the Savage went into Buck’s hand ' +
        'and Buck drew nothing. Do the same: play the Market on the Soldier. The Market has no ' +
        'Moons or Waves, the suits that oppose the Soldier’s, so the Soldier, a 5 of Knots, comes into your hand.',
      rule: RULES.turn,
      mark: ['6LK', '5YK'],
      because: 'That move is allowed, but the Soldier fits your Author, Painter and Battle: 2, 3, 4, 5 of Knots for the end.',
      expect: { zones: { '5YK': 'hand:0', '6LK': 'pool' } },
    },
    { move: '2SY>CW' },
    {
      move: '9WY>8MS',
      say:
        'Buck’s Diplomat, an 8 of Moons, is in the pool. Take it with the Darkness’s Wyrms: 6, 7, 8 ' +
        'of Moons is a set. Your draw is the last card, which ends the game.',
      rule: RULES.end,
      mark: ['9WY', '8MS'],
      because: 'That move is allowed, but the Diplomat completes your set of Moons.',
      expect: { zones: { '8MS': 'scored:0' } },
    },
    {
      move: 'set:2MK,3SK,4YK@2',
      say:
        'At the end each hand goes into its tableau to make more sets. Your Author, Painter, Battle ' +
        'and Soldier are 2, 3, 4, 5 of Knots: form either set of three (the buttons below your ' +
        'tableau), and the fourth card is laid off on it.',
      rule: RULES.final,
      mark: ['2MK', '3SK', '4YK', '5YK'],
      also: ['set:3SK,4YK,5YK@3'],
    },
  ],
  end: {
    say: 'The game is over. Your Moons set and your four Knots make 7 cards. Buck’s Discovery, Penitent and Castle made 5, 6, 7 of Suns, 3 cards. You win!',
    rule: RULES.final,
    expect: { scores: [7, 3] },
  },
};

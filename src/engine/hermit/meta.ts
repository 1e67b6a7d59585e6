/** Hermit's plain facts, for lists of games (no engine code: see ../catalog.ts). */
import type { GameMeta } from '../catalog';

export const meta = {
  id: 'hermit',
  title: 'Hermit',
  designer: 'P.D. Magnus',
  licence: 'Hermit is by P.D. Magnus; the original rules are published under CC BY-NC-SA 3.0.',
  noun: 'match',
  seats: { min: 2, max: 5, default: 4 },
  print: { pages: 1, suitPairs: false },
  blurb: 'for 2 to 5 players, by P.D. Magnus: a trick game where several tricks are open at once and you try not to take the personalities.',
  playLink: 'Play a match',
  playWith: 'with any mix of people and computer players.',
  teach: { order: 2, players: '2 to 5', time: '10 minutes a hand; 40 or more for a match', teaches: 'following suit, comparing numbers, tricks' },
  summary: {
    goal: 'Take as few personalities as you can: each counts its rank against you, and the lowest score wins.',
    turn: 'Play a card on a trick whose last card shares a suit with it; you must if you can. Play the highest card of a trick (or tie it) and the trick moves in front of you; when its fourth card is played, whoever has it in front of them takes it. If you cannot follow, start a new trick. When no tricks are out, everyone starts one at once.',
    end: 'A hand ends when every card is played. The match ends when someone reaches 66 (with two players, after four hands), and the lowest total wins.',
  },
} as const satisfies GameMeta;

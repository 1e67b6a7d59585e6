/**
 * Badger's Court's scripted examples: every example in the rules, stepped, plus the end of a round.
 * Replayed by tests/unit/badgers-court-examples.test.ts, so every caption's claim is checked.
 */
import type { Example, ExampleTries, PositionProblem } from '../core/example';
import { capitalise, card } from '../deck';
import { deckFor, isLocked, itemOf, listMoves, locate } from './game';
import { printMove } from './notation';
import type { BadgersCourtMove, BadgersCourtState } from './state';
import { RULES } from './rules';

const NAMES = ['You', 'Maris'];
const stock = ['7WY', '8YK', 'CK', '2WL'];
/** Every example deals only the cards its plays are about. */
const LEFT_OUT = 'Only a few cards are dealt: the rest of the deck is out of this round.';

export const BADGERS_COURT_EXAMPLES: readonly Example[] = [
  {
    id: 'two-sixes',
    game: 'badgers-court',
    title: 'Matching: two sixes taken by a six',
    rule: RULES.matching,
    seat: 0,
    names: NAMES,
    leftOut: LEFT_OUT,
    setup: {
      hands: [
        ['6SY', '3SK', '9LK'],
        ['2SY', '8MS', '7SK'],
      ],
      court: ['6MW', '6LK', '4YK', 'AW'],
      stock,
      dealer: 1,
    },
    intro: 'You hold the Penitent, a 6. The Court has two sixes: the Lunatic and the Market.',
    introHighlight: ['6SY', '6MW', '6LK'],
    steps: [
      {
        ask: {
          prompt: 'Choose the Court cards the Penitent takes, then press “Take”.',
          goal: { zones: { '6MW': 'pile:0', '6LK': 'pile:0', '6SY': 'pile:0' } },
          target: '6SY',
        },
        move: '6SY x 6MW 6LK',
        caption:
          'You stack the two sixes, lay the Penitent on top and take all three into your pile. A ' +
          'match takes every card of its rank: you could not take just one of the sixes.',
        highlight: ['6SY', '6MW', '6LK'],
        expect: { zones: { '6MW': 'pile:0', '6LK': 'pile:0', '6SY': 'pile:0' }, facts: { court: '2', turn: 'seat:1' } },
      },
    ],
  },
  {
    id: 'building-fours',
    game: 'badgers-court',
    title: 'Building fours over two turns',
    rule: RULES.building,
    seat: 0,
    names: NAMES,
    leftOut: LEFT_OUT,
    setup: {
      hands: [
        ['4YK', '4MS', 'CW'],
        ['9WY', '2SY', '7SK'],
      ],
      court: ['4WL', '8MS', '3MW'],
      stock,
      dealer: 1,
    },
    intro: 'You hold two fours: the Battle and the Mountain. The Court has one four, the Sailor.',
    introHighlight: ['4YK', '4MS', '4WL'],
    steps: [
      {
        move: '4YK b4 4WL',
        caption: 'You lay the Battle on the Sailor and say “building fours”. The stack stays in the Court. You keep the Mountain, your other four, to take it.',
        highlight: ['4YK', '4WL'],
        expect: { zones: { '4YK': 'build:0', '4WL': 'build:0', '4MS': 'hand:0' }, facts: { 'build:4WL': '4:0:locked' } },
      },
      {
        move: '7SK',
        caption: 'Maris has no four, so she cannot take your stack. She lays the Castle in the Court.',
        highlight: ['7SK'],
        expect: { zones: { '7SK': 'court' } },
      },
      {
        ask: {
          prompt: 'Take your fours: choose the stack, then play the Mountain with “Take”.',
          goal: { zones: { '4WL': 'pile:0', '4MS': 'pile:0' } },
          target: '4MS',
        },
        move: '4MS x 4WL',
        caption: 'On your next turn you lay the Mountain on top and take the whole stack: three fours.',
        highlight: ['4YK', '4MS', '4WL'],
        expect: { zones: { '4YK': 'pile:0', '4MS': 'pile:0', '4WL': 'pile:0' } },
      },
    ],
  },
  {
    id: 'aces-stolen',
    game: 'badgers-court',
    title: 'Two Aces built, and stolen',
    rule: RULES.building,
    seat: 0,
    names: NAMES,
    leftOut: LEFT_OUT,
    setup: {
      hands: [
        ['AM', 'AS', '5SW'],
        ['AW', '9WY', '2SY'],
      ],
      court: ['AL', '7SK', '3MW'],
      stock,
      dealer: 1,
    },
    intro: 'You hold two Aces. The Court has one, the Ace of Leaves.',
    introHighlight: ['AM', 'AS', 'AL'],
    steps: [
      {
        ask: {
          prompt: 'Build Aces: choose the Ace of Leaves, then play the Ace of Moons with “Build Aces”.',
          goal: { facts: { 'build:AL': 'A:0:locked' } },
          target: 'AM',
        },
        move: 'AM bA AL',
        caption: 'You lay the Ace of Moons on the Ace of Leaves and say “building Aces”, keeping the Ace of Suns to take them next turn.',
        highlight: ['AM', 'AL'],
        expect: { facts: { 'build:AL': 'A:0:locked' }, zones: { AS: 'hand:0' } },
      },
      {
        move: 'AW x AL',
        caption:
          'Unfortunately Maris has an Ace too. She lays the Ace of Waves on top and takes all three ' +
          'Aces. A build is a gamble: anyone with a card of its rank can take it.',
        highlight: ['AW', 'AM', 'AL'],
        expect: { zones: { AW: 'pile:1', AM: 'pile:1', AL: 'pile:1' } },
      },
    ],
  },
  {
    id: 'adding-to-eight',
    game: 'badgers-court',
    title: 'Adding: an Ace, a two and a five make eight',
    rule: RULES.adding,
    seat: 0,
    names: NAMES,
    leftOut: LEFT_OUT,
    setup: {
      hands: [
        ['8WL', '6SY', '3SK'],
        ['2SY', '7SK', '4MS'],
      ],
      court: ['AK', '2MK', '5SW', '9MS'],
      stock,
      dealer: 1,
    },
    intro: 'You hold the Mill, an 8. The Court has the Ace of Knots, the Author (2), the Discovery (5) and the Pact (9).',
    introHighlight: ['8WL'],
    steps: [
      {
        ask: {
          prompt: 'Which Court cards can the Mill take? Choose them, then press “Take”.',
          goal: { zones: { AK: 'pile:0', '2MK': 'pile:0', '5SW': 'pile:0' } },
          target: '8WL',
        },
        move: '8WL x AK 2MK 5SW',
        caption: '1 + 2 + 5 = 8. You stack the three cards, lay the Mill on top and take all four. The Pact stays: it is not part of the sum.',
        highlight: ['8WL', 'AK', '2MK', '5SW'],
        expect: { zones: { AK: 'pile:0', '2MK': 'pile:0', '5SW': 'pile:0', '8WL': 'pile:0', '9MS': 'court' } },
      },
    ],
  },
  {
    id: 'building-nines',
    game: 'badgers-court',
    title: 'Building nines, and raising a build',
    rule: RULES.building,
    seat: 0,
    names: NAMES,
    leftOut: LEFT_OUT,
    setup: {
      hands: [
        ['AS', '9MS', '3SK'],
        ['AW', 'CM', '6LK'],
      ],
      court: ['8WL', '5SW', '2MK'],
      stock,
      dealer: 1,
    },
    intro: 'You hold an Ace and a nine (the Pact). The Court has the Mill, an 8.',
    introHighlight: ['AS', '9MS', '8WL'],
    steps: [
      {
        ask: { prompt: 'Build nines: choose the Mill, then play the Ace of Suns with “Build 9s”.', goal: { facts: { 'build:8WL': '9:0:open' } }, target: 'AS' },
        move: 'AS b9 8WL',
        caption:
          'You lay the Ace of Suns on the Mill and say “building nines”: 8 + 1 = 9. Only a 9 can take ' +
          'the stack now, and you must keep your Pact so that you can.',
        highlight: ['AS', '8WL'],
        expect: { facts: { 'build:8WL': '9:0:open' }, zones: { '9MS': 'hand:0' } },
      },
      {
        move: 'AW bC 8WL',
        caption:
          'Maris has no nine, but she has an Ace and a Crown. She adds her Ace: 9 + 1 = 10, a Crown’s ' +
          'value, and says “building Crowns”. The build is hers now, and only a Crown can take it.',
        highlight: ['AW', 'AS', '8WL'],
        expect: { facts: { 'build:8WL': 'C:1:open' } },
      },
      {
        move: '3SK',
        caption: 'Your Pact cannot take a build of Crowns. The build is no longer yours, so you are free to play your nine later. You lay the Painter.',
        highlight: ['3SK'],
        expect: { zones: { '3SK': 'court', '9MS': 'hand:0' } },
      },
      {
        move: 'CM x 8WL',
        caption: 'Maris lays the Huntress on the build and takes it: the Mill, both Aces and her Crown.',
        highlight: ['CM', 'AW', 'AS', '8WL'],
        expect: { zones: { CM: 'pile:1', AW: 'pile:1', AS: 'pile:1', '8WL': 'pile:1' } },
      },
    ],
  },
  {
    id: 'locked-fives',
    game: 'badgers-court',
    title: 'The locked build of fives',
    rule: RULES.locked,
    seat: 0,
    names: NAMES,
    leftOut: LEFT_OUT,
    setup: {
      hands: [
        ['AS', '5ML', '5YK'],
        ['4MS', '9WY', '3SK'],
      ],
      court: ['4YK', '5SW'],
      stock,
      dealer: 1,
    },
    intro: 'You hold an Ace and two fives. The Court has a four (the Battle) and a five (the Discovery).',
    introHighlight: ['AS', '5ML', '5YK'],
    steps: [
      {
        ask: {
          prompt: 'Build fives with your Ace: choose the Battle and the Discovery, then play the Ace with “Build 5s”.',
          goal: { facts: { 'build:4YK': '5:0:locked' } },
          target: 'AS',
        },
        move: 'AS b5 4YK 5SW',
        caption:
          'You lay your Ace on the Battle (1 + 4 = 5), put the Court’s five, the Discovery, on top, ' +
          'and say “building fives”. The build holds two fives now, so it is locked.',
        highlight: ['AS', '4YK', '5SW'],
        expect: { facts: { 'build:4YK': '5:0:locked' } },
      },
      {
        move: '3SK',
        caption:
          'Maris could take the fives if she had a five. She has the Mountain (4) and the Darkness ' +
          '(9), but she cannot add the Mountain to make nines: a locked build cannot become another ' +
          'number. She lays the Painter.',
        highlight: ['3SK'],
        expect: { facts: { 'build:4YK': '5:0:locked' }, zones: { '3SK': 'court' } },
      },
      {
        move: '5ML b5 4YK',
        caption: 'You lay the Forest, another five, on the pile and say “building fives” again. You still keep the Soldier.',
        highlight: ['5ML'],
        expect: { facts: { 'build:4YK': '5:0:locked' }, zones: { '5ML': 'build:0', '5YK': 'hand:0' } },
      },
      {
        move: '4MS',
        caption: 'Maris still has no five. She lays the Mountain.',
        highlight: ['4MS'],
      },
      {
        move: '5YK x 4YK',
        caption: 'You lay your last five, the Soldier, on top and take the whole stack into your pile.',
        highlight: ['5YK', '5ML', '5SW', '4YK', 'AS'],
        expect: { zones: { '5YK': 'pile:0', '5ML': 'pile:0', '5SW': 'pile:0', '4YK': 'pile:0', AS: 'pile:0' } },
      },
    ],
  },
  {
    id: 'pawn-and-court',
    game: 'badgers-court',
    title: 'The extended deck: Ace and Pawn make a Court',
    rule: RULES.extended,
    seat: 0,
    names: NAMES,
    leftOut: LEFT_OUT,
    setup: {
      options: { deck: 'extended' },
      hands: [
        ['TMWK', '5SW', 'CS'],
        ['2SY', '7SK', '4MS'],
      ],
      court: ['AW', 'PWLY', 'AK', 'TSWY', '9MS'],
      stock,
      dealer: 1,
    },
    intro:
      'Playing with the Pawns and Courts. They have no number, but an Ace and a Pawn make a ' +
      'Court, and an Ace and a Court make a Crown. You hold the Consul, a Court.',
    introHighlight: ['TMWK', 'AW', 'PWLY'],
    steps: [
      {
        ask: {
          prompt: 'What can the Consul take? Choose the Court cards, then press “Take”.',
          goal: { zones: { AW: 'pile:0', PWLY: 'pile:0', TSWY: 'pile:0' } },
          target: 'TMWK',
        },
        move: 'TMWK x AW PWLY TSWY',
        caption:
          'The Ace of Waves and the Borderland (a Pawn) make a Court, and the Island is a Court: the ' +
          'Consul takes all three. The Ace of Knots stays; with the Island it would have made a Crown.',
        highlight: ['TMWK', 'AW', 'PWLY', 'TSWY'],
        expect: { zones: { AW: 'pile:0', PWLY: 'pile:0', TSWY: 'pile:0', AK: 'court' } },
      },
    ],
  },
  {
    id: 'round-scoring',
    game: 'badgers-court',
    title: 'The end of a round: a tie, and every Crown',
    rule: RULES.scoring,
    seat: 0,
    names: NAMES,
    leftOut: LEFT_OUT,
    setup: {
      hands: [
        ['CS', '9MS'],
        ['6SY', '3MW'],
      ],
      court: ['CK', '6LK', '9LK', '2SY'],
      stock: [],
      piles: [
        ['CM', 'CW', 'CL', 'CY', 'AM', 'AS', 'AW', '2MK', '3SK', '8MS'],
        ['AL', 'AY', 'AK', '4WL', '5YK', '6MW', '3LY'],
      ],
      scores: [13, 7],
      dealer: 1,
      deal: 4,
    },
    intro: 'The last deal of a round. You have taken four Crowns and three Aces; Maris has taken the other three Aces. Scores: you 13, Maris 7.',
    steps: [
      {
        ask: { prompt: 'Take the last Crown: choose the Windfall, then play the Bard with “Take”.', goal: { zones: { CK: 'pile:0' } }, target: 'CS' },
        move: 'CS x CK',
        caption: 'You lay the Bard on the Windfall and take both Crowns. Now you have all six.',
        highlight: ['CS', 'CK'],
        expect: { zones: { CK: 'pile:0' } },
      },
      {
        move: '6SY x 6LK',
        caption: 'Maris takes the Market with the Penitent.',
        highlight: ['6SY', '6LK'],
      },
      {
        move: '9MS x 9LK',
        caption: 'You take the Merchant with the Pact.',
        highlight: ['9MS', '9LK'],
      },
      {
        move: '3MW',
        caption:
          'Maris lays the last card of the round. You were the last to take, so you take what is left ' +
          'in the Court. Scoring: you have every Crown, so “most Crowns” is doubled to 2. Aces are ' +
          'tied 3 to 3, so nobody scores them. You have 6 personalities to Maris’s 5: 3 points. You ' +
          'score 5 and pass 17 with 18: you win.',
        highlight: ['2SY', '3MW'],
        expect: {
          zones: { '2SY': 'pile:0', '3MW': 'pile:0' },
          scores: [18, 7],
          facts: { 'line:0:Most Crowns: all of them (doubled)': '2', 'line:0:Most personalities': '3', ties: 'Most Aces', 'points:1': '0', turn: 'over' },
        },
      },
    ],
  },
];

export function badgersCourtExample(id: string): Example | undefined {
  return BADGERS_COURT_EXAMPLES.find((e) => e.id === id);
}

/** What the reader may try at a question: every play of the question's card (the table offers these). The engine judges each. */
export const BADGERS_COURT_TRIES: ExampleTries<BadgersCourtState, BadgersCourtMove> = {
  tries: (state, scripted) => [
    scripted,
    ...listMoves(state, 2000, scripted.card).moves.filter((m) => m.card === scripted.card && printMove(m) !== printMove(scripted)),
  ],
  explain(before, move, after) {
    const name = capitalise(card(move.card).name);
    const pile = after.piles[before.turn] ?? [];
    const took = pile.slice(before.piles[before.turn]?.length ?? 0).filter((c) => c !== move.card);
    if (took.length > 0) return `${name} takes ${took.map((c) => card(c).name).join(', ')} into the pile.`;
    if (move.type === 'build') {
      const item = itemOf(after, move.card);
      const kind = item && isLocked(item) ? 'a locked build' : 'an open build';
      return `${name} makes ${kind} of ${move.rank === 'C' ? 'Crowns' : move.rank === 'A' ? 'Aces' : `${move.rank}s`}, to take on a later turn.`;
    }
    return `${name} is laid in the Court.`;
  },
  /**
   * Every card of the game's deck is in a hand, the Court, the stock or a pile; and the hands, dealt
   * alike and played from in turn, differ by one card at most, the player to play holding the more.
   */
  unreachable(s) {
    const out: PositionProblem[] = [];
    const missing = deckFor(s.options).filter((c) => locate(s, c) === 'out').length;
    if (missing > 0) out.push({ kind: 'left-out', text: `${missing} cards of the deck are out of the round` });
    const mine = s.hands[s.turn]?.length ?? 0;
    const theirs = s.hands[1 - s.turn]?.length ?? 0;
    if (s.phase === 'play' && (mine < theirs || mine > theirs + 1))
      out.push({
        kind: 'unreachable',
        text: `the player to play holds ${mine} cards and the other ${theirs}, and hands are dealt alike and played from in turn`,
      });
    return out;
  },
};

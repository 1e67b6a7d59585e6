/**
 * Hermit's scripted examples, replayed by tests/unit/hermit-examples.test.ts. Unlisted cards are set
 * aside, so each example shows only the cards it is about. All hands are shown face up for teaching.
 */
import type { Example, ExampleTries, PositionProblem } from '../core/example';
import { BASIC_DECK, capitalise, card } from '../deck';
import { fact, locate } from './game';
import { COTTAGE_SIZE } from './rules';
import type { HermitMove, HermitState } from './state';
import { RULES } from './rules';

const FOUR = ['Ann', 'Buck', 'Maris', 'Jane'];
/** Most examples deal only the cards their tricks are about. */
const LEFT_OUT = 'Only the cards of these tricks are dealt: the rest of the deck is set aside.';

export const HERMIT_EXAMPLES: readonly Example[] = [
  {
    id: 'buck-maris-jane',
    game: 'hermit',
    title: 'Buck’s Crown, Maris’s Ace, Jane’s 5',
    rule: RULES.control,
    seat: 3,
    names: FOUR,
    leftOut: LEFT_OUT,
    setup: {
      players: 4,
      hands: [['2SY'], ['CM', '9WY'], ['AM', '7SK'], ['5ML', '8YK']],
      tricks: [{ cards: [['3MW', 0]] }],
      turn: 1,
    },
    intro: 'Ann started a trick with the Journey, a 3 of Moons and Waves, so it sits in front of her. Buck plays next.',
    introHighlight: ['3MW'],
    steps: [
      {
        move: 'CM>1',
        caption:
          'Buck plays the Huntress, the Crown of Moons. It shares Moons with the Journey, so it may ' +
          'go on this trick, and a Crown is higher than a 3: Buck controls the trick, and it moves in front of him.',
        highlight: ['CM'],
        expect: { facts: { 'owner:1': 'seat:1' } },
      },
      {
        move: 'AM>1',
        caption:
          'Maris plays the Ace of Moons. The Ace and the Crown of Moons are now in the same trick, so ' +
          'the Ace cancels the Crown: the Huntress counts lower than even the Ace. The Ace itself is ' +
          'lower than the 3, so Maris does not take control. The trick stays with Buck.',
        highlight: ['AM', 'CM'],
        expect: { facts: { 'owner:1': 'seat:1' } },
      },
      {
        move: '5ML>1',
        ask: {
          prompt: 'Jane’s turn. Which of her cards can go on this trick? Pick it.',
          goal: { zones: { '5ML': 'taken:3' } },
          target: 'AM',
        },
        caption:
          'Jane plays the Forest, a 5 of Moons and Leaves. With the Crown cancelled, the 5 is the ' +
          'highest card, so Jane takes control. It is also the fourth card, so the trick is complete ' +
          'and Jane takes it, Huntress and all: 10 points against her at the end of the hand.',
        highlight: ['5ML', 'CM'],
        expect: { zones: { CM: 'taken:3', '3MW': 'taken:3' }, facts: { 'taken:3': '1' } },
      },
    ],
  },
  {
    id: 'follow-the-last-card',
    game: 'hermit',
    title: 'Only the last card counts',
    rule: RULES.playing,
    seat: 2,
    names: FOUR,
    leftOut: LEFT_OUT,
    setup: {
      players: 4,
      hands: [['2SY'], ['4MS'], ['5ML', '7WY'], ['8YK']],
      tricks: [
        {
          cards: [
            ['3MW', 0],
            ['CW', 1],
          ],
          owner: 1,
        },
      ],
      turn: 2,
    },
    intro:
      'The trick holds the Journey (Moons and Waves), then the Sea (the Crown of Waves), played ' +
      'by Buck, who controls it. Maris holds the Forest (Moons and Leaves) and the Cave (Waves and Wyrms).',
    introHighlight: ['3MW', 'CW'],
    steps: [
      {
        move: '7WY>1',
        ask: {
          prompt: 'Which of Maris’s cards may go on this trick? Pick it.',
          goal: { zones: { '7WY': 'trick:1' } },
          target: 'CW',
        },
        caption:
          'Only the last card played on a trick matters. The last card is the Sea, which has only ' +
          'Waves, so the Forest cannot follow, even though the Journey under it has Moons. The Cave ' +
          'has Waves, so Maris plays it. A 7 is lower than the Crown, so the trick stays with Buck.',
        highlight: ['CW', '7WY'],
        expect: { zones: { '7WY': 'trick:1' }, facts: { 'owner:1': 'seat:1' } },
      },
    ],
  },
  {
    id: 'start-a-new-trick',
    game: 'hermit',
    title: 'When you cannot follow: a new trick',
    rule: RULES.playing,
    seat: 2,
    names: FOUR,
    leftOut: LEFT_OUT,
    setup: {
      players: 4,
      hands: [['2SY'], ['3SK'], ['5ML', '4MS'], ['8MS']],
      tricks: [
        {
          cards: [
            ['3MW', 0],
            ['CW', 1],
          ],
          owner: 1,
        },
        { cards: [['4YK', 3]] },
      ],
      turn: 2,
    },
    intro:
      'Two tricks are in play: one ends with the Sea (Waves), the other is the Battle (Wyrms and ' +
      'Knots). Maris holds the Forest (Moons and Leaves) and the Mountain (Moons and Suns). ' +
      'Neither shares a suit with the last card of either trick.',
    introHighlight: ['CW', '4YK', '5ML', '4MS'],
    steps: [
      {
        move: '4MS>new',
        ask: { prompt: 'Maris can follow neither trick. Pick the card she starts a new trick with.', goal: { facts: { 'owner:3': 'seat:2' } } },
        caption:
          'Maris cannot follow either trick, so she plays a card of her choice to start a new trick ' +
          'in front of her: the Mountain. That ends her turn. The new trick is hers until someone ' +
          'plays a higher card on it.',
        highlight: ['4MS'],
        expect: { zones: { '4MS': 'trick:3' }, facts: { 'owner:3': 'seat:2' } },
      },
    ],
  },
  {
    id: 'a-tie-moves-control',
    game: 'hermit',
    title: 'A tie moves the trick',
    rule: RULES.control,
    seat: 2,
    names: FOUR,
    leftOut: LEFT_OUT,
    setup: {
      players: 4,
      hands: [['2SY'], ['3SK'], ['6LK', '9WY'], ['AK', '8MS']],
      tricks: [
        {
          cards: [
            ['6MW', 0],
            ['2WL', 1],
          ],
          owner: 0,
        },
      ],
      turn: 2,
    },
    intro: 'Ann controls this trick with the Lunatic, a 6. Buck added the Origin, a 2 of Waves and Leaves.',
    introHighlight: ['6MW', '2WL'],
    steps: [
      {
        move: '6LK>1',
        ask: {
          prompt: 'Maris’s turn. Which of her cards only ties the Lunatic? Pick it, and see where the trick goes.',
          goal: { zones: { '6LK': 'trick:1' }, facts: { 'owner:1': 'seat:2' } },
        },
        caption:
          'Maris plays the Market, a 6 of Leaves and Knots: it follows the Origin’s Leaves. It only ' +
          'ties the Lunatic, but a tie for highest moves the trick too: it is now in front of Maris.',
        highlight: ['6LK', '6MW'],
        expect: { facts: { 'owner:1': 'seat:2' } },
      },
      {
        move: 'AK>1',
        caption:
          'Jane follows the Market’s Knots with the Ace of Knots, the lowest card there is. It is the ' +
          'fourth card, so the trick is complete, and Maris, who has it in front of her, takes it, ' +
          'with the Lunatic: 6 points against her.',
        highlight: ['AK', '6MW'],
        expect: { zones: { '6MW': 'taken:2' } },
      },
    ],
  },
  {
    id: 'several-tricks-at-once',
    game: 'hermit',
    title: 'Starting tricks together, and several at once',
    rule: RULES.starting,
    seat: 0,
    names: FOUR,
    leftOut: LEFT_OUT,
    setup: {
      players: 4,
      hands: [
        ['3SK', '9LK'],
        ['7WY', '2MK'],
        ['5SW', '8MS'],
        ['4WL', '6SY'],
      ],
      turn: 0,
      firstStartDone: false,
    },
    intro: 'No tricks are in play, so before Ann takes her turn, every player chooses a card, in secret, to start a trick of their own.',
    steps: [
      {
        move: 'start:0:3SK',
        ask: {
          prompt: 'You are Ann: choose a card, in secret, to start your trick. Start it with the card the others can beat more easily.',
          goal: {},
          moves: ['start:0:3SK'],
        },
        caption: 'Ann chooses her card, face down.',
        expect: { zones: { '3SK': 'hand:0' } },
      },
      { move: 'start:1:7WY', caption: 'Buck chooses his.' },
      { move: 'start:2:5SW', caption: 'Maris chooses hers.' },
      {
        move: 'start:3:4WL',
        caption:
          'Jane chooses hers, and all four are turned up together: four tricks, one in front of each ' +
          'player. Starting a trick this way is not anyone’s turn: Ann now takes her turn as usual.',
        highlight: ['3SK', '7WY', '5SW', '4WL'],
        expect: { zones: { '3SK': 'trick:1', '7WY': 'trick:2', '5SW': 'trick:3', '4WL': 'trick:4' } },
      },
      {
        move: '9LK>4',
        caption:
          'Ann plays the Merchant, a 9 of Leaves and Knots, on Jane’s Sailor (Waves and Leaves). The ' +
          '9 beats the 4, so that trick moves in front of Ann, who now has two tricks in front of ' +
          'her. Any of them may take more cards on later turns.',
        highlight: ['9LK', '4WL'],
        expect: { facts: { 'owner:4': 'seat:0', 'owner:1': 'seat:0' } },
      },
    ],
  },
  {
    id: 'end-of-hand',
    game: 'hermit',
    title: 'The end of a hand',
    rule: RULES.scoring,
    seat: 0,
    names: FOUR,
    leftOut: LEFT_OUT,
    setup: {
      players: 4,
      hands: [['9LK'], ['8YK'], ['5SW'], []],
      tricks: [
        {
          cards: [
            ['6SY', 3],
            ['2SY', 0],
          ],
          owner: 3,
        },
        {
          cards: [
            ['3SK', 1],
            ['7SK', 2],
          ],
          owner: 2,
        },
      ],
      taken: [[], [['4WL', '8WL', 'CW', '7WY']], [], [['3MW', 'CM', 'AM', '5ML']]],
      turn: 0,
    },
    intro:
      'The last few cards of a hand. Jane has none left. Two tricks are open: the Penitent and ' +
      'the Desert in front of Jane; the Painter and the Castle in front of Maris. Buck has ' +
      'already taken a trick with the Sailor in it, Jane one with the Huntress.',
    introHighlight: ['6SY', '3SK'],
    steps: [
      {
        move: '9LK>2',
        ask: { prompt: 'Ann’s turn: her Merchant can follow the Castle’s Knots. Play it.', goal: { facts: { 'owner:2': 'seat:0' } } },
        caption: 'Ann follows the Castle’s Knots with the Merchant, a 9: she takes control of that trick, which has the Painter in it.',
        highlight: ['9LK', '3SK'],
        expect: { facts: { 'owner:2': 'seat:0' } },
      },
      {
        move: '8YK>2',
        caption: 'Buck adds the Betrayal, an 8: too low to take control, and the fourth card. Ann takes the trick, with the Painter (3) and the Merchant (9).',
        highlight: ['8YK', '9LK', '3SK'],
        expect: { zones: { '3SK': 'taken:0', '9LK': 'taken:0' } },
      },
      {
        move: '5SW>1',
        caption:
          'Maris plays her last card, the Discovery, on the Desert. Everyone’s cards are played, so ' +
          'the hand ends. The trick with the Penitent has only three cards: it is unfinished and set ' +
          'aside, and its 6 points count for no one. Personalities taken score their rank: Ann 12, ' +
          'Buck 4 (the Sailor), Maris 0, Jane 10 (the Huntress). Lowest is best.',
        highlight: ['6SY', '2SY', '5SW'],
        expect: { facts: { 'result:0:0': '12', 'result:0:1': '4', 'result:0:2': '0', 'result:0:3': '10', hand: '1' } },
      },
    ],
  },
  {
    id: 'two-player-cottage',
    game: 'hermit',
    title: 'Two players: the Cottage',
    rule: RULES.two,
    seat: 0,
    names: ['You', 'Sam'],
    // A whole hand's cards, all 36 of them: 28 taken in seven tricks, four in the hands, four in the Cottage.
    setup: {
      players: 2,
      hands: [
        ['3MW', '3SK'],
        ['6SY', 'AS'],
      ],
      cottage: ['CS', '4WL', '9WY', '2WL'],
      taken: [
        [
          ['5SW', '7SK', '4MS', '9MS'],
          ['AW', 'CW', '7WY', 'AK'],
          ['2SY', 'AY', 'CY', '8WL'],
        ],
        [
          ['2MK', '5ML', '7ML', '4YK'],
          ['3LY', 'AL', 'CL', '5YK'],
          ['8MS', '6MW', 'AM', 'CM'],
          ['9LK', '8YK', '6LK', 'CK'],
        ],
      ],
      firstStartDone: true,
      turn: 0,
    },
    intro:
      'Two players. Four cards were dealt face down to the Cottage at the start of the hand. The ' +
      'table has just been cleared of tricks for the first time, so each player must first add a card ' +
      'from hand to the Cottage, in secret. You have taken 3 tricks so far, Sam 4.',
    steps: [
      {
        move: 'cottage:0:3MW',
        ask: {
          prompt:
            'You have taken fewer tricks, so the Cottage, and every personality in it, is likely to come to you at the end. ' + 'Which card is safer to add?',
          goal: {},
          moves: ['cottage:0:3MW'],
        },
        caption: 'You add the Journey, face down: it is not a personality, so it costs you nothing if the Cottage comes to you. You keep the Painter.',
      },
      {
        move: 'cottage:1:6SY',
        caption: 'Sam adds a card too: the Penitent, a personality worth 6. Neither of you sees the other’s card.',
        expect: { zones: { '6SY': 'cottage' } },
      },
      { move: 'start:0:3SK', caption: 'Now you each choose a card to start a new trick, in secret.' },
      {
        move: 'start:1:AS',
        caption:
          'The cards are revealed and both hands are empty, so the hand ends with two unfinished ' +
          'tricks set aside: your Painter counts for no one. You took fewer tricks (3 against 4), so ' +
          'you also score the personalities in the Cottage: the Bard (10), the Sailor (4) and the ' +
          'Penitent Sam put there (6). You score 20. Sam scores 43 for the seven personalities in his tricks.',
        expect: { facts: { 'result:0:0': '20', 'result:0:1': '43', hand: '1' } },
      },
    ],
  },
  {
    id: 'five-player-ownerless-trick',
    game: 'hermit',
    title: 'Five players: the trick no one owns',
    rule: RULES.five,
    seat: 0,
    names: ['Ann', 'Buck', 'Maris', 'Jane', 'Theo'],
    leftOut: LEFT_OUT,
    setup: {
      players: 5,
      hands: [
        ['CY', '3MW'],
        ['4YK', 'AW'],
        ['6LK', '2WL'],
        ['5SW', '9LK'],
        ['7SK', '2MK'],
      ],
      leftover: '8MS',
      firstStartDone: false,
      turn: 0,
    },
    intro:
      'With five players, each gets seven cards and one card is left over. On the first turn of ' +
      'the hand, when everyone starts a trick, the leftover card, here the Diplomat (a ' +
      'personality worth 8), starts a trick of its own, in front of no one.',
    steps: [
      {
        move: 'start:0:CY',
        ask: {
          prompt: 'You are Ann: choose a card, in secret, to start your trick. Keep the Journey to play later: which card starts your trick?',
          goal: {},
          moves: ['start:0:CY'],
        },
        caption: 'Ann chooses a card in secret.',
      },
      { move: 'start:1:4YK', caption: 'Buck chooses.' },
      { move: 'start:2:6LK', caption: 'Maris chooses.' },
      { move: 'start:3:5SW', caption: 'Jane chooses.' },
      {
        move: 'start:4:7SK',
        caption: 'Theo chooses, and all five cards are revealed, with the Diplomat turned up in the middle: six tricks, and the Diplomat’s belongs to no one.',
        highlight: ['8MS'],
        expect: { zones: { '8MS': 'trick:6' }, facts: { 'owner:6': 'none' } },
      },
      {
        move: '3MW>6',
        caption: 'Ann plays the Journey on the Diplomat: a 3 is lower than the 8, so no one controls it yet.',
        expect: { facts: { 'owner:6': 'none' } },
      },
      { move: 'AW>6', caption: 'Buck follows the Journey’s Waves with the Ace of Waves: lower still.', expect: { facts: { 'owner:6': 'none' } } },
      {
        move: '2WL>6',
        caption:
          'Maris adds the Origin, the fourth card. No card ever beat the Diplomat, so the trick is ' +
          'complete with no one in control: it is put aside, and the Diplomat’s 8 points count against no one.',
        highlight: ['8MS'],
        expect: { zones: { '8MS': 'discarded' } },
      },
    ],
  },
  {
    id: 'pleasant-company',
    game: 'hermit',
    title: 'Option: Pleasant Company',
    rule: RULES.pleasant,
    seat: 3,
    names: FOUR,
    leftOut: LEFT_OUT,
    setup: {
      players: 4,
      options: { pleasantCompany: true },
      hands: [['9LK'], [], [], []],
      tricks: [
        {
          cards: [
            ['3SK', 1],
            ['7SK', 2],
          ],
          owner: 2,
        },
      ],
      taken: [
        [],
        [],
        [['5YK', '4YK', '8YK', 'AY']],
        [
          ['2MK', '3MW', 'AM', '4MS'],
          ['6MW', '5ML', '7ML', 'CW'],
          ['8MS', '9MS', 'CM', 'AS'],
        ],
      ],
      turn: 0,
    },
    intro:
      'Playing with Pleasant Company. Jane has taken all four Moon personalities: the Author (2), ' +
      'the Lunatic (6), the Diplomat (8) and the Huntress (10). Maris has taken the Soldier (5). ' +
      'Ann plays the last card of the hand.',
    introHighlight: ['2MK', '6MW', '8MS', 'CM'],
    steps: [
      {
        move: '9LK>1',
        ask: { prompt: 'Ann plays the last card of the hand: play her Merchant.', goal: {} },
        caption:
          'The hand ends. Normally Jane would score 26. But with Pleasant Company, all four Moon ' +
          'personalities together are good company and score nothing: Jane scores 0. The trick Ann ' +
          'just took control of is unfinished and set aside. Maris scores 5 for the Soldier.',
        expect: { facts: { 'result:0:3': '0', 'result:0:2': '5' } },
      },
    ],
  },
  {
    id: 'house-party',
    game: 'hermit',
    title: 'Option: House Party',
    rule: RULES.houseParty,
    seat: 1,
    names: FOUR,
    leftOut: LEFT_OUT,
    setup: {
      players: 4,
      options: { houseParty: true },
      hands: [['9LK'], [], [], []],
      tricks: [
        {
          cards: [
            ['3SK', 1],
            ['7SK', 2],
          ],
          owner: 2,
        },
      ],
      taken: [[['4YK', '8YK', 'AY', '2SY']], [['6SY', '5SW', 'CS', 'AS']], [['7WY', '8WL', '9WY', 'AW']], []],
      turn: 0,
    },
    intro:
      'Playing with House Party. Buck is the only player who has taken any personalities: the ' +
      'Penitent (6) and the Bard (10). The Painter is still out, in an unfinished trick.',
    introHighlight: ['6SY', 'CS'],
    steps: [
      {
        move: '9LK>1',
        ask: { prompt: 'Ann plays the last card of the hand: play her Merchant.', goal: {} },
        caption:
          'The hand ends and the Painter’s trick is set aside. Buck is the only one who took ' +
          'personalities, so he throws the party at someone else’s house: he scores nothing, and his ' +
          '16 points are split evenly among the other three, 5⅓ each.',
        expect: { facts: { 'result:0:1': '0', 'result:0:0': '5⅓', 'result:0:2': '5⅓', 'result:0:3': '5⅓' } },
      },
    ],
  },
  {
    id: 'house-party-two-players',
    game: 'hermit',
    title: 'Option: House Party with two players',
    rule: RULES.houseParty,
    seat: 0,
    names: ['You', 'Sam'],
    leftOut: LEFT_OUT,
    setup: {
      players: 2,
      options: { houseParty: true },
      hands: [['8YK'], ['AS']],
      cottage: ['CS', '4WL', '9WY', '2WL'],
      taken: [
        [['5SW', '7SK', '4MS', '9MS']],
        [
          ['2MK', '5ML', '7ML', '4YK'],
          ['3LY', '2SY', 'CY', 'AY'],
        ],
      ],
      firstStartDone: true,
      turn: 0,
    },
    intro: 'Two players, with House Party. Only Sam has taken personalities: the Author (2) and the Savage (3). The Cottage holds the Bard and the Sailor.',
    steps: [
      { move: 'cottage:0:8YK', ask: { prompt: 'Put your last card in the Cottage.', goal: {} }, caption: 'You put your last card in the Cottage.' },
      {
        move: 'cottage:1:AS',
        caption:
          'So does Sam, and the hand is over. Only Sam took personalities, so with two players you ' +
          'score his 5 points, and the Cottage is discarded, even though you took fewer tricks.',
        expect: { facts: { 'result:0:0': '5', 'result:0:1': '0' } },
      },
    ],
  },
];

export function hermitExample(id: string): Example | undefined {
  return HERMIT_EXAMPLES.find((e) => e.id === id);
}

/**
 * What the reader may try at a question: any card in the hand of the player to move, in the scripted
 * move's place (on the same trick, to start a trick, or into the Cottage). The engine judges each.
 */
export const HERMIT_TRIES: ExampleTries<HermitState, HermitMove> = {
  tries(state, scripted) {
    const seat = scripted.type === 'play' ? state.turn : scripted.seat;
    return (state.hands[seat] ?? []).map((c) => ({ ...scripted, card: c }));
  },
  explain(before, move, after) {
    const name = capitalise(card(move.card).name);
    if (move.type === 'start') return `${name} is chosen, face down, to start a trick.`;
    if (move.type === 'cottage') return `${name} goes into the Cottage, face down.`;
    if (move.type === 'play' && move.trick === 'new') return `${name} starts a new trick.`;
    const at = locate(after, move.card);
    if (at.startsWith('taken:') || at === 'discarded' || at === 'aside') return `${name} is the last card the trick takes, so the trick is complete.`;
    const seat = before.turn;
    return fact(after, `owner:${String(move.trick)}`) === `seat:${seat}`
      ? `${name} follows, and is high enough to take control of the trick.`
      : `${name} follows, but it is too low to take control of the trick.`;
  },
  /**
   * Every card of the deck is in a hand, a trick, a taken trick, the Cottage, the leftover or out of the
   * hand's play; hands differ by one card at most (everyone plays one card a turn, and all start tricks
   * together); and with two players, the Cottage holds its four cards and one from each player for every
   * time the table was cleared after the first tricks, and each clearing took at least one trick each.
   */
  unreachable(s) {
    const out: PositionProblem[] = [];
    const aside = BASIC_DECK.filter((c) => locate(s, c) === 'aside').length;
    if (aside > 0) out.push({ kind: 'left-out', text: `${aside} cards of the deck are set aside` });
    const sizes = s.hands.map((h) => h.length);
    if (Math.max(...sizes) - Math.min(...sizes) > 1)
      out.push({ kind: 'unreachable', text: `the hands hold ${sizes.join(', ')} cards, and they never differ by more than one` });
    if (s.options.players === 2 && aside === 0) {
      const added = s.cottage.length - COTTAGE_SIZE;
      const starts = s.firstStartDone ? added / 2 + 1 : 0;
      const cleared = s.phase === 'play' ? starts - 1 : starts;
      const taken = s.taken.reduce((n, t) => n + t.length, 0);
      if (added < 0 || added % 2 !== 0 || (!s.firstStartDone && added !== 0))
        out.push({ kind: 'unreachable', text: `the Cottage holds ${s.cottage.length} cards: its ${COTTAGE_SIZE}, and one from each player at each clearing` });
      else if (taken < 2 * cleared)
        out.push({ kind: 'unreachable', text: `the Cottage says the table was cleared ${cleared} times, and only ${taken} tricks were taken` });
    }
    return out;
  },
};

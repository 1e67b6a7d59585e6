/**
 * Ferret's scripted examples. Each is replayed by tests/unit/ferret-examples.test.ts: every move must
 * be legal, every answer the reader may give must be legal, and every `expect` must hold, so a caption
 * cannot claim what the rules do not do.
 */
import type { Example, ExampleTries, PositionProblem } from '../core/example';
import { explainMove, legalMoves } from './game';
import type { FerretEvent, FerretMove, FerretState } from './state';
import type { CardId } from '../deck';
import { HAND_SIZE, RULES } from './rules';

const NAMES = ['You', 'Sam'];

export const FERRET_EXAMPLES: readonly Example[] = [
  {
    id: 'penitent-ferrets-lunatic',
    game: 'ferret',
    title: 'The Penitent ferrets the Lunatic',
    rule: RULES.ferret,
    seat: 0,
    names: NAMES,
    setup: {
      hands: [
        ['6SY', '3MW', '2WL', '5ML', '4MS'],
        ['7SK', '8MS', '9LK', '2SY', 'CY'],
      ],
      pool: ['5YK', '6MW', '4WL'],
      drawPile: ['7WY'],
      turn: 0,
    },
    intro:
      'The pool holds the Soldier (Wyrms and Knots), the Lunatic (Moons and Waves) and the Sailor ' +
      '(Waves and Leaves). It is your turn. A card you play takes a pool card into your tableau ' +
      'when one of its suits opposes one of the pool card’s suits; otherwise into your hand.',
    introHighlight: ['5YK', '6MW', '4WL'],
    steps: [
      {
        move: '6SY>6MW',
        ask: {
          prompt: 'Which card in your hand takes the Lunatic into your tableau? Pick it.',
          goal: { zones: { '6MW': 'tableau:0' } },
          target: '6MW',
        },
        caption:
          'The Penitent’s Wyrms oppose the Lunatic’s Moons. You play the Penitent on the Lunatic: the ' +
          'Penitent takes the Lunatic’s place in the pool, and the Lunatic goes into your tableau. ' +
          'Because a card went into your tableau, you draw: the Cave. Your hand has five cards again, ' +
          'and Sam’s turn begins.',
        highlight: ['6SY', '6MW', '7WY'],
        expect: { zones: { '6MW': 'tableau:0', '6SY': 'pool', '7WY': 'hand:0' } },
      },
      {
        caption:
          'The Penitent could have taken others too: its Suns oppose the Sailor’s Leaves, so the ' +
          'Sailor would have gone into your tableau; nothing in it opposes the Soldier’s Wyrms or ' +
          'Knots, so the Soldier would have gone into your hand.',
        highlight: ['4WL', '5YK'],
      },
      {
        caption:
          'Had you taken the Soldier instead, it would have gone into your hand and your turn would ' +
          'have ended at once, with no card drawn. Either way the pool keeps three cards and your hand keeps five.',
        highlight: ['5YK'],
      },
    ],
  },
  {
    id: 'ferreting-from-the-opponent',
    game: 'ferret',
    title: 'Ferreting from your opponent’s tableau',
    rule: RULES.opponent,
    seat: 0,
    names: NAMES,
    setup: {
      hands: [
        ['6MW', '2SY', '9WY', '5ML', '4MS'],
        ['3SK', '8WL', '9LK', 'CY', 'AW'],
      ],
      tableaux: [[], ['7SK', '2MK']],
      pool: ['5YK', '3LY', '4WL'],
      drawPile: ['7WY', '8YK'],
      turn: 0,
    },
    intro:
      'Sam has the Castle (Suns and Knots) and the Author (Moons and Knots) in his tableau. Cards ' +
      'in a tableau are not safe: you may ferret them just as you ferret from the pool.',
    introHighlight: ['7SK', '2MK'],
    steps: [
      {
        move: '6MW>7SK',
        ask: {
          prompt: 'Which card in your hand takes the Castle into your tableau? Pick it.',
          goal: { zones: { '7SK': 'tableau:0' } },
          target: '7SK',
        },
        caption:
          'You play the Lunatic on the Castle: the Lunatic’s Waves oppose the Castle’s Knots, so the ' +
          'Castle goes into your tableau. The Lunatic takes the Castle’s place, in Sam’s tableau. You ' +
          'took a card into your tableau, so you draw: the Cave.',
        highlight: ['6MW', '7SK', '7WY'],
        expect: { zones: { '7SK': 'tableau:0', '6MW': 'tableau:1', '7WY': 'hand:0' } },
      },
      {
        move: '3SK>7SK',
        caption:
          'Sam answers with the Painter (Suns and Knots) on your Castle. Nothing in the Painter ' +
          'opposes the Castle, so the Castle goes into Sam’s hand, safe from you, and the Painter is ' +
          'left in your tableau. A card into the hand ends the turn without a draw.',
        highlight: ['3SK', '7SK'],
        expect: { zones: { '7SK': 'hand:1', '3SK': 'tableau:0' } },
      },
    ],
  },
  {
    id: 'sets-and-forced-layoffs',
    game: 'ferret',
    title: 'A set, and a layoff you did not choose',
    rule: RULES.layoffs,
    seat: 0,
    names: NAMES,
    setup: {
      hands: [
        ['4YK', '2SY', '3MW', 'AM', 'CS'],
        ['5ML', '2WL', '9LK', 'CY', 'AW'],
      ],
      tableaux: [
        ['8WL', '9WY', '7SK'],
        ['4MS', '5SW'],
      ],
      pool: ['7WY', '6SY', '3LY'],
      drawPile: ['8YK', '6LK'],
      turn: 0,
    },
    intro:
      'Your tableau holds the Mill (8, Waves and Leaves), the Darkness (9, Waves and Wyrms) and ' +
      'the Castle (7, Suns and Knots). You are keeping the Castle for a set of Knots. Sam has the ' +
      'Mountain (4, Moons and Suns) and the Discovery (5, Suns and Waves).',
    introHighlight: ['8WL', '9WY', '7SK'],
    steps: [
      {
        move: '4YK>7WY',
        ask: {
          prompt: 'The Cave is a 7 of Waves and Wyrms. Which card in your hand takes it into your tableau?',
          goal: { zones: { '7WY': 'scored:0' } },
          target: '7WY',
        },
        caption:
          'The Battle’s Knots oppose the Cave’s Waves, so the Cave comes into your tableau. The Cave, ' +
          'the Mill and the Darkness are a 7, an 8 and a 9 that share Waves: a set. It is scored at ' +
          'once: three cards in your score pile, locked for the rest of the game. Then you draw.',
        highlight: ['7WY', '8WL', '9WY'],
        expect: { zones: { '7WY': 'scored:0', '8WL': 'scored:0', '9WY': 'scored:0' }, scores: [3, 0] },
      },
      {
        move: '5ML>6SY',
        caption:
          'Sam plays the Forest on the Penitent and takes it into his tableau: the Mountain, the ' +
          'Discovery and the Penitent are 4, 5, 6 of Suns, a set for Sam. Your Castle is a 7 of Suns, ' +
          'so it must be laid off on Sam’s set at once. It scores for you, because it was in your ' +
          'tableau, but your plan for a set of Knots is gone.',
        highlight: ['4MS', '5SW', '6SY', '7SK'],
        expect: { zones: { '6SY': 'scored:1', '7SK': 'scored:0' }, scores: [4, 3] },
      },
    ],
  },
  {
    id: 'the-castle',
    game: 'ferret',
    title: 'The Castle: your own set beats a layoff',
    rule: RULES.castle,
    seat: 0,
    names: NAMES,
    setup: {
      hands: [
        ['4WL', '2SY', '3MW', 'AM', 'CS'],
        ['5ML', '2WL', '9LK', 'CY', 'AW'],
      ],
      tableaux: [['6LK', '8YK'], []],
      pool: ['7SK', '6MW', '3LY'],
      sets: [{ owner: 1, cards: ['4MS', '5SW', '6SY'] }],
      drawPile: ['9WY'],
      turn: 0,
    },
    intro:
      'Sam has scored a set: the Mountain, the Discovery and the Penitent, 4, 5, 6 of Suns. The ' +
      'Castle, a 7 of Suns and Knots, is in the pool. Any 7 of Suns that reaches a tableau would ' +
      'be laid off on Sam’s set at once. But you hold two Knots in your tableau: the Market (6) and the Betrayal (8).',
    introHighlight: ['7SK', '6LK', '8YK', '4MS', '5SW', '6SY'],
    steps: [
      {
        move: '4WL>7SK',
        ask: {
          prompt: 'Take the Castle into your tableau: which card pays for it?',
          goal: { zones: { '7SK': 'scored:0' } },
          target: '7SK',
        },
        caption:
          'The Sailor’s Leaves oppose the Castle’s Suns, so the Castle comes into your tableau, where ' +
          'it completes the Market, Castle, Betrayal: 6, 7, 8 of Knots. Completing your own set beats ' +
          'laying the card off, so you score all three cards instead of a single layoff.',
        highlight: ['6LK', '7SK', '8YK'],
        expect: { zones: { '7SK': 'scored:0', '6LK': 'scored:0', '8YK': 'scored:0' }, scores: [3, 3] },
      },
    ],
  },
  {
    id: 'aces-and-crowns-wild',
    game: 'ferret',
    title: 'An Ace standing in: you choose the run',
    rule: RULES.wild,
    seat: 0,
    names: NAMES,
    setup: {
      hands: [
        ['6SY', '2WL', '9LK', 'CS', '2SY'],
        ['5YK', '8WL', '4WL', 'CY', 'AW'],
      ],
      tableaux: [['AM', '5ML'], ['3MW']],
      pool: ['6MW', '7WY', '3LY'],
      drawPile: ['9WY'],
      turn: 0,
    },
    intro:
      'Your tableau holds the Ace of Moons and the Forest, a 5 of Moons and Leaves. Sam has the ' +
      'Journey, a 3 of Moons and Waves. The Lunatic, a 6 of Moons and Waves, is in the pool.',
    introHighlight: ['AM', '5ML', '6MW'],
    steps: [
      {
        move: '6SY>6MW',
        caption:
          'You take the Lunatic into your tableau with the Penitent. Now the Ace, the Forest and the ' +
          'Lunatic can make a set of Moons, but the Ace cannot be a 1 here, so it stands in as a wild ' +
          'card. It could make 4-5-6 or 5-6-7: you choose.',
        highlight: ['AM', '5ML', '6MW'],
      },
      {
        move: 'set:5ML,6MW,AM@5',
        ask: {
          prompt: 'Choose the run the Ace stands for. Which reading keeps Sam’s Journey, the 3 of Moons, from scoring?',
          goal: { zones: { AM: 'scored:0', '3MW': 'tableau:1' } },
        },
        caption:
          'You read the set as 5-6-7: the Ace stands for the 7. From now on only a 4 or an 8 of Moons ' +
          'can be laid off on it, so Sam’s Journey stays in his tableau. Read as 4-5-6, the set would ' +
          'have taken the Journey at once, as a layoff scoring for Sam.',
        highlight: ['AM', '5ML', '6MW', '3MW'],
        expect: { zones: { AM: 'scored:0', '3MW': 'tableau:1' }, scores: [3, 0] },
      },
    ],
  },
  {
    id: 'aces-and-crowns-natural',
    game: 'ferret',
    title: 'Ace, 2, Crown reads Ace, 2, 3',
    rule: RULES.wild,
    seat: 0,
    names: NAMES,
    setup: {
      hands: [
        ['4YK', '2SY', '9LK', 'CS', '8MS'],
        ['5YK', '8WL', '3MW', 'CY', '6SY'],
      ],
      tableaux: [['AW', '2WL'], ['4WL']],
      pool: ['CW', '7WY', '3LY'],
      drawPile: ['9WY'],
      turn: 0,
    },
    intro:
      'Your tableau holds the Ace of Waves and the Origin, a 2 of Waves and Leaves. The Sea, the ' +
      'Crown of Waves, is in the pool. Sam has the Sailor, a 4 of Waves and Leaves.',
    introHighlight: ['AW', '2WL', 'CW'],
    steps: [
      {
        move: '4YK>CW',
        ask: { prompt: 'Which card in your hand takes the Sea into your tableau? Pick it.', goal: { zones: { CW: 'scored:0' } }, target: 'CW' },
        caption:
          'The Battle’s Knots oppose the Sea’s Waves, so the Sea joins your tableau: Ace, 2, Crown of ' +
          'Waves. There is no wraparound, and an Ace that can be a 1 must be, so the set reads Ace, ' +
          '2, 3: the Crown stands for the 3. The next layoff is a 4 of Waves, and Sam’s Sailor is ' +
          'laid off at once, scoring for Sam. A 3 of Waves can never be laid off here.',
        highlight: ['AW', '2WL', 'CW', '4WL'],
        expect: { zones: { CW: 'scored:0', '4WL': 'scored:1' }, scores: [3, 1] },
      },
    ],
  },
  {
    id: 'the-end-and-final-scoring',
    game: 'ferret',
    title: 'The end and the final scoring',
    rule: RULES.final,
    seat: 0,
    names: NAMES,
    setup: {
      hands: [
        ['7SK', '6MW', '7ML', '8MS', 'AK'],
        ['3SK', '4YK', '5YK', 'CM', 'CS'],
      ],
      tableaux: [['2MK'], ['5ML', 'CW']],
      pool: ['9WY', '7WY', '9MS'],
      drawPile: ['8WL'],
      rest: 'out',
      turn: 0,
    },
    leftOut: 'The cards of the game’s earlier turns are left out: only its end is on the table.',
    intro:
      'One card is left in the draw pile. You have the Author (2 of Moons and Knots) in your tableau; Sam has the Forest (5 of Moons and Leaves) and the Sea.',
    introHighlight: ['2MK', '5ML'],
    steps: [
      {
        move: '7SK>9WY',
        // The move ends the game and runs the whole final scoring: the steps show it a stage at a time.
        upTo: 7,
        ask: {
          prompt:
            'Take the Darkness into your tableau, and draw the last card. Keep your three Moons for a set and your Ace of Knots ' +
            'for a layoff: which card can you spare to play on it?',
          goal: { scores: [5, 4] },
          target: '9WY',
        },
        caption:
          'You take the Darkness into your tableau and draw the last card, the Mill. The game ends at ' +
          'once. You drew the last card, so Sam scores first: his five cards go into his tableau. The ' +
          'Painter, the Battle and the Soldier are 3, 4, 5 of Knots: a set for Sam. Your Author is a ' +
          '2 of Knots, so it is laid off on Sam’s set and scores for you.',
        highlight: ['3SK', '4YK', '5YK', '2MK'],
        expect: { zones: { '3SK': 'scored:1', '2MK': 'scored:0' } },
      },
      {
        upTo: 11,
        caption:
          'Then your hand goes into your tableau. The Lunatic, the Chance Meeting and the Diplomat ' +
          'are 6, 7, 8 of Moons: your set. Your Ace of Knots can be a 1 on Sam’s Knots set (2, 3, 4, ' +
          '5), so it is laid off there and scores for you.',
        highlight: ['6MW', '7ML', '8MS', 'AK'],
        expect: { zones: { '6MW': 'scored:0', AK: 'scored:0' } },
      },
      {
        caption:
          'Last, Sam, who scored first, lays off onto the sets you just made: his Forest is the 5 of ' +
          'Moons, just below your 6, 7, 8. The three cards in the pool score for nobody. You have 5 ' +
          'cards in your score pile and Sam has 4: you win.',
        highlight: ['5ML'],
        expect: { zones: { '5ML': 'scored:1', '9MS': 'pool' }, scores: [5, 4] },
      },
    ],
  },
];

export function ferretExample(id: string): Example | undefined {
  return FERRET_EXAMPLES.find((e) => e.id === id);
}

/**
 * What the reader may try at a question: any hand card on the question's card (the engine says where
 * each would take it), or any reading of a set. Every try is judged by the engine (`judgeTry`).
 */
export const FERRET_TRIES: ExampleTries<FerretState, FerretMove> = {
  tries(state, scripted) {
    if (scripted.type === 'ferret') return (state.hands[state.turn] ?? []).map((c) => ({ type: 'ferret', card: c, target: scripted.target }));
    return legalMoves(state).filter((m) => m.type === scripted.type);
  },
  explain: (before, move) => explainMove(before, move),
  /**
   * Every card of the deck is in a hand, a tableau, the pool, the draw pile or a score pile, unless the
   * position leaves the rest out (`rest: "out"`); and between turns both hands hold five cards (a card
   * played from the hand is always replaced, by the card taken or by the draw).
   */
  unreachable(s) {
    const out: PositionProblem[] = [];
    if (s.outOfGame.length > 0) out.push({ kind: 'left-out', text: `${s.outOfGame.length} cards of the deck are out of the game` });
    if (s.phase === 'play')
      s.hands.forEach((hand, p) => {
        if (hand.length !== HAND_SIZE)
          out.push({ kind: 'unreachable', text: `hand ${p} holds ${hand.length} cards, and between turns a hand holds ${HAND_SIZE}` });
      });
    return out;
  },
  unfold: (before, events) => unfold(before, events as readonly FerretEvent[]),
};

/**
 * The table part-way through a move (the end of the game and its final scoring, shown stage by stage):
 * the position before it with the first of its events done, the engine's own events (each card played,
 * taken, drawn, placed from a hand, each set and each layoff). With every event it is the engine's position.
 */
export function unfold(before: FerretState, events: readonly FerretEvent[]): FerretState {
  const hands: [CardId[], CardId[]] = [[...before.hands[0]], [...before.hands[1]]];
  const tableaux: [CardId[], CardId[]] = [[...before.tableaux[0]], [...before.tableaux[1]]];
  const pool = [...before.pool];
  let { drawPile, sets, layoffs, end, phase, passes } = before;
  const without = (list: CardId[], ids: readonly CardId[]) => list.filter((c) => !ids.includes(c));
  for (const e of events) {
    switch (e.type) {
      case 'ferret': {
        const them = e.player === 0 ? 1 : 0;
        hands[e.player] = without(hands[e.player], [e.card]);
        if (e.to === 'hand') hands[e.player].push(e.target);
        else tableaux[e.player].push(e.target);
        const place = e.from === 'pool' ? pool : tableaux[them];
        place[place.indexOf(e.target)] = e.card;
        passes = 0;
        break;
      }
      case 'pass':
        passes = 1;
        break;
      case 'draw':
        if (e.card !== null) {
          hands[e.player].push(e.card);
          drawPile = drawPile.filter((c) => c !== e.card);
        }
        break;
      case 'end':
        end = { reason: e.reason, first: e.first, stage: 'first' };
        break;
      case 'stage':
        end = end && { ...end, stage: e.stage };
        break;
      case 'reveal':
        tableaux[e.player].push(...e.cards);
        hands[e.player] = without(hands[e.player], e.cards);
        break;
      case 'set':
        tableaux[e.set.owner] = without(
          tableaux[e.set.owner],
          e.set.cards.map((c) => c.card),
        );
        sets = [...sets, e.set];
        break;
      case 'layoff':
        tableaux[e.layoff.owner] = without(tableaux[e.layoff.owner], [e.layoff.card]);
        sets = sets.map((x) => (e.layoff.sets.includes(x.id) ? { ...x, low: Math.min(x.low, e.as), high: Math.max(x.high, e.as) } : x));
        layoffs = [...layoffs, e.layoff];
        break;
      case 'over':
        phase = 'over';
        end = end && { ...end, stage: 'done' };
        break;
    }
  }
  return { ...before, hands, tableaux, pool, drawPile, sets, layoffs, end, phase, passes };
}

/** Jigger's scripted examples, written to be read aloud; replayed by tests/unit/jigger-examples.test.ts. */
import type { Example, ExampleTries } from '../core/example';
import { SUIT_INFO, SUITS, type CardId } from '../deck';
import { fullDeck, locate } from './game';
import type { JiggerEvent, JiggerMove, JiggerState } from './state';
import { RULES } from './rules';

const KIDS = ['You', 'Mia', 'Leo'];
/** Every example deals only the cards its demand is about. */
const LEFT_OUT = 'Only the cards this demand is about are dealt: the rest of the deck is left out.';

export const JIGGER_EXAMPLES: readonly Example[] = [
  {
    id: 'everyone-answers',
    game: 'jigger',
    title: 'You demand Moons',
    rule: RULES.demand,
    seat: 0,
    names: KIDS,
    leftOut: LEFT_OUT,
    setup: {
      players: 3,
      hands: [
        ['2SY', '5YK'],
        ['3MW', '6MW', '7SK'],
        ['4MS', '9LK'],
      ],
      drawPile: ['AW', 'CL'],
      turn: 0,
    },
    intro: 'It is your turn to demand a suit. Look at Mia’s cards and Leo’s cards: which suit do they have the most of?',
    steps: [
      {
        move: 'moons',
        upTo: 1,
        ask: {
          prompt: 'Which suit do Mia and Leo hold the most cards of? Demand it.',
          goal: { zones: { '3MW': 'take:0', '6MW': 'take:0', '4MS': 'take:0' } },
        },
        caption: 'You say: “I demand Moons!”',
      },
      {
        ask: {
          prompt: 'Who must give you cards?',
          goal: {},
          choices: [
            { label: 'Only Mia', right: false, why: 'Leo has a card with Moons too, the Mountain, so he must give it.' },
            { label: 'Only Leo', right: false, why: 'Mia has two cards with Moons, so she must give them both.' },
            { label: 'Mia and Leo', right: true, why: 'Everyone who has the suit gives every card of it.' },
          ],
        },
        caption: 'Mia gives you both of her Moons cards, the Journey and the Lunatic, and Leo gives you his, the Mountain. That is three cards in your take.',
        highlight: ['3MW', '6MW', '4MS'],
        expect: { zones: { '3MW': 'take:0', '6MW': 'take:0', '4MS': 'take:0' }, facts: { 'take:0': '3' } },
      },
    ],
  },
  {
    id: 'jigger-fishing',
    game: 'jigger',
    title: 'Jigger! Going fishing',
    rule: RULES.jigger,
    seat: 0,
    names: KIDS,
    leftOut: LEFT_OUT,
    setup: { players: 3, hands: [['2SY', '5YK'], ['7SK', '3LY'], ['4WL']], drawPile: ['8MS', 'CL', '9WY', 'AK'], turn: 0 },
    intro: 'You are going to demand the blue Waves. Mia has no Waves at all. Leo has one.',
    steps: [
      {
        move: 'waves',
        upTo: 1,
        ask: { prompt: 'Demand the blue Waves: press Waves.', goal: { zones: { '4WL': 'take:0', '9WY': 'take:0' } } },
        caption: 'You say: “I demand Waves!”',
      },
      {
        upTo: 2,
        ask: {
          prompt: 'Who must give you a card from their hand?',
          goal: {},
          choices: [
            { label: 'Mia', right: false, why: 'Mia has no card with Waves, so she cannot give one: she must go fishing.' },
            { label: 'Leo', right: true, why: 'Leo has the Sailor, which has Waves.' },
            { label: 'Nobody', right: false, why: 'Leo has the Sailor, which has Waves, so he must give it.' },
          ],
        },
        caption: 'Leo has the Sailor, which has Waves, so he gives it to you at once.',
        highlight: ['4WL'],
        expect: { zones: { '4WL': 'take:0' } },
      },
      {
        upTo: 4,
        caption: 'Mia has no Waves, so she calls “Jigger!” and goes fishing. She draws the Diplomat: no Waves, so she keeps it.',
        highlight: ['8MS'],
        expect: { zones: { '8MS': 'hand:1' } },
      },
      {
        upTo: 5,
        caption: 'She draws again: the End. No Waves, so she keeps that too.',
        highlight: ['CL'],
        expect: { zones: { CL: 'hand:1' } },
      },
      {
        caption: 'She draws again: the Darkness. It has Waves! She gives it to you, and her fishing is over.',
        highlight: ['9WY'],
        expect: { zones: { '8MS': 'hand:1', CL: 'hand:1', '9WY': 'take:0', '4WL': 'take:0' }, facts: { 'hand:1': '4' } },
      },
    ],
  },
  {
    id: 'the-excuse',
    game: 'jigger',
    title: 'The Excuse',
    rule: RULES.excuse,
    seat: 0,
    names: KIDS,
    leftOut: LEFT_OUT,
    setup: { players: 3, hands: [['2SY'], ['6LK'], ['3MW', 'X']], drawPile: ['AW', 'CL', '8YK'], turn: 0 },
    intro: 'Leo has no yellow Knots. But he has the Excuse, the card with no suit.',
    steps: [
      {
        move: 'knots',
        upTo: 2,
        ask: {
          prompt: 'Demand a suit Mia has and Leo does not, so that Mia gives you a card and Leo must give you the Excuse.',
          goal: { zones: { X: 'take:0', '6LK': 'take:0' } },
        },
        caption: 'You demand Knots. Mia gives you the Market, which has Knots.',
        highlight: ['6LK'],
      },
      {
        ask: {
          prompt: 'Leo has no Knots. What must he do?',
          goal: {},
          choices: [
            { label: 'Go fishing', right: false, why: 'A player who has the Excuse gives it instead of fishing.' },
            { label: 'Give you the Excuse', right: true, why: 'A player with no card of the suit who holds the Excuse must give it.' },
            { label: 'Nothing', right: false, why: 'Everyone must answer a demand: with the suit, with the Excuse, or by fishing.' },
          ],
        },
        caption: 'Leo has no Knots, so instead of fishing he must give you the Excuse. It counts as a card in your take, and it can win a tie at the end.',
        highlight: ['X'],
        expect: { zones: { X: 'take:0', '6LK': 'take:0' }, facts: { 'hand:2': '1' } },
      },
    ],
  },
  {
    id: 'the-pile-runs-out',
    game: 'jigger',
    title: 'The end: the pile runs out',
    rule: RULES.end,
    seat: 0,
    names: KIDS,
    leftOut: LEFT_OUT,
    setup: {
      players: 3,
      hands: [['2SY'], ['7SK'], ['3MW']],
      takes: [['AM', 'AS', 'X'], ['AW', 'AL', 'CY', 'AK'], ['AY']],
      drawPile: ['9LK'],
      turn: 0,
    },
    intro: 'Only one card is left to draw. Mia has four cards in her take. You have three, and one of them is the Excuse.',
    steps: [
      {
        move: 'moons',
        upTo: 1,
        ask: { prompt: 'Leo’s Journey would be your fourth card. Demand a suit it has.', goal: { zones: { '3MW': 'take:0' } } },
        caption: 'You demand Moons.',
      },
      {
        upTo: 2,
        ask: {
          prompt: 'Who must give you a card from their hand?',
          goal: {},
          choices: [
            { label: 'Mia', right: false, why: 'Mia’s Castle has Suns and Knots, no Moons: she must go fishing.' },
            { label: 'Leo', right: true, why: 'Leo’s Journey has Moons.' },
          ],
        },
        caption: 'Leo has the Journey, which has Moons, so he gives it to you at once.',
        highlight: ['3MW'],
        expect: { zones: { '3MW': 'take:0' } },
      },
      {
        upTo: 4,
        caption: 'Mia has no Moons: “Jigger!” She draws the last card, the Merchant, but it has no Moons, so she keeps it.',
        highlight: ['9LK'],
        expect: { zones: { '9LK': 'hand:1' } },
      },
      {
        caption:
          'There is nothing left to draw, so the game ends at once. You and Mia both have four cards ' +
          'in your takes, a tie, and the Excuse breaks ties: you win!',
        highlight: ['X'],
        expect: { zones: { '3MW': 'take:0', '9LK': 'hand:1' }, facts: { phase: 'over', 'take:0': '4', 'take:1': '4', winners: '0' } },
      },
    ],
  },
  {
    id: 'tie-breaks',
    game: 'jigger',
    title: 'A tie with no Excuse',
    rule: RULES.end,
    seat: 0,
    names: KIDS,
    leftOut: LEFT_OUT,
    setup: {
      players: 3,
      hands: [['2SY'], ['7SK', '5YK'], ['3MW']],
      takes: [
        ['AM', 'AS'],
        ['AW', 'AL', 'CY'],
        ['AY', 'CM', 'CS'],
      ],
      drawPile: ['8MS'],
      turn: 0,
    },
    intro: 'Mia and Leo each have three cards in their takes. Nobody has taken the Excuse.',
    steps: [
      {
        move: 'wyrms',
        upTo: 1,
        ask: { prompt: 'Demand the green Wyrms: press Wyrms.', goal: { zones: { '5YK': 'take:0', '7SK': 'hand:1' } } },
        caption: 'You demand the green Wyrms.',
      },
      {
        upTo: 2,
        ask: {
          prompt: 'Who must give you a card from their hand?',
          goal: {},
          choices: [
            { label: 'Mia', right: true, why: 'Mia’s Soldier has Wyrms.' },
            { label: 'Leo', right: false, why: 'Leo’s Journey has Moons and Waves, no Wyrms: he must go fishing.' },
          ],
        },
        caption: 'Mia gives you the Soldier, which has Wyrms.',
        highlight: ['5YK'],
        expect: { zones: { '5YK': 'take:0' } },
      },
      {
        upTo: 4,
        caption: 'Leo has no Wyrms and fishes: the last card is the Diplomat, no Wyrms, so he keeps it.',
        highlight: ['8MS'],
        expect: { zones: { '8MS': 'hand:2' } },
      },
      {
        caption:
          'The pile is empty, so the game ends. You, Mia and Leo all have three cards in your takes. ' +
          'No one has the Excuse, so the most cards in hand wins: Leo has two, the Journey and the Diplomat. Leo wins!',
        highlight: ['3MW', '8MS'],
        expect: { facts: { phase: 'over', winners: '2' } },
      },
    ],
  },
  {
    id: 'handicap',
    game: 'jigger',
    title: 'Two players of different ages',
    rule: RULES.handicap,
    seat: 0,
    names: ['You', 'Dad'],
    leftOut: LEFT_OUT,
    setup: {
      players: 2,
      options: { handicap: { older: 1, takesFaceDown: false } },
      hands: [
        ['2SY', '4MS'],
        ['3MW', '6MW', '7SK'],
      ],
      drawPile: ['AW', 'CL', '8YK'],
      turn: 0,
    },
    intro: 'Dad is much older than you, so he plays with a handicap. Your take goes behind a screen, where Dad cannot see it. His take stays face up.',
    steps: [
      {
        move: 'moons',
        ask: { prompt: 'Demand a suit Dad has two cards of.', goal: { facts: { 'take:0': '2' } } },
        caption:
          'You demand Moons. Dad gives you the Journey and the Lunatic. They go in your take, behind ' +
          'your screen: you can look at them, but Dad cannot. He has to remember what he gave you.',
        highlight: ['3MW', '6MW'],
        expect: { zones: { '3MW': 'take:0', '6MW': 'take:0' }, facts: { 'sees-take:1:0': 'no', 'sees-take:0:0': 'yes' } },
      },
      {
        move: 'suns',
        caption: 'Now Dad demands Suns. You give him the Desert and the Mountain. Dad’s take stays face up, so you can look at it whenever you like.',
        highlight: ['2SY', '4MS'],
        expect: { zones: { '2SY': 'take:1', '4MS': 'take:1' }, facts: { 'sees-take:0:1': 'yes', 'sees-take:1:0': 'no', 'take:1': '2' } },
      },
    ],
  },
  {
    id: 'two-books',
    game: 'jigger',
    title: 'Book scoring: two books from four cards',
    rule: RULES.books,
    seat: 0,
    names: ['You', 'Mia'],
    leftOut: LEFT_OUT,
    setup: {
      players: 2,
      options: { bookScoring: true },
      hands: [['2SY'], ['PMSL', '7WY']],
      takes: [['4MS', '8MS', '9MS'], []],
      drawPile: ['AW', 'CL'],
      turn: 0,
    },
    intro: 'Playing with books. Your take has the Mountain, the Diplomat and the Pact: each has Moons and Suns.',
    introHighlight: ['4MS', '8MS', '9MS'],
    steps: [
      {
        move: 'suns',
        ask: { prompt: 'Which suit gives you two books? Press it.', goal: { facts: { 'books:0': '2' } } },
        caption:
          'You demand Suns, and Mia gives you the Harvest. It has Moons, Suns and Leaves. Now four ' +
          'cards have Moons: a book of Moons. The same four cards have Suns: a book of Suns too. That ' +
          'is two books. (The Harvest also starts a set of Leaves.)',
        highlight: ['4MS', '8MS', '9MS', 'PMSL'],
        expect: { facts: { 'books:0': '2' } },
      },
    ],
  },
];

export function jiggerExample(id: string): Example | undefined {
  return JIGGER_EXAMPLES.find((e) => e.id === id);
}

/** What the reader may try at a question: a demand for any of the six suits. The engine judges each. */
export const JIGGER_TRIES: ExampleTries<JiggerState, JiggerMove> = {
  tries: (state) => (state.phase === 'demand' ? SUITS.map((suit) => ({ type: 'demand', suit })) : []),
  explain(before, move, after) {
    if (move.type !== 'demand') return 'That answers the demand.';
    const taken = (after.takes[before.turn] ?? []).filter((c) => !(before.takes[before.turn] ?? []).includes(c));
    const fished = taken.filter((c) => before.drawPile.includes(c)).length;
    const given = taken.length - fished;
    const cards = (n: number) => (n === 0 ? 'no cards' : n === 1 ? 'one card' : `${n} cards`);
    return (
      `A demand for ${SUIT_INFO[move.suit].name} brings ${cards(given)} from the others’ hands into the take` +
      `${fished > 0 ? `, and ${cards(fished)} fished from the pile` : ''}.`
    );
  },
  /** Every card of the game's decks is in a hand, a take or the draw pile; any hand and take sizes can come about. */
  unreachable(s) {
    const out = fullDeck(s.options.players).filter((c) => locate(s, c) === 'out').length;
    return out > 0 ? [{ kind: 'left-out', text: `${out} cards of the deck are out of the game` }] : [];
  },
  unfold: (before, events) => unfold(before, events as readonly JiggerEvent[]),
};

/**
 * The table part-way through a demand: the position before it with the first of its events done (the
 * engine's own events: who gave what, each card drawn). With every event it is the engine's position.
 */
export function unfold(before: JiggerState, events: readonly JiggerEvent[]): JiggerState {
  const hands = before.hands.map((h) => [...h]);
  const takes = before.takes.map((t) => [...t]);
  let pile = [...before.drawPile];
  for (const e of events) {
    if (e.type === 'surrender' || e.type === 'excuse') {
      // The engine's own events name every card (only a seat's view of one leaves them out).
      const given = e.type === 'surrender' ? e.cards.filter((c): c is CardId => c !== null) : [e.card];
      hands[e.seat] = (hands[e.seat] ?? []).filter((c) => !given.includes(c));
      takes[e.to]?.push(...given);
    } else if (e.type === 'fish' && e.card !== null) {
      pile = pile.filter((c) => c !== e.card);
      (e.match ? takes[before.turn] : hands[e.seat])?.push(e.card);
    }
  }
  return { ...before, hands, takes, drawPile: pile };
}

/** Thricewise's scripted examples, replayed by tests/unit/thricewise-examples.test.ts. */
import type { Example, ExampleTries, PositionProblem } from '../core/example';
import { BASIC_DECK, capitalise, card } from '../deck';
import { locate } from './game';
import { legalCells } from './scoring';
import type { Cell, ThricewiseMove, ThricewiseState } from './state';
import { HAND_SIZE, RULES, START_GRID } from './rules';

const TWO = ['You', 'Sam'];
/** Every example's hands and draw pile hold only a few cards. */
const LEFT_OUT = 'Only a few cards are in the hands and the draw pile: the rest of the deck is out of the game.';

export const THRICEWISE_EXAMPLES: readonly Example[] = [
  {
    id: 'thirteen-points',
    game: 'thricewise',
    title: 'One 5 for 13 points',
    rule: RULES.scoring,
    seat: 0,
    names: TWO,
    leftOut: LEFT_OUT,
    setup: {
      players: 2,
      hands: [
        ['5YK', '9LK', '3LY'],
        ['7SK', '2MK', '6MW'],
      ],
      grid: [
        ['5SW', 0, 1],
        ['2WL', 0, 2],
        ['5ML', 1, 1],
        ['AS', 1, 2],
        ['4YK', 2, 0],
        ['8YK', 2, 2],
      ],
      drawPile: ['CM', '3SK'],
    },
    intro:
      'In the grid: the Discovery and the Forest, two 5s, one above the other; and below them the ' +
      'Battle (4, Wyrms and Knots) and the Betrayal (8, Wyrms and Knots), with a gap between. You ' +
      'hold the Soldier, a 5 of Wyrms and Knots.',
    introHighlight: ['5SW', '5ML', '4YK', '8YK', '5YK'],
    steps: [
      { move: 'choose:0:5YK', caption: 'You choose the Soldier, face down.' },
      {
        move: 'choose:1:7SK',
        caption: 'Sam chooses a card too. Both are turned up: a 5 and a 7, different ranks, so both are played, lowest first: you go first.',
      },
      {
        move: '5YK@2,1',
        ask: { prompt: 'Where does the Soldier score the most? Pick a space.', goal: { facts: { 'score:0': '13' } }, target: '5YK' },
        caption:
          'The Soldier goes in the gap. Across, the Battle, the Soldier and the Betrayal share Wyrms: ' +
          'a flush worth 4, the lowest number. They also share Knots: a second flush, another 4. ' +
          'Down, the Discovery, the Forest and the Soldier are three 5s: a set worth 5. In all, 13 points.',
        highlight: ['4YK', '5YK', '8YK', '5SW', '5ML'],
        expect: { facts: { 'score:0': '13', 'trios:0': '3' } },
      },
    ],
  },
  {
    id: 'a-tie-defers',
    game: 'thricewise',
    title: 'A tie: deferred cards',
    rule: RULES.deferring,
    seat: 0,
    names: ['You', 'Sam', 'Kim'],
    leftOut: LEFT_OUT,
    setup: {
      players: 3,
      hands: [
        ['5YK', '9LK', 'CK'],
        ['5SW', '2MK', '7WY'],
        ['3LY', '8MS', 'AK'],
      ],
      grid: [
        ['AM', 0, 0],
        ['AS', 0, 1],
        ['AW', 0, 2],
        ['4WL', 1, 0],
        ['7ML', 1, 1],
        ['6SY', 1, 2],
      ],
      drawPile: ['CM', '3SK', '9WY'],
    },
    intro: 'Three players. Everyone chooses a card in secret.',
    steps: [
      { move: 'choose:0:5YK', caption: 'You choose the Soldier.' },
      { move: 'choose:1:5SW', caption: 'Sam chooses the Discovery.' },
      {
        move: 'choose:2:3LY',
        caption:
          'Kim chooses the Savage, and the cards are turned up. You and Sam both chose a 5: your ' +
          'cards are deferred. They stay face up on the table, and only Kim plays this turn.',
        highlight: ['5YK', '5SW'],
        expect: { zones: { '5YK': 'deferred:0', '5SW': 'deferred:1' } },
      },
      {
        move: '3LY@2,0',
        caption: 'Kim places the Savage. Then everyone draws a card.',
        expect: { facts: { phase: 'choose' } },
      },
      { move: 'choose:0:9LK', caption: 'Next turn you choose the Merchant, a 9.' },
      { move: 'choose:1:2MK', caption: 'Sam chooses the Author, a 2.' },
      {
        move: 'choose:2:8MS',
        caption:
          'Kim chooses the Diplomat, an 8. No ties this time. Sam’s 2 plays first, then Kim’s 8, then ' +
          'your 9. Sam and you each also place your deferred 5 on your turn, in whichever order you like.',
        expect: { facts: { placing: 'seat:1' } },
      },
      { move: '2MK@2,1', caption: 'Sam places the Author…' },
      { move: '5SW@2,2', caption: '…and his deferred Discovery.' },
      { move: '8MS@3,0', caption: 'Kim places the Diplomat.' },
      {
        move: '5YK@-1,0',
        ask: { prompt: 'Your turn to place: put your deferred Soldier in any space next to the grid.', goal: {}, target: '5YK' },
        caption: 'Now you: first your deferred Soldier, then your new Merchant. Only the new card decided when you play.',
        expect: { zones: { '5YK': 'grid:-1,0' } },
      },
    ],
  },
  {
    id: 'the-edge',
    game: 'thricewise',
    title: 'The edge of the grid',
    rule: RULES.edge,
    seat: 0,
    names: TWO,
    leftOut: LEFT_OUT,
    setup: {
      players: 2,
      hands: [
        ['5YK', '9LK', '3LY'],
        ['7SK', '2MK', '6MW'],
      ],
      grid: [
        ['AM', 0, 0],
        ['AS', 0, 1],
        ['AW', 0, 2],
        ['AL', 0, 3],
        ['AY', 0, 4],
        ['AK', 0, 5],
        ['2WL', 1, 0],
        ['4MS', 1, 1],
      ],
      drawPile: ['CM', '3SK'],
    },
    intro: 'The grid is already six cards wide: a row of Aces, with two cards below its left end. It can still grow up and down, but never wider.',
    steps: [
      { move: 'choose:0:5YK', caption: 'You choose the Soldier.' },
      { move: 'choose:1:7SK', caption: 'Sam chooses the Castle. Your 5 plays first.' },
      {
        move: '5YK@1,5',
        ask: { prompt: 'Place the Soldier. Try a space just past either end of the row first, then a space the rules allow.', goal: {}, target: '5YK' },
        caption:
          'A space beyond either end of the row would make the grid seven wide, so it is not allowed. ' +
          'Above or below the row is fine. The Soldier goes below the Ace of Knots, at the right end of the second row.',
        expect: { zones: { '5YK': 'grid:1,5' } },
      },
    ],
  },
  {
    id: 'straights-in-order',
    game: 'thricewise',
    title: 'A straight must be in order',
    rule: RULES.scoring,
    seat: 0,
    names: TWO,
    leftOut: LEFT_OUT,
    setup: {
      players: 2,
      hands: [
        ['3MW', '9LK', 'AY'],
        ['6LK', '2MK', 'CW'],
      ],
      grid: [
        ['5SW', 0, 0],
        ['7ML', 0, 1],
        ['4WL', 1, 0],
        ['5YK', 1, 1],
      ],
      drawPile: ['CM', '3SK'],
    },
    intro: 'Two rows: a 5 and a 7 at the top; a 4 and a 5 at the bottom.',
    steps: [
      { move: 'choose:0:3MW', caption: 'You choose the Journey, a 3.' },
      { move: 'choose:1:6LK', caption: 'Sam chooses the Market, a 6. Your 3 plays first.' },
      {
        move: '3MW@1,-1',
        ask: { prompt: 'Where does the Journey make a straight? Pick a space.', goal: { facts: { 'score:0': '3' } }, target: '3MW' },
        caption: 'You put the Journey left of the 4 and 5: 3, 4, 5 in order, a straight worth 3.',
        highlight: ['3MW', '4WL', '5YK'],
        expect: { facts: { 'score:0': '3' } },
      },
      {
        move: '6LK@0,2',
        caption:
          'Sam puts the Market after the 5 and the 7. The ranks are all there, but 5, 7, 6 is not in ' +
          'order along the line, so it is not a straight, and it scores nothing.',
        highlight: ['5SW', '7ML', '6LK'],
        expect: { facts: { 'score:1': '0' } },
      },
    ],
  },
  {
    id: 'ace-two-three',
    game: 'thricewise',
    title: 'Ace, 2, 3 is worth 2',
    rule: RULES.scoring,
    seat: 0,
    names: TWO,
    leftOut: LEFT_OUT,
    setup: {
      players: 2,
      hands: [
        ['3LY', '9WY', '5YK'],
        ['7SK', '8MS', '4WL'],
      ],
      grid: [
        ['AM', 0, 0],
        ['2SY', 0, 1],
        ['CS', 1, 0],
        ['CW', 1, 1],
      ],
      drawPile: ['CM', '3SK'],
    },
    intro: 'The Ace of Moons and the Desert, a 2, sit side by side. Aces and Crowns are not numbers.',
    steps: [
      { move: 'choose:0:3LY', caption: 'You choose the Savage, a 3.' },
      { move: 'choose:1:7SK', caption: 'Sam chooses the Castle. Your 3 plays first.' },
      {
        move: '3LY@0,2',
        ask: { prompt: 'Where does the Savage score? Pick a space.', goal: { facts: { 'score:0': '2' } }, target: '3LY' },
        caption:
          'Ace, 2, 3 is a straight. The Ace is not a number, so the lowest number card is the 2: the ' +
          'straight is worth 2. (Three Aces, or three Crowns, would be worth nothing.)',
        highlight: ['AM', '2SY', '3LY'],
        expect: { facts: { 'score:0': '2' } },
      },
    ],
  },
];

export function thricewiseExample(id: string): Example | undefined {
  return THRICEWISE_EXAMPLES.find((e) => e.id === id);
}

/** Spaces just beyond a full six-wide or six-tall edge, so a reader can try them and hear why not. */
export function spacesBeyond(s: ThricewiseState): { row: number; col: number }[] {
  const legal = legalCells(s.grid);
  return s.grid
    .flatMap((p) => [
      { row: p.row, col: p.col + 1 },
      { row: p.row, col: p.col - 1 },
      { row: p.row + 1, col: p.col },
      { row: p.row - 1, col: p.col },
    ])
    .filter((c, i, all) => all.findIndex((d) => d.row === c.row && d.col === c.col) === i)
    .filter((c) => !s.grid.some((p) => p.row === c.row && p.col === c.col) && !legal.some((l) => l.row === c.row && l.col === c.col));
}

/**
 * What the reader may try at a question: a card of the hand to choose, or every space next to the
 * grid for the card to place (legal or beyond the edge). The engine judges each.
 */
export const THRICEWISE_TRIES: ExampleTries<ThricewiseState, ThricewiseMove> = {
  tries(state, scripted) {
    if (scripted.type === 'choose') return (state.hands[scripted.seat] ?? []).map((c) => ({ ...scripted, card: c }));
    return [...legalCells(state.grid), ...spacesBeyond(state)].map((c) => ({ type: 'place', card: scripted.card, row: c.row, col: c.col }));
  },
  explain(before, move, after) {
    const name = capitalise(card(move.card).name);
    if (move.type === 'choose') return `${name} is chosen, face down.`;
    const seat = before.placing[0]?.seat ?? 0;
    const points = (after.scores[seat] ?? 0) - (before.scores[seat] ?? 0);
    return points === 0
      ? `There ${card(move.card).name} makes no trio and scores nothing.`
      : `There ${card(move.card).name} scores ${points} ${points === 1 ? 'point' : 'points'}.`;
  },
  /**
   * Every card of the deck is in a hand, the grid, the draw pile or a deferred row; the grid holds the
   * block of starting cards dealt for this many players and every other card touches one placed before it
   * (so the grid is all of a piece, corners touching); and while the draw pile can give everyone a card,
   * every hand is full when cards are chosen.
   */
  unreachable(s) {
    const out: PositionProblem[] = [];
    const missing = BASIC_DECK.filter((c) => locate(s, c) === 'out').length;
    if (missing > 0) out.push({ kind: 'left-out', text: `${missing} cards of the deck are out of the game` });
    const [rows, cols] = START_GRID[s.options.players] ?? [2, 2];
    const at = new Set(s.grid.map((p) => `${p.row},${p.col}`));
    const block = (r: number, c: number) =>
      Array.from({ length: rows * cols }, (_, k) => `${r + Math.floor(k / cols)},${c + (k % cols)}`).every((x) => at.has(x));
    if (!s.grid.some((p) => block(p.row, p.col)))
      out.push({ kind: 'unreachable', text: `the grid has no ${rows}×${cols} block of starting cards, which every game begins with` });
    const reached = new Set<string>();
    const next: Cell[] = s.grid.slice(0, 1);
    while (next.length > 0) {
      const c = next.pop() as Cell;
      if (reached.has(`${c.row},${c.col}`)) continue;
      reached.add(`${c.row},${c.col}`);
      for (const p of s.grid) if (Math.abs(p.row - c.row) <= 1 && Math.abs(p.col - c.col) <= 1) next.push(p);
    }
    if (reached.size < s.grid.length) out.push({ kind: 'unreachable', text: 'the grid is in pieces, and every card is placed touching one already there' });
    if (s.phase === 'choose' && s.drawPile.length >= s.options.players)
      s.hands.forEach((hand, p) => {
        if (hand.length !== HAND_SIZE)
          out.push({ kind: 'unreachable', text: `hand ${p} holds ${hand.length} cards, and everyone draws back to ${HAND_SIZE} while the pile lasts` });
      });
    return out;
  },
};

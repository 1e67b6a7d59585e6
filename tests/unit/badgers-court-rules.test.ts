import { englishCard } from '../support/words';
import { describe, expect, test } from 'vitest';
import { unwrap } from '../../src/engine/core';
import { CARDS, RANKS, type CardId } from '../../src/engine/deck';
import {
  apply,
  badgersCourt,
  buildChoices,
  deckFor,
  fact,
  handPlayChoices,
  isLocked,
  legalMoves,
  moveFor,
  parseMove,
  parseOptions,
  pileTally,
  RANK_INDEX,
  rankIndexOf,
  playChoices,
  isChoice,
  printMove,
  scoreRound,
  unitRank,
  DEFAULT_OPTIONS,
  type BadgersCourtEvent,
  type BadgersCourtMove,
  type BadgersCourtOptions,
  type BadgersCourtState,
  type CourtItem,
} from '../../src/engine/badgers-court';
import { describeEvent, describeItem } from '../../src/engine/badgers-court/describe';
import type { Message } from '../../src/engine/core/message';
import type { ScoreLine } from '../../src/engine/core';
import { seatView } from '../../src/engine/core/view';
import { english, wordsFor } from '../support/words';

/** A message as an English page says it, to a table where seat `you` is "you". */
const say = (m: Message, names: readonly string[] = ['Ann', 'Sam'], you: number | null = 0) => english(m, ['badgers-court'], names, you);
/** Score lines with their labels in English. */
const said = (lines: readonly ScoreLine[] | undefined) => (lines ?? []).map((l) => ({ ...l, label: say(l.label) }));

const cardName = (id: string) => englishCard(id);

const position = (p: Record<string, unknown>): BadgersCourtState => unwrap(badgersCourt.fromPosition(p));
const move = (t: string): BadgersCourtMove => unwrap(parseMove(t));
const play = (s: BadgersCourtState, ...moves: string[]) => moves.reduce((st, m) => unwrap(apply(st, move(m))).state, s);
const refuse = (s: BadgersCourtState, m: string) => {
  const r = apply(s, move(m));
  if (r.ok) throw new Error(`${m} should be illegal`);
  expect(JSON.stringify(s)).toBe(JSON.stringify(s));
  return r.error;
};
const events = (s: BadgersCourtState, m: string): readonly BadgersCourtEvent[] => unwrap(apply(s, move(m))).events;
const opts = (o: Partial<BadgersCourtOptions>): BadgersCourtOptions => ({ ...DEFAULT_OPTIONS, ...o });

describe('dealing', () => {
  test('one to the non-dealer, one to the dealer, one to the Court, until four each; the non-dealer starts', () => {
    const s = badgersCourt.newGame(opts({ firstDealer: 1 }), 'deal');
    const stock = [...s.stock];
    expect(s.hands.map((h) => h.length)).toEqual([4, 4]);
    expect(s.court).toHaveLength(4);
    expect(stock).toHaveLength(24);
    expect(s.turn).toBe(0);
    expect(s.dealer).toBe(1);
    expect(s.deal).toBe(1);
  });

  test('new hands of four when both are empty, the Court not refilled: four deals a round with 36 cards, five with 44', () => {
    for (const [deck, deals] of [
      ['basic', 4],
      ['extended', 5],
    ] as const) {
      let s = badgersCourt.newGame(opts({ deck, firstDealer: 0 }), `deals-${deck}`);
      let most = s.deal;
      while (s.round === 0 && s.phase === 'play') {
        const courtBefore = s.court.length;
        const m = legalMoves(s).find((x) => x.type === 'lay') ?? (legalMoves(s)[0] as BadgersCourtMove);
        const r = unwrap(apply(s, m));
        const dealt = r.events.find((e) => e.type === 'deal' && e.round === 0);
        if (dealt && dealt.type === 'deal') {
          expect(dealt.court).toEqual([]);
          expect(r.state.hands.map((h) => h.length)).toEqual([4, 4]);
          expect(r.state.turn).toBe(1); // the non-dealer starts every deal
          expect(r.state.court.length).toBeLessThanOrEqual(courtBefore + 1);
        }
        s = r.state;
        if (s.round === 0) most = Math.max(most, s.deal);
      }
      expect(most).toBe(deals);
      expect(deckFor(opts({ deck })).length).toBe(deck === 'basic' ? 36 : 44);
    }
  });

  test('dealers switch every round', () => {
    let s = badgersCourt.newGame(opts({ firstDealer: 0 }), 'switch');
    while (s.round === 0) s = unwrap(apply(s, legalMoves(s)[0] as BadgersCourtMove)).state;
    expect(s.dealer).toBe(1);
    expect(s.turn).toBe(0);
  });

  test('drawing one card after each turn keeps four in hand until the stock runs out', () => {
    let s = badgersCourt.newGame(opts({ drawEachTurn: true, firstDealer: 1 }), 'draw');
    for (let i = 0; i < 20; i++) {
      const seat = s.turn;
      const r = unwrap(apply(s, legalMoves(s).find((x) => x.type === 'lay') as BadgersCourtMove));
      expect(r.events.some((e) => e.type === 'draw' && e.seat === seat)).toBe(true);
      s = r.state;
      expect(s.hands[seat]).toHaveLength(4);
    }
    expect(s.deal).toBe(1);
  });
});

describe('values', () => {
  test("a card's rank is read from its id's first letter, and a rank is its cards' first letter", () => {
    // rankIndexOf reads ranks this way, without looking cards up (the engine checks nothing at load).
    for (const c of CARDS) expect(rankIndexOf(c.id)).toBe(c.rank === null ? -1 : RANK_INDEX[c.rank]);
    for (const r of RANKS) expect(rankIndexOf(r)).toBe(RANK_INDEX[r]);
  });

  test('Aces 1, numbers their rank, Crowns 10; Pawns and Courts have no number but Ace + Pawn = Court, Ace + Court = Crown', () => {
    const std = DEFAULT_OPTIONS;
    expect(unitRank(['AM', '2MK', '5SW'], std)).toBe('8');
    expect(unitRank(['AM', '9MS'], std)).toBe('C');
    expect(unitRank(['AM', 'PWLY'], std)).toBe('T');
    expect(unitRank(['AM', 'TMWK'], std)).toBe('C');
    expect(unitRank(['AM', 'AS', 'PWLY'], std)).toBe('C');
    expect(unitRank(['2MK', 'PWLY'], std)).toBeNull();
    expect(unitRank(['PWLY', 'TMWK'], std)).toBeNull();
    expect(unitRank(['9MS', '2MK'], std)).toBeNull();
  });

  test('the Royal Court: Pawn 10, Court 11, Crown 12', () => {
    const royal = opts({ royal: true });
    expect(unitRank(['AM', '9MS'], royal)).toBe('P');
    expect(unitRank(['2MK', '9MS'], royal)).toBe('T');
    expect(unitRank(['3MW', '9MS'], royal)).toBe('C');
    expect(unitRank(['AM', 'PWLY'], royal)).toBe('T');
  });

  test('very traditional: Pawns, Courts and Crowns have no value and are taken only by matching', () => {
    const trad = opts({ variant: 'traditional' });
    expect(unitRank(['AM', '9MS'], trad)).toBeNull();
    expect(unitRank(['AM', 'PWLY'], trad)).toBeNull();
    const s = position({ options: { variant: 'traditional' }, hands: [['CM', '2SY'], ['3SK']], court: ['CS', '9MS', 'AM'] });
    expect(refuse(s, 'CM x 9MS AM').code).toBe('does-not-add-up');
    expect(play(s, 'CM x CS').piles[0]).toEqual(['CS', 'CM']);
  });
});

describe('matching and adding', () => {
  test('a match takes every card of its rank in the Court, and the played card', () => {
    const s = position({ hands: [['6SY', '2MK'], ['3SK']], court: ['6MW', '6LK', '4YK'] });
    expect(refuse(s, '6SY x 6MW').code).toBe('take-every-match');
    const after = play(s, '6SY x 6MW 6LK');
    expect(after.piles[0]).toEqual(['6MW', '6LK', '6SY']);
    expect(fact(after, 'court')).toBe('1');
  });

  test('an addition takes Court cards adding up to the card played; several separate groups at once', () => {
    const s = position({ hands: [['9MS', '2MK'], ['3SK']], court: ['9WY', '4YK', '5SW', 'AM', '3MW'] });
    expect(refuse(s, '9MS x 9WY 4YK AM').code).toBe('does-not-add-up');
    const after = play(s, '9MS x 9WY 4YK 5SW');
    expect(after.piles[0]).toEqual(['9WY', '4YK', '5SW', '9MS']);
    expect(
      legalMoves(s)
        .filter((m) => m.type === 'take' && m.card === '9MS')
        .map(printMove),
    ).toEqual(['9MS x 9WY', '9MS x 9WY 4YK 5SW', '9MS x 9WY 5SW AM 3MW']);
  });

  test('a card that is not in your hand, or Court cards that are not there, are refused', () => {
    const s = position({ hands: [['9MS', '2MK'], ['3SK']], court: ['9WY'] });
    expect(refuse(s, '3SK').code).toBe('not-in-hand');
    expect(refuse(s, '9MS x 9LK').code).toBe('not-in-court');
    expect(apply(s, move('2MK'), 1).ok).toBe(false);
  });

  test('the extended deck: a Court takes an Ace and a Pawn; a Crown takes an Ace and a Court', () => {
    const s = position({
      options: { deck: 'extended' },
      hands: [
        ['TSWY', 'CM'],
        ['3SK', '2MK'],
      ],
      court: ['AM', 'PWLY', 'AS', 'TMWK'],
    });
    const after = play(s, 'TSWY x AM PWLY TMWK');
    expect(after.piles[0]).toEqual(['AM', 'PWLY', 'TMWK', 'TSWY']);
    const t = position({ options: { deck: 'extended' }, hands: [['CM', '2SY'], ['3SK']], court: ['AS', 'TMWK'] });
    expect(play(t, 'CM x AS TMWK').piles[0]).toEqual(['AS', 'TMWK', 'CM']);
  });
});

describe('building', () => {
  test('building nines: an Ace on an eight, holding a nine; only a nine takes it', () => {
    const s = position({
      hands: [
        ['AS', '9MS', '2MK'],
        ['9WY', '8YK', '3SK'],
      ],
      court: ['8WL', '5SW'],
    });
    const after = play(s, 'AS b9 8WL');
    expect(fact(after, 'build:8WL')).toBe('9:0:open');
    expect(refuse(after, '8YK x 8WL').code).toBe('build-rank');
    expect(play(after, '9WY x 8WL').piles[1]).toEqual(['8WL', 'AS', '9WY']);
  });

  test('you can only build a rank you hold another card of', () => {
    const s = position({ hands: [['AS', '2MK'], ['9WY']], court: ['8WL'] });
    expect(refuse(s, 'AS b9 8WL').code).toBe('build-without-card');
  });

  test('the cards must make the declared rank', () => {
    const s = position({ hands: [['AS', '9MS', '8YK'], ['9WY']], court: ['7WY'] });
    const e = refuse(s, 'AS b9 7WY');
    expect(e.code).toBe('build-does-not-add-up');
    expect(say(e.message)).toContain('an 8');
  });

  test('a build that names no Court card says what the cards must add up to', () => {
    const s = position({ hands: [['AS', '9MS', 'CS'], ['9WY']], court: ['8WL'] });
    const e = refuse(s, 'AS b9');
    expect(e.code).toBe('nothing-chosen');
    expect(say(e.message)).toBe('Choose the Court cards to build on: with the Ace of Suns they must add up to 9, and you keep a 9 in hand to take them.');
    expect(say(refuse(s, 'AS bC').message)).toContain('add up to 10, and you keep a Crown in hand');
    expect(say(refuse(s, 'AS x').message)).toBe('Choose the Court cards to take.');
    // No sum to tell where the card played is worth the rank already, or where the rank has no value.
    expect(say(refuse(position({ hands: [['9MS', '5SW', '4YK'], ['9WY']], court: ['8WL'] }), '9MS b5').message)).toBe('Choose the Court cards to build on.');
    const trad = position({ options: { variant: 'traditional' }, hands: [['CM', 'CS', '2SY'], ['3SK']], court: ['CL'] });
    expect(say(refuse(trad, 'CM bC').message)).toBe('Choose the Court cards to build on.');
  });

  test('a build is raised by either player into another number while it holds one group', () => {
    const s = position({
      hands: [
        ['AS', '9MS', '2MK'],
        ['AW', 'CM', '3SK'],
      ],
      court: ['8WL'],
    });
    const after = play(s, 'AS b9 8WL', 'AW bC 8WL');
    expect(fact(after, 'build:8WL')).toBe('C:1:open');
    const e = unwrap(apply(play(s, 'AS b9 8WL'), move('AW bC 8WL'))).events[0];
    expect(e).toMatchObject({ type: 'build', raised: '9', from: 0, rank: 'C' });
    // The first builder no longer owns it, so may lay the nine now.
    expect(apply(after, move('9MS')).ok).toBe(true);
  });

  test('two groups of the same rank lock a build: the locked fives', () => {
    const s = position({
      hands: [
        ['AS', '5ML', '5YK'],
        ['4MS', '9WY', '3SK', '2SY'],
      ],
      court: ['4YK', '5SW'],
    });
    const after = play(s, 'AS b5 4YK 5SW');
    expect(fact(after, 'build:4YK')).toBe('5:0:locked');
    expect(refuse(after, '4MS b9 4YK').code).toBe('build-locked');
    const more = play(after, '3SK', '5ML b5 4YK');
    expect(fact(more, 'build:4YK')).toBe('5:0:locked');
    expect(more.court.find((it) => it.owner === 0)?.units).toHaveLength(3);
    const taken = play(more, '2SY', '5YK x 4YK');
    expect(taken.piles[0]).toEqual(['4YK', 'AS', '5SW', '5ML', '5YK']);
  });

  test('building several of the same rank: fours, taken a turn later', () => {
    const s = position({
      hands: [
        ['4YK', '4MS', '2MK'],
        ['9WY', '3SK'],
      ],
      court: ['4WL'],
    });
    const after = play(s, '4YK b4 4WL');
    expect(fact(after, 'build:4WL')).toBe('4:0:locked');
    expect(play(after, '9WY', '4MS x 4WL').piles[0]).toEqual(['4WL', '4YK', '4MS']);
  });

  test('a builder keeps a card of the build’s rank until the build is taken', () => {
    const s = position({
      hands: [
        ['AS', '9MS', '2MK'],
        ['3SK', '7WY'],
      ],
      court: ['8WL', '7SK'],
    });
    const after = play(s, 'AS b9 8WL', '3SK');
    expect(refuse(after, '9MS').code).toBe('keep-build-card');
    expect(apply(after, move('2MK')).ok).toBe(true);
  });

  test('several builds may be open at once, each with a card kept for it', () => {
    const s = position({
      hands: [
        ['AS', '9MS', '2MK', '7ML'],
        ['3SK', '4YK', 'CM'],
      ],
      court: ['8WL', '5SW'],
    });
    const after = play(s, 'AS b9 8WL', '3SK', '2MK b7 5SW');
    expect(fact(after, 'build:8WL')).toBe('9:0:open');
    expect(fact(after, 'build:5SW')).toBe('7:0:open');
  });

  test('cards built together stay together: a build is not split to add up to something else', () => {
    const s = position({
      hands: [
        ['AS', '9MS', '2MK'],
        ['8YK', '3SK'],
      ],
      court: ['8WL'],
    });
    const after = play(s, 'AS b9 8WL');
    expect(refuse(after, '8YK x 8WL').code).toBe('build-rank');
  });
});

describe('the end of a round and scoring', () => {
  test('the last player to take in the round takes what is left in the Court', () => {
    const s = position({ hands: [['6SY'], ['3SK']], court: ['6MW', '9WY', 'AM'], stock: [], piles: [[], []], dealer: 1 });
    const r = unwrap(apply(play(s, '6SY x 6MW'), move('3SK')));
    const rest = r.events.find((e) => e.type === 'rest');
    expect(rest).toEqual({ type: 'rest', seat: 0, cards: ['9WY', 'AM', '3SK'] });
  });

  test('most Crowns 1, most Aces 2, most personalities 3; ties score nothing; all of a category doubles; all three adds 1', () => {
    const { lines, ties } = scoreRound(
      [
        ['CM', 'CS', 'AM', 'AS', 'AW', '2MK'],
        ['CW', 'AL', 'AY', 'AK', '3SK'],
      ],
      DEFAULT_OPTIONS,
    );
    expect(ties.map((t) => say(t))).toEqual(['Most Aces']);
    expect(said(lines[0])).toEqual([
      { label: 'Most Crowns', points: 1 },
      { label: 'Most personalities', points: 3 },
    ]);
    expect(lines[1]).toEqual([]);
    // All six Crowns and all six Aces: doubled. ("All the cards in a category", not "the other took none":
    // a round's piles hold every card, but a position may leave some out of the round.)
    const sweep = scoreRound([['CM', 'CS', 'CW', 'CL', 'CY', 'CK', 'AM', 'AS', 'AW', 'AL', 'AY', 'AK', '2MK'], ['3SK']], DEFAULT_OPTIONS);
    expect(said(sweep.lines[0])).toEqual([
      { label: 'Most Crowns: all of them (doubled)', points: 2 },
      { label: 'Most Aces: all of them (doubled)', points: 4 },
      { label: 'Most personalities', points: 3 },
      { label: 'All three categories', points: 1 },
    ]);
    const some = scoreRound([['CM', 'CS', 'AM', '2MK'], ['3SK']], DEFAULT_OPTIONS);
    expect(said(some.lines[0])).toEqual([
      { label: 'Most Crowns', points: 1 },
      { label: 'Most Aces', points: 2 },
      { label: 'Most personalities', points: 3 },
      { label: 'All three categories', points: 1 },
    ]);
  });

  test('options: personalities one point each; big and little casino', () => {
    const piles = [
      ['CM', '2MK', '3SK', '2WL'],
      ['CS', 'CL', '4WL'],
    ];
    expect(scoreRound(piles, opts({ personalityPoints: true })).lines.map(said)).toEqual([
      [{ label: 'Personalities (3)', points: 3 }],
      [
        { label: 'Most Crowns', points: 1 },
        { label: 'Personalities (2)', points: 2 },
      ],
    ]);
    const casino = scoreRound(piles, opts({ casinos: true })).lines.map(said);
    expect(casino[0]).toContainEqual({ label: 'The Origin (little casino)', points: 1 });
    expect(casino[1]).toContainEqual({ label: 'The End (big casino)', points: 2 });
  });

  test('very traditional scoring: most cards, most Moons, each Ace, the Origin, the End, and a sweep bonus', () => {
    const o = opts({ variant: 'traditional' });
    const all = ['AM', 'AS', 'AW', 'AL', 'AY', 'AK', '2WL', 'CL', '3MW', '4MS'];
    const r = scoreRound([all, ['5SW']], o);
    expect(r.lines[0]?.reduce((a, l) => a + l.points, 0)).toBe(1 + 1 + 6 + 1 + 2 + 1);
    expect(
      scoreRound(
        [
          ['AM', '3MW'],
          ['AS', 'CL'],
        ],
        o,
      ).lines.map(said),
    ).toEqual([
      [
        { label: 'Most Moons', points: 1 },
        { label: 'Aces (1)', points: 1 },
      ],
      [
        { label: 'Aces (1)', points: 1 },
        { label: 'The End', points: 2 },
      ],
    ]);
  });

  test('the game ends when a player passes 17 at the end of a round; a tie plays on', () => {
    // Seat 0 ends the round with three personalities to one, Aces tied: 3 points.
    const at = (scores: number[]) =>
      position({
        hands: [['6SY'], ['4YK']],
        court: ['6MW'],
        stock: [],
        piles: [
          ['2MK', 'AS'],
          ['3SK', 'AM'],
        ],
        scores,
        dealer: 1,
      });
    const over = play(at([15, 10]), '6SY x 6MW', '4YK');
    expect(over.scores).toEqual([18, 10]);
    expect(over.phase).toBe('over');
    expect(badgersCourt.outcome(over)?.winners).toEqual([0]);
    const exactly = play(at([14, 10]), '6SY x 6MW', '4YK');
    expect(exactly.scores).toEqual([17, 10]);
    expect(exactly.phase).toBe('play');
    const tied = play(at([15, 18]), '6SY x 6MW', '4YK');
    expect(tied.scores).toEqual([18, 18]);
    expect(tied.phase).toBe('play');
    expect(tied.round).toBe(1);
  });
});

describe('options and notation', () => {
  test('options are checked, with defaults for what is missing', () => {
    expect(parseOptions(undefined)).toEqual({ ok: true, value: DEFAULT_OPTIONS });
    expect(parseOptions({ deck: 'huge' }).ok).toBe(false);
    expect(parseOptions({ variant: 'traditional', royal: true }).ok).toBe(false);
    expect(parseOptions({ players: 3 }).ok).toBe(false);
    expect(parseOptions({ royal: 'yes' }).ok).toBe(false);
  });

  test('moves print and parse; nonsense is refused with a reason', () => {
    for (const t of ['6SY', '6SY x 6MW 6LK', 'AS b9 8WL', 'TSWY bC AM']) expect(printMove(move(t))).toBe(t);
    expect(parseMove('6SY y 6MW').ok).toBe(false);
    expect(parseMove('X').ok).toBe(false);
    // Naming no Court cards is read as written (the engine refuses it with its rule).
    expect(parseMove('6SY x')).toEqual({ ok: true, value: { type: 'take', card: '6SY', items: [] } });
    expect(englishCard(move('as b9 8wl').card)).toBe('the Ace of Suns');
  });

  test('a position with a card twice, or a build that does not add up, is refused with where', () => {
    const twice = badgersCourt.fromPosition({ hands: [['6SY'], ['6SY']], court: [] });
    expect(twice.ok || twice.error[0]?.path).toBe('hands[1][0]');
    const bad = badgersCourt.fromPosition({ hands: [['6SY'], ['3SK']], court: [{ units: [['AS', '7WY']], rank: '9', owner: 0 }] });
    expect(bad.ok || bad.error[0]?.message).toContain('do not make');
  });
});

test('events tell what a take did', () => {
  const s = position({ hands: [['6SY', '2MK'], ['3SK']], court: ['6MW'] });
  expect(events(s, '6SY x 6MW')[0]).toEqual({ type: 'take', seat: 0, card: '6SY', taken: ['6MW', '6SY'], builds: 0, sweep: true });
});

describe('selectors the table asks (no rule outside the engine)', () => {
  const s = position({
    hands: [
      ['AS', '9MS', '3SK'],
      ['2MK', '6LK'],
    ],
    court: ['8WL', '5YK'],
    turn: 0,
    piles: [['CM', 'AM', '5SW'], ['2WL']],
  });

  test('buildChoices: the ranks the rules let this card build, with these items or with any', () => {
    expect(buildChoices(s, 'AS', ['8WL'])).toEqual(['9']); // the Ace and the Mill make nine; no three
    expect(buildChoices(s, 'AS', [])).toEqual(['9']);
    expect(buildChoices(s, 'AS', ['5YK'])).toEqual([]); // six, but no six in hand
    expect(buildChoices(s, '3SK', [])).toEqual([]);
    // Every offered build is legal, and the view of the seat to play gives the same answers.
    for (const rank of buildChoices(s, 'AS', ['8WL'])) expect(apply(s, { type: 'build', card: 'AS', items: ['8WL'], rank }).ok).toBe(true);
    expect(buildChoices(badgersCourt.view(s, 0), 'AS', ['8WL'])).toEqual(['9']);
    expect(buildChoices(badgersCourt.view(s, 0), 'AS', [])).toEqual(['9']);
    // The other seat is not to play: nothing to build.
    expect(buildChoices(badgersCourt.view(s, 1), '2MK', [])).toEqual([]);
  });

  test('playChoices offers take, the engine’s builds and lay; handPlayChoices builds each rank held', () => {
    expect(playChoices(s, 'AS', ['8WL'])).toEqual([{ kind: 'take' }, { kind: 'build', rank: '9' }, { kind: 'lay' }]);
    expect(handPlayChoices(['AS', '9MS', '3SK'], 'AS')).toEqual([
      { kind: 'take' },
      { kind: 'build', rank: '9' },
      { kind: 'build', rank: '3' },
      { kind: 'lay' },
    ]);
    expect(moveFor('AS', ['8WL'], { kind: 'build', rank: '9' })).toEqual({ type: 'build', card: 'AS', items: ['8WL'], rank: '9' });
    expect(moveFor('AS', ['8WL'], { kind: 'take' })).toEqual({ type: 'take', card: 'AS', items: ['8WL'] });
    expect(moveFor('AS', [], { kind: 'lay' })).toEqual({ type: 'lay', card: 'AS' });
  });

  test('isChoice finds a play choice among the legal moves, its items in any order', () => {
    const legal = legalMoves(s);
    const offered = (items: readonly CardId[]) => playChoices(s, 'AS', items).filter((c) => legal.some((m) => isChoice(m, 'AS', items, c)));
    // The Ace of Suns on the Mill, an 8: building nines is legal; taking it is not (1 is not 8); laying always is.
    expect(offered(['8WL'])).toEqual([{ kind: 'build', rank: '9' }, { kind: 'lay' }]);
    expect(isChoice({ type: 'take', card: 'AS', items: ['8WL', '3SK'] }, 'AS', ['3SK', '8WL'], { kind: 'take' })).toBe(true);
    expect(isChoice({ type: 'take', card: 'AS', items: ['8WL', '3SK'] }, 'AS', ['8WL'], { kind: 'take' })).toBe(false);
    expect(isChoice({ type: 'build', card: 'AS', items: ['8WL'], rank: '9' }, 'AS', ['8WL'], { kind: 'build', rank: '3' })).toBe(false);
    expect(isChoice({ type: 'lay', card: 'AS' }, '9MS', [], { kind: 'lay' })).toBe(false);
  });

  test('isLocked is the engine’s rule: a build of two or more groups; a loose card never', () => {
    const t = position({
      hands: [['9MS', '9LK'], ['2MK']],
      court: [{ units: [['AS', '8WL'], ['9WY']], rank: '9', owner: 1 }, { units: [['4YK', '5SW']], rank: '9', owner: 0 }, '3SK'],
      turn: 0,
    });
    const [locked, open, loose] = t.court as [CourtItem, CourtItem, CourtItem];
    expect([isLocked(locked), isLocked(open), isLocked(loose)]).toEqual([true, false, false]);
    expect(fact(t, 'build:AS')).toBe('9:1:locked');
    expect(fact(t, 'build:4YK')).toBe('9:0:open');
  });

  test('pileTally counts a pile as the scoring does, from a view as from the state', () => {
    const [mine, theirs] = [pileTally(s, 0), pileTally(s, 1)];
    expect(mine).toEqual(scoreRound(s.piles, s.options).tallies[0]);
    expect(theirs).toEqual(scoreRound(s.piles, s.options).tallies[1]);
    expect(mine).toMatchObject({ cards: 3, crowns: 1, aces: 1 });
    expect(pileTally(badgersCourt.view(s, 1), 0)).toEqual(mine);
  });
});

describe('words speak to the seat "you", not to a name', () => {
  test('events, items and the result', () => {
    expect(say(describeEvent({ type: 'lay', seat: 0, card: '3SK' }), ['Ann', 'Sam'], 0)).toBe('You lay the Painter in the Court.');
    expect(say(describeEvent({ type: 'lay', seat: 0, card: '3SK' }), ['Ann', 'Sam'], 1)).toBe('Ann lays the Painter in the Court.');
    expect(say(describeEvent({ type: 'lay', seat: 0, card: '3SK' }), ['You', 'Sam'], null)).toBe('You lays the Painter in the Court.');
    const build: CourtItem = { units: [['AS', '8WL']], rank: '9', owner: 0 };
    const phrase = (you: number) => wordsFor(['badgers-court'], 'en', ['Ann', 'Sam'], you).phrase(describeItem(build));
    expect(phrase(0)).toMatch(/^a build of nines \(yours, open\)/);
    expect(phrase(1)).toMatch(/^a build of nines \(Ann’s, open\)/);
    expect(say(describeEvent({ type: 'over', scores: [18, 12], winners: [0] }), ['Ann', 'Sam'], 0)).toBe('Game over: You win with 18 points.');
    expect(say(describeEvent({ type: 'over', scores: [18, 12], winners: [0] }), ['Ann', 'Sam'], 1)).toBe('Game over: Ann wins with 18 points.');
    // A deal names the cards of the seat spoken to only.
    const deal: BadgersCourtEvent = { type: 'deal', round: 0, deal: 2, dealer: 1, hands: [['AS'], ['2MK']], court: [] };
    expect(say(describeEvent(deal), ['Ann', 'Sam'], 1)).toBe(`Deal 2: four more cards each. You get ${cardName('2MK')}.`);
    expect(say(describeEvent(deal), ['Ann', 'Sam'], null)).toBe('Deal 2: four more cards each.');
  });
});

test("a seat's view is seatView's with the rest, field for field and in the same order (view() writes it out, for speed)", () => {
  const shown = ['court', 'piles', 'lastTaker', 'turn', 'dealer', 'round', 'deal', 'scores', 'results', 'phase'] as const;
  const variants: Partial<BadgersCourtOptions>[] = [
    {},
    { deck: 'extended', drawEachTurn: true },
    { variant: 'traditional', personalityPoints: false, royal: false },
  ];
  variants.forEach((o, i) => {
    let s = badgersCourt.newGame({ ...DEFAULT_OPTIONS, ...o }, `view-order-${i}`);
    for (let n = 0; n < 400 && s.phase !== 'over'; n++) {
      for (const seat of [0, 1]) {
        const plain = { ...seatView(s, seat, shown), stockCount: s.stock.length, pileCounts: s.piles.map((p) => p.length) };
        const v = badgersCourt.view(s, seat);
        expect(Object.keys(v)).toEqual(Object.keys(plain));
        expect(JSON.stringify(v)).toBe(JSON.stringify(plain));
      }
      const legal = legalMoves(s);
      s = unwrap(apply(s, legal[(n * 7) % legal.length] as BadgersCourtMove)).state;
    }
  });
});

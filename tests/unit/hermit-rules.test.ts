import { englishCard } from '../support/words';
import { describe, expect, test } from 'vitest';
import { unwrap } from '../../src/engine/core';
import { seatView, secretChoices } from '../../src/engine/core/view';
import {
  apply,
  canFollow,
  fact,
  follows,
  hermit,
  legalMoves,
  parseMove,
  printMove,
  trickValue,
  waitingFor,
  type HermitMove,
  type HermitOptions,
  type HermitState,
} from '../../src/engine/hermit';

import { BASIC_DECK, card, SUIT_INFO } from '../../src/engine/deck';
import { describeEvent } from '../../src/engine/hermit/describe';
import type { Message } from '../../src/engine/core/message';
import { english, wordsFor } from '../support/words';
/** A Hermit message in English, speaking of these seats to the seat `you`. */
const say = (m: Message, names: readonly string[] = [], you: number | null = null) => english(m, ['hermit'], names, you);
const position = (p: unknown): HermitState => unwrap(hermit.fromPosition(p));
const move = (t: string): HermitMove => unwrap(parseMove(t));
const play = (s: HermitState, ...moves: string[]): HermitState => moves.reduce((st, m) => unwrap(apply(st, move(m))).state, s);
const opts = (players: 2 | 3 | 4 | 5, extra: Partial<HermitOptions> = {}): HermitOptions => ({
  players,
  target: 66,
  pleasantCompany: false,
  houseParty: false,
  ...extra,
});

describe('card ids', () => {
  // The engine reads a card's rank and suits from its id's letters (its first: the rank; the rest: its
  // suits'), not from the deck, for speed; this was checked at load before, on every page.
  test('every basic card is its rank letter and its suits’ letters, an Ace or a Crown one suit', () => {
    for (const id of BASIC_DECK) {
      const c = card(id);
      expect(id[0], id).toBe(c.rank);
      expect([...id.slice(1)].sort(), id).toEqual(c.suits.map((x) => SUIT_INFO[x].letter).sort());
      if (c.rank === 'A' || c.rank === 'C') expect(c.suits.length, id).toBe(1);
    }
  });

  test('a card follows a trick exactly when it shares a suit with the trick’s last card, and ranks as its rank', () => {
    for (const a of BASIC_DECK)
      for (const b of BASIC_DECK) {
        const shares = card(a).suits.some((x) => card(b).suits.includes(x));
        expect(follows(b, { id: 1, cards: [{ card: a, seat: 0 }], owner: 0 }), `${b} on ${a}`).toBe(shares);
      }
    for (const id of BASIC_DECK) {
      const rank = card(id).rank;
      expect(trickValue(id, [id]), id).toBe(rank === 'A' ? 1 : rank === 'C' ? 10 : Number(rank));
    }
  });
});

describe('dealing', () => {
  test.each([
    [2, 16],
    [3, 12],
    [4, 9],
    [5, 7],
  ] as const)('%i players get %i cards each', (players, size) => {
    const s = hermit.newGame(opts(players), 'deal');
    for (const h of s.hands) expect(h).toHaveLength(size);
    expect(s.cottage).toHaveLength(players === 2 ? 4 : 0);
    expect(s.leftover === null).toBe(players !== 5);
    const all = [...s.hands.flat(), ...s.cottage, ...(s.leftover ? [s.leftover] : [])];
    expect(new Set(all).size).toBe(36);
  });

  test('the player on the dealer’s left starts; the deal passes to the left each hand', () => {
    const s = hermit.newGame(opts(4, { firstDealer: 2 }), 'left');
    expect(s.dealer).toBe(2);
    expect(s.turn).toBe(3);
    let st = s;
    while (st.handNo === 0) st = unwrap(apply(st, legalMoves(st)[0] as HermitMove)).state;
    expect(st.dealer).toBe(3);
    expect(st.turn).toBe(0);
  });
});

describe('starting tricks', () => {
  const s = hermit.newGame(opts(3, { firstDealer: 0 }), 'starts');
  test('with no tricks in play, every player chooses a card in secret, and all are revealed together', () => {
    expect(s.phase).toBe('start');
    expect(waitingFor(s)).toEqual([1, 2, 0]);
    const a = play(s, `start:2:${s.hands[2]![0]}`);
    expect(a.tricks).toEqual([]);
    expect(waitingFor(a)).toEqual([1, 0]);
    const v = hermit.view(a, 1);
    expect(JSON.stringify(v)).not.toContain(`"${s.hands[2]![0]}"`);
    expect(v.hasChosen).toEqual([false, false, true]);
    const b = play(a, `start:0:${s.hands[0]![0]}`, `start:1:${s.hands[1]![0]}`);
    expect(b.tricks.map((t) => t.owner)).toEqual([1, 2, 0]);
    expect(b.phase).toBe('play');
    // Starting a trick is not the turn's play: the player on the dealer's left still plays.
    expect(b.turn).toBe(1);
  });

  test('a player cannot choose twice, or for another seat', () => {
    const a = play(s, `start:2:${s.hands[2]![0]}`);
    expect(apply(a, move(`start:2:${s.hands[2]![1]}`))).toMatchObject({ ok: false, error: { code: 'already-chosen' } });
    expect(apply(a, move(`start:1:${s.hands[1]![0]}`), 0)).toMatchObject({ ok: false, error: { code: 'not-your-seat' } });
  });
});

describe('playing a card', () => {
  const base = {
    players: 4,
    hands: [['2SY'], ['5ML', '7WY'], ['8YK'], ['4MS']],
    tricks: [
      {
        cards: [
          ['3MW', 0],
          ['CW', 3],
        ],
        owner: 3,
      },
      { cards: [['6SY', 2]] },
    ],
    turn: 1,
  };
  test('only the last card of a trick counts for following', () => {
    const s = position(base);
    expect(legalMoves(s).map(printMove)).toEqual(['7WY>1', '7WY>2']);
    const r = apply(s, move('5ML>1'));
    expect(r).toMatchObject({ ok: false, error: { code: 'must-follow-last-card', rule: { key: 'hermit.playing' } } });
    if (!r.ok) {
      expect(wordsFor(['hermit']).rule(r.error.rule.key).anchor).toBe('playing-a-card');
      expect(say(r.error.message)).toMatch(/the Sea \(Waves\): only the last card/);
    }
  });

  test('you must play on a trick if you can; otherwise you start a new one and your turn ends', () => {
    const s = position(base);
    expect(apply(s, move('7WY>new'))).toMatchObject({ ok: false, error: { code: 'must-play-on-a-trick' } });
    const cannot = position({ ...base, hands: [['2SY'], ['5ML', '2MK'], ['8YK'], ['4MS']] });
    expect(canFollow(cannot, 1)).toBe(false);
    expect(legalMoves(cannot).map(printMove)).toEqual(['5ML>new', '2MK>new']);
    const after = play(cannot, '2MK>new');
    expect(after.tricks.at(-1)).toMatchObject({ owner: 1, cards: [{ card: '2MK', seat: 1 }] });
    expect(after.turn).toBe(2);
  });

  test('illegal moves change nothing', () => {
    const s = position(base);
    const before = JSON.stringify(s);
    for (const m of ['2SY>1', '7WY>9', '7WY>new', 'start:1:7WY']) expect(apply(s, move(m)).ok).toBe(false);
    expect(apply(s, move('7WY>1'), 2)).toMatchObject({ ok: false, error: { code: 'not-your-turn' } });
    expect(JSON.stringify(s)).toBe(before);
  });
});

describe('controlling a trick', () => {
  test('Aces low, Crowns high, a Crown cancelled by its Ace in the trick, before or after', () => {
    expect(trickValue('AM', ['AM'])).toBe(1);
    expect(trickValue('CM', ['CM', '3MW'])).toBe(10);
    expect(trickValue('CM', ['3MW', 'CM', 'AM'])).toBe(0);
    expect(trickValue('CM', ['AM', 'CM'])).toBe(0);
    expect(trickValue('CM', ['AW', 'CM'])).toBe(10);
  });

  test('a Crown played after its Ace is already cancelled and does not take control', () => {
    const s = position({
      players: 3,
      hands: [['2SY'], ['CM', '9LK'], ['5SW']],
      tricks: [
        {
          cards: [
            ['3MW', 0],
            ['AM', 2],
          ],
          owner: 0,
        },
      ],
      turn: 1,
    });
    const after = play(s, 'CM>1');
    expect(fact(after, 'owner:1')).toBe('seat:0');
  });

  test('the highest card moves the trick, a tie too; a lower card leaves it', () => {
    const s = position({
      players: 3,
      hands: [['2SY'], ['6LK', '9LK'], ['AK']],
      tricks: [
        {
          cards: [
            ['6MW', 0],
            ['2WL', 2],
          ],
          owner: 0,
        },
      ],
      turn: 1,
    });
    expect(fact(play(s, '6LK>1'), 'owner:1')).toBe('seat:1');
    expect(fact(play(s, '9LK>1'), 'owner:1')).toBe('seat:1');
  });

  test('the fourth card completes the trick: whoever has it in front of them takes it', () => {
    const s = position({
      players: 4,
      hands: [['2SY'], ['3SK'], ['6LK', '9WY'], ['AK', '8MS']],
      tricks: [
        {
          cards: [
            ['6MW', 0],
            ['2WL', 1],
            ['4WL', 3],
          ],
          owner: 0,
        },
      ],
      turn: 2,
    });
    const after = play(s, '9WY>1');
    expect(hermit.locate(after, '6MW')).toBe('taken:2');
    expect(after.tricks).toEqual([]);
    expect(after.phase).toBe('start');
  });
});

describe('the end of a hand and the match', () => {
  test('personalities score their rank, the Bard and the Huntress 10 even when cancelled; unfinished tricks are set aside', () => {
    const s = position({
      players: 3,
      hands: [['9LK'], [], []],
      tricks: [
        {
          cards: [
            ['3SK', 1],
            ['7SK', 2],
          ],
          owner: 2,
        },
      ],
      taken: [[['CM', 'AM', '3MW', '5ML']], [['CS', 'AS', '2SY', '4MS']], []],
      turn: 0,
    });
    const after = play(s, '9LK>1');
    expect(after.results[0]?.points).toEqual([10, 10, 0]);
    expect([...(after.results[0]?.setAside ?? [])].sort()).toEqual(['3SK', '7SK', '9LK']);
    expect(after.handNo).toBe(1);
  });

  test('the match ends when someone reaches the target, and the lowest score wins', () => {
    const s = position({
      players: 3,
      hands: [['9LK'], [], []],
      tricks: [
        {
          cards: [
            ['3SK', 1],
            ['7SK', 2],
          ],
          owner: 2,
        },
      ],
      taken: [[['CM', 'AM', '3MW', '5ML']], [], []],
      turn: 0,
      scores: [60, 20, 30],
    });
    const after = play(s, '9LK>1');
    expect(after.phase).toBe('over');
    expect(hermit.outcome(after)).toMatchObject({ winners: [1], scores: [70, 20, 30] });
    const longer = unwrap(
      hermit.fromPosition({
        players: 3,
        options: { target: 100 },
        hands: [['9LK'], [], []],
        tricks: [
          {
            cards: [
              ['3SK', 1],
              ['7SK', 2],
            ],
            owner: 2,
          },
        ],
        taken: [[['CM', 'AM', '3MW', '5ML']], [], []],
        turn: 0,
        scores: [60, 20, 30],
      }),
    );
    expect(play(longer, '9LK>1').phase).toBe('start');
  });

  test('two players: each deals twice, then the lowest wins', () => {
    let s = hermit.newGame(opts(2, { firstDealer: 0 }), 'two');
    const dealers: number[] = [];
    while (s.phase !== 'over') {
      if (dealers[s.handNo] === undefined) dealers[s.handNo] = s.dealer;
      s = unwrap(apply(s, legalMoves(s)[0] as HermitMove)).state;
    }
    expect(dealers).toEqual([0, 1, 0, 1]);
    expect(s.results).toHaveLength(4);
  });
});

describe('two players: the Cottage', () => {
  test('no Cottage card before the very first tricks; then one each time the table is cleared', () => {
    const s = hermit.newGame(opts(2, { firstDealer: 1 }), 'cottage');
    expect(s.phase).toBe('start');
    let st = play(s, `start:0:${s.hands[0]![0]}`, `start:1:${s.hands[1]![0]}`);
    while (st.tricks.length > 0) st = unwrap(apply(st, legalMoves(st)[0] as HermitMove)).state;
    expect(st.phase).toBe('cottage');
    expect(waitingFor(st)).toHaveLength(2);
  });

  test('an equal number of tricks discards the Cottage', () => {
    const s = position({
      players: 2,
      hands: [['8YK'], ['AS']],
      cottage: ['CS', '4WL', '9WY', '2WL'],
      taken: [[['5SW', '7SK', '4MS', '9MS']], [['3LY', '2SY', 'CY', 'AY']]],
      firstStartDone: true,
    });
    const after = play(s, 'cottage:0:8YK', 'cottage:1:AS');
    expect(after.results[0]?.points).toEqual([0, 3]);
  });
});

describe('options', () => {
  const pc = (taken: string[][]) =>
    play(
      position({
        players: 3,
        options: { pleasantCompany: true },
        hands: [['9LK'], [], []],
        tricks: [{ cards: [['4WL', 1]] }],
        taken: [taken, [], []],
        turn: 0,
      }),
      '9LK>1',
    ).results[0]?.points[0];
  test('Pleasant Company: all four Moon personalities score zero; all four Sun too; both share the Diplomat', () => {
    expect(pc([['2MK', '6MW', '8MS', 'CM']])).toBe(0);
    expect(pc([['3SK', '6SY', '8MS', 'CS']])).toBe(0);
    expect(
      pc([
        ['2MK', '6MW', '8MS', 'CM'],
        ['3SK', '6SY', 'CS', 'AS'],
      ]),
    ).toBe(0);
    expect(pc([['2MK', '6MW', '8MS', 'AM']])).toBe(16);
  });

  test('House Party: the only player with personalities gives their points to the others, split evenly', () => {
    const s = position({
      players: 3,
      options: { houseParty: true, pleasantCompany: true },
      hands: [['9LK'], [], []],
      tricks: [{ cards: [['4WL', 1]] }],
      taken: [[['2MK', '6MW', '8MS', 'CM']], [], []],
      turn: 0,
    });
    // The Moons are not zeroed for the party, even with Pleasant Company.
    expect(play(s, '9LK>1').results[0]?.points).toEqual([0, 13, 13]);
  });
});

describe('notation', () => {
  test('prints and parses', () => {
    for (const t of ['3MW>2', '3MW>new', 'start:1:3MW', 'cottage:0:CM']) expect(printMove(move(t))).toBe(t);
  });
  test.each(['', '3MW', '3MW>x', 'start:3MW', 'PWLY>1'])('“%s” is refused with a sentence', (t) => {
    const r = parseMove(t);
    expect(r.ok).toBe(false);
  });
});

describe('words speak to the seat "you", not to a name', () => {
  const names = ['Ann', 'Sam', 'Mia'];
  test('verbs agree with the seat spoken to, whatever the names say', () => {
    const e = { type: 'play', seat: 1, card: '3SK', trick: 2, control: true, cancels: null } as const;
    expect(say(describeEvent(e), names, 1)).toBe(`You play ${englishCard('3SK')} on trick 2. You take control.`);
    expect(say(describeEvent(e), names, 0)).toBe(`Sam plays ${englishCard('3SK')} on trick 2. Sam takes control.`);
    expect(say(describeEvent(e), ['Ann', 'You', 'Mia'], null)).toMatch(/^You plays/);
    expect(say(describeEvent({ type: 'new-trick', seat: 2, card: '3SK', trick: 4 }), names, 2)).toMatch(/^You cannot follow any trick, so you start trick 4/);
    expect(say(describeEvent({ type: 'new-trick', seat: 2, card: '3SK', trick: 4 }), names, 0)).toMatch(/^Mia cannot follow any trick, so Mia starts trick 4/);
    expect(say(describeEvent({ type: 'match-over', scores: [3, 9, 12], winners: [0] }), names, 0)).toBe('Game over. You win with the lowest score, 3.');
    expect(say(describeEvent({ type: 'match-over', scores: [3, 9, 12], winners: [0] }), names, 2)).toBe('Game over. Ann wins with the lowest score, 3.');
  });
});

test("a seat's view is seatView's with the rest, field for field and in the same order (view() writes it out, for speed)", () => {
  const shown = ['handNo', 'dealer', 'tricks', 'phase', 'turn', 'scores', 'results', 'discarded'] as const;
  for (const players of [2, 3, 4, 5] as const) {
    let s = hermit.newGame({ players, target: 66, pleasantCompany: false, houseParty: false }, `view-order-${players}`);
    for (let n = 0; n < 80 && hermit.toAct(s) !== null; n++) {
      for (let seat = 0; seat < players; seat++) {
        const plain = {
          ...seatView(s, seat, shown),
          tricksTaken: s.taken.map((t) => t.length),
          taken: s.taken.map((t) => t.flat()),
          cottageCount: s.cottage.length,
          cottageAdded: s.cottageAdded[seat] ?? [],
          ...secretChoices(s.chosen, seat),
        };
        const v = hermit.view(s, seat);
        expect(Object.keys(v)).toEqual(Object.keys(plain));
        expect(JSON.stringify(v)).toBe(JSON.stringify(plain));
      }
      const legal = hermit.legalMoves(s);
      const m = legal[(n * 7) % legal.length] as HermitMove;
      s = unwrap(hermit.apply(s, m, hermit.mover(s, m))).state;
    }
  }
});

import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createActor } from 'xstate';
import { hermitPlayMachine, initialContext, seatNames, undoPoint } from '../../src/machines/hermit-play';
import { stateName } from '../../src/machines/history';
import { hermit, waitingFor, type HermitOptions } from '../../src/engine/hermit';
import { chooseMove } from '../../src/engine/hermit/ai';
import { createRng } from '../../src/engine/core';

const options = (players: 2 | 3 | 4 | 5): HermitOptions => ({ players, target: 66, pleasantCompany: false, houseParty: false });

describe('the Hermit play machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const name = (a: { getSnapshot(): { value: unknown } }) => stateName(a.getSnapshot().value);

  test('seats are named: "You" when one person plays, computers by name', () => {
    expect(seatNames(['human', 'computer', 'computer'])).toEqual(['You', 'Buck', 'Maris']);
    expect(seatNames(['human', 'human', 'computer'])).toEqual(['Player 1', 'Player 2', 'Maris']);
  });

  test('computers choose their secret cards first; then the person chooses, and all are revealed', () => {
    const actor = createActor(hermitPlayMachine, { input: { seed: 'm1', options: options(4), seats: ['human', 'computer', 'computer', 'computer'], speed: 'quick' } }).start();
    for (let i = 0; i < 50 && name(actor) !== 'human.choosingSecret'; i++) vi.advanceTimersByTime(200);
    expect(name(actor)).toBe('human.choosingSecret');
    expect(waitingFor(actor.getSnapshot().context.state)).toEqual([0]);
    const c = actor.getSnapshot().context.state.hands[0]![0]!;
    actor.send({ type: 'PRESS', card: c });
    expect(actor.getSnapshot().context.state.tricks).toHaveLength(4);
  });

  test('two people: the screen is handed over between their secret choices', () => {
    const actor = createActor(hermitPlayMachine, { input: { seed: 'm2', options: options(3), seats: ['human', 'human', 'computer'], speed: 'quick' } }).start();
    for (let i = 0; i < 50 && !['human.choosingSecret', 'handoff'].includes(name(actor)); i++) vi.advanceTimersByTime(200);
    if (name(actor) === 'handoff') actor.send({ type: 'READY' });
    const first = actor.getSnapshot().context.viewer;
    actor.send({ type: 'PRESS', card: actor.getSnapshot().context.state.hands[first]![0]! });
    vi.advanceTimersByTime(500);
    expect(name(actor)).toBe('handoff');
    actor.send({ type: 'READY' });
    expect(actor.getSnapshot().context.viewer).toBe(first === 0 ? 1 : 0);
    expect(name(actor)).toBe('human.choosingSecret');
  });

  test('a card that cannot follow while another can is explained by the engine', () => {
    const ctx = initialContext({ seed: 'm3', options: options(3), seats: ['human', 'computer', 'computer'] });
    expect(undoPoint(ctx)).toMatchObject({ index: null });
    const actor = createActor(hermitPlayMachine, { input: { seed: 'm3', options: options(3), seats: ['human', 'computer', 'computer'], speed: 'quick' } }).start();
    let tries = 0;
    while (tries++ < 300) {
      vi.advanceTimersByTime(200);
      const snap = actor.getSnapshot();
      if (name(actor) === 'human.choosingSecret') actor.send({ type: 'PRESS', card: snap.context.state.hands[0]![0]! });
      else if (name(actor) === 'human.choosingCard') {
        const s = snap.context.state;
        const stuck = s.hands[0]!.find((c) => !s.tricks.some((t) => hermit.legalMoves(s).some((m) => m.type === 'play' && m.card === c && m.trick === t.id)));
        const canPlay = hermit.legalMoves(s).some((m) => m.type === 'play' && m.trick !== 'new');
        if (stuck && canPlay) {
          actor.send({ type: 'PRESS', card: stuck });
          expect(actor.getSnapshot().context.message?.text).toMatch(/You must play on a trick when you can/);
          return;
        }
        const m = hermit.legalMoves(s)[0]!;
        if (m.type !== 'play') throw new Error('unexpected');
        actor.send({ type: 'PRESS', card: m.card });
        actor.send({ type: 'TRICK', trick: m.trick });
      }
    }
    throw new Error('no position with a stuck card was reached');
  });
});

test('the computer takes far fewer points than random players (4 players, 40 matches)', () => {
  let ai = 0;
  let random = 0;
  for (let g = 0; g < 40; g++) {
    const rng = createRng(`hr${g}`);
    let s = hermit.newGame(options(4), `hm${g}`);
    let n = 0;
    while (s.phase !== 'over') {
      const seat = hermit.toAct(s)!;
      const m = seat === 0 ? chooseMove(hermit.view(s, 0), `${g}:${n}`) : (() => {
        const legal = hermit.legalMoves(s).filter((x) => x.type === 'play' || x.seat === seat);
        return legal[rng.int(legal.length)]!;
      })();
      const r = hermit.apply(s, m);
      if (!r.ok) throw new Error(r.error.message);
      s = r.value.state;
      n++;
    }
    const perHand = (seat: number) => s.scores[seat]! / s.results.length;
    ai += perHand(0);
    random += (perHand(1) + perHand(2) + perHand(3)) / 3;
  }
  expect(ai / 40).toBeLessThan((random / 40) * 0.6);
});

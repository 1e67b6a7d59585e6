import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createActor } from 'xstate';
import { badgersCourtPlayMachine } from '../../src/machines/badgers-court-play';
import { stateName } from '../../src/machines/history';
import { DEFAULT_OPTIONS, legalMoves, printMove, type BadgersCourtMove } from '../../src/engine/badgers-court';

const options = { ...DEFAULT_OPTIONS, firstDealer: 1 as const };

describe('the Badger’s Court play machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const name = (a: { getSnapshot(): { value: unknown } }) => stateName(a.getSnapshot().value);
  const waitFor = (a: Parameters<typeof name>[0], prefix: string) => {
    for (let i = 0; i < 200 && !name(a).startsWith(prefix); i++) vi.advanceTimersByTime(200);
    expect(name(a)).toMatch(new RegExp(`^${prefix}`));
  };

  test('a person chooses a card and Court cards; an illegal play is explained and nothing changes; a legal one is played', () => {
    const actor = createActor(badgersCourtPlayMachine, { input: { seed: 'bcm1', options, seats: ['human', 'computer'], speed: 'quick' } }).start();
    expect(name(actor)).toBe('human.choosingCard');
    const ctx = () => actor.getSnapshot().context;
    // Playing before choosing a card is explained.
    actor.send({ type: 'PLAY', play: { kind: 'lay' } });
    expect(ctx().message?.text).toBe('Choose a card from your hand to play first.');
    const card = ctx().state.hands[0]![0]!;
    actor.send({ type: 'PRESS', card });
    expect(name(actor)).toBe('human.composing');
    // Taking with no Court cards chosen is refused by the engine.
    actor.send({ type: 'PLAY', play: { kind: 'take' } });
    expect(ctx().message?.text).toBe('Choose the Court cards to take.');
    expect(ctx().history).toHaveLength(0);
    // Court cards toggle on and off.
    const first = ctx().state.court[0]!.units[0]![0]!;
    actor.send({ type: 'TOGGLE', item: first });
    expect(ctx().items).toEqual([first]);
    actor.send({ type: 'TOGGLE', item: first });
    expect(ctx().items).toEqual([]);
    // Pressing the chosen card again puts it back.
    actor.send({ type: 'PRESS', card });
    expect(name(actor)).toBe('human.choosingCard');
    actor.send({ type: 'PRESS', card });
    actor.send({ type: 'PLAY', play: { kind: 'lay' } });
    expect(name(actor)).toBe('resolving');
    expect(ctx().history.map((h) => h.move)).toEqual([card]);
    waitFor(actor, 'human');
    expect(ctx().history).toHaveLength(2);
    expect(ctx().history[1]!.by).toBe(1);
  });

  test('undo takes back the person’s move and the computer’s reply, until new cards are dealt', () => {
    const actor = createActor(badgersCourtPlayMachine, { input: { seed: 'bcm2', options, seats: ['human', 'computer'], speed: 'quick' } }).start();
    const ctx = () => actor.getSnapshot().context;
    actor.send({ type: 'PRESS', card: ctx().state.hands[0]![0]! });
    actor.send({ type: 'PLAY', play: { kind: 'lay' } });
    waitFor(actor, 'human');
    actor.send({ type: 'UNDO' });
    expect(ctx().history).toHaveLength(0);
    expect(ctx().message?.text).toBe('Your last move was taken back.');
  });

  test('a round’s summary waits for the players; two people hand the screen over', () => {
    const actor = createActor(badgersCourtPlayMachine, { input: { seed: 'bcm3', options, seats: ['human', 'human'], speed: 'quick' } }).start();
    const ctx = () => actor.getSnapshot().context;
    let handoffs = 0;
    for (let i = 0; i < 200 && ctx().state.results.length === 0; i++) {
      waitFor(actor, '(human|handoff|roundSummary)');
      if (name(actor) === 'handoff') {
        handoffs++;
        actor.send({ type: 'READY' });
        expect(ctx().viewer).toBe(ctx().state.turn);
        continue;
      }
      if (name(actor) === 'roundSummary') break;
      const m = legalMoves(ctx().state).find((x) => x.type !== 'lay') ?? (legalMoves(ctx().state)[0] as BadgersCourtMove);
      actor.send({ type: 'PRESS', card: m.card });
      if (m.type !== 'lay') for (const it of m.items) actor.send({ type: 'TOGGLE', item: it });
      actor.send({ type: 'PLAY', play: m.type === 'build' ? { kind: 'build', rank: m.rank } : { kind: m.type } });
      expect(ctx().history.at(-1)?.move).toBe(printMove(m));
    }
    waitFor(actor, 'roundSummary');
    expect(handoffs).toBeGreaterThan(10);
    expect(ctx().state.results).toHaveLength(1);
    actor.send({ type: 'NEXT_ROUND' });
    waitFor(actor, '(human|handoff)');
    expect(ctx().roundsSeen).toBe(1);
  });

  test('a saved game whose moves cannot be replayed starts again with the same deal and says so', () => {
    const actor = createActor(badgersCourtPlayMachine, { input: { seed: 'bcm4', options, seats: ['human', 'computer'], moves: ['6SY x 9MS'] } }).start();
    expect(actor.getSnapshot().context.message?.kind).toBe('error');
    expect(actor.getSnapshot().context.message?.text).toMatch(/could not be replayed/);
    expect(actor.getSnapshot().context.history).toHaveLength(0);
  });
});

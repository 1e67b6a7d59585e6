/**
 * Play across devices, the host's decisions: what another device may say (read strictly: a fuzz of
 * malformed and forged messages never throws and never becomes anything but nothing or a word back), who
 * may sit where (a device's token gives it its seat back), and what a device's move becomes (an intent
 * for its own seat only, on the table it saw, judged by the host's machine, which refuses out-of-turn moves).
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { createActor } from 'xstate';
import { GAMES, gameList } from '../../src/engine/games';
import { createPlayMachine, stateName } from '../../src/play/machine';
import { admit, asked } from '../../src/play/room-host';
import { applyLog, isRoomCode, newRoomCode, stillSaid } from '../../src/play/room-link';
import { logDelta, MAX_GUEST_MESSAGE, readGuestMessage, type GuestMessage } from '../../src/play/room-protocol';
import { iceServers, peerServer } from '../../src/play/room-network';
import { newDeal } from '../../src/play/session';
import { createScreens } from '../../src/play/screen';
import { heldScreen } from '../../src/play/held-screen';
import { joinCode } from '../../src/play/useRoom';
import { msg, type Message } from '../../src/engine/core/message';
import { english, sayInEvery } from '../support/words';

/** A word to a device as an English page says it (and said in every language, so none lacks words). */
const en = (m: Message | null | undefined): string => (m ? (sayInEvery(m, []), english(m)) : '');
/** What a device's message asks, its note said in English. */
const said = (a: ReturnType<typeof asked>) => (a && 'note' in a ? { note: en(a.note) } : a);

const hello = (token: string, name = 'Sam', want: 'play' | 'watch' | 'look' = 'play') => ({ t: 'hello', v: 1, token, name, want }) as const;
const TOKEN = 'abcdefghijklmnopqrstuv';

test('a room code is 13 letters and digits of a 32-letter alphabet: 65 bits, every letter as likely', () => {
  const codes = new Set(Array.from({ length: 2000 }, () => newRoomCode()));
  expect(codes.size).toBe(2000);
  for (const c of codes) expect(isRoomCode(c)).toBe(true);
  const counts = new Map<string, number>();
  for (const c of codes) for (const ch of c) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  expect(counts.size).toBe(32);
  for (const n of counts.values()) expect(n).toBeGreaterThan((2000 * 13) / 32 / 2);
});

test("an invitation's address is read once, one way: a whole code (in capitals too), one not whole (''), or none (null)", () => {
  const code = newRoomCode();
  expect(joinCode(`#join=${code}`)).toBe(code);
  expect(joinCode(`#x=1&join=${code}`)).toBe(code);
  // Some apps and readers of QR codes send a link in capitals.
  expect(joinCode(`#join=${code.toUpperCase()}`)).toBe(code);
  for (const cut of [`#join=${code.slice(0, -1)}`, '#join=', '#join', `#join=${code}x`, '#join=%3Cscript%3E', `#join=${code.replace(/./, '0')}`])
    expect(joinCode(cut), cut).toBe('');
  for (const none of ['', '#', '#rules', `#joined=${code}`]) expect(joinCode(none), none).toBeNull();
});

test('a fuzz of malformed and forged messages: each is read as nothing or as exactly one of the four shapes, and nothing throws', () => {
  const shapes = new Set(['hello', 'move', 'next', 'ping']);
  fc.assert(
    fc.property(
      fc.oneof(
        fc.anything(),
        fc.json(),
        fc.string(),
        fc.record({ t: fc.constantFrom('hello', 'move', 'next', 'ping', '__proto__', 'constructor') }, { requiredKeys: [] }),
      ),
      (x) => {
        const m = readGuestMessage(x);
        if (m !== null) expect(shapes.has(m.t)).toBe(true);
      },
    ),
    { numRuns: 3000 },
  );
  const forged: unknown[] = [
    { t: 'move', at: 0, move: 'pass', seat: 0 },
    { t: 'move', at: -1, move: 'pass' },
    { t: 'move', at: 0, move: '' },
    { t: 'move', at: 0, move: 'x'.repeat(121) },
    { t: 'hello', v: 1, token: 'short', name: 'x', want: 'play' },
    { t: 'hello', v: 2, token: TOKEN, name: 'x', want: 'play' },
    { t: 'hello', v: 1, token: TOKEN, name: 'x', want: 'host' },
    JSON.parse('{"t":"ping","__proto__":{"x":1}}'),
    Object.create({ t: 'ping' }),
    `{"t":"ping","pad":"${'x'.repeat(MAX_GUEST_MESSAGE)}"}`,
    '{"t":"next","at":1',
  ];
  for (const f of forged) expect(readGuestMessage(f), JSON.stringify(f)).toBeNull();
  expect(readGuestMessage('{"t":"move","at":3,"move":"pass"}')).toEqual({ t: 'move', at: 3, move: 'pass' });
});

test('a device joins a free seat played from another device; the same token gets it back; others watch', () => {
  const seats = ['human', 'remote', 'computer'] as const;
  const a = admit([], seats, hello(TOKEN, 'Sam'));
  expect(a.guest).toEqual({ token: TOKEN, seat: 1, name: 'Sam' });
  const b = admit(a.guests, seats, hello('zzzzzzzzzzzzzzzzzzzz', 'Ann'));
  expect(b.guest.seat).toBeNull();
  expect(en(b.note)).toBe('Every seat for another device is taken: you are watching.');
  const back = admit(b.guests, seats, hello(TOKEN, 'Sam again'));
  expect(back.guest).toEqual({ token: TOKEN, seat: 1, name: 'Sam again' });
  expect(back.guests).toHaveLength(2);
  // A seat the host gave to the computer while its person was away: they watch, and hear why.
  const away = admit(back.guests, ['human', 'computer', 'computer'], hello(TOKEN));
  expect(away.guest.seat).toBeNull();
  expect(en(away.note)).toBe('The host gave your seat to the computer while you were away, so you are watching. Ask them to give it back.');
  // A name cannot turn a line around.
  expect(admit([], seats, hello(TOKEN, 'Ada\u202Eevil')).guest.name).toBe('Adaevil');
});

test('a device told every seat is taken is told again when it asks again (a reload, another language), or gets a seat freed since', () => {
  const seats = ['human', 'remote', 'remote'] as const;
  const ANN = 'zzzzzzzzzzzzzzzzzzzz';
  const full = admit(admit([], seats, hello(TOKEN, 'Sam')).guests, seats, hello('yyyyyyyyyyyyyyyyyyyy', 'Bo'));
  const ann = admit(full.guests, seats, hello(ANN, 'Ann'));
  expect(ann.guest.seat).toBeNull();
  const again = admit(ann.guests, seats, hello(ANN, 'Ann'));
  expect(again.guest.seat).toBeNull();
  expect(en(again.note)).toBe('Every seat for another device is taken: you are watching.');
  expect(again.guests).toHaveLength(3);
  // Bo's seat goes to the computer and comes back free: Ann, asking again, gets it.
  const freed = again.guests.map((g) => (g.seat === 2 ? { ...g, seat: null } : g));
  const seated = admit(freed, seats, hello(ANN, 'Ann'));
  expect(seated.guest).toEqual({ token: ANN, seat: 2, name: 'Ann' });
  expect(seated.note).toBeNull();
  // One who chose to watch is not told anything.
  expect(admit(ann.guests, seats, hello(ANN, 'Ann', 'watch')).note).toBeNull();
});

test('a device whose person has not chosen is told what it would get and holds nothing; one who chooses to watch gives a seat back', () => {
  const seats = ['human', 'remote', 'remote'] as const;
  const ANN = 'zzzzzzzzzzzzzzzzzzzz';
  // Looking: the seat it would get, but no seat held, no place among the guests (so no screen is sent to it).
  const look = admit([], seats, hello(ANN, '', 'look'));
  expect(look).toEqual({ guest: { token: ANN, seat: 1, name: '' }, guests: [], note: null, looking: true });
  // Ann chooses to watch: she watches, and both seats are still free for the next device.
  const watching = admit([], seats, hello(ANN, 'Ann', 'watch'));
  expect(watching.guest.seat).toBeNull();
  expect(admit(watching.guests, seats, hello(TOKEN, 'Sam')).guest.seat).toBe(1);
  // Sam, playing seat 2, chooses to watch instead (another device of his, the same link): seat 2 is free again.
  const sam = admit(watching.guests, seats, hello(TOKEN, 'Sam'));
  const sat = admit(sam.guests, seats, hello(TOKEN, 'Sam', 'watch'));
  expect(sat.guest).toEqual({ token: TOKEN, seat: null, name: 'Sam' });
  expect(sat.note).toBeNull();
  expect(admit(sat.guests, seats, hello('yyyyyyyyyyyyyyyyyyyy', '', 'look')).guest.seat).toBe(1);
  // Every seat taken: one looking hears it before choosing; a known device looking again keeps its seat.
  const full = admit(admit([], seats, hello(TOKEN, 'Sam')).guests, seats, hello('yyyyyyyyyyyyyyyyyyyy', 'Bo'));
  const late = admit(full.guests, seats, hello(ANN, '', 'look'));
  expect(late.guest.seat).toBeNull();
  expect(en(late.note)).toBe('Every seat for another device is taken: you are watching.');
  expect(late.guests).toEqual(full.guests);
  expect(admit(full.guests, seats, hello(TOKEN, 'Sam', 'look')).guest.seat).toBe(1);
});

describe.each(gameList().map((d) => [d.id, d] as const))('%s', (_id, def) => {
  test('a device’s move is an intent for its own seat only, on the table it saw; the machine judges it, refuses it out of turn', () => {
    const players = def.seats.min;
    const deal = newDeal(def, `room-${def.id}`, players);
    const seats = deal.seats.map((_, i) => (i === 0 ? 'human' : 'remote')) as ('human' | 'remote')[];
    const actor = createActor(createPlayMachine(def, { ask: null }), { input: { ...deal, seats, speed: 'quick' } }).start();
    const ctx = () => actor.getSnapshot().context;
    const sam = { token: TOKEN, seat: 1, name: 'Sam' };
    const watcher = { token: 'w'.repeat(20), seat: null, name: 'W' };
    const legal = def.module.legalMoves(ctx().state);
    const text = def.module.printMove(legal[0]);
    const phase = stateName(actor.getSnapshot().value) as never;
    expect(said(asked(def, watcher, { t: 'move', at: 0, move: text }, 0, phase))).toEqual({ note: expect.stringMatching(/watching/) });
    expect(said(asked(def, sam, { t: 'move', at: 5, move: text }, 0, phase))).toEqual({ note: expect.stringMatching(/moved on/) });
    expect(said(asked(def, sam, { t: 'move', at: 0, move: '%%%' }, 0, phase))).toMatchObject({
      note: expect.stringMatching(/^That is not a move of this game \(.+\)\.$/),
    });
    const intent = asked(def, sam, { t: 'move', at: 0, move: text }, 0, phase);
    expect(intent).toMatchObject({ event: { type: 'MOVE', seat: 1 } });
    // Seat 0 is this screen's: a device's move for it (forged, or out of turn) changes nothing and is answered.
    const before = ctx().history.length;
    const mover = def.module.mover(ctx().state, legal[0]);
    if (mover !== 1) {
      actor.send({ type: 'MOVE', move: legal[0], seat: 1 });
      expect(ctx().history.length).toBe(before);
      expect(ctx().message).toMatchObject({ kind: 'error', to: 1 });
    }
    actor.send({ type: 'MOVE', move: legal[0], seat: 0 });
    expect(ctx().history.length).toBe(before);
    // The screen of the device whose seat is to act, while its link is down: the table as sent, nothing to choose, and why.
    const toAct = def.module.toAct(ctx().state) ?? 0;
    const device = createScreens(def)(ctx(), phase, { hand: toAct, audience: toAct, open: false }, { device: true, hints: true });
    const held = heldScreen(device, 'Ann');
    expect({ ...held, phase: device.phase, choices: device.choices, hints: device.hints, status: device.status, held: undefined }).toEqual(device);
    expect([held.phase, held.choices, held.hints, held.held]).toEqual([device.phase === 'human' ? 'waiting' : device.phase, [], null, true]);
    expect(en(held.status)).toBe('The link to Ann’s game dropped: reconnecting… Your moves wait until it is back.');
    expect(en(heldScreen({ ...device, seat: null }, '').status)).toBe('The link to the host’s game dropped: reconnecting…');
    actor.stop();
  });
});

test('a log is sent as what changed: the lines from the first that differs (an undo shortens it)', () => {
  const l = (t: string) => ({ text: t, why: [] });
  const had = [l('a'), l('b'), l('c')];
  expect(logDelta(had, [l('a'), l('b'), l('c'), l('d')])).toEqual({ from: 3, lines: [l('d')] });
  expect(logDelta(had, [l('a'), l('x')])).toEqual({ from: 1, lines: [l('x')] });
  expect(applyLog(had, { from: 1, lines: [l('x')] })).toEqual([l('a'), l('x')]);
  const msg: GuestMessage = { t: 'ping' };
  expect(readGuestMessage(msg)).toEqual(msg);
});

test('the signalling address and STUN servers come from the build’s settings, read strictly', () => {
  expect(peerServer('https://0.peerjs.com/')).toEqual({ host: '0.peerjs.com', port: 443, path: '/', secure: true, key: 'peerjs' });
  expect(peerServer('http://127.0.0.1:9017/myapp?key=school')).toEqual({ host: '127.0.0.1', port: 9017, path: '/myapp', secure: false, key: 'school' });
  expect(peerServer('ftp://x')).toMatch(/should begin with https/);
  expect(iceServers('stun:a:1, turn:b:2,junk,')).toEqual([{ urls: 'stun:a:1' }, { urls: 'turn:b:2' }]);
  expect(iceServers('')).toEqual([]);
  expect(GAMES.ferret.id).toBe('ferret');
});

test('a host’s note to a guest stays while the table shows the same moves, and goes once a move is made', () => {
  const note = msg('core.room.moved-on');
  expect(stillSaid(note, 5, 5)).toBe(note);
  expect(stillSaid(note, 5, 6)).toBeNull();
  expect(stillSaid(null, 5, 5)).toBeNull();
});

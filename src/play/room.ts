/**
 * Play across devices (loaded only when someone does): the host's room and another device's call. The
 * host keeps the game and runs the engine; each other device is sent only its seat's screen, as its seat
 * may see it, and what its person does comes back as an intent for that seat, which the host's machine
 * judges like any move. A watcher's screen is the table's: what every player can see.
 */
import type { AtPlay } from './at-play';
import type { PlayContext, PlayEvent } from './machine';
import { admit, asked, seatLines } from './room-host';
import { heldScreen } from './held-screen';
import { joinKey, joinMemory } from './room-memory';
import type { Param } from '../engine/core/message';
import { callRoom, openRoom, QUIET_MS, type GuestLink, type GuestStatus, type HostStatus } from './room-peer';
import { logDelta, PROTOCOL, readGuestMessage, readHostMessage, type GuestMessage, type HostMessage } from './room-protocol';
import { browserStore } from '../site/storage';
import type { createScreens, Data, LogLine, Phase, ScreenData } from './screen';
import type { Guest } from './seats';

export type { GuestStatus, HostStatus };
export { joinMemory };

/**
 * What the play page already holds that the room uses is handed in (as ./look-back.ts's `PageParts`), never
 * imported: a module loaded later that imported the page's screens, seats or room link made the bundler move
 * them out of the page's own chunk into chunks of their own (with ./typed.ts, 1.4 kB gzip more on every play page).
 */
export interface RoomParts {
  readonly createScreens: typeof import('./screen').createScreens;
  readonly seatNames: typeof import('./seats').seatNames;
}

interface Linked {
  readonly link: GuestLink;
  token: string | null;
  seen: number;
  /** What this device was last sent: its screen (without the log) as JSON, and its log. */
  sent: string;
  log: readonly LogLine<unknown, Data>[];
  /** Its welcome as last sent: sent again when the host's name changes. */
  welcome: Extract<HostMessage, { t: 'welcome' }> | null;
}

export interface HostController<S, O, E> {
  /** The table changed: every device is sent its screen, where it changed. */
  update(ctx: PlayContext<S, O, E>, phase: Phase): void;
  close(): void;
}

/**
 * The host's room. `dispatch` gives the host's machine an intent (a device's move for its seat, the next
 * summary) or the room's people (ROOM, SEATS); `presence` says which seats' devices are away, and who watches
 * from a device that is there (by the names they gave).
 */
export function startHost<S, M, O, V, E>(
  def: AtPlay<S, M, O, V, E>,
  room: string,
  parts: RoomParts,
  on: { dispatch(e: PlayEvent<M, O>): void; status(s: HostStatus): void; presence(away: readonly number[], watching: readonly string[]): void },
): HostController<S, O, E> {
  const links = new Map<string, Linked>();
  const screens = new Map<string, ReturnType<typeof createScreens<S, M, O, V, E>>>();
  let ctx: PlayContext<S, O, E> | null = null;
  let phase: Phase = 'deciding';
  let away: number[] = [];
  let watching: string[] = [];

  const screenFor = (seat: number | null): ScreenData<V, M, E> | null => {
    if (!ctx) return null;
    const key = String(seat);
    if (!screens.has(key)) screens.set(key, parts.createScreens(def));
    return (screens.get(key) as ReturnType<typeof createScreens<S, M, O, V, E>>)(
      ctx,
      phase,
      { hand: seat, audience: seat ?? -1, open: false },
      { device: true, away, hints: true },
    );
  };
  /** The host's name as the other devices call its table: its first seat at its own screen's. */
  const hostName = (all: readonly Param[]): Param => (ctx ? (all[ctx.seats.indexOf('human')] ?? '') : '');
  const guestOf = (l: Linked): Guest | undefined => (l.token ? ctx?.guests.find((g) => g.token === l.token) : undefined);
  const send = (l: Linked, msg: HostMessage) => l.link.send(msg);
  const push = (l: Linked) => {
    const guest = guestOf(l);
    if (!guest) return;
    const screen = screenFor(guest.seat);
    if (!screen) return;
    const { log, ...rest } = screen;
    const json = JSON.stringify(rest);
    const delta = logDelta(l.log, log);
    if (json === l.sent && delta.lines.length === 0 && delta.from === l.log.length) return;
    l.sent = json;
    l.log = log;
    send(l, { t: 'screen', screen: rest as Omit<ScreenData<unknown, unknown, unknown>, 'log'>, log: delta });
  };
  const presence = () => {
    if (!ctx) return;
    const now = Date.now();
    const here = new Set([...links.values()].filter((l) => now - l.seen < QUIET_MS).map((l) => l.token));
    const next = ctx.guests.flatMap((g) => (g.seat !== null && ctx?.seats[g.seat] === 'remote' && !here.has(g.token) ? [g.seat] : []));
    const watchers = ctx.guests.flatMap((g) => (g.seat === null && here.has(g.token) ? [g.name] : []));
    const moved = next.join() !== away.join();
    if (moved || JSON.stringify(watchers) !== JSON.stringify(watching)) {
      away = next;
      watching = watchers;
      on.presence(away, watching);
      if (moved) for (const l of links.values()) push(l);
    }
  };
  const beat = setInterval(presence, 1000);

  const heard = (link: GuestLink, data: unknown) => {
    const l = links.get(link.id) ?? { link, token: null, seen: 0, sent: '', log: [], welcome: null };
    links.set(link.id, l);
    const msg = readGuestMessage(data);
    // A message that is not exactly one of ours is refused: nothing changes, nothing throws.
    if (!msg || !ctx) return;
    l.seen = Date.now();
    if (msg.t === 'ping') return send(l, { t: 'pong' });
    if (msg.t === 'hello') {
      const { guest, guests, note, looking } = admit(ctx.guests, ctx.seats, msg);
      // A device only looking is told what it would get, and is sent no screen until its person chooses.
      l.token = looking ? null : guest.token;
      l.sent = '';
      l.log = [];
      // The seat's name is the one its person gives (the table's other names stay as they are).
      const given = ctx.given;
      const names = !looking && guest.seat !== null && guest.name ? ctx.seats.map((_, i) => (i === guest.seat ? guest.name : (given[i] ?? ''))) : null;
      if (!looking) on.dispatch({ type: 'ROOM', room, guests });
      if (names) on.dispatch({ type: 'SEATS', seats: ctx.seats, names });
      const all = parts.seatNames(ctx.seats, names ?? ctx.given, null);
      l.welcome = { t: 'welcome', v: PROTOCOL, game: def.id, host: hostName(all), seat: guest.seat, seats: seatLines(ctx.seats, all, guests, away), note };
      send(l, l.welcome);
      return;
    }
    const guest = guestOf(l);
    if (!guest) return;
    const a = asked(def, guest, msg, ctx.history.length, phase);
    if (a && 'note' in a) send(l, { t: 'note', text: a.note });
    else if (a) on.dispatch(a.event as PlayEvent<M, O>);
  };

  const opened = openRoom(room, {
    status: on.status,
    message: heard,
    gone: (link) => {
      links.delete(link.id);
      presence();
    },
  });

  return {
    update(next, p) {
      ctx = next;
      phase = p;
      const host = hostName(parts.seatNames(next.seats, next.given, null));
      for (const l of links.values()) {
        // The host named itself after this device joined: the device calls its table by the new name.
        if (l.welcome && JSON.stringify(l.welcome.host) !== JSON.stringify(host)) send(l, (l.welcome = { ...l.welcome, host }));
        push(l);
      }
      presence();
    },
    close() {
      clearInterval(beat);
      opened.close();
    },
  };
}

export interface GuestController {
  /** Joins (or joins again) as this name, to play or to watch; remembered on this device for this room. */
  hello(name: string, want: 'play' | 'watch'): void;
  send(msg: GuestMessage): void;
  close(): void;
}

/**
 * Another device's call to a room: every message from the host is read, and passed on as it is. While the
 * link is down, the last screen is passed on held (./held-screen.ts): nothing to choose, and why.
 */
export function startGuest(room: string, on: { status(s: GuestStatus): void; message(m: HostMessage): void }): GuestController {
  let memory = joinMemory(room);
  const helloMsg = (): GuestMessage => ({ t: 'hello', v: PROTOCOL, token: memory.token, name: memory.name, want: memory.want });
  let last: Extract<HostMessage, { t: 'screen' }> | null = null;
  let host: Param = '';
  let logLength = 0;
  const call = callRoom(room, helloMsg, {
    status: (s) => {
      on.status(s);
      // (When the link is back, the host sends the whole screen again, as to any device that says hello.)
      if (s.kind !== 'open' && last) on.message({ t: 'screen', screen: heldScreen(last.screen, host), log: { from: logLength, lines: [] } });
    },
    message: (data) => {
      // The browser tests read what crossed (`__decktetRecord`, set by them alone) and check no hidden card did.
      const record = (globalThis as { __decktetRecord?: unknown }).__decktetRecord;
      if (Array.isArray(record)) record.push(data);
      const m = readHostMessage(data);
      if (m?.t === 'welcome') host = m.host;
      if (m?.t === 'screen') {
        last = m;
        logLength = Math.min(m.log.from, logLength) + m.log.lines.length;
      }
      if (m) on.message(m);
    },
  });
  return {
    hello(name, want) {
      memory = { token: memory.token, name, want };
      browserStore.write(joinKey(room), JSON.stringify(memory));
      call.send(helloMsg());
    },
    send: call.send,
    close: call.close,
  };
}

/**
 * Play across devices in a play page: the host's room (while its game has seats played from other
 * devices) and another device's part when the page was opened by an invitation (`#join=<room>`). The
 * link's code and PeerJS are loaded only then (src/play/room.ts): a page where nobody plays across devices
 * loads none of it.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { AtPlay } from './at-play';
import { playPage } from '../engine/pages';
import type { Message } from '../engine/core/message';
import type { PlayContext, PlayEvent } from './machine';
import type { HistoryEntry } from './record';
import type { GuestController, GuestStatus, HostController, HostStatus, RoomParts } from './room';
import { applyLog, isRoomCode, newRoomCode, stillSaid } from './room-link';
import type { HostMessage, SeatLine } from './room-protocol';
import { createScreens, type Data, type LogLine, type Phase, type ScreenData } from './screen';
import { seatNames, type SeatKind } from './seats';
import { loadFailed, sayLoadFailed } from '../site/load-failed';

/** The page's own parts the room uses (./room.ts's `RoomParts`: handed in, not imported there). */
const PARTS: RoomParts = { createScreens, seatNames };

/**
 * Play across devices' code (./room.ts, PeerJS), loaded when someone plays so. When it will not load, the
 * page's recovery says so (or loads a new version of the site, whose files replaced these).
 */
const loadRoom = () =>
  import('./room').catch((e: unknown) => {
    void loadFailed(e, false).then((outcome) => sayLoadFailed(null, outcome));
    return null;
  });

/**
 * The room code in an invitation's address, null for none, '' for one that is not a room's code (cut short,
 * changed). Read in small letters: some apps and readers of QR codes send a link in capitals.
 */
export const joinCode = (hash: string): string | null => {
  const code = new URLSearchParams(hash.replace(/^#/, '')).get('join')?.toLowerCase() ?? null;
  return code === null || isRoomCode(code) ? code : '';
};

/** The invitation to a room: the play page with the room's code after # (never sent to a server, never the deal). */
/** The link that invites another device to a room: the game's play page in this page's language (`path` gives it: the words' `path`). */
export const invitation = (game: string, room: string, origin: string, path: (p: string) => string = (p) => p): string =>
  `${origin}${path(playPage(game))}#join=${room}`;

/** The game as it is once these seats are taken (./take-back.ts, loaded with the invitation panel). */
export type SeatsTaken = (
  def: AtPlay<unknown, unknown, unknown, unknown, unknown>,
  ctx: PlayContext<unknown, unknown, unknown>,
  seats: readonly SeatKind[],
) => { state: unknown; history: HistoryEntry<unknown>[]; shown: number } | null;

export interface HostRoom {
  readonly role: 'host';
  /** The room other devices call (null until someone is invited), its link's state, and who is away. */
  readonly room: string | null;
  readonly status: HostStatus | null;
  readonly away: readonly number[];
  /** Who watches from another device that is there now, by the names they gave ('' for none). */
  readonly watching: readonly string[];
  /**
   * Seats played from other devices, from the host's choice: the room opens, and the invitation can be shared.
   * With `names`, the seats' names too (the host's own, which the other devices call the table by).
   */
  invite(seats: readonly SeatKind[], names?: readonly string[], taken?: SeatsTaken): void;
}

export interface GuestRoom {
  readonly role: 'guest';
  readonly room: string;
  readonly status: GuestStatus;
  /** Whose game of what, the seat this device has (null: watching), and the table. */
  readonly welcome: Extract<HostMessage, { t: 'welcome' }> | null;
  /** The host's word to this device (a message: this page says it in its own language). */
  readonly note: Message | null;
  /** The person chose to play or to watch (now, or when they joined before): the table shows, once the host's screen has come (`live`). */
  readonly ready: boolean;
  readonly live: boolean;
  /** The name this device gave before, to offer again. */
  readonly name: string;
  /** Joins as this name, to play or to watch. */
  join(name: string, want: 'play' | 'watch'): void;
}

export type Room = HostRoom | GuestRoom;

/**
 * The room of a play page. For the host: `ctx` and `phase` are its table, and `dispatch` its machine. For a
 * device that was invited: the screens its host sends, ready for the island (`guestScreen`) and its moves
 * sent back (`sendAsGuest`).
 */
export function useRoom<S, M, O, V, E>(
  def: AtPlay<S, M, O, V, E>,
  ctx: PlayContext<S, O, E>,
  phase: Phase,
  dispatch: (e: PlayEvent<M, O>) => void,
  guided: boolean,
) {
  const [code, setCode] = useState<string | null>(null);
  const [hostStatus, setHostStatus] = useState<HostStatus | null>(null);
  const [away, setAway] = useState<readonly number[]>([]);
  const [watching, setWatching] = useState<readonly string[]>([]);
  const [guestStatus, setGuestStatus] = useState<GuestStatus>({ kind: 'connecting' });
  const [welcome, setWelcome] = useState<Extract<HostMessage, { t: 'welcome' }> | null>(null);
  const [note, setNote] = useState<Message | null>(null);
  const [guestScreen, setGuestScreen] = useState<ScreenData<V, M, E> | null>(null);
  const [ready, setReady] = useState(false);
  const [name, setName] = useState('');
  const host = useRef<HostController<S, O, E> | null>(null);
  const guest = useRef<GuestController | null>(null);
  const log = useRef<readonly LogLine<unknown, Data>[]>([]);
  const moves = useRef<unknown>(null);
  const now = useRef(ctx);
  now.current = ctx;

  // An invitation's page is another device: it calls the host's room.
  useEffect(() => {
    const joined = guided ? null : joinCode(location.hash);
    if (!joined) return;
    setCode(joined);
    let closed = false;
    void loadRoom().then((mod) => {
      if (closed || !mod) return;
      const memory = mod.joinMemory(joined);
      setName(memory.name);
      // Its person chose before (to play or to watch): the device says so again, and the table shows.
      setReady(memory.want !== 'look');
      guest.current = mod.startGuest(joined, {
        status: setGuestStatus,
        message: (m) => {
          if (m.t === 'welcome') setWelcome(m);
          else if (m.t === 'note') setNote(m.text);
          else if (m.t === 'screen') {
            // A note from the host was about the table as it was: once a move has been made, it is cleared.
            const before = moves.current;
            moves.current = (m.screen as { moves?: unknown }).moves;
            const now = moves.current;
            setNote((n) => stillSaid(n, before, now));
            log.current = applyLog(log.current, m.log);
            setGuestScreen({ ...(m.screen as Omit<ScreenData<V, M, E>, 'log'>), log: log.current as LogLine<E, Data>[] });
          }
        },
      });
    });
    return () => {
      closed = true;
      guest.current?.close();
    };
  }, []);

  // The host's room: open while the game has seats played from other devices (or people who joined it).
  const hosting = code === null && ctx.room !== null && (ctx.seats.includes('remote') || ctx.guests.length > 0);
  useEffect(() => {
    if (!hosting || ctx.room === null) return;
    let closed = false;
    const room = ctx.room;
    void loadRoom().then((mod) => {
      if (closed || !mod) return;
      host.current = mod.startHost(def, room, PARTS, {
        dispatch,
        status: setHostStatus,
        presence: (seats, names) => {
          setAway(seats);
          setWatching(names);
        },
      });
      host.current.update(ctx, phase);
    });
    return () => {
      closed = true;
      host.current?.close();
      host.current = null;
      setHostStatus(null);
    };
  }, [hosting, ctx.room]);
  useEffect(() => host.current?.update(ctx, phase), [ctx, phase]);

  const room: Room | null = useMemo(() => {
    if (code !== null)
      return {
        role: 'guest',
        room: code,
        status: guestStatus,
        welcome,
        note,
        ready,
        live: guestScreen !== null,
        name,
        join: (given, want) => {
          guest.current?.hello(given, want);
          setName(given);
          setReady(true);
        },
      };
    return {
      role: 'host',
      room: ctx.room,
      status: hostStatus,
      away,
      watching,
      invite: (seats, names, taken) => {
        // (A name given before anyone is invited opens no room.)
        if (ctx.room || seats.includes('remote')) dispatch({ type: 'ROOM', room: ctx.room ?? newRoomCode(), guests: ctx.guests });
        // (The table as it is now: this object is made again only when the room changes, not at every move.)
        dispatch({ type: 'SEATS', seats, names, game: taken?.(def as AtPlay<unknown, unknown, unknown, unknown, unknown>, now.current, seats) });
      },
    };
  }, [code, guestStatus, welcome, note, ready, name, guestScreen !== null, ctx.room, ctx.guests, hostStatus, away, watching]);

  return {
    room,
    away,
    guestScreen,
    sendAsGuest: (msg: Parameters<GuestController['send']>[0]) => guest.current?.send(msg),
  };
}

export type { SeatLine };

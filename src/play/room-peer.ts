/**
 * The link between devices, over WebRTC data channels with PeerJS (a kept library: it does the signalling,
 * the reliable channel, and the framing and chunking of messages). The host's device registers the room
 * (`decktet-<room code>`); another device calls it. PeerJS does not always notice a device that went away
 * (a closed tab may never close its channel), so devices say "ping" and the host "pong" every few seconds,
 * and a quiet link is treated as gone. A device that lost its host calls again until it answers.
 */
import Peer, { type DataConnection, type PeerOptions } from 'peerjs';
import { msg, type Message } from '../engine/core/message';
import { networkSettings } from './room-network';
import type { GuestMessage, HostMessage } from './room-protocol';

const peerId = (room: string) => `decktet-${room}`;
/** How often a device says it is there, and how long a quiet link is trusted. */
export const PING_MS = 2000;
export const QUIET_MS = 7000;
/**
 * How long a device tries before it says, in words, that it could not connect: within 15 seconds of the
 * invitation opening, with the page's own loading (a slow tablet) counted in that.
 */
export const GIVE_UP_MS = 10_000;

function options(): PeerOptions | string {
  const { server, ice } = networkSettings();
  if (typeof server === 'string') return `the site was built with a signalling address that cannot be used (${server})`;
  return { ...server, config: { iceServers: ice }, debug: 0 };
}

/**
 * PeerJS decodes each frame in its data channel's message listener (`_handleDataMessage`, looked up on
 * the connection at each message), where a frame it cannot read (a `null`, bytes not in its format) throws
 * out of the listener: an uncaught error on the page. Only a forged client sends such frames: the
 * connection's handler is wrapped so that such a frame is dropped and that link closed. (A private method
 * of PeerJS 1.x, pinned in package.json; tests/e2e/devices.spec.ts sends such frames, so a change shows.)
 */
function guardFrames(conn: DataConnection, drop: () => void): void {
  const c = conn as unknown as { _handleDataMessage?: ((e: MessageEvent) => void) & { guarded?: true } };
  const handle = c._handleDataMessage;
  if (typeof handle !== 'function' || handle.guarded) return;
  c._handleDataMessage = Object.assign(
    (e: MessageEvent) => {
      try {
        handle.call(conn, e);
      } catch {
        drop();
      }
    },
    { guarded: true as const },
  );
}

/** PeerJS's errors for a signalling service it cannot reach (or lost). */
const noService = (type: string) => type === 'network' || type === 'server-error' || type === 'socket-error' || type === 'socket-closed';

/** Chromium's names for the permission to reach the local network: one from 142, two (a network, this device) later. */
const LOCAL_NETWORK = ['local-network-access', 'local-network', 'loopback-network'];

/**
 * Has this browser been told not to let the site reach the local network or this device? Chromium (142
 * and later) asks before a site on a public address reaches a server on a private address, such as a
 * school's own signalling server, and a "no" looks to PeerJS like a service that is down. False where
 * the browser does not know the permission.
 */
async function localNetworkRefused(): Promise<boolean> {
  const permissions = globalThis.navigator?.permissions;
  if (!permissions) return false;
  const states = await Promise.all(
    LOCAL_NETWORK.map((name) =>
      permissions.query({ name } as unknown as PermissionDescriptor).then(
        (s) => s.state,
        () => 'unknown',
      ),
    ),
  );
  return states.includes('denied');
}

/** Why a link could not be made, as `whyNot` says it, or that the browser refuses the local network when it does. */
async function whyNotNow(type: string): Promise<Message> {
  return noService(type) && (await localNetworkRefused()) ? msg('core.room.local-network') : whyNot(type);
}

/** Why a link could not be made, as a message, from PeerJS's error type. */
export function whyNot(type: string): Message {
  if (noService(type)) return msg('core.room.no-service');
  switch (type) {
    case 'peer-unavailable':
      return msg('core.room.host-closed');
    case 'browser-incompatible':
      return msg('core.room.no-webrtc');
    case 'unavailable-id':
      return msg('core.room.held');
    case 'webrtc':
      return msg('core.room.blocked');
    default:
      return msg('core.room.no-link');
  }
}

/**
 * Calls the signalling service again in a few seconds: once, however many of PeerJS's events asked (a lost
 * service is said as an error and then as "disconnected"), and only if the peer is still cut off by then,
 * since PeerJS throws when asked to reconnect a peer that already has.
 */
function redialer(closed: () => boolean): { soon(p: Peer): void; stop(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    soon(p) {
      clearTimeout(timer);
      timer = setTimeout(() => !closed() && !p.destroyed && p.disconnected && p.reconnect(), 3000);
    },
    stop: () => clearTimeout(timer),
  };
}

/** A device's link, as the host holds it. */
export interface GuestLink {
  readonly id: string;
  send(msg: HostMessage): void;
  close(): void;
}

export type HostStatus = { readonly kind: 'opening' | 'open' | 'offline' } | { readonly kind: 'failed'; readonly why: Message };

/**
 * Opens the room on the host's device. New devices can join while the room is registered ("open"); when
 * the signalling service goes away ("offline") the devices already linked play on, and the room is
 * registered again as soon as the service answers.
 */
export function openRoom(
  room: string,
  on: { status(s: HostStatus): void; message(link: GuestLink, data: unknown): void; gone(link: GuestLink): void },
): { close(): void } {
  const opts = options();
  if (typeof opts === 'string') {
    on.status({ kind: 'failed', why: msg('core.text', { text: opts }) });
    return { close() {} };
  }
  let closed = false;
  let peer: Peer | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const redial = redialer(() => closed);
  const links = new Map<DataConnection, GuestLink>();
  const start = (attempt: number) => {
    if (closed) return;
    on.status({ kind: 'opening' });
    const p = new Peer(peerId(room), opts);
    peer = p;
    p.on('open', () => on.status({ kind: 'open' }));
    p.on('connection', (conn) => {
      const link: GuestLink = {
        id: conn.connectionId,
        send: (msg) => {
          if (conn.open) conn.send(msg);
        },
        close: () => conn.close(),
      };
      links.set(conn, link);
      guardFrames(conn, () => conn.close());
      conn.on('data', (data) => on.message(link, data));
      conn.on('close', () => (links.delete(conn), on.gone(link)));
      conn.on('error', () => (links.delete(conn), on.gone(link)));
    });
    p.on('disconnected', () => {
      if (closed || p.destroyed) return;
      on.status({ kind: 'offline' });
      redial.soon(p);
    });
    p.on('error', (e) => {
      if (closed) return;
      // The room is still held by this host's page before a reload: it is freed in moments.
      if (e.type === 'unavailable-id' && attempt < 20) {
        p.destroy();
        retry = setTimeout(() => start(attempt + 1), 1500);
        return;
      }
      if (noService(e.type)) {
        if (links.size > 0) on.status({ kind: 'offline' });
        else void whyNotNow(e.type).then((why) => !closed && !p.open && links.size === 0 && on.status({ kind: 'failed', why }));
        redial.soon(p);
        return;
      }
      if (e.type !== 'peer-unavailable') on.status({ kind: 'failed', why: whyNot(e.type) });
    });
  };
  start(0);
  return {
    close() {
      closed = true;
      clearTimeout(retry);
      redial.stop();
      peer?.destroy();
    },
  };
}

export type GuestStatus =
  | { readonly kind: 'connecting' }
  | { readonly kind: 'open' }
  /** The host went quiet: calling again. */
  | { readonly kind: 'away' }
  | { readonly kind: 'failed'; readonly why: Message };

/**
 * Calls the host's room from another device: says hello (`hello()`) once the channel opens, pings, and
 * when the host goes quiet calls again, for as long as the page is open. Says within GIVE_UP_MS, in
 * words, when the first call cannot be made; it keeps trying after that.
 */
export function callRoom(
  room: string,
  hello: () => GuestMessage,
  on: { status(s: GuestStatus): void; message(data: unknown): void },
): { send(msg: GuestMessage): void; close(): void } {
  const opts = options();
  if (typeof opts === 'string') {
    on.status({ kind: 'failed', why: msg('core.text', { text: opts }) });
    return { send() {}, close() {} };
  }
  let closed = false;
  let conn: DataConnection | null = null;
  let heard = 0;
  let everOpen = false;
  let lastWhy = msg('core.room.no-link');
  // Once the service has answered that the host's room is not there, that is the reason given up with,
  // unless the service has been out of reach for longer than a reconnection takes: a passing socket error
  // (a busy device) does not turn "the host's room is not open" into "the service could not be reached".
  let hostAbsent = false;
  let downSince: number | null = null;
  const timers: ReturnType<typeof setTimeout>[] = [];
  const redial = redialer(() => closed);
  const peer = new Peer(opts);
  // Once the device has said why it could not join, that stays said while it keeps calling (not "joining…" again).
  let saidWhy = false;
  const giveUp = setTimeout(() => {
    if (everOpen || closed) return;
    saidWhy = true;
    const passing = downSince === null || Date.now() - downSince < 5000;
    on.status({ kind: 'failed', why: hostAbsent && passing ? whyNot('peer-unavailable') : lastWhy });
  }, GIVE_UP_MS);
  const call = () => {
    if (closed || peer.destroyed) return;
    if (peer.disconnected) peer.reconnect();
    const c = peer.connect(peerId(room), { reliable: true });
    conn = c;
    guardFrames(c, () => c.close());
    c.on('open', () => {
      everOpen = true;
      heard = Date.now();
      on.status({ kind: 'open' });
      c.send(hello());
    });
    c.on('data', (data) => {
      heard = Date.now();
      on.message(data);
    });
    c.on('close', () => conn === c && again());
    c.on('error', () => conn === c && again());
  };
  const again = () => {
    if (closed) return;
    conn = null;
    if (everOpen || !saidWhy) on.status(everOpen ? { kind: 'away' } : { kind: 'connecting' });
    timers.push(setTimeout(call, 2000));
  };
  peer.on('open', () => {
    downSince = null;
    call();
  });
  let errors = 0;
  peer.on('error', (e) => {
    lastWhy = whyNot(e.type);
    if (e.type === 'peer-unavailable') hostAbsent = true;
    if (noService(e.type)) downSince ??= Date.now();
    // Refined when the browser refuses the local network (the last error's words win).
    const nth = ++errors;
    if (noService(e.type)) void whyNotNow(e.type).then((why) => nth === errors && (lastWhy = why));
    if (e.type === 'peer-unavailable') return again();
    if (noService(e.type)) {
      if (!everOpen) redial.soon(peer);
      return;
    }
    if (!everOpen) {
      saidWhy = true;
      on.status({ kind: 'failed', why: lastWhy });
    }
  });
  peer.on('disconnected', () => redial.soon(peer));
  // Say "ping"; a host quiet for too long is called again.
  const beat = setInterval(() => {
    if (!conn?.open) return;
    conn.send({ t: 'ping' } satisfies GuestMessage);
    if (Date.now() - heard > QUIET_MS) {
      const c = conn;
      conn = null;
      c.close();
      again();
    }
  }, PING_MS);
  on.status({ kind: 'connecting' });
  return {
    send(msg) {
      if (conn?.open) conn.send(msg);
    },
    close() {
      closed = true;
      clearTimeout(giveUp);
      clearInterval(beat);
      for (const t of timers) clearTimeout(t);
      redial.stop();
      peer.destroy();
    },
  };
}

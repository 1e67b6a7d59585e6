/**
 * Where devices find each other, set when the site is built: the signalling service (a PeerJS server:
 * PeerJS's free public one unless `PUBLIC_PEER_SERVER` names another, such as a school's own, started
 * with `npx peerjs --port 9000`) and the STUN servers that help two devices behind home routers reach each
 * other (`PUBLIC_ICE_SERVERS`, comma-separated; empty for none). Games never pass through either: once
 * two devices are connected, they talk directly.
 */
export interface PeerServer {
  readonly host: string;
  readonly port: number;
  readonly path: string;
  readonly secure: boolean;
  readonly key: string;
}

export const DEFAULT_PEER_SERVER = 'https://0.peerjs.com/';
export const DEFAULT_ICE_SERVERS = 'stun:stun.l.google.com:19302,stun:stun.cloudflare.com:3478';

/** A signalling server's address ("https://host:port/path?key=..."), or why it is not one. */
export function peerServer(address: string): PeerServer | string {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return `“${address}” is not an address`;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return `“${address}” should begin with https:// (or http:// on this computer)`;
  const secure = url.protocol === 'https:';
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 443 : 80,
    path: url.pathname || '/',
    secure,
    key: url.searchParams.get('key') ?? 'peerjs',
  };
}

/** STUN (or TURN) servers from a comma-separated list. */
export const iceServers = (list: string): { urls: string }[] =>
  list
    .split(',')
    .map((u) => u.trim())
    .filter((u) => /^(stun|turn)s?:/.test(u))
    .map((urls) => ({ urls }));

/** The settings this build was made with. */
export function networkSettings(): { server: PeerServer | string; ice: { urls: string }[] } {
  const env = import.meta.env as Record<string, string | undefined>;
  return { server: peerServer(env.PUBLIC_PEER_SERVER || DEFAULT_PEER_SERVER), ice: iceServers(env.PUBLIC_ICE_SERVERS ?? DEFAULT_ICE_SERVERS) };
}

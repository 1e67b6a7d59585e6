/**
 * A real signalling server for the tests of play across devices: PeerJS's own server (the npm package
 * `peer`, the same kind as the public one the site uses by default), on the loopback interface. The site
 * under test is built to call it (`PUBLIC_PEER_SERVER`, set by `npm test`); devices then talk directly.
 */
import type { Socket } from 'node:net';
import { PeerServer } from 'peer';

/** Where the tests' signalling server listens: the address `npm test` builds the site with. */
export const TEST_PEER_PORT = Number(process.env.TEST_PEER_PORT ?? 9017);
export const TEST_PEER_SERVER = `http://127.0.0.1:${TEST_PEER_PORT}/`;

/** Starts the server; resolves once it listens, with a way to stop it (devices already linked play on). */
export function startPeerServer(port = TEST_PEER_PORT): Promise<{ stop(): Promise<void> }> {
  return new Promise((resolve, reject) => {
    const sockets = new Set<Socket>();
    const server = PeerServer({ port, host: '127.0.0.1', path: '/', alive_timeout: 5000 }, (http) => {
      // Every socket, the upgraded WebSockets included, so that stopping drops the devices' signalling at once.
      http.on('connection', (s: Socket) => (sockets.add(s), s.on('close', () => sockets.delete(s))));
      resolve({
        stop: () =>
          new Promise<void>((done) => {
            http.close(() => done());
            for (const s of sockets) s.destroy();
          }),
      });
    });
    server.on('error', reject);
  });
}

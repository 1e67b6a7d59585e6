/**
 * Play across devices, timed on the loopback interface (`npm run bench -- --devices`): a host opens a
 * room in Chromium, and a guest in another browser context opens the invitation. Two times per run:
 * from opening the link to the gate that says whose game it is, and from pressing "Play" to the table
 * with the guest's own hand. The site must be built with `npm run build:test` (the signalling server the
 * bench starts, `peer` on 127.0.0.1:9017, as the browser tests do).
 */
import { chromium } from '@playwright/test';
import { startPeerServer } from '../../tests/support/peer-server';
import { serveDist } from './serve';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

export async function guestTimes(dist: string, runs: number): Promise<{ gate: number[]; table: number[] }> {
  const peers = await startPeerServer();
  const { server, origin } = await serveDist(dist);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--allow-loopback-in-peer-connection', '--disable-features=WebRtcHideLocalIpsWithMdns'],
  });
  const gate: number[] = [];
  const table: number[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const host = await (await browser.newContext()).newPage();
      await host.goto(`${origin}/games/ferret/play/?seed=bench-devices-${i}`);
      await host.locator('astro-island:not([ssr]) .play').waitFor();
      await host.getByText('Play with someone on another device').click();
      await host.getByRole('button', { name: /^Invite someone for seat/ }).click();
      await host.getByText('The room is open').waitFor({ timeout: 20_000 });
      const href = (await host.locator('a[data-invitation]').getAttribute('href')) ?? '';
      const guest = await (await browser.newContext()).newPage();
      const t0 = Date.now();
      await guest.goto(href.replace(/^https?:\/\/[^/]+/, origin));
      await guest.getByText(/^You are joining/).waitFor({ timeout: 20_000 });
      gate.push(Date.now() - t0);
      await guest.getByLabel('Your name').fill('Bench');
      const t1 = Date.now();
      await guest.getByRole('button', { name: 'Play', exact: true }).click();
      await guest.locator('.play-main [data-zone="hand"] .card').first().waitFor({ timeout: 20_000 });
      table.push(Date.now() - t1);
      await host.context().close();
      await guest.context().close();
    }
  } finally {
    await browser.close();
    server.close();
    await peers.stop();
  }
  return { gate, table };
}

export function reportGuestTimes(t: { gate: number[]; table: number[] }): string {
  const line = (xs: number[]) => `median ${median(xs)} ms, worst ${Math.max(...xs)} ms`;
  return [
    `\nA guest joining a game on another device (loopback, ${t.gate.length} runs; Ferret)`,
    `  opening the invitation to the gate that says whose game it is: ${line(t.gate)}`,
    `  pressing “Play” to the table with the guest's hand: ${line(t.table)}`,
  ].join('\n');
}

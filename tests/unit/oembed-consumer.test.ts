/**
 * A real oEmbed consumer reads our embeds: unfurl.js (an npm library that link previews and CMSs use)
 * finds each example frame's oEmbed link in its page (discovery) and reads the response. What it gets is
 * the embed that fits any width: an iframe as wide as its place up to `width`, starting at `height`, with
 * the script that then fits its height to its content (src/embed/snippet.ts). The built site is served
 * here at an address of its own, its pages' absolute addresses (the build's SITE_URL) pointed at it, as a
 * host would serve it.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { unfurl } from 'unfurl.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRAME_WIDTH, frameHeight } from '../../src/embed/heights';
import { gameList } from '../../src/engine/games';
import { siteAddress } from '../../src/site/site-address';
import { LOCALES, localePath } from '../../src/words/locales';

const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));
const BUILT = new URL(siteAddress()).origin;
let server: Server;
let origin = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    let file = normalize(join(DIST, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)));
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!file.startsWith(DIST) || !existsSync(file)) return void res.writeHead(404).end();
    const type = { '.html': 'text/html; charset=utf-8', '.json': 'application/json+oembed' }[extname(file)] ?? 'application/octet-stream';
    res.writeHead(200, { 'Content-Type': type }).end(readFileSync(file, 'utf8').split(BUILT).join(origin));
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => void server?.close());

describe.skipIf(!existsSync(DIST))('oEmbed, as unfurl.js reads it', () => {
  for (const def of gameList())
    it(`${def.title}: every example frame's page leads to an embed that fits any width`, async () => {
      for (const locale of LOCALES)
        for (const ex of def.examples) {
          // Each language's frame at its own height (measured in that language).
          const page = `${origin}${localePath(locale, `/embed/${def.id}/${ex.id}/`)}`;
          const { oEmbed } = await unfurl(page, { oembed: true });
          expect(oEmbed, page).toMatchObject({ type: 'rich', version: '1.0', width: FRAME_WIDTH, height: frameHeight(locale, def.id, ex.id) });
          const html = (oEmbed as { html: string }).html;
          expect(html).toContain(`<iframe src="${page}"`);
          expect(html).toContain(`style="border:0;width:100%;max-width:${FRAME_WIDTH}px"`);
          expect(html).toContain(`<script src="${origin}/embed/frames.js" async></script>`);
        }
    });
});

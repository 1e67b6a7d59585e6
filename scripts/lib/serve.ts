/**
 * A small static server for dist/, compressing as a real host would (gzip for text), for the bench and
 * the Lighthouse script. Directory addresses serve their index.html; unknown paths serve 404.html.
 */
import { createServer, type Server } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.pf_meta': 'application/octet-stream',
};
const COMPRESS = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.json', '.xml', '.txt']);

export function serveDist(dist: string, port = 0): Promise<{ server: Server; origin: string }> {
  const cache = new Map<string, Buffer>();
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = normalize(join(dist, path));
    if (!file.startsWith(dist)) return void res.writeHead(403).end();
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    let status = 200;
    if (!existsSync(file)) {
      status = 404;
      file = join(dist, '404.html');
      if (!existsSync(file)) return void res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    }
    const ext = extname(file);
    const body = readFileSync(file);
    const headers: Record<string, string> = { 'Content-Type': TYPES[ext] ?? 'application/octet-stream' };
    // Hashed assets may be kept for a year, as a host would; pages are checked each time.
    headers['Cache-Control'] = path.startsWith('/_astro/') ? 'public, max-age=31536000, immutable' : 'no-cache';
    if (COMPRESS.has(ext) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      let gz = cache.get(file);
      if (!gz) cache.set(file, (gz = gzipSync(body, { level: 9 })));
      headers['Content-Encoding'] = 'gzip';
      headers['Vary'] = 'Accept-Encoding';
      res.writeHead(status, headers).end(gz);
    } else res.writeHead(status, headers).end(body);
  });
  return new Promise((ok) =>
    server.listen(port, '127.0.0.1', () => {
      const a = server.address();
      ok({ server, origin: `http://127.0.0.1:${typeof a === 'object' && a ? a.port : port}` });
    }),
  );
}

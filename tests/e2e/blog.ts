/**
 * For the embed tests: a stand-in for a blog, its pages served from another origin than the site's (a free
 * port on localhost), and what a blog's reader's console shows.
 */
import { createServer, type Server } from 'node:http';
import { test, type Page } from '@playwright/test';

export const SITE = `http://localhost:${process.env.E2E_PORT ?? 4399}`;

export interface Blog {
  /** The blog's origin, once the spec's tests have begun. */
  readonly origin: string;
  /** Puts a page at a path, as the whole document. */
  readonly put: (path: string, html: string) => void;
}

/** A blog for the spec's tests: started before them, stopped after. */
export function blog(): Blog {
  const pages = new Map<string, string>();
  let server: Server | undefined;
  let origin = '';
  test.beforeAll(async () => {
    server = createServer((req, res) => {
      const body = pages.get(req.url ?? '');
      res.writeHead(body ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(body ?? 'not found');
    });
    await new Promise<void>((resolve) => server?.listen(0, 'localhost', resolve));
    origin = `http://localhost:${(server.address() as { port: number }).port}`;
  });
  test.afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));
  return {
    get origin() {
      return origin;
    },
    put: (path, html) => void pages.set(path, html),
  };
}

/** A blog post in a language, with a body of snippets as a blogger pastes them. */
export const post = (body: string, lang = 'en') =>
  `<!doctype html>\n<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
  `<link rel="icon" href="data:,"><title>A post about the Decktet</title>\n<style>body{font-family:Georgia,serif;max-width:760px;margin:0 auto;padding:16px;background:#fdf6e3}</style>` +
  `</head><body>\n<h1>A post about the Decktet</h1>\n${body}\n<p>The end of the post.</p>\n</body></html>`;

/** What the page's console and its uncaught errors say: errors and warnings, and the page's own logs. */
export function watchConsole(page: Page): { problems: string[]; logs: string[] } {
  const seen = { problems: [] as string[], logs: [] as string[] };
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') seen.problems.push(`${m.type()}: ${m.text()} (${m.location().url})`);
    if (m.type() === 'log') seen.logs.push(m.text());
  });
  page.on('pageerror', (e) => seen.problems.push(`uncaught: ${String(e)}`));
  return seen;
}

/**
 * The build's half of src/lib/after-paint.ts: registers `client:painted`, and once the site is built
 * rewrites every page so that its scripts are fetched after its first paint (moveBehindPaint), the
 * play tables' modules all at once (their import graph, read from the built files).
 */
import type { AstroIntegration } from 'astro';
import { existsSync, readFileSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { leadingImports, moveBehindPaint } from '../lib/after-paint.ts';

/** A built module's address and every module it imports statically, read from dist/ (memoised). */
function moduleGraph(dist: string): (url: string) => readonly string[] {
  const known = new Map<string, readonly string[]>();
  const imports = (url: string): string[] => {
    const file = join(dist, url);
    if (!url.startsWith('/') || !existsSync(file)) return [];
    return leadingImports(readFileSync(file, 'utf8')).map((spec) => new URL(spec, `http://site${url}`).pathname);
  };
  return (entry) => {
    const cached = known.get(entry);
    if (cached) return cached;
    const seen = new Set<string>();
    const visit = (url: string) => {
      if (seen.has(url)) return;
      seen.add(url);
      for (const next of imports(url)) visit(next);
    };
    visit(entry);
    const all = [...seen];
    known.set(entry, all);
    return all;
  };
}

async function* htmlFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(path);
    else if (entry.name.endsWith('.html')) yield path;
  }
}

export default function afterPaint(): AstroIntegration {
  return {
    name: 'decktet-after-paint',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'painted', entrypoint: fileURLToPath(new URL('../lib/client-painted.ts', import.meta.url)) });
      },
      'astro:build:done': async ({ dir, logger }) => {
        let pages = 0;
        const graph = moduleGraph(fileURLToPath(dir));
        for await (const file of htmlFiles(fileURLToPath(dir))) {
          const html = await readFile(file, 'utf8');
          const moved = moveBehindPaint(html, graph);
          if (moved !== html) {
            await writeFile(file, moved);
            pages++;
          }
        }
        logger.info(`${pages} pages fetch their scripts after the first paint`);
      },
    },
  };
}

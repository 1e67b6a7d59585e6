/**
 * The build's half of src/site/after-paint.ts: registers `client:painted`, and once the site is built
 * rewrites every page so that its scripts are fetched after its first paint (moveBehindPaint), the
 * play tables' modules all at once (their import graph, read from the built files).
 */
import type { AstroIntegration } from 'astro';
import { existsSync, readFileSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { leadingImports, moveBehindPaint } from '../site/after-paint.ts';

/** A built module's address and every module it imports statically, read from dist/ (each file once). */
function moduleGraph(dist: string): (url: string) => readonly string[] {
  const read = new Map<string, readonly string[]>();
  const imports = (url: string): readonly string[] => {
    let found = read.get(url);
    if (found) return found;
    const file = join(dist, url);
    found =
      !url.startsWith('/') || !existsSync(file) ? [] : leadingImports(readFileSync(file, 'utf8')).map((spec) => new URL(spec, `http://site${url}`).pathname);
    read.set(url, found);
    return found;
  };
  return (entry) => {
    const seen = new Set<string>();
    const visit = (url: string) => {
      if (seen.has(url)) return;
      seen.add(url);
      for (const next of imports(url)) visit(next);
    };
    visit(entry);
    return [...seen];
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
        addClientDirective({ name: 'painted', entrypoint: fileURLToPath(new URL('../site/client-painted.ts', import.meta.url)) });
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

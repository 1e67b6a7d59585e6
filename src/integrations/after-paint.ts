/**
 * The build's half of src/lib/after-paint.ts: registers `client:painted`, and once the site is built
 * rewrites every page so that its scripts are fetched after its first paint (moveBehindPaint).
 */
import type { AstroIntegration } from 'astro';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { moveBehindPaint } from '../lib/after-paint.ts';

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
        for await (const file of htmlFiles(fileURLToPath(dir))) {
          const html = await readFile(file, 'utf8');
          const moved = moveBehindPaint(html);
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

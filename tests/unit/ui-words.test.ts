/**
 * The site's own words (src/words/ui/): every id a component, page or script asks for with `t('ui.…')`
 * or `msg('ui.…')` has an entry (English, and so every language: tests/unit/catalogues.test.ts), none
 * is built at run time, and no entry is left that nothing asks for.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { wordsData } from '../../src/words/load';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : /\.(ts|tsx|astro|mdx)$/.test(name) ? [path] : [];
  });
}

const ui = Object.keys(wordsData('en').messages).filter((id) => id.startsWith('ui.'));

test('every ui id the sources ask for has an entry, written as a literal; every entry is asked for', () => {
  const asked = new Set<string>();
  const missing: string[] = [];
  const built: string[] = [];
  for (const file of sources('src')) {
    const src = readFileSync(file, 'utf8');
    // Asked for by t() or msg() (w.phrase(msg(…))), or named for a script that cannot call them (stale-page.ts, client-painted.ts).
    for (const m of src.matchAll(/(?:\b(?:t|msg|pageLine)\(\s*|[:=]\s*)(['"`])(ui\.[a-z0-9.-]*)\1/g)) {
      const id = m[2] as string;
      if (m[1] === '`' && id.includes('${')) built.push(`${file}: ${id}`);
      asked.add(id);
      if (!ui.includes(id)) missing.push(`${file}: ${id}`);
    }
  }
  expect(missing).toEqual([]);
  expect(built).toEqual([]);
  expect(ui.filter((id) => !asked.has(id))).toEqual([]);
});

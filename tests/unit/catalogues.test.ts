/**
 * The catalogues (src/words/): every template parses; every language has the same entries as English,
 * with the same parameters of the same kinds; every message id the engine and the site name in their
 * sources has an entry; and no id is built at run time (so this list is the whole list). The words of
 * whole games in every language are held by the games' own tests through tests/support/words.ts.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogues, wordsData } from '../../src/words/load';
import { parameters, parse } from '../../src/words/format';
import { LOCALES, DEFAULT_LOCALE } from '../../src/words/locales';

const text = (v: string | readonly string[]) => (typeof v === 'string' ? v : v.join(' '));
/**
 * A template's parameters, each with what it must be given: a seat ("seat", "you"), a card ("card",
 * "gender"), a count ("plural"), a list… "plain" and "select" take any value, so they say nothing of it:
 * English may write "{n} cards" where Spanish chooses "{n, plural, …}".
 */
const CLASS: Readonly<Record<string, string>> = { you: 'seat', gender: 'card', plural: 'number' };
const kinds = (t: string) =>
  [...parameters(parse(t)).entries()]
    .map(([k, v]) => `${k}:${[...new Set([...v].filter((x) => x !== 'plain' && x !== 'select').map((x) => CLASS[x] ?? x))].sort().join('|')}`)
    .sort();
/** Two templates take the same parameters: the same names, and where both say what one must be, the same. */
function sameParameters(a: string, b: string): boolean {
  const ka = kinds(a);
  const kb = kinds(b);
  if (ka.length !== kb.length) return false;
  return ka.every((x, i) => {
    const [na, ca] = x.split(':');
    const [nb, cb] = (kb[i] as string).split(':');
    return na === nb && (ca === '' || cb === '' || ca === cb);
  });
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : /\.(ts|tsx|astro|mdx)$/.test(name) ? [path] : [];
  });
}

describe('catalogues', () => {
  const all = catalogues();

  it('every template parses', () => {
    for (const [scope, byLocale] of all)
      for (const [locale, entries] of byLocale)
        for (const [id, v] of Object.entries(entries)) expect(() => parse(text(v)), `${scope}/${locale}.json: ${id}`).not.toThrow();
  });

  it('every language has every entry, with the same parameters', () => {
    for (const [scope, byLocale] of all) {
      const english = byLocale.get(DEFAULT_LOCALE);
      expect(english, `src/words/${scope}/${DEFAULT_LOCALE}.json`).toBeDefined();
      for (const locale of LOCALES) {
        const entries = byLocale.get(locale);
        if (locale !== DEFAULT_LOCALE && entries === undefined) continue; // a language not yet begun is refused by wordsData
        expect(Object.keys(entries ?? {}).sort(), `src/words/${scope}/${locale}.json`).toEqual(Object.keys(english ?? {}).sort());
        for (const [id, v] of Object.entries(english ?? {})) {
          const other = text((entries ?? {})[id] ?? '');
          expect(
            sameParameters(other, text(v)),
            `${scope}/${locale}.json: ${id}: ${kinds(other).join(', ')} against English ${kinds(text(v)).join(', ')}`,
          ).toBe(true);
        }
      }
    }
  });

  it('every message id named in the sources has an English entry, and none is built at run time', () => {
    const words = wordsData(
      DEFAULT_LOCALE,
      [...all.keys()].filter((s) => s !== 'core' && s !== 'ui'),
    );
    const missing: string[] = [];
    const built: string[] = [];
    // The message machinery itself passes ids along; everything else names its ids as written.
    for (const file of sources('src').filter((f) => !f.startsWith('src/words/') && f !== 'src/engine/core/message.ts')) {
      const src = readFileSync(file, 'utf8');
      for (const m of src.matchAll(/\bmsg\(\s*(['"`])([^'"`]*)\1/g)) {
        const id = m[2] as string;
        if (m[1] === '`' && id.includes('${')) built.push(`${file}: ${id}`);
        else if (words.messages[id] === undefined) missing.push(`${file}: ${id}`);
      }
      for (const m of src.matchAll(/\bmsg\(\s*[^'"`\s)]/g)) built.push(`${file}: ${src.slice(m.index, m.index + 60)}`);
    }
    expect(missing).toEqual([]);
    expect(built).toEqual([]);
  });
});

/**
 * The source's import graph has no cycles: not between files, and not between folders (a folder that
 * imports another must not be imported back by it). Every import counts, types included, and the
 * dynamic ones.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

const SRC = fileURLToPath(new URL('../../src', import.meta.url));
const CODE = /\.(ts|tsx|astro|mjs)$/;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : CODE.test(name) ? [path] : [];
  });
}

const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s+['"]([^'"]+)['"]/gm;

/** The files of src/ this file imports (relative imports only; the packages are not ours). */
function importsOf(file: string, all: ReadonlySet<string>): string[] {
  const text = readFileSync(file, 'utf8');
  const out: string[] = [];
  for (const m of text.matchAll(IMPORT)) {
    const spec = (m[1] ?? m[2] ?? m[3] ?? '').replace(/\?.*$/, '');
    if (!spec.startsWith('.')) continue;
    const base = resolve(dirname(file), spec);
    const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((p) => all.has(p));
    if (found) out.push(found);
  }
  return out;
}

/** Every cycle's members, by Tarjan's strongly connected components (a component of one node with no self-edge is no cycle). */
function cycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let index = 0;
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const on = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const scc: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        on.delete(w);
        scc.push(w);
      } while (w !== v);
      if (scc.length > 1 || (graph.get(v) ?? []).includes(v)) out.push(scc.sort());
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) visit(v);
  return out;
}

const all = files(SRC);
const known = new Set(all);
const fileGraph = new Map(all.map((f) => [f, importsOf(f, known)]));
const name = (p: string) => relative(SRC, p) || '.';

test('no file imports itself back, through any chain of imports', () => {
  expect(cycles(fileGraph).map((c) => c.map(name))).toEqual([]);
});

test('no folder imports itself back: every folder depends on others one way only', () => {
  const folders = new Map<string, Set<string>>();
  for (const [f, deps] of fileGraph) {
    const from = dirname(f);
    const set = folders.get(from) ?? new Set<string>();
    for (const d of deps) if (dirname(d) !== from) set.add(dirname(d));
    folders.set(from, set);
  }
  expect(cycles(new Map([...folders].map(([k, v]) => [k, [...v]]))).map((c) => c.map(name))).toEqual([]);
});

/** Every game's state types, by the names its state.ts exports (`FerretState`, `MatchState`…): what a component must never hold. */
const stateTypes = readdirSync(join(SRC, 'engine'))
  .filter((d) => statSync(join(SRC, 'engine', d, 'state.ts'), { throwIfNoEntry: false })?.isFile())
  .flatMap((d) =>
    [...readFileSync(join(SRC, 'engine', d, 'state.ts'), 'utf8').matchAll(/^export (?:interface|type) (\w*State)\b/gm)].map((m) => m[1] as string),
  );

test('no component reads a game’s state: tables, islands and embeds are given views, screens and verdicts', () => {
  expect(stateTypes.length).toBeGreaterThanOrEqual(5);
  // What reads or holds a state: a game's state type, the play machine's context, or the example machinery that works on positions.
  const reading = new RegExp(
    `\\b(${stateTypes.join('|')}|PlayContext|TableGame|exampleFrames|shownStates|changedCards|judgeTry|scriptedAnswers|exampleExplanations)\\b|\\b(ctx|context)\\.state\\b`,
  );
  const shown = all.filter((f) => /^(components|embed)\//.test(name(f)));
  const reads = shown.flatMap((f) =>
    readFileSync(f, 'utf8')
      .split('\n')
      .flatMap((line, i) => (reading.test(line) && !/^\s*(\/\/|\*|\/\*)/.test(line) ? [`${name(f)}:${i + 1}: ${line.trim()}`] : [])),
  );
  expect(reads).toEqual([]);
});

test('no file under src/components is over 350 lines: a reader finds a concept by its file', () => {
  const long = all
    .filter((f) => name(f).startsWith('components/'))
    .map((f) => [name(f), readFileSync(f, 'utf8').split('\n').length] as const)
    .filter(([, n]) => n > 350);
  expect(long).toEqual([]);
});

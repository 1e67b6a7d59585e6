/**
 * Every built page is valid HTML by the W3C's Nu checker (the vnu-jar package runs it locally; it needs
 * Java 11 or later, which .ci/run installs), counting every error in markup that is ours: our pages,
 * components, islands' server render, print sheets and embed frames.
 *
 * Not ours, and not counted, found by where the error is in the page (each with its reason):
 * - Expressive Code's blocks (Starlight's `<Code>`, the embed page's snippets): it lays a line out as
 *   divs inside `<code>` and `<button>`, colours tokens with custom properties named `--0`, `--1` (valid
 *   CSS that the checker's older CSS parser cannot read) and joins the copy button's lines with U+007F.
 * - Starlight's sidebar state (`<sl-sidebar-state-persist>`): its inline scripts carry aria-hidden.
 * - Astro's island style (`astro-island{display:contents}`), written in the body before the first island
 *   of a page whose head was already sent.
 * - Valid CSS newer than the checker's CSS parser (container queries, scroll timelines), found by its declaration.
 * Warnings and info are not counted. Issue 36 found 20 errors of ours (every print page's figcaption in
 * the middle of its figure; the play, learn and embed pages' tables jumping from h1 or h2 to h4).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));

interface Message {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  lastLine?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
}

/** Ours, but another change's to fix: counted apart, and this test fails once one no longer happens (delete it then). None now. */
const PENDING: readonly { page: RegExp; message: RegExp; why: string }[] = [];

/** Where markup that is not ours starts and ends, and why it is not counted. */
const FOREIGN: readonly { why: string; start: RegExp; end: (html: string, from: number) => number }[] = [
  { why: 'Expressive Code (Starlight’s <Code>)', start: /<div class="expressive-code">/g, end: (html, from) => closingDiv(html, from) },
  {
    why: 'Starlight’s sidebar state',
    start: /<sl-sidebar-state-persist\b/g,
    end: (html, from) => html.indexOf('</sl-sidebar-state-persist>', from) + '</sl-sidebar-state-persist>'.length,
  },
  { why: 'Astro’s island style', start: /<style>astro-island,/g, end: (html, from) => html.indexOf('</style>', from) + '</style>'.length },
];

/**
 * Valid CSS that the checker's CSS parser (CSS 2.1 and some CSS 3) does not know yet: container queries
 * (CSS Containment 3: `container`, `container-type`, `@container` rules and `cqi` units in a value), which every
 * current browser supports.
 * Found by the declaration the error points at, in the page's own text.
 */
const NEWER_CSS = /\bcontainer(-type|-name)?\s*:|@container\b|\d*cqi\b|animation-timeline\s*:/;
function newerCss(html: string, at: number): boolean {
  const from = Math.max(html.lastIndexOf(';', at - 1), html.lastIndexOf('{', at - 1)) + 1;
  const ends = [html.indexOf(';', at), html.indexOf('}', at)].filter((i) => i >= 0);
  return NEWER_CSS.test(html.slice(from, ends.length ? Math.min(...ends) : html.length));
}

/** The end of the div that opens at `from` (divs counted; Expressive Code nests nothing else called div). */
function closingDiv(html: string, from: number): number {
  const tag = /<div\b|<\/div>/g;
  tag.lastIndex = from;
  let depth = 0;
  for (let m = tag.exec(html); m; m = tag.exec(html)) {
    depth += m[0] === '</div>' ? -1 : 1;
    if (depth === 0) return m.index + m[0].length;
  }
  return html.length;
}

/** What is not ours in one page: its ranges of characters, with the reason. */
function foreignRanges(html: string): { why: string; from: number; to: number }[] {
  return FOREIGN.flatMap(({ why, start, end }) => [...html.matchAll(start)].map((m) => ({ why, from: m.index, to: end(html, m.index) })));
}

/** The character offset of a 1-based line and column. */
function offset(lines: readonly string[], line: number, column: number): number {
  let at = 0;
  for (let i = 0; i < line - 1; i++) at += (lines[i]?.length ?? 0) + 1;
  return at + column - 1;
}

function check(): Message[] {
  const jar = join(dirname(createRequire(import.meta.url).resolve('vnu-jar')), 'build/dist/vnu.jar');
  // One short run: the JVM's quick compiler only, one compiler thread and the serial collector took the
  // check of every page from 17.2 to 8.1 CPU-seconds with the same report (it runs beside other tests on
  // CI's two cores). The quick compiler's deeper frames need the larger stack the checker asks for.
  const jvm = ['-Xss4m', '-XX:TieredStopAtLevel=1', '-XX:CICompilerCount=1', '-XX:+UseSerialGC'];
  const run = spawnSync('java', [...jvm, '-jar', jar, '--format', 'json', '--skip-non-html', DIST], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  if (run.error) throw new Error(`The Nu checker needs Java (11 or later) on the PATH: ${run.error.message}`);
  return (JSON.parse(run.stderr) as { messages: Message[] }).messages;
}

describe.skipIf(!existsSync(DIST))('the built pages, by the W3C Nu checker', () => {
  it('have no error in markup of ours', { timeout: 180_000 }, () => {
    const messages = check();
    const pages = new Map<string, { html: string; lines: string[]; foreign: ReturnType<typeof foreignRanges> }>();
    const notOurs = new Map<string, number>();
    const waiting = new Map<string, number>();
    const ours: string[] = [];
    for (const m of messages) {
      if (m.type === 'info') continue;
      const file = m.url ? fileURLToPath(m.url) : '';
      const page = file.replace(DIST, '/');
      if (m.type === 'non-document-error' || !file || m.lastLine === undefined || m.lastColumn === undefined) {
        ours.push(`${page}: ${m.message}`);
        continue;
      }
      let read = pages.get(file);
      if (!read) {
        const html = readFileSync(file, 'utf8');
        read = { html, lines: html.split('\n'), foreign: foreignRanges(html) };
        pages.set(file, read);
      }
      const at = offset(read.lines, m.lastLine, m.lastColumn);
      const foreign = read.foreign.find((r) => r.from <= at && at < r.to);
      const pending = PENDING.find((p) => p.page.test(page) && p.message.test(m.message));
      if (foreign) notOurs.set(foreign.why, (notOurs.get(foreign.why) ?? 0) + 1);
      else if (m.message.startsWith('CSS: ') && newerCss(read.html, at))
        notOurs.set('CSS newer than the checker', (notOurs.get('CSS newer than the checker') ?? 0) + 1);
      else if (pending) waiting.set(pending.why, (waiting.get(pending.why) ?? 0) + 1);
      else ours.push(`${page}:${m.lastLine}:${m.lastColumn}: ${m.message} [${m.extract ?? ''}]`);
    }
    // The checker did read the site (a jar that found nothing would pass).
    expect(messages.some((m) => m.type === 'info' || m.type === 'error')).toBe(true);
    const list = (counts: Map<string, number>) => [...counts].map(([why, n]) => `${why} ${n}`).join(', ') || 'none';
    console.log(`Nu checker: ${ours.length} errors of ours; pending: ${list(waiting)}; not ours: ${list(notOurs)}`);
    expect(ours).toEqual([]);
    expect(PENDING.filter((p) => !waiting.has(p.why)).map((p) => `fixed, delete it from PENDING: ${p.why}`)).toEqual([]);
  });
});

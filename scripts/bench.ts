/**
 * npm run bench: measures what the quality bars ask for, and prints it.
 *   - for every game in the registry (src/engine/games.ts), at a few seat counts: random games per second
 *   - the computer's move time (median, 95th percentile, worst) and its results against random players
 *   - the JavaScript each built page ships, gzipped (run after `astro build`)
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { performance } from 'node:perf_hooks';
import { createRng, type AnyGameDefinition, type Rng } from '../src/engine/core';
import { gameList } from '../src/engine/games';

/** A game's moves are tried at most this many times per game, so a bench never runs forever. */
const MAX_MOVES = 20_000;

/** One game at one seat count, through its definition only. */
function benchFor(def: AnyGameDefinition, players: number) {
  const m = def.module;
  const defaults = Object.fromEntries(def.optionFields.map((f) => [f.key, f.default]));
  const parsed = m.parseOptions(def.fromFields(defaults, players));
  if (!parsed.ok) throw new Error(`${def.id}: default options for ${players} players are refused`);
  const newGame = (seed: string) => m.newGame(def.seeded ? def.seeded(parsed.value, seed) : parsed.value, seed);
  const apply = (s: unknown, move: unknown): unknown => {
    const r = m.apply(s, move);
    if (!r.ok) throw new Error(`${def.id}: ${r.error.message}`);
    return r.value.state;
  };
  /** A random legal move: for this seat, or for anyone when seat is -1. */
  const randomMove = (s: unknown, rng: Rng, seat: number): unknown => {
    const all = m.legalMoves(s);
    const legal = seat < 0 ? all : all.filter((x) => m.mover(s, x) === seat);
    const from = legal.length > 0 ? legal : all;
    return from[rng.int(from.length)];
  };
  return { m, newGame, apply, randomMove };
}

/** Random games per second and moves per second. */
function throughput(def: AnyGameDefinition, players: number, games: number, prefix: string) {
  const b = benchFor(def, players);
  const t0 = performance.now();
  let moves = 0;
  for (let g = 0; g < games; g++) {
    const rng = createRng(`${prefix}-${g}`);
    let s = b.newGame(`${prefix}-${g}`);
    for (let n = 0; n < MAX_MOVES && b.m.toAct(s) !== null; n++) {
      s = b.apply(s, b.randomMove(s, rng, -1));
      moves++;
    }
  }
  const seconds = (performance.now() - t0) / 1000;
  return { games, seconds, gamesPerSecond: games / seconds, movesPerSecond: moves / seconds };
}

/** The computer (in seat g mod players in game g) against random players: its move times, and its results. */
function computerGames(def: AnyGameDefinition, players: number, games: number, prefix: string) {
  const b = benchFor(def, players);
  const times: number[] = [];
  let won = 0;
  let shared = 0;
  for (let g = 0; g < games; g++) {
    const rng = createRng(`${prefix}-opponent-${g}`);
    const mine = g % players;
    let s = b.newGame(`${prefix}-${g}`);
    for (let n = 0; n < MAX_MOVES && b.m.toAct(s) !== null; n++) {
      const waiting = b.m.waitingFor(s);
      const seat = waiting.includes(mine) ? mine : (waiting[0] as number);
      let move: unknown;
      if (seat === mine) {
        const t = performance.now();
        move = def.computer(b.m.view(s, seat), `${g}:${n}`);
        times.push(performance.now() - t);
      } else move = b.randomMove(s, rng, seat);
      s = b.apply(s, move);
    }
    const winners = b.m.outcome(s)?.winners ?? [];
    if (winners.includes(mine)) winners.length > 1 ? shared++ : won++;
  }
  times.sort((a, c) => a - c);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return { games, moves: times.length, medianMs: at(0.5), p95Ms: at(0.95), worstMs: times[times.length - 1] ?? 0, won, shared };
}


/** The gzipped JavaScript a built page loads: its scripts, its islands' components and renderers, and their static imports. */
function pageJs(dist: string) {
  const pages: { page: string; files: number; gzipBytes: number; framework: boolean }[] = [];
  const htmlFiles: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (name.endsWith('.html')) htmlFiles.push(p);
    }
  };
  walk(dist);
  const gz = new Map<string, number>();
  const size = (file: string) => {
    if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(file)).length);
    return gz.get(file) as number;
  };
  for (const html of htmlFiles.sort()) {
    const text = readFileSync(html, 'utf8');
    const urls = new Set<string>();
    for (const m of text.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)) urls.add(m[1] as string);
    for (const m of text.matchAll(/(?:component-url|renderer-url)="([^"]+)"/g)) urls.add(m[1] as string);
    for (const m of text.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) urls.add(m[1] as string);
    // Inline module scripts import chunks too.
    for (const m of text.matchAll(/<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g))
      for (const i of (m[1] as string).matchAll(/(?:import|from)\s*["'](\/[^"']+\.js)["']/g)) urls.add(i[1] as string);
    // A frame page loads its game's frame island by a dynamic import (src/embed/frame-islands.ts): count that one.
    const framePage = /^embed\/([a-z0-9-]+)\/[^/]+\/index\.html$/.exec(relative(dist, html).replace(/\\/g, '/'));
    if (framePage) {
      const name = `${(framePage[1] as string).split('-').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('')}Frame.`;
      for (const f of readdirSync(join(dist, '_astro'))) if (f.startsWith(name) && f.endsWith('.js')) urls.add(`/_astro/${f}`);
    }
    const files = new Set<string>();
    const queue = [...urls].filter((u) => u.startsWith('/')).map((u) => join(dist, u));
    while (queue.length > 0) {
      const file = queue.pop() as string;
      if (files.has(file) || !existsSync(file)) continue;
      files.add(file);
      const code = readFileSync(file, 'utf8');
      for (const m of code.matchAll(/(?:import|from)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) queue.push(resolve(dirname(file), m[1] as string));
    }
    const framework = [...files].some((f) => /preact|client\.|hooks\.module/.test(f));
    pages.push({ page: '/' + relative(dist, html).replace(/index\.html$/, '').replace(/\\/g, '/'), files: files.size, gzipBytes: [...files].reduce((a, f) => a + size(f), 0), framework });
  }
  return pages;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
const quick = process.argv.includes('--quick');

for (const def of gameList()) {
  console.log(`\n${def.title} engine (random players choose among every legal move)`);
  const counts = [...new Set([def.seats.min, def.seats.default, def.seats.max])].sort((a, b) => a - b);
  for (const players of counts) {
    const r = throughput(def, players, quick ? 30 : 300, `${def.id}-bench`);
    const a = computerGames(def, players, quick ? 10 : 100, `${def.id}-ai`);
    console.log(
      `  ${players} players: ${r.gamesPerSecond.toFixed(1)} random games/s (${r.movesPerSecond.toFixed(0)} moves/s); computer move median ${a.medianMs.toFixed(2)} ms, p95 ${a.p95Ms.toFixed(2)} ms, worst ${a.worstMs.toFixed(2)} ms over ${a.moves} moves; against random players it won ${a.won} and shared ${a.shared} of ${a.games} ${def.noun === 'match' ? 'matches' : 'games'}`,
    );
  }
}

const dist = join(process.cwd(), 'dist');
if (existsSync(dist)) {
  console.log('\nJavaScript shipped per page (gzip, with everything it imports)');
  for (const p of pageJs(dist)) console.log(`  ${p.page.padEnd(28)} ${kb(p.gzipBytes).padStart(9)}  ${String(p.files).padStart(2)} files${p.framework ? '  (Preact island)' : ''}`);
  const embed = join(dist, 'embed', 'decktet-example.js');
  if (existsSync(embed)) {
    const gz = (f: string) => gzipSync(readFileSync(f)).length;
    console.log(`\nThe <decktet-example> custom element (gzip; no Starlight): the element ${kb(gz(embed))}, then the one game a page shows (Preact, XState, that engine and its examples, the card styles):`);
    for (const f of readdirSync(join(dist, 'embed', 'games')).sort()) console.log(`  ${f.padEnd(20)} ${kb(gz(join(dist, 'embed', 'games', f))).padStart(9)}`);
  }
} else console.log('\nNo dist/: run `npm run build` to measure the JavaScript per page.');

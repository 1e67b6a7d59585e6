/**
 * npm run bench: measures what the quality bars ask for, and prints it.
 *   - random Ferret games per second (engine throughput)
 *   - the computer's move time (median, 95th percentile, worst) and its results against a random player
 *   - the JavaScript each built page ships, gzipped (run after `astro build`)
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { performance } from 'node:perf_hooks';
import { createRng, type Rng } from '../src/engine/core';
import { apply, ferret, legalMoves, scores, type FerretMove, type FerretState } from '../src/engine/ferret';
import { chooseMove } from '../src/engine/ferret/ai';
import { hermit, type HermitMove, type HermitOptions } from '../src/engine/hermit';
import { chooseMove as hermitMove } from '../src/engine/hermit/ai';
import { thricewise, type ThricewiseMove } from '../src/engine/thricewise';
import { chooseMove as thricewiseMove } from '../src/engine/thricewise/ai';
import { apply as jiggerApply, jigger, newGame as jiggerNew } from '../src/engine/jigger';
import { chooseMove as jiggerMove } from '../src/engine/jigger/ai';
import { SUITS } from '../src/engine/deck';

function randomMove(s: FerretState, rng: Rng): FerretMove {
  const moves = legalMoves(s);
  const plays = moves.filter((m) => m.type !== 'pass');
  if (plays.length === 0 || rng.next() < 0.05) return moves[rng.int(moves.length)] as FerretMove;
  return plays[rng.int(plays.length)] as FerretMove;
}

function must(s: FerretState, m: FerretMove): FerretState {
  const r = apply(s, m);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.state;
}

function throughput(games: number) {
  const t0 = performance.now();
  let moves = 0;
  for (let g = 0; g < games; g++) {
    const rng = createRng(`bench-${g}`);
    let s = ferret.newGame({ first: (g % 2) as 0 | 1 }, `bench-${g}`);
    while (s.phase !== 'over') {
      s = must(s, randomMove(s, rng));
      moves++;
    }
  }
  const seconds = (performance.now() - t0) / 1000;
  return { games, seconds, gamesPerSecond: games / seconds, movesPerSecond: moves / seconds };
}

function computer(games: number) {
  const times: number[] = [];
  let wins = 0;
  let draws = 0;
  let losses = 0;
  for (let g = 0; g < games; g++) {
    const aiSeat = g % 2;
    const rng = createRng(`opponent-${g}`);
    let s = ferret.newGame({ first: 0 }, `ai-${g}`);
    let n = 0;
    while (s.phase !== 'over') {
      const seat = ferret.toAct(s) as number;
      let m: FerretMove;
      if (seat === aiSeat) {
        const t0 = performance.now();
        m = chooseMove(ferret.view(s, seat), `${g}:${n}`);
        times.push(performance.now() - t0);
      } else m = randomMove(s, rng);
      s = must(s, m);
      n++;
    }
    const sc = scores(s);
    const diff = (sc[aiSeat] as number) - (sc[1 - aiSeat] as number);
    if (diff > 0) wins++;
    else if (diff < 0) losses++;
    else draws++;
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] as number;
  return { games, moves: times.length, medianMs: at(0.5), p95Ms: at(0.95), worstMs: times[times.length - 1] as number, wins, draws, losses };
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

console.log('Ferret engine');
const t = throughput(quick ? 300 : 3000);
console.log(`  random games: ${t.games} in ${t.seconds.toFixed(2)} s = ${t.gamesPerSecond.toFixed(0)} games/s (${t.movesPerSecond.toFixed(0)} moves/s)`);
const c = computer(quick ? 40 : 300);
console.log(`  computer move time over ${c.moves} moves: median ${c.medianMs.toFixed(2)} ms, 95th percentile ${c.p95Ms.toFixed(2)} ms, worst ${c.worstMs.toFixed(2)} ms`);
console.log(`  computer against a random player, ${c.games} games: ${c.wins} won, ${c.draws} drawn, ${c.losses} lost`);

/** Random Hermit matches per second, and the computer's move time and points against random players. */
function hermitBench(players: 2 | 3 | 4 | 5, matches: number) {
  const options: HermitOptions = { players, target: 66, pleasantCompany: false, houseParty: false };
  const t0 = performance.now();
  let moves = 0;
  for (let g = 0; g < matches; g++) {
    const rng = createRng(`hb-${g}`);
    let s = hermit.newGame(options, `hb-${g}`);
    while (s.phase !== 'over') {
      const legal = hermit.legalMoves(s);
      const r = hermit.apply(s, legal[rng.int(legal.length)] as HermitMove);
      if (!r.ok) throw new Error(r.error.message);
      s = r.value.state;
      moves++;
    }
  }
  const seconds = (performance.now() - t0) / 1000;
  const times: number[] = [];
  let ai = 0;
  let others = 0;
  const aiMatches = Math.max(10, Math.floor(matches / 10));
  for (let g = 0; g < aiMatches; g++) {
    const rng = createRng(`ha-${g}`);
    let s = hermit.newGame(options, `ha-${g}`);
    let n = 0;
    while (s.phase !== 'over') {
      const seat = hermit.toAct(s) as number;
      let m: HermitMove;
      if (seat === 0) {
        const t = performance.now();
        m = hermitMove(hermit.view(s, 0), `${g}:${n}`);
        times.push(performance.now() - t);
      } else {
        const legal = hermit.legalMoves(s).filter((x) => x.type === 'play' || x.seat === seat);
        m = legal[rng.int(legal.length)] as HermitMove;
      }
      const r = hermit.apply(s, m);
      if (!r.ok) throw new Error(r.error.message);
      s = r.value.state;
      n++;
    }
    ai += (s.scores[0] as number) / s.results.length;
    others += s.scores.slice(1).reduce((a, b) => a + b, 0) / (players - 1) / s.results.length;
  }
  times.sort((a, b) => a - b);
  return {
    matchesPerSecond: matches / seconds,
    movesPerSecond: moves / seconds,
    medianMs: times[Math.floor(times.length / 2)] as number,
    worstMs: times[times.length - 1] as number,
    aiPerHand: ai / aiMatches,
    randomPerHand: others / aiMatches,
    aiMatches,
  };
}

console.log('\nHermit engine');
for (const players of [2, 3, 4, 5] as const) {
  const h = hermitBench(players, quick ? 100 : 1000);
  console.log(
    `  ${players} players: ${h.matchesPerSecond.toFixed(0)} random matches/s (${h.movesPerSecond.toFixed(0)} moves/s); computer move median ${h.medianMs.toFixed(3)} ms, worst ${h.worstMs.toFixed(2)} ms; points per hand over ${h.aiMatches} matches: computer ${h.aiPerHand.toFixed(1)}, random players ${h.randomPerHand.toFixed(1)}`,
  );
}

console.log('\nThricewise engine');
for (const players of [2, 3, 4, 5] as const) {
  const games = quick ? 200 : 2000;
  const t0 = performance.now();
  for (let g = 0; g < games; g++) {
    const rng = createRng(`tb-${g}`);
    let s = thricewise.newGame({ players }, `tb-${g}`);
    while (s.phase !== 'over') {
      const legal = thricewise.legalMoves(s);
      const r = thricewise.apply(s, legal[rng.int(legal.length)] as ThricewiseMove);
      if (!r.ok) throw new Error(r.error.message);
      s = r.value.state;
    }
  }
  const seconds = (performance.now() - t0) / 1000;
  const times: number[] = [];
  let ai = 0;
  let others = 0;
  const aiGames = quick ? 20 : 100;
  for (let g = 0; g < aiGames; g++) {
    const rng = createRng(`ta-${g}`);
    let s = thricewise.newGame({ players }, `ta-${g}`);
    let n = 0;
    while (s.phase !== 'over') {
      const seat = thricewise.toAct(s) as number;
      let m: ThricewiseMove;
      if (seat === 0) {
        const t = performance.now();
        m = thricewiseMove(thricewise.view(s, 0), `${g}:${n}`);
        times.push(performance.now() - t);
      } else {
        const legal = thricewise.legalMoves(s).filter((x) => x.type === 'place' || x.seat === seat);
        m = legal[rng.int(legal.length)] as ThricewiseMove;
      }
      const r = thricewise.apply(s, m);
      if (!r.ok) throw new Error(r.error.message);
      s = r.value.state;
      n++;
    }
    ai += s.scores[0] as number;
    others += s.scores.slice(1).reduce((a, b) => a + b, 0) / (players - 1);
  }
  times.sort((a, b) => a - b);
  console.log(
    `  ${players} players: ${(games / seconds).toFixed(0)} random games/s; computer move median ${(times[Math.floor(times.length / 2)] as number).toFixed(2)} ms, worst ${(times[times.length - 1] as number).toFixed(2)} ms; points per game over ${aiGames} games: computer ${(ai / aiGames).toFixed(1)}, random players ${(others / aiGames).toFixed(1)}`,
  );
}

console.log('\nJigger engine');
for (const players of [2, 3, 6, 12]) {
  const games = quick ? 300 : 3000;
  const t0 = performance.now();
  for (let g = 0; g < games; g++) {
    const rng = createRng(`jb-${g}`);
    let s = jiggerNew({ players, first: 0, bookScoring: false, fishedExcuse: 'keep', handicap: null }, `jb-${g}`);
    while (s.phase !== 'over') {
      const r = jiggerApply(s, { type: 'demand', suit: SUITS[rng.int(6)] as (typeof SUITS)[number] });
      if (!r.ok) throw new Error(r.error.message);
      s = r.value.state;
    }
  }
  const seconds = (performance.now() - t0) / 1000;
  const times: number[] = [];
  let ai = 0;
  let others = 0;
  const aiGames = quick ? 50 : 300;
  for (let g = 0; g < aiGames; g++) {
    const rng = createRng(`ja-${g}`);
    let s = jiggerNew({ players, first: g % players, bookScoring: false, fishedExcuse: 'keep', handicap: null }, `ja-${g}`);
    let n = 0;
    while (s.phase !== 'over') {
      let suit = SUITS[rng.int(6)] as (typeof SUITS)[number];
      if (s.turn === 0) {
        const t = performance.now();
        const m = jiggerMove(jigger.view(s, 0), `${g}:${n}`);
        times.push(performance.now() - t);
        if (m.type === 'demand') suit = m.suit;
      }
      const r = jiggerApply(s, { type: 'demand', suit });
      if (!r.ok) throw new Error(r.error.message);
      s = r.value.state;
      n++;
    }
    ai += s.takes[0]?.length ?? 0;
    others += s.takes.slice(1).reduce((a, t) => a + t.length, 0) / (players - 1);
  }
  times.sort((a, b) => a - b);
  console.log(
    `  ${players} players: ${(games / seconds).toFixed(0)} random games/s; computer demand median ${(times[Math.floor(times.length / 2)] as number).toFixed(2)} ms, worst ${(times[times.length - 1] as number).toFixed(2)} ms; cards taken per game over ${aiGames} games: computer ${(ai / aiGames).toFixed(1)}, random demanders ${(others / aiGames).toFixed(1)}`,
  );
}

const dist = join(process.cwd(), 'dist');
if (existsSync(dist)) {
  console.log('\nJavaScript shipped per page (gzip, with everything it imports)');
  for (const p of pageJs(dist)) console.log(`  ${p.page.padEnd(28)} ${kb(p.gzipBytes).padStart(9)}  ${String(p.files).padStart(2)} files${p.framework ? '  (Preact island)' : ''}`);
} else console.log('\nNo dist/: run `npm run build` to measure the JavaScript per page.');

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
import { hermit, type HermitMove, type HermitOptions, type HermitState } from '../src/engine/hermit';
import { chooseMove as hermitMove } from '../src/engine/hermit/ai';
import { thricewise, type ThricewiseMove, type ThricewiseState } from '../src/engine/thricewise';
import { chooseMove as thricewiseMove } from '../src/engine/thricewise/ai';
import { apply as jiggerApply, jigger, newGame as jiggerNew, type JiggerMove, type JiggerState } from '../src/engine/jigger';
import { chooseMove as jiggerMove } from '../src/engine/jigger/ai';
import { SUITS } from '../src/engine/deck';
import { badgersCourt, DEFAULT_OPTIONS as BC_DEFAULTS, listMoves as bcMoves, type BadgersCourtMove, type BadgersCourtOptions, type BadgersCourtState } from '../src/engine/badgers-court';
import { chooseMove as bcMove } from '../src/engine/badgers-court/ai';


/** One game's rules, as the measurements need them. */
interface Bench<S, M> {
  newGame: (seed: string, g: number) => S;
  over: (s: S) => boolean;
  apply: (s: S, m: M) => S;
  /** The seat to move (for simultaneous choices, one of them). */
  seat: (s: S) => number;
  /** A random legal move: for this seat, or for anyone when seat is -1. */
  randomMove: (s: S, rng: Rng, seat: number) => M;
  /** The computer's move when this seat is the computer's in game g, else null. */
  computer: (s: S, g: number, n: number, seat: number) => M | null;
}

function must<S>(r: { ok: true; value: { state: S } } | { ok: false; error: { message: string } }): S {
  if (!r.ok) throw new Error(r.error.message);
  return r.value.state;
}

/** Random games per second and moves per second. */
function throughput<S, M>(b: Bench<S, M>, games: number, prefix: string) {
  const t0 = performance.now();
  let moves = 0;
  for (let g = 0; g < games; g++) {
    const rng = createRng(`${prefix}-${g}`);
    let s = b.newGame(`${prefix}-${g}`, g);
    while (!b.over(s)) {
      s = b.apply(s, b.randomMove(s, rng, -1));
      moves++;
    }
  }
  const seconds = (performance.now() - t0) / 1000;
  return { games, seconds, gamesPerSecond: games / seconds, movesPerSecond: moves / seconds };
}

/** The computer against random players: its move times, and every final state (in game order). */
function computerGames<S, M>(b: Bench<S, M>, games: number, prefix: string, rngPrefix = prefix) {
  const times: number[] = [];
  const finals: S[] = [];
  for (let g = 0; g < games; g++) {
    const rng = createRng(`${rngPrefix}-${g}`);
    let s = b.newGame(`${prefix}-${g}`, g);
    let n = 0;
    while (!b.over(s)) {
      const seat = b.seat(s);
      const t = performance.now();
      const mine = b.computer(s, g, n, seat);
      if (mine !== null) times.push(performance.now() - t);
      s = b.apply(s, mine ?? b.randomMove(s, rng, seat));
      n++;
    }
    finals.push(s);
  }
  times.sort((a, c) => a - c);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] as number;
  return { finals, moves: times.length, medianMs: at(0.5), p95Ms: at(0.95), worstMs: times[times.length - 1] as number };
}

const average = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

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

function ferretRandom(s: FerretState, rng: Rng): FerretMove {
  const moves = legalMoves(s);
  const plays = moves.filter((m) => m.type !== 'pass');
  if (plays.length === 0 || rng.next() < 0.05) return moves[rng.int(moves.length)] as FerretMove;
  return plays[rng.int(plays.length)] as FerretMove;
}

const ferretBench: Bench<FerretState, FerretMove> = {
  newGame: (seed) => ferret.newGame({ first: 0 }, seed),
  over: (s) => s.phase === 'over',
  apply: (s, m) => must(apply(s, m)),
  seat: (s) => ferret.toAct(s) as number,
  randomMove: (s, rng) => ferretRandom(s, rng),
  // The computer takes the first seat in even games and the second in odd ones.
  computer: (s, g, n, seat) => (seat === g % 2 ? chooseMove(ferret.view(s, seat), `${g}:${n}`) : null),
};

console.log('Ferret engine');
const t = throughput({ ...ferretBench, newGame: (seed, g) => ferret.newGame({ first: (g % 2) as 0 | 1 }, seed) }, quick ? 300 : 3000, 'bench');
console.log(`  random games: ${t.games} in ${t.seconds.toFixed(2)} s = ${t.gamesPerSecond.toFixed(0)} games/s (${t.movesPerSecond.toFixed(0)} moves/s)`);
const c = computerGames(ferretBench, quick ? 40 : 300, 'ai', 'opponent');
const diffs = c.finals.map((s, g) => { const sc = scores(s); return g % 2 === 0 ? sc[0] - sc[1] : sc[1] - sc[0]; });
console.log(`  computer move time over ${c.moves} moves: median ${c.medianMs.toFixed(2)} ms, 95th percentile ${c.p95Ms.toFixed(2)} ms, worst ${c.worstMs.toFixed(2)} ms`);
console.log(`  computer against a random player, ${c.finals.length} games: ${diffs.filter((d) => d > 0).length} won, ${diffs.filter((d) => d === 0).length} drawn, ${diffs.filter((d) => d < 0).length} lost`);

console.log('\nHermit engine');
for (const players of [2, 3, 4, 5] as const) {
  const options: HermitOptions = { players, target: 66, pleasantCompany: false, houseParty: false };
  const b: Bench<HermitState, HermitMove> = {
    newGame: (seed) => hermit.newGame(options, seed),
    over: (s) => s.phase === 'over',
    apply: (s, m) => must(hermit.apply(s, m)),
    seat: (s) => hermit.toAct(s) as number,
    randomMove: (s, rng, seat) => {
      const legal = hermit.legalMoves(s).filter((x) => seat < 0 || x.type === 'play' || x.seat === seat);
      return legal[rng.int(legal.length)] as HermitMove;
    },
    computer: (s, g, n, seat) => (seat === 0 ? hermitMove(hermit.view(s, 0), `${g}:${n}`) : null),
  };
  const matches = quick ? 100 : 1000;
  const h = throughput(b, matches, 'hb');
  const a = computerGames(b, Math.max(10, Math.floor(matches / 10)), 'ha');
  const perHand = (s: HermitState, seat: number) => (s.scores[seat] as number) / s.results.length;
  console.log(
    `  ${players} players: ${h.gamesPerSecond.toFixed(0)} random matches/s (${h.movesPerSecond.toFixed(0)} moves/s); computer move median ${a.medianMs.toFixed(3)} ms, worst ${a.worstMs.toFixed(2)} ms; points per hand over ${a.finals.length} matches: computer ${average(a.finals.map((s) => perHand(s, 0))).toFixed(1)}, random players ${average(a.finals.map((s) => average(s.scores.slice(1).map((_, i) => perHand(s, i + 1))))).toFixed(1)}`,
  );
}

console.log('\nThricewise engine');
for (const players of [2, 3, 4, 5] as const) {
  const b: Bench<ThricewiseState, ThricewiseMove> = {
    newGame: (seed) => thricewise.newGame({ players }, seed),
    over: (s) => s.phase === 'over',
    apply: (s, m) => must(thricewise.apply(s, m)),
    seat: (s) => thricewise.toAct(s) as number,
    randomMove: (s, rng, seat) => {
      const legal = thricewise.legalMoves(s).filter((x) => seat < 0 || x.type === 'place' || x.seat === seat);
      return legal[rng.int(legal.length)] as ThricewiseMove;
    },
    computer: (s, g, n, seat) => (seat === 0 ? thricewiseMove(thricewise.view(s, 0), `${g}:${n}`) : null),
  };
  const r = throughput(b, quick ? 200 : 2000, 'tb');
  const a = computerGames(b, quick ? 20 : 100, 'ta');
  console.log(
    `  ${players} players: ${r.gamesPerSecond.toFixed(0)} random games/s; computer move median ${a.medianMs.toFixed(2)} ms, worst ${a.worstMs.toFixed(2)} ms; points per game over ${a.finals.length} games: computer ${average(a.finals.map((s) => s.scores[0] as number)).toFixed(1)}, random players ${average(a.finals.map((s) => average(s.scores.slice(1)))).toFixed(1)}`,
  );
}

console.log('\nJigger engine');
for (const players of [2, 3, 6, 12]) {
  const b = (first: (g: number) => number): Bench<JiggerState, JiggerMove> => ({
    newGame: (seed, g) => jiggerNew({ players, first: first(g), bookScoring: false, fishedExcuse: 'keep', handicap: null }, seed),
    over: (s) => s.phase === 'over',
    apply: (s, m) => must(jiggerApply(s, m)),
    seat: (s) => s.turn,
    randomMove: (_s, rng) => ({ type: 'demand', suit: SUITS[rng.int(6)] as (typeof SUITS)[number] }),
    computer: (s, g, n, seat) => (seat === 0 ? jiggerMove(jigger.view(s, 0), `${g}:${n}`) : null),
  });
  const r = throughput(b(() => 0), quick ? 300 : 3000, 'jb');
  const a = computerGames(b((g) => g % players), quick ? 50 : 300, 'ja');
  console.log(
    `  ${players} players: ${r.gamesPerSecond.toFixed(0)} random games/s; computer demand median ${a.medianMs.toFixed(2)} ms, worst ${a.worstMs.toFixed(2)} ms; cards taken per game over ${a.finals.length} games: computer ${average(a.finals.map((s) => s.takes[0]?.length ?? 0)).toFixed(1)}, random demanders ${average(a.finals.map((s) => average(s.takes.slice(1).map((x) => x.length)))).toFixed(1)}`,
  );
}

console.log("\nBadger's Court engine (random players prefer a capture or build to laying a card 70% of the time)");
for (const [label, options] of [
  ['basic deck', BC_DEFAULTS],
  ['extended deck', { ...BC_DEFAULTS, deck: 'extended' }],
  ['very traditional', { ...BC_DEFAULTS, variant: 'traditional' }],
] as [string, BadgersCourtOptions][]) {
  const b: Bench<BadgersCourtState, BadgersCourtMove> = {
    newGame: (seed, g) => badgersCourt.newGame({ ...options, firstDealer: (g % 2) as 0 | 1 }, seed),
    over: (s) => s.phase === 'over',
    apply: (s, m) => must(badgersCourt.apply(s, m)),
    seat: (s) => s.turn,
    randomMove: (s, rng) => {
      const legal = bcMoves(s).moves;
      const richer = legal.filter((m) => m.type !== 'lay');
      const pool = richer.length > 0 && rng.next() < 0.7 ? richer : legal;
      return pool[rng.int(pool.length)] as BadgersCourtMove;
    },
    // The computer takes the first seat in even games and the second in odd ones.
    computer: (s, g, n, seat) => (seat === g % 2 ? bcMove(badgersCourt.view(s, seat), `${g}:${n}`) : null),
  };
  const r = throughput(b, quick ? 50 : 500, 'bcb');
  const a = computerGames(b, quick ? 30 : 300, 'bca');
  const won = a.finals.filter((s, g) => badgersCourt.outcome(s)?.winners.includes(g % 2)).length;
  console.log(
    `  ${label}: ${r.gamesPerSecond.toFixed(1)} random games/s (${r.movesPerSecond.toFixed(0)} moves/s, every legal move listed each turn); computer move median ${a.medianMs.toFixed(2)} ms, p95 ${a.p95Ms.toFixed(2)} ms, worst ${a.worstMs.toFixed(2)} ms; computer against a random player: won ${won} of ${a.finals.length}`,
  );
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

/**
 * npm run bench:levels: how strong the computer's levels are (issue 21), and how long their moves take.
 *
 * For every game in the registry: Strong against Normal and Normal against Gentle over seeded games at 2
 * seats (Hermit and Thricewise also at 4). In game g the higher level sits in seat g mod players and every
 * other seat plays the lower level; a shared win counts as a share. Each line prints the higher level's
 * rate with its Wilson 95% interval and a seat's share. The Strong player searches with the table's
 * playout budget (`TABLE_BUDGET.iterations`) and no time limit, so the results are the same on any
 * machine; its move time (wall clock and CPU) is measured with the table's full budget, time limit
 * included, as the worker runs it.
 *
 * Options: --games N (default 400 a line), --game ID (one game), --players N (one seat count),
 * --pair strong-normal|normal-gentle (one pairing), --table-moves N (Strong moves timed at the table's
 * budget at each seat count, default 300), --no-table, --no-match.
 */
import { performance } from 'node:perf_hooks';
import { TABLE_BUDGET, type AnyGameDefinition, type Budget, type Level } from '../src/engine/core';
import { gameList } from '../src/engine/games';
import { benchFor, MAX_MOVES } from './lib/bench-game';
import { wilson } from './lib/wilson';

const argv = process.argv.slice(2);
const opt = (name: string): string | undefined => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
};
const games = Number(opt('--games') ?? 400);
const onlyGame = opt('--game');
const onlyPlayers = opt('--players') === undefined ? undefined : Number(opt('--players'));
const onlyPair = opt('--pair');
const tableMoves = Number(opt('--table-moves') ?? 300);

/** A level's name in the bench's English ("Strong"); the site's LEVEL_LABEL holds messages, not words. */
const name = (level: Level): string => level.charAt(0).toUpperCase() + level.slice(1);

const quantiles = (times: readonly number[]) => {
  const t = times.slice().sort((a, c) => a - c);
  const at = (q: number) => t[Math.min(t.length - 1, Math.floor(q * t.length))] ?? 0;
  return { n: t.length, p50: at(0.5), p95: at(0.95), worst: t[t.length - 1] ?? 0 };
};

/** CPU milliseconds this process has used since `from`. */
const cpuSince = (from: NodeJS.CpuUsage) => {
  const u = process.cpuUsage(from);
  return (u.user + u.system) / 1000;
};

/** The bench's Strong budget: the table's playouts, without its time limit (so the games replay exactly). */
const BENCH_BUDGET: Budget = { ...(TABLE_BUDGET.iterations !== undefined ? { iterations: TABLE_BUDGET.iterations } : {}) };

function levelMatch(def: AnyGameDefinition, players: number, hi: Level, lo: Level, asked: number, times: Map<Level, number[]>) {
  const b = benchFor(def, players);
  let points = 0;
  let won = 0;
  let shared = 0;
  for (let g = 0; g < asked; g++) {
    const mine = g % players;
    let s = b.newGame(`${def.id}-lv${players}-${g}`);
    for (let n = 0; n < MAX_MOVES && b.m.toAct(s) !== null; n++) {
      const seat = b.m.waitingFor(s)[0] as number;
      const level = seat === mine ? hi : lo;
      const t = process.cpuUsage();
      const move = def.computers[level](b.m.view(s, seat), `${g}:${n}:${seat}`, level === 'strong' ? BENCH_BUDGET : undefined);
      times.get(level)?.push(cpuSince(t));
      s = b.apply(s, move);
    }
    const winners = b.m.outcome(s)?.winners ?? [];
    if (winners.includes(mine)) {
      if (winners.length > 1) shared++;
      else won++;
      points += 1 / winners.length;
    }
  }
  return { games: asked, won, shared, rate: points / asked, ci: wilson(points, asked) };
}

/** The Strong player's move time at the table's budget (time limit included, as in the worker), over positions from Normal games. */
function tableTimes(def: AnyGameDefinition, players: number, moves: number) {
  const b = benchFor(def, players);
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let g = 0; wall.length < moves && g < 500; g++) {
    let s = b.newGame(`${def.id}-table-${g}`);
    for (let n = 0; n < MAX_MOVES && b.m.toAct(s) !== null && wall.length < moves; n++) {
      const seat = b.m.waitingFor(s)[0] as number;
      const view = b.m.view(s, seat);
      if (n % 3 === 0) {
        const t = performance.now();
        const c = process.cpuUsage();
        def.computers.strong(view, `t${g}:${n}`, TABLE_BUDGET);
        cpu.push(cpuSince(c));
        wall.push(performance.now() - t);
      }
      s = b.apply(s, def.computers.normal(view, `${g}:${n}`));
    }
  }
  return { wall, cpu };
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const ms = (x: number) => `${x.toFixed(1)} ms`;
const line = (q: ReturnType<typeof quantiles>) => `p50 ${ms(q.p50)}, p95 ${ms(q.p95)}, worst ${ms(q.worst)} over ${q.n} moves`;

const started = performance.now();
console.log(
  `Computer levels: ${games} seeded games a line; Strong searches at most ${BENCH_BUDGET.iterations ?? '∞'} playouts a move here, fewer where the game's spec caps them (at the table: the same, or ${TABLE_BUDGET.ms} ms, whichever comes first)`,
);
for (const def of gameList()) {
  if (onlyGame && def.id !== onlyGame) continue;
  const counts = [2, ...(def.id === 'hermit' || def.id === 'thricewise' ? [4] : [])].filter(
    (n) => n >= def.seats.min && n <= def.seats.max && (onlyPlayers === undefined || n === onlyPlayers),
  );
  const times = new Map<Level, number[]>([
    ['gentle', []],
    ['normal', []],
    ['strong', []],
  ]);
  console.log(`\n${def.title}`);
  if (!argv.includes('--no-match'))
    for (const players of counts) {
      for (const [hi, lo] of [
        ['strong', 'normal'],
        ['normal', 'gentle'],
      ] as const) {
        if (onlyPair && onlyPair !== `${hi}-${lo}`) continue;
        const t0 = performance.now();
        const r = levelMatch(def, players, hi, lo, games, times);
        const target = players === 2 ? 0.6 : 1 / players;
        const verdict =
          players === 2
            ? r.ci[0] >= 0.6
              ? 'met (interval above 60%)'
              : r.rate >= 0.6
                ? 'met (rate ≥ 60%; interval reaches below)'
                : 'NOT met'
            : r.ci[0] > target
              ? 'met (interval above the share)'
              : 'NOT met';
        console.log(
          `  ${players} players: ${name(hi)} against ${name(lo)} won ${pct(r.rate)} (95% CI ${pct(r.ci[0])}–${pct(r.ci[1])}; ${r.won} won, ${r.shared} shared of ${r.games}; a seat's share is ${pct(1 / players)}) — ${verdict} [${((performance.now() - t0) / 1000).toFixed(0)} s]`,
        );
      }
    }
  for (const level of ['gentle', 'normal', 'strong'] as const) {
    const q = quantiles(times.get(level) ?? []);
    if (q.n > 0) console.log(`    ${name(level)} move time in these games (CPU${level === 'strong' ? ', playout budget only' : ''}): ${line(q)}`);
  }
  if (!argv.includes('--no-table'))
    for (const players of counts) {
      const t = tableTimes(def, players, tableMoves);
      console.log(`    Strong move time at the table's budget, ${players} players: wall ${line(quantiles(t.wall))}; CPU ${line(quantiles(t.cpu))}`);
    }
}
console.log(`\nTook ${((performance.now() - started) / 60000).toFixed(1)} minutes.`);

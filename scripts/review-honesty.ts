/**
 * The review's honesty (issue 33), measured, and the games its tests replay.
 *
 * For every game in the registry (or --game ID), at its default seat count:
 *   - self-play: games of Strong against itself (the table's playout budget, no time limit, so they replay
 *     exactly); every decision of every seat is reviewed at the site's budget (`REVIEW_BUDGET` or the
 *     game's own) and the share of decisions called turning points is printed with its Wilson 95%
 *     interval. Strong is not perfect, so some turning points may be real; a review that invents mistakes
 *     shows many.
 *   - planted blunder: in the first self-play game that has one, from the first third on, the decision of
 *     seat 0 where one legal move throws away the most, clearly more than any other, both judged from the
 *     true state (every card known, `ORACLE_PLAYOUTS` playouts of every legal move with the game's own
 *     playouts and margin) and on `VIEW_WORLDS` deals of the cards seat 0 could not see (a blunder by what
 *     it knew, not only by luck): the worst move loses at least PLANT_LOSS units against the best and
 *     PLANT_GAP more than the next worst, both ways. That move is played there, Strong plays on, and the
 *     review of seat 0 must put it first.
 *
 * Options: --games N (self-play games a game, default 20), --game ID, --write (writes
 * tests/fixtures/review/<game>.json: the first self-play game and the planted game, for
 * tests/unit/review-honesty.test.ts). Run it with `nice`: it keeps one core busy for minutes.
 */
import { writeFileSync, mkdirSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { format } from 'prettier';
import { reviewRecord } from '../src/engine/core/review';
import { gameList } from '../src/engine/games';
import { findPlant, PLANT_LOSS, strongGame, type AnySpec } from './lib/review-games';
import { wilson } from './lib/wilson';

const argv = process.argv.slice(2);
const opt = (name: string): string | undefined => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
};
const games = Number(opt('--games') ?? 20);
const onlyGame = opt('--game');
const write = argv.includes('--write');

const pct = (x: number) => `${(100 * Math.max(0, x)).toFixed(1)}%`;

for (const def of gameList()) {
  if (onlyGame && def.id !== onlyGame) continue;
  const { review: spec } = (await import(`../src/engine/${def.id}/review.ts`)) as { review: AnySpec };
  const seats = Array.from({ length: def.seats.default }, (_, i) => i);
  let decisions = 0;
  let turning = 0;
  let seconds = 0;
  const played: { seed: string; game: ReturnType<typeof strongGame> }[] = [];
  for (let g = 0; g < games; g++) {
    const seed = `honest-${def.id}-${g}`;
    const game = strongGame(def, seed);
    played.push({ seed, game });
    const t0 = performance.now();
    const r = reviewRecord(spec, game.start, game.moves, seats);
    seconds += (performance.now() - t0) / 1000;
    decisions += r.total;
    turning += r.turningPoints.length;
  }
  const [lo, hi] = wilson(turning, decisions);
  console.log(
    `${def.title}, Strong against itself, ${games} games at ${def.seats.default} seats: ${turning} turning points in ${decisions} decisions, ${pct(turning / Math.max(1, decisions))} (95% CI ${pct(lo)}–${pct(hi)}); ${(seconds / games).toFixed(1)} s a game reviewed (every seat, wall clock)`,
  );
  // The planted blunder: in the first of these games that has a decision of seat 0 where one move throws away clearly more than any other.
  let found: { seed: string; plant: NonNullable<ReturnType<typeof findPlant>>; game: ReturnType<typeof strongGame> } | null = null;
  for (const { seed, game } of played) {
    const plant = findPlant(def, spec, game.start, game.moves);
    if (plant) {
      found = { seed, plant, game: strongGame(def, seed, game.moves.slice(0, plant.at), plant) };
      break;
    }
  }
  if (!found) {
    console.log(`  no decision of seat 0 in these games has a move that throws away ${PLANT_LOSS} or more, clearly more than any other, both ways`);
    continue;
  }
  const { plant, game: planted, seed: plantSeed } = found;
  const r = reviewRecord(spec, planted.start, planted.moves, [0]);
  const top = r.turningPoints[0] === undefined ? null : r.decisions[r.turningPoints[0]];
  console.log(
    `  planted in ${plantSeed} at move ${plant.at + 1} (${plant.move}: the oracle's loss ${plant.loss.toFixed(1)}, the next worst ${plant.next.toFixed(1)}; by what seat 0 knew ${plant.viewLoss.toFixed(1)} and ${plant.viewNext.toFixed(1)}): the review's biggest turning point is ${
      top ? `move ${top.index + 1}, ${top.loss?.mean.toFixed(1)} (${top.loss?.low.toFixed(1)} to ${top.loss?.high.toFixed(1)})` : 'none'
    }${top?.index === plant.at ? ': found' : ': NOT FOUND'}; ${r.turningPoints.length} turning points in ${r.total} decisions of seat 0`,
  );
  if (write && played[0]) {
    mkdirSync('tests/fixtures/review', { recursive: true });
    const self = played[0];
    const fixture = {
      game: def.id,
      players: def.seats.default,
      note: 'Written by scripts/review-honesty.ts --write: a game of Strong against itself, and a game of Strong against itself with one planted blunder.',
      selfPlay: { seed: self.seed, options: self.game.options, moves: self.game.moves },
      planted: {
        seed: plantSeed,
        options: planted.options,
        moves: planted.moves,
        seat: 0,
        at: plant.at,
        move: plant.move,
        oracleLoss: plant.loss,
        nextWorst: plant.next,
        viewLoss: plant.viewLoss,
        viewNextWorst: plant.viewNext,
      },
    };
    // As the repository formats it (npm run format:check).
    writeFileSync(`tests/fixtures/review/${def.id}.json`, await format(JSON.stringify(fixture), { parser: 'json' }));
  }
}

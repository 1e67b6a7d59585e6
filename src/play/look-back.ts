/**
 * Looking back at a game (issue 33), loaded only when a reader asks (src/play/useLookBack.ts imports it
 * dynamically): the replay's screens, the review kept with the saved game (./kept-review.ts), and the
 * review's worker (./review/client.ts).
 *
 * The replay shows the real table after any number of the game's moves, made into a Screen by the one
 * place screens are made (./screen.ts), with a sight of its own:
 * - One person at this screen (against the computer, or with people on other devices): their own hand,
 *   as they saw it; every hand once the game is over.
 * - Several people sharing this screen: while the game goes on, only the hand of the person who holds the
 *   screen now (nobody's: no replay); once it is over, at each move the hand of the person who made the
 *   next move, as they saw it then.
 * - "Show all hands" turned on now, or on at that moment of the game, turns every hand up, as it did then.
 *
 * What the play page already holds (screens, records, seats) is handed in (`PageParts`), never imported:
 * a module loaded later that imported them made the bundler move them out of the page's own chunk into
 * one of their own, 2.4 kB more (gzip) on every play page.
 */
import { msg, type Message } from '../engine/core/message';
import type { AtPlay } from './at-play';
import type { Review } from '../engine/core/review';
import type { Store } from '../site/storage';
import { keptReview, withReview } from './kept-review';
import type { PlayContext, PlaySetup } from './machine';
import { setupOf } from './setup';
import type { HistoryEntry } from './record';
import type { Data, LogLine, Phase, ScreenData, Sight, TableGame } from './screen';

import { ReviewFailed, reviewGame } from './review/client';

/** The play page's own functions the look back uses, and where it keeps the person's games. */
export interface PageParts {
  readonly createScreens: typeof import('./screen').createScreens;
  readonly historyStates: typeof import('./record').historyStates;
  readonly startOf: typeof import('./record').startOf;
  readonly peopleOf: typeof import('./seats').peopleOf;
  readonly youOf: typeof import('./seats').youOf;
  readonly gameKey: typeof import('./shelf').gameKey;
  readonly reviewInSave: typeof import('./session').reviewInSave;
  readonly store: Store;
}

/** The review the reader asked for: as it is worked out, done, or why it could not be. */
export interface ReviewAsked {
  /** The review so far (null while it starts), or all of it. */
  readonly review: Review | null;
  readonly running: boolean;
  /** Why it could not be worked out, as a message (the review panel says it). */
  readonly error: Message | null;
}

/** A game to review: which of the person's games it is (null: none kept), its deal, its moves, and the seats reviewed. */
export interface ReviewJob {
  readonly id: string | null;
  readonly options: unknown;
  readonly seed: string;
  readonly moves: readonly string[];
  readonly seats: readonly number[];
}

/**
 * The review of a game, said as it goes (`say`): the one kept with the game when it is of these moves;
 * else worked out in the review's worker, taking up what a review kept of the game's beginning judged,
 * and kept with the game when done. Returns how to stop it while it is worked out.
 */
export function startReview(def: { readonly id: string }, parts: PageParts, job: ReviewJob, say: (r: ReviewAsked) => void): { cancel(): void } | null {
  const key = job.id === null ? null : parts.gameKey(def.id, job.id);
  const kept = key === null ? null : keptReview(parts.reviewInSave(parts.store.read(key), job.moves), def.id, job.seats);
  if (kept && kept.moves === job.moves.length && kept.decisions.length >= kept.total) {
    say({ review: kept, running: false, error: null });
    return null;
  }
  say({ review: null, running: true, error: null });
  let live = true;
  let last: Review | null = null;
  const run = reviewGame(
    def,
    { options: job.options, seed: job.seed, moves: job.moves },
    job.seats,
    (soFar) => {
      last = soFar;
      if (live) say({ review: soFar, running: true, error: null });
    },
    { known: kept },
  );
  run.done.then(
    (done) => {
      if (!live) return;
      say({ review: done, running: false, error: null });
      // Kept with the game, while it still begins with the moves reviewed.
      const text = key === null ? null : withReview(parts.store.read(key), job.moves, done);
      if (key !== null && text !== null) parts.store.write(key, text);
    },
    (e: unknown) =>
      live &&
      say({
        review: last,
        running: false,
        error: e instanceof ReviewFailed ? e.said : msg('core.review.failed', { why: e instanceof Error ? e.message : String(e) }),
      }),
  );
  return {
    cancel: () => {
      live = false;
      run.cancel();
    },
  };
}

/** What a replay reads of the game at the table. */
export type ReplaySource<S, O, E> = TableGame<S, O, E> & Pick<PlayContext<S, O, E>, 'viewer'>;

/** Was "Show all hands" on when `at` moves had been made? */
export function teachingAt(marks: TableGame<unknown, unknown, unknown>['marks'], at: number): boolean {
  let on = false;
  for (const m of marks) if (m.at <= at) on = m.on;
  return on;
}

/**
 * Who looks at the replay's table after `at` moves: see the file's comment. Null when there is nothing a
 * replay may show here (several people share the screen, the game goes on, and nobody holds it).
 */
export function replaySight(
  parts: Pick<PageParts, 'peopleOf' | 'youOf'>,
  t: Pick<ReplaySource<unknown, unknown, unknown>, 'seats' | 'history' | 'marks' | 'teaching' | 'viewer'>,
  at: number,
  over: boolean,
): Sight | null {
  const { peopleOf, youOf } = parts;
  const people = peopleOf(t.seats);
  const open = t.teaching || teachingAt(t.marks, at);
  const audience = youOf(t.seats) ?? -1;
  if (people.length <= 1) return { hand: people[0] ?? null, audience, open: open || over };
  if (!over) return t.viewer === null ? null : { hand: t.viewer, audience, open };
  // The game is over: the hand of the person who made the next move, or else of the last person who moved.
  const by = (i: number) => t.history[i]?.by;
  let hand: number | undefined;
  for (let i = at; i >= 0 && hand === undefined; i--) {
    const seat = by(i);
    if (seat !== undefined && people.includes(seat)) hand = seat;
  }
  return { hand: hand ?? (people[0] as number), audience, open };
}

/** A frame of the replay: the table's screen after `at` moves, and the log's lines of move `at` (none at the deal). */
export interface ReplayFrame<V, M, E> {
  readonly at: number;
  readonly count: number;
  readonly screen: ScreenData<V, M, E>;
  readonly lines: readonly LogLine<E, Data>[];
}

/**
 * The replay of one game's tables. It keeps the states around each move for as long as the game's
 * history is the same, and a history's beginnings, so that stepping back and forth makes each screen once.
 */
export function createReplay<S, M, O, V, E>(def: AtPlay<S, M, O, V, E>, parts: PageParts) {
  const { historyStates, startOf } = parts;
  const screens = parts.createScreens(def);
  let kept: { history: readonly HistoryEntry<E>[]; seed: string; states: S[]; slices: Map<number, HistoryEntry<E>[]> } | null = null;
  let last: { source: ReplaySource<S, O, E>; at: number; frame: ReplayFrame<V, M, E> | null } | null = null;

  const around = (t: ReplaySource<S, O, E>) => {
    if (kept?.history !== t.history || kept.seed !== t.seed)
      kept = { history: t.history, seed: t.seed, states: historyStates(def.module, startOf(def, t), t.history), slices: new Map() };
    return kept;
  };

  /** The replay's frame after `at` moves of the game at the table, or null when this screen may not show one. */
  return function frameAt(t: ReplaySource<S, O, E>, at: number): ReplayFrame<V, M, E> | null {
    if (last?.source === t && last.at === at) return last.frame;
    const k = around(t);
    const count = k.states.length - 1;
    const place = Math.max(0, Math.min(count, at));
    const state = k.states[place] as S;
    const over = def.module.waitingFor(t.state).length === 0;
    const sight = replaySight(parts, t, place, over);
    let frame: ReplayFrame<V, M, E> | null = null;
    if (sight) {
      let history = k.slices.get(place);
      if (!history) k.slices.set(place, (history = t.history.slice(0, place)));
      const events = history[place - 1]?.events.length ?? 0;
      const table: TableGame<S, O, E> = {
        seed: t.seed,
        options: t.options,
        seats: t.seats,
        given: t.given,
        level: t.level,
        guided: t.guided,
        state,
        history,
        shown: events,
        summariesSeen: def.summaries(state),
        message: null,
        teaching: sight.open,
        marks: t.marks.filter((m) => m.at <= place),
      };
      // The end, when the game is over; else a move just shown (nobody to act: a replay takes no move).
      const phase: Phase = place === count && def.module.waitingFor(state).length === 0 ? 'over' : 'resolving';
      // The cards still to come are no part of a replay (the teaching banner says how to play on with them).
      const screen = { ...screens(table, phase, sight), upcoming: null };
      // The move's lines are the log's last lines of events (a "Show all hands" line may follow them).
      const lines = events === 0 ? [] : screen.log.filter((l) => l.event !== undefined).slice(-events);
      frame = { at: place, count, screen, lines };
    }
    last = { source: t, at, frame };
    return frame;
  };
}

/**
 * "Try from here": a new game of the same deal, seats and level, from before the decision at `index` (its
 * seat to move), with the moves of the game reviewed before it and when "Show all hands" was turned on or off.
 */
export function tryFrom<O>(ctx: PlayContext<unknown, O, unknown>, moves: readonly string[], index: number): PlaySetup<O> {
  return setupOf(
    ctx,
    moves.slice(0, index),
    ctx.marks.filter((m) => m.at <= index),
  );
}

/**
 * Looking back at the game at this screen (issue 33): its replay on the real table, move by move, and
 * "Review my game", the review of the reader's decisions (every person's at this screen) worked out in a
 * worker. Until the reader asks, a play page holds only this hook's few states: what works them out is
 * loaded then (./look-back.ts: the replay's screens, the review kept with the saved game, the worker).
 *
 * What may be looked back at: nothing in a guided game or on another device's page. Between several people
 * sharing the screen while the game goes on, only the replay of the hand of the person who holds the
 * screen, and it closes when the screen changes hands; the review once the game is over.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { AtPlay } from './at-play';
import { loadFailed, sayLoadFailed } from '../site/load-failed';
import { browserStore } from '../site/storage';
import type { PageParts, ReviewAsked } from './look-back';
import type { PlayContext, PlaySetup } from './machine';
import { historyStates, startOf } from './record';
import { createScreens, type LogLine, type ScreenData } from './screen';
import { sayScreen } from './said';
import { useWords } from '../words/context';
import { peopleOf, youOf } from './seats';
import { reviewInSave } from './session';
import { gameKey } from './shelf';

export type { ReviewAsked };
type LookModule = typeof import('./look-back');

/** What the loaded look back is handed of the page, rather than importing it (see ./look-back.ts). */
const PARTS: PageParts = { createScreens, historyStates, startOf, peopleOf, youOf, gameKey, reviewInSave, store: browserStore };

export interface LookBack {
  /** The replay is offered now (see the file's comment), and the review with it. */
  readonly offered: boolean;
  readonly reviewOffered: boolean;
  readonly over: boolean;
  /** Several people share this screen (the review is of all their decisions). */
  readonly shared: boolean;
  /** The replay is on the table: the game after `at` of its `count` moves. */
  readonly open: boolean;
  readonly at: number;
  readonly count: number;
  /** The log's lines of move `at`, as this screen sees them (none at the deal). */
  readonly lines: readonly LogLine[];
  readonly review: ReviewAsked | null;
  /** Puts the replay on the table, at `at` moves (the deal unless given). */
  replay(at?: number): void;
  go(at: number): void;
  /** Reviews the decisions (or shows the review kept with the game), with the replay at the game's end. */
  startReview(): void;
  /** How many times the review was asked for; `reviewToShow` is true once after each ask (the review is then brought into view). */
  readonly reviewAsked: number;
  reviewToShow(): boolean;
  stopReview(): void;
  /** A new game from a decision of the review (its index in `decisions`): the same cards, its seat to move. */
  tryFrom(decision: number): void;
  /** Back to the game as it is. */
  close(): void;
}

interface SessionPart<O> {
  readonly gameId: string | null;
  startNew(setup: PlaySetup<O>): void;
}

/**
 * `ctx` is the game at the table (only what is loaded reads it, to make screens and the review's
 * record); `allowed` is false in a guided game and on another device's page. Returns the look back and,
 * while the replay is on, the screen the table shows instead of the game's own.
 */
export function useLookBack<S, M, O, V, E>(
  def: AtPlay<S, M, O, V, E>,
  ctx: PlayContext<S, O, E>,
  session: SessionPart<O>,
  allowed: boolean,
): [LookBack, ScreenData<V, M, E> | null] {
  const [mod, setMod] = useState<LookModule | null>(null);
  const [at, setAt] = useState<number | null>(null);
  const [review, setReview] = useState<ReviewAsked | null>(null);
  const run = useRef<{ cancel(): void } | null>(null);
  /** The moves the review asked for was of. */
  const reviewed = useRef<readonly string[]>([]);
  const [reviewAsked, setReviewAsked] = useState(0);
  const toShow = useRef(false);

  const count = ctx.history.length;
  const over = def.module.waitingFor(ctx.state).length === 0;
  const people = peopleOf(ctx.seats);
  const shared = people.length > 1;
  const offered = allowed && count > 0 && (!shared || over || ctx.viewer !== null);
  const reviewOffered = allowed && count > 0 && (!shared || over);

  const frames = useMemo(() => mod?.createReplay(def, PARTS) ?? null, [mod, def]);
  const frame = at !== null && frames && offered ? frames(ctx, at) : null;
  const words = useWords();

  const stop = () => {
    run.current?.cancel();
    run.current = null;
  };
  // A new game on the table (a new deal, another of the person's games, "Try from here"): the look back ends.
  useEffect(() => {
    stop();
    setAt(null);
    setReview(null);
  }, [ctx.seed, session.gameId]);
  // The screen changes hands between people sharing it while the game goes on: no hand of one is left for the next.
  useEffect(() => {
    if (shared && !over) setAt(null);
  }, [ctx.viewer]);
  // The moves reviewed were taken back: that review is of another game now.
  useEffect(() => {
    const moves = reviewed.current;
    if (review && (moves.length > count || moves.some((m, i) => ctx.history[i]?.move !== m))) {
      stop();
      setReview(null);
    }
  }, [ctx.history]);
  useEffect(() => stop, []);

  /** What looking back needs, loaded once; when it will not load, the page's recovery says so (the game goes on). */
  const ensure = (): Promise<LookModule | null> =>
    mod
      ? Promise.resolve(mod)
      : import('./look-back').then(
          (m) => (setMod(m), m),
          (e: unknown) => (void loadFailed(e, false).then((o) => sayLoadFailed(null, o, 'The replay')), null),
        );

  const startReview = () => {
    toShow.current = true;
    setReviewAsked((n) => n + 1);
    void ensure().then((m) => {
      if (!m) return;
      const moves = ctx.history.map((h) => h.move);
      setAt((now) => now ?? moves.length);
      // Asked again for the same moves (the review was only hidden): it is shown as it is, done or going on.
      const same = reviewed.current.length === moves.length && reviewed.current.every((x, i) => x === moves[i]);
      if (review && !review.error && same) return;
      reviewed.current = moves;
      stop();
      run.current = m.startReview(def, PARTS, { id: session.gameId, options: ctx.options, seed: ctx.seed, moves, seats: people }, setReview);
    });
  };

  const look: LookBack = {
    offered,
    reviewOffered,
    over,
    shared,
    open: frame !== null,
    at: frame?.at ?? 0,
    count,
    // The move's lines in this page's words, spoken as the replay's screen speaks (its names, its "you").
    lines: frame ? sayScreen({ ...frame.screen, log: frame.lines }, words).log : [],
    review,
    replay: (to = 0) => void ensure().then((m) => m && setAt(to)),
    go: (to) => setAt(Math.max(0, Math.min(count, to))),
    startReview,
    reviewAsked,
    reviewToShow: () => {
      const show = toShow.current;
      toShow.current = false;
      return show;
    },
    stopReview: () => {
      stop();
      setReview(null);
    },
    tryFrom: (i) => {
      const d = review?.review?.decisions[i];
      if (d && mod) session.startNew(mod.tryFrom(ctx, reviewed.current, d.index));
    },
    close: () => setAt(null),
  };
  return [look, frame?.screen ?? null];
}

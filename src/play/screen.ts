/**
 * What a screen may show, made in one place. From the game at the table and who is looking (the sight),
 * a screen holds the view of the seat whose hand faces it (or the table's, nobody's), every hand only
 * when every hand is face up (the teaching switch, or the end), the legal moves of that seat when it is
 * theirs to act, and the events and the log as that screen may see them, in words. Tables, islands and
 * any other screen (another device, a review) are given a Screen and never the game's state: a Screen
 * holds no state, no seed and nothing hidden from its sight, and it is plain data (JSON round-trips it).
 */
import { readerSteps, type Level, type Outcome, type RuleRef } from '../engine/core';
import { msg, type Message as Said, type Param } from '../engine/core/message';
import type { RuleTitle } from '../words/words';
import type { AtPlay } from './at-play';
import type { CardId } from '../engine/deck';
import { historyStates, startOf, undoPoint, type HistoryEntry, type UndoPoint } from './record';
import { firstPerson, seatNames, type SeatKind } from './seats';

/**
 * Where the table is: a person's move at this screen ("human"), people on other devices to move
 * ("remote"), the computer's, a move being shown, the hand-over, a summary, the end; on another
 * device's screen, "waiting" while others are to act.
 */
export type Phase = 'deciding' | 'human' | 'remote' | 'waiting' | 'computer' | 'resolving' | 'handoff' | 'summary' | 'over';

/**
 * Words as a screen carries them. A screen is made as data (`Data`: messages, rule keys, names that may be
 * "you"), which can travel to another device, and said in the words of the screen that shows it
 * (`Shown`: sentences, rule titles; src/play/said.ts). Components are given only shown screens.
 */
export interface Data {
  readonly text: Said;
  readonly rule: RuleRef;
  readonly name: Param;
}
export interface Shown {
  readonly text: string;
  readonly rule: RuleTitle;
  readonly name: string;
}
export type Wording = Data | Shown;

/**
 * An answer to a person; `rule` is the section of the rules page it rests on (a refusal's rule), `code`
 * the engine's; `to` is the seat of the other device it answers (absent or null: this screen's people).
 */
export type Message<W extends Wording = Shown> = {
  readonly kind: 'error' | 'info';
  readonly text: W['text'];
  readonly rule?: W['rule'];
  readonly code?: string;
  readonly to?: number | null;
};

/** Why something happened (the engine's explanation), as a screen carries it. */
export interface Reason<W extends Wording = Shown> {
  readonly text: W['text'];
  readonly rule: W['rule'];
}

/** One thing the seat to act may do ("What can I do?"), as a screen carries it. */
export interface HintLine<W extends Wording = Shown> {
  readonly move: string;
  readonly label: W['text'];
  readonly text: W['text'];
  readonly rule: W['rule'];
}

/** Who is looking at a screen. */
export interface Sight {
  /** The seat whose hand faces the screen now, or null: nobody's (the screen is being handed over). */
  readonly hand: number | null;
  /**
   * The seat the screen's words speak to and whose eyes its events are seen with: the one person at it,
   * or -1 where several people share it (they all read the log).
   */
  readonly audience: number;
  /** Every hand face up: the teaching switch. The end of a game turns every hand up anyway. */
  readonly open: boolean;
}

/** The game at a table, as the host keeps it (the play machine's context). Only `screenOf` reads it. */
export interface TableGame<S, O, E> {
  readonly seed: string;
  readonly options: O;
  readonly seats: readonly SeatKind[];
  readonly given: readonly string[];
  readonly level: Level;
  readonly guided: boolean;
  readonly state: S;
  readonly history: readonly HistoryEntry<E>[];
  /** How many events of the last move have been shown. */
  readonly shown: number;
  readonly summariesSeen: number;
  readonly message: Message<Data> | null;
  /** "Show all hands" now, and when it was turned on or off. */
  readonly teaching: boolean;
  readonly marks: readonly { readonly at: number; readonly on: boolean }[];
}

/** An event as a screen shows it: the event as its audience may see it, in words, and the cards it is about. */
export interface ShownEvent<E, W extends Wording = Shown> {
  readonly event: E;
  readonly text: W['text'];
  readonly cards: readonly CardId[];
}

/** One line of the log: what happened, and why (the engine's reasons, each with its rule); the event as the screen sees it. */
export interface LogLine<E = unknown, W extends Wording = Shown> {
  readonly text: W['text'];
  readonly why: readonly Reason<W>[];
  /** Absent for the line that opens the log (the computer's level). */
  readonly event?: E;
  /** The move it belongs to, from 1, as the replay and the review number moves; absent for the level's and the teaching switch's lines. */
  readonly move?: number;
}

/** The coach of a guided game, as the screen shows it. */
export interface CoachLine<W extends Wording = Shown> {
  readonly line: W['text'];
  readonly rule: W['rule'] | null;
  /** The reader's moves made and in all; at the end, equal. */
  readonly done: number;
  readonly of: number;
  /** While the reader is to act: the move the coach waits for (in notation) and the cards it points at. */
  readonly move: string | null;
  readonly cards: readonly CardId[];
}

export interface Screen<V, M, E, W extends Wording = Shown> {
  readonly game: string;
  readonly phase: Phase;
  /** The seat whose hand faces this screen, or null (nobody's). */
  readonly seat: number | null;
  /** What that seat may see (the table's view, seat -1, when nobody's). */
  readonly view: V;
  /** Each seat's own view, when every hand is face up (teaching, or the end); null otherwise. */
  readonly open: readonly V[] | null;
  /** While teaching: the next cards to come, and where from. */
  readonly upcoming: { readonly cards: readonly CardId[]; readonly what: W['text'] } | null;
  readonly seats: readonly SeatKind[];
  readonly names: readonly W['name'][];
  /** The seat this screen speaks to as "you", or null on a shared screen. */
  readonly you: number | null;
  readonly level: Level;
  /** The seats the game waits for (several while seats choose in secret). */
  readonly toAct: readonly number[];
  /** The legal moves of `seat`, when it is that seat's move at this screen now; empty otherwise. */
  readonly choices: readonly M[];
  /** How many moves have been made. */
  readonly moves: number;
  /** The events of the move being shown so far, or of the last move. */
  readonly recent: readonly ShownEvent<E, W>[];
  /** The whole game in words, oldest first, opening with the computer's level. */
  readonly log: readonly LogLine<E, W>[];
  /** What the table says for every game: the computer thinking, the event being shown, the hand-over. Null at a person's turn. */
  readonly status: W['text'] | null;
  readonly message: Message<W> | null;
  readonly undo: W extends Data ? UndoPoint : { readonly index: number } | { readonly index: null; readonly why: string };
  /** How many scored hands or rounds the players have seen the summary of, and whether the one shown is the last. */
  readonly summariesSeen: number;
  readonly lastSummary: boolean;
  /** At the end: the result, in a sentence and in numbers, and how the final score was counted. */
  readonly result: W['text'] | null;
  readonly outcome: Outcome | null;
  readonly finalWhy: readonly Reason<W>[];
  /** "What can I do?": the seat to act's moves and what each would do, when asked for. */
  readonly hints: readonly HintLine<W>[] | null;
  /** The rules in a line, right under the game's options (the sidebar's reminder). */
  readonly reminder: W['text'];
  /** "Show all hands" is on. */
  readonly teaching: boolean;
  /** At a hand-over: each time "Show all hands" was turned on (true) or off since the person taking the screen last moved. */
  readonly teachingSince: readonly boolean[];
  readonly coach: CoachLine<W> | null;
  /** Another device's screen while its link to the host is down (./held-screen.ts): nothing asked for here could reach the host. */
  readonly held?: true;
}

/** A screen as made, before the words of the screen that shows it: what travels to another device. */
export type ScreenData<V, M, E> = Screen<V, M, E, Data>;

/** The sentence that opens the log when the computer plays: "Buck plays at the Strong level." */
export function levelLine(names: readonly Param[], seats: readonly SeatKind[], level: Level): Said | null {
  const computers = names.filter((_, i) => seats[i] === 'computer');
  if (computers.length === 0) return null;
  return msg('core.log.level', { who: computers, n: computers.length, level });
}

/** The guided game's step for the move after these, if the script has one. */
export const guidedStep = (def: Pick<AtPlay, 'guided'>, table: { readonly guided: boolean; readonly history: readonly unknown[] }) =>
  table.guided ? def.guided?.steps[table.history.length] : undefined;

export interface ScreenOptions {
  /** Work out "What can I do?" for the seat to act. */
  readonly hints?: boolean;
  /** The screen is another device's, whose person plays the sight's seat (or watches, with no seat). */
  readonly device?: boolean;
  /** Seats whose device has gone quiet (closed, reloading, off the network): the table waits for them by name. */
  readonly away?: readonly number[];
}

/**
 * Where the table is for another device's screen: its person may act whenever their seat is waited for
 * and the table is not busy (showing a move, a summary); otherwise it waits, or shows what the host shows.
 */
function devicePhase(phase: Phase, seat: number | null, toAct: readonly number[]): Phase {
  const open = phase === 'human' || phase === 'remote' || phase === 'handoff' || phase === 'computer';
  if (open && seat !== null && toAct.includes(seat)) return 'human';
  return phase === 'human' || phase === 'remote' || phase === 'handoff' ? 'waiting' : phase;
}

/** Whether two message parameters say the same (messages, lists and values compared by content). */
function sameParam(a: Param | undefined, b: Param | undefined): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((x, i) => sameParam(x, b[i]));
  }
  const m = a as Said;
  const n = b as Said;
  if (m.id !== n.id) return false;
  const mp = m.p ?? {};
  const np = n.p ?? {};
  for (const k in mp) if (!(k in np) || !sameParam(mp[k], np[k])) return false;
  for (const k in np) if (!(k in mp)) return false;
  return true;
}

/** How many first entries two histories share (the same entries: a move adds one, an undo drops some). */
function sharedStart<T>(a: readonly T[], b: readonly T[]): number {
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && a[i] === b[i]) i++;
  return i;
}

/**
 * The screens of one game's tables. It keeps what a game's history costs to work out (the states
 * around each move, the log in words) from one screen to the next: a move adds its own (the states after
 * it, its lines with their reasons) to those of the moves before, and an undo keeps those of the moves
 * left. A line that says the same as before is the same object, so what is said and drawn from it once
 * (src/play/said.ts, the sidebar's log) is not said or drawn again.
 */
export function createScreens<S, M, O, V, E>(def: AtPlay<S, M, O, V, E>) {
  const game = def.module;
  type Game = TableGame<S, O, E>;
  let states: { history: readonly HistoryEntry<E>[]; of: Pick<Game, 'seed' | 'guided' | 'options'>; states: S[] } | null = null;
  /** The log's lines, each history entry's with the events as its audience sees them. */
  let logs: {
    history: readonly HistoryEntry<E>[];
    marks: Game['marks'];
    key: string;
    lines: LogLine<E, Data>[];
    first: LogLine<E, Data> | null;
    entries: { seen: E[]; lines: LogLine<E, Data>[] }[];
  } | null = null;
  /** The log's line for each time the teaching switch was turned (by its mark). */
  const markLines = new WeakMap<object, LogLine<E, Data>>();
  let readers: number[] | null = null;

  const statesOf = (t: Game): S[] => {
    if (states?.history === t.history && states.of.seed === t.seed && states.of.guided === t.guided && states.of.options === t.options) return states.states;
    const same = states !== null && states.of.seed === t.seed && states.of.guided === t.guided && states.of.options === t.options;
    // The moves both histories share keep their states (states[k] is the game after the first k moves), when they all replayed.
    const k = same && states ? sharedStart(states.history, t.history) : 0;
    const kept = k > 0 && states && states.states.length > k ? states.states.slice(0, k + 1) : null;
    const all = kept ? kept.concat(historyStates(game, kept[k] as S, t.history.slice(k)).slice(1)) : historyStates(game, startOf(def, t), t.history);
    states = { history: t.history, of: { seed: t.seed, guided: t.guided, options: t.options }, states: all };
    return all;
  };

  const logOf = (t: Game, names: readonly Param[], audience: number): LogLine<E, Data>[] => {
    const key = `${audience}|${t.level}|${JSON.stringify(names)}|${t.seats.join()}|${t.seed}|${t.guided}`;
    if (logs?.history === t.history && logs.marks === t.marks && logs.key === key) return logs.lines;
    const around = statesOf(t);
    const before = logs?.key === key ? logs : null;
    const k = before ? sharedStart(before.history, t.history) : 0;
    const level = t.guided ? null : levelLine(names, t.seats, t.level);
    const first = level ? (before?.first ?? { text: level, why: [] }) : null;
    const lines: LogLine<E, Data>[] = first ? [first] : [];
    const marked = (at: number) => {
      for (const m of t.marks)
        if (m.at === at) {
          const line = markLines.get(m) ?? { text: teachingLine(m.on), why: [] };
          markLines.set(m, line);
          lines.push(line);
        }
    };
    const entries = t.history.map((h, i) => {
      marked(i);
      const kept = i < k ? before?.entries[i] : undefined;
      const seen = kept?.seen ?? h.events.map((e) => def.viewEvent(e, audience));
      const made = seen.map((event, j) => {
        // An event is said from the game now (Ferret names a lay-off's set as it is now): a line is kept while it says the same.
        const text = def.describe(event, t.state);
        const old = kept?.lines[j];
        if (old && sameParam(old.text, text)) return old;
        const b = around[i];
        const a = around[i + 1];
        return { event, text, why: old?.why ?? (b !== undefined && a !== undefined ? def.explain(event, b, a) : []), move: i + 1 };
      });
      lines.push(...made);
      return { seen, lines: made };
    });
    marked(t.history.length);
    logs = { history: t.history, marks: t.marks, key, lines, first, entries };
    return lines;
  };

  const coachOf = (t: TableGame<S, O, E>, phase: Phase): CoachLine<Data> | null => {
    const script = def.guided;
    if (!t.guided || !script) return null;
    readers ??= readerSteps(game, script);
    const step = guidedStep(def, t);
    const done = readers.filter((i) => i < t.history.length).length;
    const base = { done, of: readers.length, move: null, cards: [] as readonly CardId[] };
    // The coach's lines are the guided game's own text, already in the page's language (src/words/pages.ts).
    if (phase === 'over') return { ...base, done: readers.length, line: msg('core.text', { text: script.end.say }), rule: script.end.rule };
    if (phase === 'human' && step?.say)
      return { ...base, line: msg('core.text', { text: step.say }), rule: step.rule ?? null, move: step.move, cards: step.mark ?? [] };
    if (phase === 'summary') return { ...base, line: msg('core.coach.summary'), rule: null };
    const seat = game.waitingFor(t.state).find((s) => t.seats[s] === 'computer');
    return { ...base, line: seat === undefined ? msg('core.text', { text: '…' }) : msg('core.coach.watch', { p: seat }), rule: null };
  };

  /** The screen for one sight of the table. `phase` is where the table is (the machine's state). */
  return function screenOf(t: TableGame<S, O, E>, tablePhase: Phase, sight: Sight, opts: ScreenOptions = {}): ScreenData<V, M, E> {
    const { state } = t;
    const toAct = game.waitingFor(state);
    const phase = opts.device ? devicePhase(tablePhase, sight.hand, toAct) : tablePhase;
    const over = toAct.length === 0 && phase === 'over';
    const you = sight.audience >= 0 ? sight.audience : null;
    const names = seatNames(t.seats, t.given, you);
    const view = game.view(state, sight.hand ?? -1);
    const open = sight.open || over ? t.seats.map((_, i) => game.view(state, i)) : null;
    const acting = phase === 'human' && sight.hand !== null && toAct.includes(sight.hand);
    const choices = acting ? game.legalMoves(state).filter((m) => game.mover(state, m) === sight.hand) : [];
    const shownEvent = (e: E): ShownEvent<E, Data> => {
      const event = def.viewEvent(e, sight.audience);
      return { event, text: def.describe(event, state), cards: def.eventCards(event) };
    };
    const last = t.history[t.history.length - 1]?.events ?? [];
    const recent = (phase === 'resolving' ? last.slice(0, t.shown) : last).map(shownEvent);
    const log = logOf(t, names, sight.audience);
    const outcome = over ? game.outcome(state) : null;
    const lastEvent = last[last.length - 1];
    const around = over ? statesOf(t) : [];
    const before = around[t.history.length - 1];
    const finalWhy = over && lastEvent !== undefined && before !== undefined ? def.explain(def.viewEvent(lastEvent, sight.audience), before, state) : [];
    const summaries = def.summaries(state);
    const hintSeat = acting ? sight.hand : null;
    return {
      game: def.id,
      phase,
      seat: sight.hand,
      view,
      open,
      upcoming: sight.open && !over ? def.upcoming(state) : null,
      seats: t.seats,
      names,
      you,
      level: t.level,
      toAct,
      choices,
      moves: t.history.length,
      recent,
      log,
      status: sharedStatus(phase, toAct, t.seats, recent, opts.away ?? []),
      // An answer goes to the screen whose person it answers: another device's, or this one's people.
      message: (t.message?.to ?? null) === (opts.device ? sight.hand : null) ? t.message : null,
      undo: undoPoint(def, t),
      summariesSeen: t.summariesSeen,
      lastSummary: toAct.length === 0 && t.summariesSeen + 1 >= summaries,
      result: outcome ? def.result(outcome) : null,
      outcome,
      finalWhy,
      hints: opts.hints && hintSeat !== null ? def.hints(view) : null,
      reminder: def.reminder(t.options),
      teaching: t.teaching,
      teachingSince: phase === 'handoff' ? teachingSince(t, firstPerson(toAct, t.seats)) : [],
      coach: opts.device ? null : coachOf(t, phase),
    };
  };
}

/** The log's line for "Show all hands" turned on or off. */
export const teachingLine = (on: boolean): Said => (on ? msg('core.log.teaching-on') : msg('core.log.teaching-off'));

/** Each time "Show all hands" was turned on or off since this seat last moved (or at all, if it has not moved). */
function teachingSince(t: Pick<TableGame<unknown, unknown, unknown>, 'history' | 'marks'>, seat: number): boolean[] {
  let last = -1;
  t.history.forEach((h, i) => h.by === seat && (last = i));
  return t.marks.filter((m) => m.at > last).map((m) => m.on);
}

/** The status line for what every game shares; null when it is a person's turn (the game says what to do). */
function sharedStatus<E>(
  phase: Phase,
  toAct: readonly number[],
  seats: readonly SeatKind[],
  recent: readonly ShownEvent<E, Data>[],
  away: readonly number[],
): Said | null {
  if (phase === 'remote' || phase === 'waiting') {
    const people = toAct.filter((s) => seats[s] !== 'computer');
    const who = people.map((p) => (away.includes(p) ? msg('core.status.away', { p }) : msg('core.status.seat', { p })));
    return people.length ? msg('core.status.waiting', { who }) : msg('core.text', { text: '…' });
  }
  if (phase === 'computer') return msg('core.status.thinking', { p: toAct.find((s) => seats[s] === 'computer') ?? 0 });
  if (phase === 'resolving') return recent[recent.length - 1]?.text ?? msg('core.text', { text: '…' });
  if (phase === 'handoff') return msg('core.status.handoff', { p: firstPerson(toAct, seats) });
  if (phase === 'deciding') return msg('core.text', { text: '…' });
  return null;
}

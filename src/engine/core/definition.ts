/**
 * A game's full definition: everything the site needs of a game, in one value. The registry
 * (src/engine/games.ts) lists one per game; every list of games in the site derives from it, and the
 * play shell, the examples, embeds, print sheets, bench and tests read a game only through it.
 *
 * Options are data (`OptionField`s): the New game form offers exactly these fields, and one codec
 * (`encodeOptions` / `decodeOptions`) writes and reads them in links and saves, so that every option
 * round-trips. A game's `toFields` / `fromFields` map its options object to and from the flat fields.
 */
import type { CardId } from '../deck';
import type { Example, ExampleTries } from './example';
import type { GuidedGame } from './guided';
import type { Explanation, GameModule, Hint, Outcome } from './game';
import { msg, type Message } from './message';
import { err, ok, type Result } from './result';
import type { Computer, Level } from './levels';
import type { QuickComputers } from './quick-levels';

export type FieldValue = boolean | number | string;

interface FieldBase {
  /** The key in the flat record, and the form control's name. */
  readonly key: string;
  /** The link's query parameter. */
  readonly param: string;
  /** The New game form's label, as a message. */
  readonly label: Message;
  /** Seat counts this option applies to; absent means every count. The form offers it only for these. */
  readonly seats?: readonly number[];
}

export type OptionField =
  | (FieldBase & { readonly kind: 'boolean'; readonly default: boolean })
  | (FieldBase & {
      readonly kind: 'choice';
      readonly default: string | number;
      readonly choices: readonly { readonly value: string | number; readonly label: Message }[];
    })
  /** A seat number (0-based), labelled "Seat 1"… in the form. */
  | (FieldBase & { readonly kind: 'seat'; readonly default: number });

export type OptionFields = Readonly<Record<string, FieldValue>>;

/** Print settings for a game's one-page sheet. */
export interface PrintSettings {
  /** The most pages the sheet may print on (A4 or Letter). */
  readonly pages: 1 | 2;
  /** Whether the sheet shows the three pairs of suits that never share a card. */
  readonly suitPairs: boolean;
}

/**
 * A game at the play table: everything the play runtime needs (the engine, the options, the words), without
 * the game's teaching or its computer player. A play page loads only this (src/engine/<game>/play.ts): the
 * computer thinks in its worker, and the learn page gives the guided game to its island as a prop.
 */
export interface PlayDefinition<S = unknown, M = unknown, O = unknown, V = unknown, E = unknown> {
  readonly id: string;
  readonly title: string;
  /** "Greg James" */
  readonly designer: string;
  /** The credit line for the original rules. */
  readonly licence: string;
  /** What one play-through is called on the page: "game" or "match". */
  readonly noun: Noun;
  /** Seat counts the site offers (a subset of what the engine allows), and the default. */
  readonly seats: { readonly min: number; readonly max: number; readonly default: number };
  readonly module: GameModule<S, M, O, V, E>;
  /**
   * The computer player at each level, loaded the first time it is asked (the game's levels.ts, as
   * `import('./levels')`): a play page does not load it with its table, and Strong thinks in its worker.
   * The page loads this only if the worker fails; Gentle and Normal come from `loadQuick`.
   */
  readonly loadComputers: () => Promise<{ readonly computers: Readonly<Record<Level, Computer<V, M>>> }>;
  /** The levels a play page runs itself, Gentle and Normal, without Strong's search (the game's quick.ts, as `import('./quick')`). */
  readonly loadQuick: () => Promise<{ readonly computers: QuickComputers<V, M> }>;
  /** The options as data, for the New game form and the link codec. Players are not a field: seats are. */
  readonly optionFields: readonly OptionField[];
  /**
   * Options the deal itself decides, applied to every new deal and every link's options (Ferret: who
   * plays first is drawn from the seed, so a link to a deal replays it exactly). Absent: none.
   */
  readonly seeded?: (options: O, seed: string) => O;
  /** The options as flat fields (every field's key present). */
  toFields(options: O): OptionFields;
  /** The input to `module.parseOptions` for these fields and seat count. */
  fromFields(fields: OptionFields, players: number): unknown;
  /**
   * An event as a message (the screen's words say it, with the seats' names and the seat spoken to as
   * "you"). `state` is the game now (Ferret names a lay-off's set from it), when there is one.
   */
  describe(event: E, state?: S): Message;
  /**
   * Why an event happened: the rules it follows, each with the facts that made it fire and its section
   * of the page. `event` is the event as the reader may see it (`viewEvent` first); `before` and `after`
   * are the game around the move it belongs to, read for public facts only (trick cards, tableaux,
   * sets, the Court, scores), so an explanation never names a card hidden from the reader.
   */
  explain(event: E, before: S, after: S): readonly Explanation[];
  /** What the seat whose view this is may do now, and what each would do: from the view only. Empty when it is not their move. */
  hints(view: V): readonly Hint[];
  /** The cards an event is about, to mark on the table while it is shown. */
  eventCards(event: E): readonly CardId[];
  /** An event as a seat may see it (hidden cards removed); -1 for a screen shared by several people. */
  viewEvent(event: E, seat: number): E;
  /** Why an event that revealed something forbids undo, in a few words: "a card was drawn". */
  undoBlockedBy(event: E): Message;
  /** How many scored hands or rounds a state has: the play shell shows each one's summary in turn. */
  summaries(state: S): number;
  /**
   * The rules in a line or two for the table's sidebar: how a turn goes and how the game is won, right
   * under these options (tests/unit/reminders.test.ts holds every option combination to the engine's scoring).
   */
  reminder(options: O): Message;
  /** The end of the game in a sentence: "Game over. Sam wins, 18 to 12." */
  result(outcome: Outcome): Message;
  /** For the teaching switch: the next cards to come, in order, and where they come from ("the draw pile"). */
  upcoming(state: S): { readonly cards: readonly CardId[]; readonly what: Message };
  readonly print: PrintSettings;
}

/** A game's full definition: its play table's part, its teaching and its computer player. */
export interface GameDefinition<S = unknown, M = unknown, O = unknown, V = unknown, E = unknown> extends PlayDefinition<S, M, O, V, E> {
  readonly examples: readonly Example[];
  /** The moves a reader may try at an example's question, and what each does (see ExampleTries). */
  readonly exampleTries: ExampleTries<S, M>;
  /** "Your first game, guided": a short scripted game the coach walks a newcomer through (src/engine/<game>/guided.ts). */
  readonly guided: GuidedGame;
  /**
   * The computer player at each level (src/engine/core/search.ts): a move from a seat's view only, with
   * randomness only from the seed. Strong searches within a budget (tries and/or milliseconds).
   */
  readonly computers: Readonly<Record<Level, Computer<V, M>>>;
}

/** An on/off option, off unless chosen. */
export const flagField = (key: string, param: string, label: Message): OptionField => ({ key, param, label, kind: 'boolean', default: false });

/** A choice among values, each given as [value, label]; `seats`, when given, the seat counts it applies to. */
export function choiceField(
  key: string,
  param: string,
  label: Message,
  byDefault: string | number,
  choices: readonly (readonly [string | number, Message])[],
  seats?: readonly number[],
): OptionField {
  return {
    key,
    param,
    label,
    kind: 'choice',
    default: byDefault,
    choices: choices.map(([value, text]) => ({ value, label: text })),
    ...(seats ? { seats } : {}),
  };
}

/**
 * A game's full definition from its folder's files: the play table's part (play.ts), the computer at each
 * level (levels.ts), and its teaching (examples.ts and guided.ts: the examples, the moves a reader may
 * try at their questions, the guided game).
 */
export function gameDefinition<S, M, O, V, E>(
  play: PlayDefinition<S, M, O, V, E>,
  p: {
    readonly computers: Readonly<Record<Level, Computer<V, M>>>;
    readonly examples: readonly Example[];
    readonly tries: ExampleTries<S, M>;
    readonly guided: GuidedGame;
  },
): GameDefinition<S, M, O, V, E> {
  return { ...play, computers: p.computers, examples: p.examples, exampleTries: p.tries, guided: p.guided };
}

/** What a game's files give its play definition under the same names in every folder: describe.ts, explain.ts, events.ts and view.ts. */
export interface DefinitionParts<S, V, E> {
  readonly describeEvent: (event: E, state?: S) => Message;
  readonly explainEvent: (event: E, before: S, after: S) => readonly Explanation[];
  readonly hintsFor: (view: V) => readonly Hint[];
  readonly eventCards: (event: E) => readonly CardId[];
  readonly viewEvent: (event: E, seat: number) => E;
}

/** The words of a play definition, from the functions its folder names the same way in every game. */
export function definitionParts<S, V, E>(
  p: DefinitionParts<S, V, E>,
): Pick<PlayDefinition<S, unknown, unknown, V, E>, 'describe' | 'explain' | 'hints' | 'eventCards' | 'viewEvent'> {
  return {
    describe: (e, state) => p.describeEvent(e, state),
    explain: p.explainEvent,
    hints: (v) => p.hintsFor(v),
    eventCards: p.eventCards,
    viewEvent: p.viewEvent,
  };
}

/** Any game's definition, for code that loops over games. */
export type AnyGameDefinition = GameDefinition<any, any, any, any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The query string (without "?") for a deal: seed, seats and every option that differs from its default. */
export function encodeOptions<O>(def: Pick<GameDefinition<unknown, unknown, O>, 'optionFields' | 'toFields' | 'seats'>, options: O, players: number): string {
  const fields = def.toFields(options);
  const q = new URLSearchParams();
  if (def.seats.min !== def.seats.max) q.set('players', String(players));
  for (const f of def.optionFields) {
    const v = fields[f.key];
    if (v === undefined || v === f.default) continue;
    if (f.seats && !f.seats.includes(players)) continue;
    q.set(f.param, f.kind === 'boolean' ? (v ? '1' : '0') : String(v));
  }
  return q.toString();
}

/** Reads the seat count and options from a link's query, or says in a message what is wrong. */
export function decodeOptions<O>(
  def: Pick<GameDefinition<unknown, unknown, O>, 'optionFields' | 'fromFields' | 'seats' | 'module' | 'title'>,
  params: URLSearchParams,
): Result<{ players: number; options: O }, Message> {
  const rawPlayers = params.get('players');
  let players = def.seats.default;
  if (rawPlayers !== null) {
    if (!/^\d{1,2}$/.test(rawPlayers)) return err(msg('core.link.players-nan', { raw: rawPlayers.slice(0, 20) }));
    players = Number(rawPlayers);
  }
  if (players < def.seats.min || players > def.seats.max)
    return err(
      def.seats.min === def.seats.max
        ? msg('core.link.players-exactly', { game: def.title, n: def.seats.min })
        : msg('core.link.players-between', { game: def.title, min: def.seats.min, max: def.seats.max }),
    );
  const fields: Record<string, FieldValue> = {};
  for (const f of def.optionFields) {
    const raw = params.get(f.param);
    if (raw === null || (f.seats && !f.seats.includes(players))) {
      fields[f.key] = f.default;
      continue;
    }
    if (f.kind === 'boolean') {
      if (raw !== '1' && raw !== '0') return err(msg('core.link.flag', { option: f.label, raw: raw.slice(0, 20) }));
      fields[f.key] = raw === '1';
    } else if (f.kind === 'seat') {
      const n = /^\d{1,2}$/.test(raw) ? Number(raw) : NaN;
      if (!(n >= 0 && n < players)) return err(msg('core.link.seat', { option: f.label, last: players - 1 }));
      fields[f.key] = n;
    } else {
      const choice = f.choices.find((c) => String(c.value) === raw);
      if (!choice) return err(msg('core.link.choice', { option: f.label, raw: raw.slice(0, 20) }));
      fields[f.key] = choice.value;
    }
  }
  const parsed = def.module.parseOptions(def.fromFields(fields, players));
  // The engine's own reason (a PositionError, in English: a link the site makes never has one) goes in as it is.
  if (!parsed.ok) return err(parsed.error[0] ? msg('core.text', { text: parsed.error[0].message }) : msg('core.link.options'));
  return ok({ players, options: parsed.value });
}

/** The fields the New game form offers for a seat count. */
export const fieldsFor = (fields: readonly OptionField[], players: number): OptionField[] => fields.filter((f) => !f.seats || f.seats.includes(players));

/** What one plays of a game (a game of Ferret, a match of Hermit), and more than one. */
export type Noun = 'game' | 'match';
/** The noun as a message ("game", "match"; "partida"), for a sentence's `{noun}`, or as words with `phrase`. */
export const nounWord = (noun: Noun): Message => msg('core.noun.one', { noun });
/** The noun in the plural, as a message ("games", "matches"). */
export const plural = (noun: Noun): Message => msg('core.noun.many', { noun });

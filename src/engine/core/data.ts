/**
 * A game's facts and words as data: the JSON files beside its engine (meta.json, sheet.json), read
 * through the loaders here; its examples.json and guided.json are read by ./example-data.ts with the
 * same readers. Each loader checks its file's shape and throws, naming
 * the file's game and the field, when a field is missing or of the wrong kind, so a slip in a data file
 * stops the build instead of reaching a page. (A Vitest test reads every game's files through them too.)
 */
import type { GameDefinition } from './definition';
import { isObject } from './position';

/** A game's plain facts (meta.json): what its definition spreads in, and what lists of games show. */
export interface GameMeta extends Pick<GameDefinition, 'id' | 'title' | 'designer' | 'licence' | 'noun' | 'seats' | 'print'> {
  /** One sentence for the home page's list, after the title and seats: "a trick game where…". */
  readonly blurb: string;
  /** The home page's link to the play page: "Play it", "Play a match". */
  readonly playLink: string;
  /** The home page's words after that link: "against the computer or a friend at this screen". */
  readonly playWith: string;
  /** The teachers' page: the order to learn it in, how long it takes, what it teaches. */
  readonly teach: { readonly order: number; readonly players: string; readonly time: string; readonly teaches: string };
  /** The rules page's opening summary, one screen: the goal, a turn, and the end, in a sentence or three each. */
  readonly summary: { readonly goal: string; readonly turn: string; readonly end: string };
}

export interface SheetSection {
  readonly heading: string;
  readonly text?: string;
  readonly points?: readonly string[];
}

export interface SheetPicture {
  readonly example: string;
  /** 1-based step pictured before and after it, with its caption (src/print/pictures.ts). */
  readonly step: number;
}

/** A game's print sheet text (sheet.json): the rest of the sheet (title, page, pages, suit pairs) is its meta. */
export interface GameSheet {
  readonly byline: string;
  readonly intro: string;
  readonly sections: readonly SheetSection[];
  readonly pictures: readonly SheetPicture[];
  /** Show the six suits with their shapes and colours in words (for games where suits matter). */
  readonly suitKey: boolean;
}

type Json = Readonly<Record<string, unknown>>;

/** Reads one data file's fields, naming the file and the field in every complaint (also for ./example-data.ts). */
export function fieldReaders(file: string) {
  const fail = (path: string, want: string): never => {
    throw new Error(`${file}: ${path} should be ${want}`);
  };
  const obj = (v: unknown, path: string): Json => (isObject(v) ? v : fail(path, 'an object'));
  const str = (v: unknown, path: string): string => (typeof v === 'string' ? v : fail(path, 'a string'));
  /** Prose: a string, or a list of strings (a long text in lines, so no line of the file is long) joined by spaces. */
  const prose = (v: unknown, path: string): string =>
    Array.isArray(v) && v.length > 0 && v.every((x) => typeof x === 'string')
      ? v.join(' ')
      : typeof v === 'string'
        ? v
        : fail(path, 'a string or a list of strings');
  const int = (v: unknown, path: string): number => (Number.isInteger(v) ? (v as number) : fail(path, 'a whole number'));
  const num = (v: unknown, path: string): number => (typeof v === 'number' && Number.isFinite(v) ? v : fail(path, 'a number'));
  const bool = (v: unknown, path: string): boolean => (typeof v === 'boolean' ? v : fail(path, 'true or false'));
  const list = (v: unknown, path: string): readonly unknown[] => (Array.isArray(v) ? v : fail(path, 'a list'));
  const oneOf = <T extends string | number>(v: unknown, path: string, values: readonly T[]): T =>
    values.includes(v as T) ? (v as T) : fail(path, `one of ${values.join(', ')}`);
  return { fail, obj, str, prose, int, num, bool, list, oneOf };
}

/** The readers, with the file's root, which must be an object. */
function reader(file: string, x: unknown) {
  const read = fieldReaders(file);
  return { root: read.obj(x, 'the file'), ...read };
}

/**
 * The facts a play page needs from a game's meta.json (its play definition's): read without the checks,
 * which the build makes of every meta.json (src/engine/catalog.ts reads each through `gameMeta`), so a play
 * page loads neither the checks nor the file's prose.
 */
export const playFacts = (m: unknown): Pick<GameMeta, 'id' | 'title' | 'designer' | 'licence' | 'noun' | 'seats' | 'print'> => {
  const { id, title, designer, licence, noun, seats, print } = m as GameMeta;
  return { id, title, designer, licence, noun, seats, print };
};

/** A game's meta.json, checked. */
export function gameMeta(file: string, x: unknown): GameMeta {
  const { root: m, obj, str, prose, int, bool, oneOf, fail } = reader(file, x);
  const seats = obj(m.seats, 'seats');
  const [min, max, byDefault] = [int(seats.min, 'seats.min'), int(seats.max, 'seats.max'), int(seats.default, 'seats.default')];
  if (min > byDefault || byDefault > max) fail('seats', 'min ≤ default ≤ max');
  const print = obj(m.print, 'print');
  const teach = obj(m.teach, 'teach');
  const summary = obj(m.summary, 'summary');
  return {
    id: str(m.id, 'id'),
    title: str(m.title, 'title'),
    designer: str(m.designer, 'designer'),
    licence: str(m.licence, 'licence'),
    noun: oneOf(m.noun, 'noun', ['game', 'match'] as const),
    seats: { min, max, default: byDefault },
    print: { pages: oneOf(print.pages, 'print.pages', [1, 2] as const), suitPairs: bool(print.suitPairs, 'print.suitPairs') },
    blurb: prose(m.blurb, 'blurb'),
    playLink: str(m.playLink, 'playLink'),
    playWith: prose(m.playWith, 'playWith'),
    teach: {
      order: int(teach.order, 'teach.order'),
      players: str(teach.players, 'teach.players'),
      time: str(teach.time, 'teach.time'),
      teaches: prose(teach.teaches, 'teach.teaches'),
    },
    summary: { goal: prose(summary.goal, 'summary.goal'), turn: prose(summary.turn, 'summary.turn'), end: prose(summary.end, 'summary.end') },
  };
}

/** A game's sheet.json, checked. */
export function gameSheet(file: string, x: unknown): GameSheet {
  const { root: s, obj, str, prose, int, bool, list, fail } = reader(file, x);
  const sections = list(s.sections, 'sections').map((v, i): SheetSection => {
    const at = `sections[${i}]`;
    const section = obj(v, at);
    const heading = str(section.heading, `${at}.heading`);
    if (section.text === undefined && section.points === undefined) fail(at, 'given a text or points');
    return {
      heading,
      ...(section.text === undefined ? {} : { text: prose(section.text, `${at}.text`) }),
      ...(section.points === undefined ? {} : { points: list(section.points, `${at}.points`).map((p, j) => prose(p, `${at}.points[${j}]`)) }),
    };
  });
  const pictures = list(s.pictures, 'pictures').map((v, i): SheetPicture => {
    const picture = obj(v, `pictures[${i}]`);
    return { example: str(picture.example, `pictures[${i}].example`), step: int(picture.step, `pictures[${i}].step`) };
  });
  return { byline: str(s.byline, 'byline'), intro: prose(s.intro, 'intro'), sections, pictures, suitKey: bool(s.suitKey, 'suitKey') };
}

export { ruleKeys } from './rule-keys';

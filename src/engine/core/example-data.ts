/**
 * A game's examples (examples.json) and guided game (guided.json) as data, read the way its other data
 * files are (./data.ts): the loaders check every field the types have (./example.ts, ./guided.ts) and its
 * kind, refuse a field they do not have (a misspelt optional field would otherwise be lost without a
 * word), and throw naming the file, the example (by id) or step, and the field. They read the site's own
 * files when a module imports them, at build and in the tests; a reader's example goes through
 * `parseExample` (core/example-parse.ts) instead, which answers with sentences and never throws.
 *
 * The files are the types written as JSON, but for two things: a rule is written as its key in the game's
 * rules.json ("rule": "demand") and read against the game's `RULES`; and a long text (an intro, a caption,
 * a coach's line) may be a list of strings, joined with spaces, so that no line of the file is long.
 */
import { isCardId, type CardId } from '../deck';
import { fieldReaders } from './data';
import type { Example, ExampleAsk, ExampleChecks, ExampleChoice, ExampleStep } from './example';
import type { RuleRef } from './game';
import type { GuidedGame, GuidedStep } from './guided';

type Rules = Readonly<Record<string, RuleRef>>;
type Json = Readonly<Record<string, unknown>>;
type Read<T> = (v: unknown, path: string) => T;

/**
 * The fields of each kind of object, as records the type checker holds to the types: a field added to a
 * type and not here, or here and not in the type, fails the type check. (`custom` marks a reader's own
 * example, never the site's.)
 */
const EXAMPLE: Record<Exclude<keyof Example, 'custom'>, true> = {
  id: true,
  game: true,
  title: true,
  rule: true,
  seat: true,
  names: true,
  setup: true,
  intro: true,
  introHighlight: true,
  steps: true,
  leftOut: true,
};
const STEP: Record<keyof ExampleStep, true> = { move: true, caption: true, highlight: true, ask: true, upTo: true, expect: true };
const ASK: Record<keyof ExampleAsk, true> = { prompt: true, goal: true, target: true, moves: true, choices: true };
const CHOICE: Record<keyof ExampleChoice, true> = { label: true, right: true, why: true };
const CHECKS: Record<keyof ExampleChecks, true> = { zones: true, scores: true, facts: true };
const GUIDED: Record<keyof GuidedGame, true> = { players: true, seat: true, position: true, steps: true, end: true };
const GUIDED_STEP: Record<keyof GuidedStep, true> = { move: true, say: true, rule: true, mark: true, because: true, expect: true, also: true };
const END: Record<keyof GuidedGame['end'], true> = { say: true, rule: true, expect: true };

/** A card id as examples write it: "6SY", or a copy from a second deck, "6SY#2" (Jigger). */
const isCard = (x: unknown): x is CardId => typeof x === 'string' && /^[^#]+(#\d{1,2})?$/.test(x) && isCardId(x.split('#')[0] as string);

/** The readers of one file, or of one example in it (`at` names the file, and the example). */
function readers(at: string, rules: Rules) {
  const read = fieldReaders(at);
  const { fail, obj, str, int, num, list, oneOf } = read;
  const field = (path: string, key: string) => (path ? `${path}.${key}` : key);
  /** An object with only these fields. */
  const only = (v: unknown, path: string, fields: Readonly<Record<string, true>>): Json => {
    const o = obj(v, path || 'the file');
    const known = Object.keys(fields);
    const stray = Object.keys(o).find((key) => !known.includes(key));
    if (stray !== undefined) throw new Error(`${at}: ${field(path, stray)} is not a field here (the fields are ${known.join(', ')})`);
    return o;
  };
  /** An optional field: absent, or read. */
  const opt = <K extends string, T>(o: Json, key: K, path: string, readIt: Read<T>) =>
    (o[key] === undefined ? {} : { [key]: readIt(o[key], field(path, key)) }) as { [P in K]?: T };
  const card: Read<CardId> = (v, path) => (isCard(v) ? v : fail(path, 'a card id (such as 6SY for the Penitent)'));
  const cards: Read<CardId[]> = (v, path) => list(v, path).map((c, i) => card(c, `${path}[${i}]`));
  const strings: Read<string[]> = (v, path) => list(v, path).map((s, i) => str(s, `${path}[${i}]`));
  const texts: Read<Record<string, string>> = (v, path) => Object.fromEntries(Object.entries(obj(v, path)).map(([k, s]) => [k, str(s, `${path}.${k}`)]));
  const rule: Read<RuleRef> = (v, path) => rules[oneOf(v, path, Object.keys(rules))] as RuleRef;
  const seatOf = (v: unknown, path: string, seats: number): number => {
    const seat = int(v, path);
    return seat >= 0 && seat < seats ? seat : fail(path, `a seat from 0 to ${seats - 1}`);
  };
  const checks: Read<ExampleChecks> = (v, path) => {
    const c = only(v, path, CHECKS);
    const zones = (z: unknown, p: string) => {
      const byCard = texts(z, p);
      for (const id of Object.keys(byCard)) if (!isCard(id)) fail(`${p}.${id}`, 'named by a card id (such as 6SY for the Penitent)');
      return byCard;
    };
    return {
      ...opt(c, 'zones', path, zones),
      ...opt(c, 'scores', path, (s, p) => list(s, p).map((n, i) => num(n, `${p}[${i}]`))),
      ...opt(c, 'facts', path, texts),
    };
  };
  return { ...read, only, opt, card, cards, strings, rule, seatOf, checks };
}

type Readers = ReturnType<typeof readers>;

function exampleStep(r: Readers, v: unknown, path: string): ExampleStep {
  const { only, opt, str, prose, int, bool, list, card, cards, strings, checks } = r;
  const s = only(v, path, STEP);
  const choice = (c: unknown, p: string): ExampleChoice => {
    const o = only(c, p, CHOICE);
    return { label: str(o.label, `${p}.label`), right: bool(o.right, `${p}.right`), why: prose(o.why, `${p}.why`) };
  };
  const ask = (a: unknown, p: string): ExampleAsk => {
    const o = only(a, p, ASK);
    return {
      prompt: prose(o.prompt, `${p}.prompt`),
      goal: checks(o.goal, `${p}.goal`),
      ...opt(o, 'target', p, card),
      ...opt(o, 'moves', p, strings),
      ...opt(o, 'choices', p, (cs, q) => list(cs, q).map((c, i) => choice(c, `${q}[${i}]`))),
    };
  };
  return {
    ...opt(s, 'move', path, str),
    caption: prose(s.caption, `${path}.caption`),
    ...opt(s, 'highlight', path, cards),
    ...opt(s, 'ask', path, ask),
    ...opt(s, 'upTo', path, int),
    ...opt(s, 'expect', path, checks),
  };
}

/** A game's examples.json, checked, with each example's rule read against the game's rules (`RULES`). */
export function exampleList(file: string, json: unknown, rules: Rules): Example[] {
  const top = readers(file, rules);
  const seen = new Set<string>();
  return top.list(json, 'the file').map((raw, i) => {
    const id = top.str(top.obj(raw, `[${i}]`).id, `[${i}].id`);
    if (!/^[a-z0-9-]+$/.test(id)) top.fail(`[${i}].id`, 'small letters, digits and hyphens');
    if (seen.has(id)) top.fail(`[${i}].id`, `an id no other example has (“${id}” is taken)`);
    seen.add(id);
    const r = readers(`${file}: ${id}`, rules);
    const { only, opt, str, prose, obj, list, fail, rule, seatOf, strings, cards } = r;
    const e = only(raw, '', EXAMPLE);
    const names = strings(e.names, 'names');
    const steps = list(e.steps, 'steps');
    if (steps.length === 0) fail('steps', 'a list of at least one step');
    return {
      id,
      game: str(e.game, 'game'),
      title: str(e.title, 'title'),
      rule: rule(e.rule, 'rule'),
      seat: seatOf(e.seat, 'seat', names.length),
      names,
      ...opt(e, 'leftOut', '', prose),
      setup: obj(e.setup, 'setup'),
      intro: prose(e.intro, 'intro'),
      ...opt(e, 'introHighlight', '', cards),
      steps: steps.map((s, j) => exampleStep(r, s, `steps[${j}]`)),
    };
  });
}

/** The fields of an example that may be written as a list of lines. */
const PROSE = new Set(['intro', 'leftOut', 'caption', 'prompt', 'why']);

/**
 * A game's examples.json as a page reads it: each rule's key read against the game's rules and each text
 * written as lines joined, without the checks, which would weigh on every page with an example. The
 * checks are `exampleList`'s, run by the tests over every game's file (tests/unit/game-data.test.ts holds
 * the two readings to the same examples), so a page never reads a file the checks refuse.
 */
export function examplesAsWritten(json: unknown, rules: Rules): Example[] {
  const read = (v: unknown, key: string): unknown =>
    key === 'rule' && typeof v === 'string'
      ? rules[v]
      : PROSE.has(key) && Array.isArray(v)
        ? v.join(' ')
        : Array.isArray(v)
          ? v.map((x) => read(x, ''))
          : v !== null && typeof v === 'object'
            ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, k === 'setup' ? x : read(x, k)]))
            : v;
  return read(json, '') as Example[];
}

/** A game's guided.json, checked, with its rules read against the game's rules (`RULES`). */
export function guidedGame(file: string, json: unknown, rules: Rules): GuidedGame {
  const { only, opt, str, prose, int, obj, list, fail, rule, seatOf, strings, cards, checks } = readers(file, rules);
  const g = only(json, '', GUIDED);
  const players = int(g.players, 'players');
  const steps = list(g.steps, 'steps');
  if (steps.length === 0) fail('steps', 'a list of at least one move');
  const step = (v: unknown, path: string): GuidedStep => {
    const s = only(v, path, GUIDED_STEP);
    return {
      move: str(s.move, `${path}.move`),
      ...opt(s, 'say', path, prose),
      ...opt(s, 'rule', path, rule),
      ...opt(s, 'mark', path, cards),
      ...opt(s, 'because', path, prose),
      ...opt(s, 'expect', path, checks),
      ...opt(s, 'also', path, strings),
    };
  };
  const end = only(g.end, 'end', END);
  return {
    players,
    seat: seatOf(g.seat, 'seat', players),
    position: obj(g.position, 'position'),
    steps: steps.map((s, i) => step(s, `steps[${i}]`)),
    end: { say: prose(end.say, 'end.say'), rule: rule(end.rule, 'end.rule'), ...opt(end, 'expect', 'end', checks) },
  };
}

/**
 * An example island's props on a page: the example's id and the example itself. Thrown at build time when
 * the game has no such example, so a page cannot ship an island with nothing to show.
 */
export function exampleProps(list: readonly Example[], id: string): { example: string; data: Example } {
  const data = list.find((e) => e.id === id);
  if (!data) throw new Error(`There is no example called “${id}” (there are: ${list.map((e) => e.id).join(', ')}).`);
  return { example: id, data };
}

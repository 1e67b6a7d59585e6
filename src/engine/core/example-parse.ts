/**
 * Examples written by someone else (a blogger's, in an embed), read from JSON text: every problem a sentence
 * that says where it is. Apart from the site's own examples (core/example.ts), which rules pages load: only the
 * embed reads text.
 */
import { isCardId, type CardId } from '../deck';
import type { GameModule, IllegalMove } from './game';
import { err, ok, type Result } from './result';
import { exampleFrames, refusalForAuthors, type Example, type ExampleAsk, type ExampleChecks, type ExampleFrame, type ExampleStep } from './example';

/**
 * Where in the text JSON.parse gave up: from its message when it says, or else the shortest start of the
 * text that fails for a reason other than ending too soon (a parse fails there whatever follows).
 */
function jsonErrorAt(text: string, message: string): number | null {
  const at = /position (\d+)/.exec(message);
  if (at) return Number(at[1]);
  const failsBeforeEnd = (n: number) => {
    try {
      JSON.parse(text.slice(0, n));
      return false;
    } catch (e) {
      // Running out of text is not the error we are looking for: it fails at (or past) the cut.
      const m = e instanceof Error ? e.message : '';
      const pos = /position (\d+)/.exec(m);
      return !/end of JSON input|Unterminated string/.test(m) && !(pos && Number(pos[1]) >= n);
    }
  };
  let lo = 1;
  let hi = text.length;
  if (!failsBeforeEnd(hi)) return null;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (failsBeforeEnd(mid)) hi = mid;
    else lo = mid + 1;
  }
  return lo - 1;
}

/** A question for the reader in a custom example: a prompt, the goal as checks, and the card it is about. */
function parseAsk(raw: unknown, path: string, errors: string[]): ExampleAsk | null {
  if (raw === undefined) return null;
  if (!isObject(raw) || typeof raw.prompt !== 'string' || !isObject(raw.goal)) {
    errors.push(`${path} should be { "prompt": "…", "goal": { "zones": { "6SY": "tableau:0" } }, "target": "6MW" }.`);
    return null;
  }
  const goal = raw.goal;
  const stringMap = (v: unknown) => v === undefined || (isObject(v) && Object.values(v).every((x) => typeof x === 'string'));
  if (
    !stringMap(goal.zones) ||
    !stringMap(goal.facts) ||
    !(goal.scores === undefined || (Array.isArray(goal.scores) && goal.scores.every((x) => typeof x === 'number')))
  ) {
    errors.push(`${path}.goal may hold "zones" and "facts" (names to text) and "scores" (a list of numbers).`);
    return null;
  }
  if (raw.target !== undefined && !isCard(raw.target)) {
    errors.push(`${path}.target should be a card id (such as 6SY for the Penitent).`);
    return null;
  }
  return { prompt: raw.prompt, goal: goal as ExampleChecks, ...(typeof raw.target === 'string' ? { target: raw.target } : {}) };
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** A card id as examples write it: "6SY", or a copy from a second deck, "6SY#2" (Jigger). */
const isCard = (x: unknown): x is CardId => typeof x === 'string' && /^[^#]+(#\d{1,2})?$/.test(x) && isCardId(x.split('#')[0] as string);

/** Names JavaScript gives every object ("toString", "__proto__"…): never a field of an example, and a trap if read as one. */
const RESERVED = new Set(Object.getOwnPropertyNames(Object.prototype));
const MAX_DEPTH = 16;

/**
 * Is this plain data all the way down (text, numbers, true/false, null, lists, objects), with no
 * reserved names and not absurdly deep? The first problem found, with where it is, goes in `errors`.
 * Engines read positions after this, so nothing in a position can turn into code ("toString": 1).
 */
function plainData(v: unknown, path: string, errors: string[], depth = 0): boolean {
  if (depth > MAX_DEPTH) return (errors.push(`${path || 'The example'} is nested too deeply.`), false);
  if (v === null || typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v))) return true;
  if (Array.isArray(v)) return v.every((x, i) => plainData(x, `${path}[${i}]`, errors, depth + 1));
  if (typeof v !== 'object') return (errors.push(`${path || 'The example'} is not plain data.`), false);
  for (const key of Object.keys(v)) {
    const here = path ? `${path}.${key}` : key;
    if (RESERVED.has(key))
      return (
        errors.push(`${path || 'The example'} has a field called “${key}”, which no example uses${path ? ' (a card is written as text, such as "6SY")' : ''}.`),
        false
      );
    if (!plainData((v as Record<string, unknown>)[key], here, errors, depth + 1)) return false;
  }
  return true;
}

/**
 * An example written by someone else (a blogger's), from JSON text, in the same format as the site's
 * own: checked field by field, then replayed through the engine. Every problem is a sentence that says
 * where it is ("line 4", "steps[2].caption", "step 3 (6SY>6MW)") and, for an illegal move, which rule.
 */
export function parseExample<S, M>(
  game: Pick<GameModule<S, M, unknown, unknown, unknown>, 'id' | 'title' | 'fromPosition' | 'parseMove' | 'apply'>,
  text: string,
  refusal: (e: IllegalMove) => string = refusalForAuthors,
): Result<Example, string[]> {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    const at = jsonErrorAt(text, message);
    const line = at === null ? null : text.slice(0, at).split('\n').length;
    return err([
      `The example is not valid JSON${line ? ` (line ${line})` : ''}: ${message.replace(/^JSON\.parse: /, '').replace(/, "[\s\S]*" is not valid JSON$/, '')}.`,
    ]);
  }
  if (!isObject(raw)) return err(['The example should be a JSON object with setup and steps.']);
  const errors: string[] = [];
  if (!plainData(raw, '', errors)) return err(errors);
  const text_ = (key: string, fallback?: string): string => {
    const v = raw[key];
    if (v === undefined && fallback !== undefined) return fallback;
    if (typeof v !== 'string' || v.trim() === '') errors.push(`“${key}” should be some text.`);
    return typeof v === 'string' ? v : '';
  };
  const title = text_('title', 'An example');
  const intro = text_('intro', '');
  const names =
    raw.names === undefined
      ? ['You', 'Sam', 'Mia', 'Leo', 'Ivy']
      : Array.isArray(raw.names) && raw.names.every((n) => typeof n === 'string')
        ? (raw.names as string[])
        : (errors.push('“names” should be a list of names, such as ["You", "Sam"].'), []);
  const seat =
    raw.seat === undefined
      ? 0
      : Number.isInteger(raw.seat) && (raw.seat as number) >= 0
        ? (raw.seat as number)
        : (errors.push('“seat” should be a seat number: 0 for the first player.'), 0);
  if (!isObject(raw.setup)) errors.push('“setup” should describe the position, as an object (see the examples on the embed page).');
  if (raw.id !== undefined && !(typeof raw.id === 'string' && /^[a-z0-9-]{1,60}$/.test(raw.id)))
    errors.push('“id” should be a short name in small letters, digits and hyphens, such as "my-first-example".');
  const introHighlight =
    raw.introHighlight === undefined
      ? undefined
      : Array.isArray(raw.introHighlight) && raw.introHighlight.every(isCard)
        ? (raw.introHighlight as CardId[])
        : (errors.push('“introHighlight” should be a list of card ids (such as ["6SY", "6MW"]).'), undefined);
  const steps: ExampleStep[] = [];
  if (!Array.isArray(raw.steps) || raw.steps.length === 0)
    errors.push('“steps” should be a list of at least one step, each with a caption and usually a move.');
  else
    raw.steps.forEach((st: unknown, i) => {
      if (!isObject(st)) return void errors.push(`steps[${i}] should be an object with “caption” and “move”.`);
      if (typeof st.caption !== 'string' || st.caption.trim() === '') errors.push(`steps[${i}].caption should be some text.`);
      if (st.move !== undefined && typeof st.move !== 'string') errors.push(`steps[${i}].move should be a move written in ${game.title}’s notation.`);
      if (st.highlight !== undefined && !(Array.isArray(st.highlight) && st.highlight.every(isCard)))
        errors.push(`steps[${i}].highlight should be a list of card ids (such as ["6SY", "6MW"]).`);
      const ask = parseAsk(st.ask, `steps[${i}].ask`, errors);
      steps.push({
        caption: typeof st.caption === 'string' ? st.caption : '',
        ...(typeof st.move === 'string' ? { move: st.move } : {}),
        ...(Array.isArray(st.highlight) ? { highlight: st.highlight as string[] } : {}),
        ...(ask ? { ask } : {}),
      });
    });
  if (errors.length) return err(errors);
  const example: Example = {
    id: typeof raw.id === 'string' && /^[a-z0-9-]{1,60}$/.test(raw.id) ? raw.id : 'custom',
    game: game.id,
    title,
    // The game's rules page as a whole: each game's catalogue titles it ("<game>.rule.rules").
    rule: { key: `${game.id}.rules` },
    seat,
    names,
    setup: raw.setup,
    intro: intro || title,
    ...(introHighlight ? { introHighlight } : {}),
    steps,
    custom: true,
  };
  let frames: Result<ExampleFrame<S>[], string>;
  try {
    frames = exampleFrames(game, example, refusal);
  } catch (e) {
    // The checks above should leave the engine nothing to trip on; if it does, say so in the same way.
    return err([`The example could not be read: ${e instanceof Error ? e.message : 'its set-up or moves are not what the game expects'}.`]);
  }
  if (!frames.ok) {
    // Point at the line of the step's move in the text, when it can be found.
    const step = /^step (\d+)/.exec(frames.error);
    const move = step ? steps[Number(step[1]) - 1]?.move : undefined;
    const at = move !== undefined ? text.indexOf(JSON.stringify(move)) : -1;
    const line = at >= 0 ? ` (line ${text.slice(0, at).split('\n').length})` : '';
    return err([`The example does not follow the rules of ${game.title}${line}: ${frames.error}`]);
  }
  return ok(example);
}

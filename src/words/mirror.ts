/**
 * A data file's prose in another language: a "mirror" of the English file (src/words/<game>/<kind>.<locale>.json)
 * that keeps only its text fields, translated, with arrays whole and in order ({} for an item with no text).
 * `mirrored` lays a mirror over the English value; `mirrorGaps` lists every text field a mirror lacks or
 * has in excess, so the catalogue test can hold each language to every text of every file.
 */

/** The text fields of each kind of data file, as paths with [] for "every item" (see /work/wt/I18N-BRIEF.md). */
export const TEXT_FIELDS = {
  examples: [
    '[].title',
    // The seats' names, item by item: a mirror may leave them out (most are names: Sam, Mia), or translate one ("Dad").
    '[].names[]',
    '[].intro',
    '[].leftOut',
    '[].steps[].caption',
    '[].steps[].ask.prompt',
    '[].steps[].ask.choices[].label',
    '[].steps[].ask.choices[].why',
  ],
  guided: ['steps[].say', 'steps[].because', 'end.say'],
  meta: ['licence', 'blurb', 'playLink', 'playWith', 'teach.players', 'teach.time', 'teach.teaches', 'summary.goal', 'summary.turn', 'summary.end'],
  sheet: ['byline', 'intro', 'sections[].heading', 'sections[].text', 'sections[].points[]'],
} as const;
export type MirrorKind = keyof typeof TEXT_FIELDS;

type Json = unknown;
const isText = (v: Json): v is string | readonly string[] =>
  typeof v === 'string' || (Array.isArray(v) && v.length > 0 && v.every((x) => typeof x === 'string'));
const prose = (v: string | readonly string[]): string => (typeof v === 'string' ? v : v.join(' '));
const isObj = (v: Json): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every text path present in a value, with its value ("[3].steps[0].caption"), following the kind's fields. */
function texts(v: Json, fields: readonly string[]): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (x: Json, rest: string, at: string) => {
    if (rest === '') {
      if (isText(x)) out.set(at, prose(x));
      return;
    }
    if (rest.startsWith('[]')) {
      if (Array.isArray(x)) x.forEach((item, i) => walk(item, rest.slice(2).replace(/^\./, ''), `${at}[${i}]`));
      return;
    }
    const m = /^([^.[]+)(.*)$/.exec(rest);
    if (!m || !isObj(x)) return;
    const key = m[1] as string;
    if (key in x) walk(x[key], (m[2] as string).replace(/^\./, ''), at ? `${at}.${key}` : key);
  };
  for (const f of fields) walk(v, f, '');
  return out;
}

/** What a mirror lacks ("missing: [2].intro") or has that English does not ("extra: …"). */
export function mirrorGaps(kind: MirrorKind, english: Json, over: Json): string[] {
  const a = texts(english, TEXT_FIELDS[kind]);
  const b = texts(over, TEXT_FIELDS[kind]);
  const optional = (k: string) => /\.names\[\d+\]$|^names\[\d+\]$/.test(k);
  return [
    ...[...a.keys()].filter((k) => !b.has(k) && !optional(k)).map((k) => `missing: ${k}`),
    ...[...b.keys()].filter((k) => !a.has(k)).map((k) => `extra: ${k}`),
  ];
}

/** Sets a text at a concrete path ("[3].steps[0].caption", "names[1]") in a copy of the value. */
function setAt(value: Json, path: string, text: string): Json {
  const m = /^(?:\[(\d+)\]|\.?([^.[]+))(.*)$/.exec(path);
  if (!m) return text;
  const rest = m[3] as string;
  if (m[1] !== undefined) {
    const i = Number(m[1]);
    if (!Array.isArray(value) || i >= value.length) return value;
    const copy = [...value];
    copy[i] = setAt(value[i], rest, text);
    return copy;
  }
  const key = m[2] as string;
  if (!isObj(value) || !(key in value)) return value;
  return { ...value, [key]: setAt(value[key], rest, text) };
}

/**
 * The value with the mirror's texts laid over it (prose joined), field by field as the kind names its text
 * fields (a list of names or points is laid item by item); fields the mirror lacks keep their English.
 * `root` is the kind's path to the value ("" for a whole file, "[]" for one item of a list of examples).
 */
export function mirrored<T>(kind: MirrorKind, value: T, over: Json, root = ''): T {
  const fields = TEXT_FIELDS[kind].map((f) => (root && f.startsWith(root) ? f.slice(root.length).replace(/^\./, '') : f));
  let out: Json = value;
  for (const [path, text] of texts(over, fields)) out = setAt(out, path, text);
  return out as T;
}

/**
 * One example (a file's item) with its mirror's item laid over it. "You" names the seat spoken to
 * (exampleYou) in every language: a seat the English calls "You" keeps that name, and the island says it
 * in the page's words. For the pages (./pages.ts) and the custom element's scripts (scripts/build-embed.mjs).
 */
export function mirroredExample<T extends { readonly names?: readonly string[] }>(english: T, over: Json): T {
  const laid = mirrored('examples', english, over, '[]');
  const names = english.names;
  return names && laid.names ? { ...laid, names: laid.names.map((n, i) => (names[i] === 'You' ? 'You' : n)) } : laid;
}

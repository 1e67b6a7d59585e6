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
  return [...[...a.keys()].filter((k) => !b.has(k)).map((k) => `missing: ${k}`), ...[...b.keys()].filter((k) => !a.has(k)).map((k) => `extra: ${k}`)];
}

/** The value with the mirror's texts laid over it (prose joined); fields the mirror lacks keep their English. */
export function mirrored<T>(value: T, over: Json): T {
  if (isText(over) && (typeof value === 'string' || isText(value as Json))) return prose(over) as T;
  if (Array.isArray(value) && Array.isArray(over)) return value.map((item, i) => (i < over.length ? mirrored(item, over[i]) : item)) as T;
  if (isObj(value as Json) && isObj(over)) {
    const out: Record<string, Json> = { ...(value as Record<string, Json>) };
    for (const [k, v] of Object.entries(over)) if (k in out) out[k] = mirrored(out[k], v);
    return out as T;
  }
  return value;
}

/**
 * The catalogues' template language: a small part of ICU MessageFormat, with the Decktet's own kinds.
 *
 *   {name}                         the parameter as it is (a number, a string, a message, a list of them)
 *   {n, plural, one {…} other {…}} by the language's plural rules; "=0 {…}" for an exact count; # is n
 *   {x, select, a {…} other {…}}   by the parameter's value
 *   {p, you, yes {…} other {…}}    "yes" when seat p is the one the screen speaks to as "you"
 *   {c, gender, m {…} f {…}}       by the grammatical gender of card c's name (or of suit c)
 *   {c, card}  {c, card, of}       a card's name in one of its forms: def (default), indef, bare, of, to
 *   {cs, cards}                    a list of cards, "the Sea and the End", in the same forms
 *   {p, seat}  {p, seat, poss}     a seat: its name, or "you" in the form asked (subj, obj, poss)
 *   {s, suit}  {s, suit, one}      a suit, plural or singular; {ss, suits} a list of them
 *   {r, rank}                      a rank: "Ace", "Crown", a number
 *   {k, rule}                      the title of one of the game's rule sections
 *   {xs, list}                     a list of parameters, each as {name} would show it, "a, b and c"
 *   {x, text, Cap}                 a parameter as {x} shows it, with a capital (a nested sentence that begins a clause)
 *
 * A form written with a capital ("Def", "Subj", "One") gives its words a capital letter; every whole
 * message also starts with one. There is no escaping: a catalogue's text never holds "{", "}" or "#"
 * outside this syntax (tests/unit/catalogues.test.ts parses every entry).
 */
import type { Message, Param } from '../engine/core/message';
import { isMessage } from '../engine/core/message';

export type Node = string | { readonly arg: string; readonly kind?: string; readonly form?: string; readonly cases?: Readonly<Record<string, Template>> } | '#';
export type Template = readonly Node[];

const KINDS_WITH_CASES = new Set(['plural', 'select', 'you', 'gender']);

/** A template's parse, or the reason it has none (naming where). */
export function parse(text: string): Template {
  let i = 0;
  const fail = (why: string): never => {
    throw new Error(`${why} at ${i} in “${text}”`);
  };
  const body = (inCase: boolean): Node[] => {
    const out: Node[] = [];
    let run = '';
    const flush = () => {
      if (run) out.push(run);
      run = '';
    };
    while (i < text.length) {
      const ch = text[i] as string;
      if (ch === '{') {
        flush();
        i++;
        out.push(argument());
      } else if (ch === '}') {
        if (!inCase) fail('a “}” with no “{”');
        break;
      } else if (ch === '#' && inCase) {
        flush();
        out.push('#');
        i++;
      } else {
        run += ch;
        i++;
      }
    }
    flush();
    return out;
  };
  const word = (): string => {
    while (text[i] === ' ') i++;
    const m = /^[\p{L}\p{N}_=.-]+/u.exec(text.slice(i));
    if (!m) fail('a name expected');
    i += (m as RegExpExecArray)[0].length;
    while (text[i] === ' ') i++;
    return (m as RegExpExecArray)[0];
  };
  const argument = (): Node => {
    const arg = word();
    if (text[i] === '}') {
      i++;
      return { arg };
    }
    if (text[i] !== ',') fail('“,” or “}” expected');
    i++;
    const kind = word();
    if (text[i] === '}') {
      i++;
      return { arg, kind };
    }
    if (text[i] !== ',') fail('“,” or “}” expected');
    i++;
    if (!KINDS_WITH_CASES.has(kind)) {
      const form = word();
      if (text[i] !== '}') fail('“}” expected');
      i++;
      return { arg, kind, form };
    }
    const cases: Record<string, Template> = {};
    while (i < text.length && text[i] !== '}') {
      const key = word();
      if (text[i] !== '{') fail(`“{” expected after case “${key}”`);
      i++;
      cases[key] = body(true);
      if (text[i] !== '}') fail('an unclosed case');
      i++;
      while (text[i] === ' ') i++;
    }
    if (text[i] !== '}') fail('an unclosed argument');
    i++;
    if (!('other' in cases) && kind !== 'gender' && kind !== 'you') fail(`“${kind}” needs an “other” case`);
    return { arg, kind, cases };
  };
  const t = body(false);
  if (i < text.length) fail('unexpected “}”');
  return t;
}

/** What a template needs from the language it is said in. */
export interface Speech {
  readonly locale: string;
  /** The template for a message id, or undefined when the catalogue has none. */
  template(id: string): Template | undefined;
  /** A card's name in a form (def, indef, bare, of, to), and its gender. */
  card(id: string, form: string): string;
  cardGender(id: string): string;
  suit(id: string, form: string): string;
  suitGender(id: string): string;
  rank(id: string): string;
  rule(key: string): string;
  /** A seat's words in a form (subj, obj, poss): its name, or "you" for the seat spoken to. */
  seat(seat: number, form: string): string;
  /** The seat spoken to as "you", or null on a shared screen. */
  readonly you: number | null;
  /** "a, b and c" in the language. */
  list(items: readonly string[]): string;
}

/** The first letter a capital, when the text's first letter or digit is a letter ("2 × 3 cards" stays as it is; "“abc”" → "“Abc”"). */
const capital = (s: string): string => s.replace(/^([^\p{L}\p{N}]*)(\p{L})/u, (_, pre: string, c: string) => pre + c.toLocaleUpperCase());
const capitalised = (form: string | undefined) => form !== undefined && /^\p{Lu}/u.test(form);
const lower = (form: string | undefined, byDefault: string) => (form === undefined ? byDefault : form.toLowerCase());

/** What is wrong with a message's parameter, naming the message: a programming error, found by the catalogue tests. */
function bad(id: string, arg: string, want: string): never {
  throw new Error(`“${id}”: “${arg}” should be ${want}`);
}

/** A message in words. A missing entry or parameter throws: the catalogue test finds every one before a reader could. */
export function say(speech: Speech, m: Message): string {
  return capital(run(speech, m.id, m.p ?? {}));
}

/** A message in words as a part of a sentence: no capital added. */
export function phrase(speech: Speech, m: Message): string {
  return run(speech, m.id, m.p ?? {});
}

function run(speech: Speech, id: string, p: Readonly<Record<string, Param>>): string {
  const t = speech.template(id);
  if (t === undefined) throw new Error(`no words for “${id}” in ${speech.locale}`);
  return render(speech, t, p, null, id);
}

function plain(speech: Speech, v: Param, id: string): string {
  if (v === null) return '';
  if (typeof v === 'number') return v.toLocaleString(speech.locale);
  if (typeof v === 'string') return v;
  if (typeof v === 'boolean') bad(id, 'a true/false parameter', 'chosen by select, not shown');
  if (isMessage(v)) return run(speech, v.id, v.p ?? {});
  return speech.list((v as readonly Param[]).map((x) => plain(speech, x, id)));
}

function render(speech: Speech, t: Template, p: Readonly<Record<string, Param>>, count: number | null, id: string): string {
  let out = '';
  for (const node of t) {
    if (node === '#') {
      out += count === null ? '#' : count.toLocaleString(speech.locale);
      continue;
    }
    if (typeof node === 'string') {
      out += node;
      continue;
    }
    const v = p[node.arg];
    if (v === undefined) bad(id, node.arg, 'given');
    out += argument(speech, node, v, p, count, id);
  }
  return out;
}

function argument(speech: Speech, node: Exclude<Node, string>, v: Param, p: Readonly<Record<string, Param>>, count: number | null, id: string): string {
  const str = () => {
    if (typeof v !== 'string' && typeof v !== 'number') bad(id, node.arg, 'an id or a number');
    return String(v);
  };
  const strs = () => {
    if (!Array.isArray(v)) bad(id, node.arg, 'a list');
    return (v as readonly Param[]).map(String);
  };
  const cased = (key: string, fallback = 'other') => {
    const cases = node.cases ?? {};
    const chosen = cases[key] ?? cases[fallback];
    if (!chosen) bad(id, node.arg, `a case of ${Object.keys(cases).join(', ')}, not “${key}”`);
    return render(speech, chosen, p, node.kind === 'plural' ? Number(v) : count, id);
  };
  let words: string;
  switch (node.kind) {
    case undefined:
    case 'text':
      words = plain(speech, v, id);
      break;
    case 'plural': {
      if (typeof v !== 'number') bad(id, node.arg, 'a number');
      const exact = node.cases?.[`=${v}`];
      return exact ? render(speech, exact, p, v, id) : cased(new Intl.PluralRules(speech.locale).select(v));
    }
    case 'select':
      return cased(String(v));
    case 'you':
      return cased(typeof v === 'number' && v === speech.you ? 'yes' : 'other');
    case 'gender':
      return cased(speech.cardGender(str()) || speech.suitGender(str()));
    case 'card':
      words = speech.card(str(), lower(node.form, 'def'));
      break;
    case 'cards':
      words = speech.list(strs().map((c) => speech.card(c, lower(node.form, 'def'))));
      break;
    case 'seat':
      if (typeof v !== 'number') bad(id, node.arg, 'a seat number');
      words = speech.seat(v, lower(node.form, 'subj'));
      break;
    case 'suit':
      words = speech.suit(str(), lower(node.form, 'many'));
      break;
    case 'suits':
      words = speech.list(strs().map((s) => speech.suit(s, lower(node.form, 'many'))));
      break;
    case 'rank':
      words = speech.rank(str());
      break;
    case 'rule':
      words = speech.rule(str());
      break;
    case 'list':
      words = speech.list(strs().length === 0 ? [] : (v as readonly Param[]).map((x) => plain(speech, x, id)));
      break;
    default:
      bad(id, node.arg, `of a kind there is (not “${node.kind}”)`);
  }
  return capitalised(node.form) ? capital(words) : words;
}

/** Every parameter a template names, with the kind it names it as (for the catalogue test). */
export function parameters(t: Template, into: Map<string, Set<string>> = new Map()): Map<string, Set<string>> {
  for (const node of t) {
    if (typeof node === 'string') continue;
    const kinds = into.get(node.arg) ?? new Set<string>();
    kinds.add(node.kind ?? 'plain');
    into.set(node.arg, kinds);
    for (const c of Object.values(node.cases ?? {})) parameters(c, into);
  }
  return into;
}

/**
 * A language's words for one page: its catalogue entries (messages by id), its names for the cards,
 * suits and ranks, and its grammar. A page makes its `WordsData` at build time (./load.ts) and gives it
 * to its islands as a prop, so a page loads only its own language; an island makes `Words` from it.
 */
import type { Message, Param } from '../engine/core/message';
import { msg } from '../engine/core/message';
import { parse, phrase, say, type Speech, type Template } from './format';
import { DEFAULT_LOCALE, type Locale, localePath } from './locales';

/** A language's names for the deck. Gender ("m" or "f") for languages whose articles agree with it. */
export interface DeckWords {
  readonly cards: Readonly<Record<string, { readonly name: string; readonly g?: string }>>;
  readonly suits: Readonly<Record<string, { readonly many: string; readonly one: string; readonly colour: string; readonly g?: string }>>;
  readonly ranks: Readonly<Record<string, string>>;
}

export interface WordsData {
  readonly locale: Locale;
  readonly deck: DeckWords;
  /** Templates by message id ("ferret.refuse.game-over", "core.seat.subj.you", "ui.undo"). */
  readonly messages: Readonly<Record<string, string>>;
}

/** A rule section as a page shows a link to it: its title in this language and its anchor on the game's page. */
export interface RuleTitle {
  readonly section: string;
  readonly anchor: string;
}

export interface Words {
  readonly locale: Locale;
  /** A message in words; its first letter a capital. */
  say(m: Message): string;
  /** A message as a part of a sentence: no capital added ("the draw pile"). */
  phrase(m: Message): string;
  /** The same, from an id and parameters. */
  t(id: string, p?: Readonly<Record<string, Param | undefined>>): string;
  /** Is there an entry for this id? */
  has(id: string): boolean;
  /** A card's name: def ("the Penitent"), indef, bare ("Penitent"), of ("of the Penitent"), to. */
  card(id: string, form?: string): string;
  suit(id: string, form?: 'many' | 'one' | 'colour'): string;
  rank(id: string): string;
  /** A rule key ("ferret.turn") as its section's title and anchor on the game's page in this language. */
  rule(key: string): RuleTitle;
  /** A path of the site ("/games/ferret/") in this language ("/es/games/ferret/"). */
  path(p: string): string;
  /** These words speaking of seats by these names, with `you` the seat spoken to (null: a shared screen). */
  speaking(names: readonly string[], you: number | null): Words;
}

/** A rule section title's anchor, as the site's Markdown headings get theirs ("Jigger! Going fishing" → "jigger-going-fishing"). */
export const slug = (title: string): string =>
  title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');

/** Articles and contractions: how a language puts a card's name into a sentence. */
const GRAMMAR: Readonly<Record<Locale, (name: string, g: string | undefined, form: string) => string>> = {
  en: (name, _g, form) => {
    switch (form) {
      case 'bare':
        return name;
      case 'indef':
        return `${/^[AEIOU8]/.test(name) ? 'an' : 'a'} ${name}`;
      case 'of':
        return `of the ${name}`;
      case 'to':
        return `to the ${name}`;
      default:
        return `the ${name}`;
    }
  },
  es: (name, g, form) => {
    const f = g === 'f';
    switch (form) {
      case 'bare':
        return name;
      case 'indef':
        return `${f ? 'una' : 'un'} ${name}`;
      case 'of':
        return `${f ? 'de la' : 'del'} ${name}`;
      case 'to':
        return `${f ? 'a la' : 'al'} ${name}`;
      default:
        return `${f ? 'la' : 'el'} ${name}`;
    }
  },
};

const parsed = new WeakMap<WordsData, Map<string, Template>>();

export function makeWords(data: WordsData, names: readonly string[] = [], you: number | null = null): Words {
  const cache = parsed.get(data) ?? new Map<string, Template>();
  parsed.set(data, cache);
  const template = (id: string): Template | undefined => {
    const hit = cache.get(id);
    if (hit) return hit;
    const text = data.messages[id];
    if (text === undefined) return undefined;
    const t = parse(text);
    cache.set(id, t);
    return t;
  };
  const grammar = GRAMMAR[data.locale] ?? GRAMMAR[DEFAULT_LOCALE];
  // A copy of a card from a further deck ("6SY#2", Jigger's) has its card's name.
  const cardOf = (id: string) => {
    const c = data.deck.cards[id.split('#')[0] as string];
    if (!c) throw new Error(`no name for the card “${id}” in ${data.locale}`);
    return c;
  };
  const suitOf = (id: string) => {
    const s = data.deck.suits[id];
    if (!s) throw new Error(`no name for the suit “${id}” in ${data.locale}`);
    return s;
  };
  const words: Words = {
    locale: data.locale,
    say: (m) => say(speech, m),
    phrase: (m) => phrase(speech, m),
    t: (id, p) => say(speech, msg(id, p)),
    has: (id) => data.messages[id] !== undefined,
    card: (id, form = 'def') => grammar(cardOf(id).name, cardOf(id).g, form),
    suit: (id, form = 'many') => suitOf(id)[form],
    rank: (id) => data.deck.ranks[id] ?? id,
    rule: (key) => {
      const section = ruleTitle(key);
      return { section, anchor: slug(section) };
    },
    path: (p) => localePath(data.locale, p),
    speaking: (n, y) => makeWords(data, n, y),
  };
  function ruleTitle(key: string): string {
    const dot = key.indexOf('.');
    const id = `${key.slice(0, dot)}.rule.${key.slice(dot + 1)}`;
    const title = data.messages[id];
    if (title === undefined) throw new Error(`no title for the rule “${key}” in ${data.locale}`);
    return title;
  }
  const seatWords = (seat: number, form: string): string => {
    const entry = `core.seat.${form}.${seat === you ? 'you' : 'other'}`;
    return phrase(speech, msg(entry, { name: names[seat] ?? String(seat + 1) }));
  };
  const speech: Speech = {
    locale: data.locale,
    template,
    card: (id, form) => words.card(id, form),
    cardGender: (id) => data.deck.cards[id.split('#')[0] as string]?.g ?? '',
    suit: (id, form) => (form === 'one' ? suitOf(id).one : form === 'colour' ? suitOf(id).colour : suitOf(id).many),
    suitGender: (id) => data.deck.suits[id]?.g ?? '',
    rank: (id) => words.rank(id),
    rule: (key) => ruleTitle(key),
    seat: seatWords,
    you,
    list: (items) => {
      if (items.length <= 1) return items.join('');
      return phrase(speech, msg('core.list.and', { a: items.slice(0, -1).join(phrase(speech, msg('core.list.comma'))), b: items[items.length - 1] as string }));
    },
  };
  return words;
}

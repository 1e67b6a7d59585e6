/**
 * The custom element's languages (./element.ts): which language an element speaks, which script carries a
 * game's code in that language, and the few sentences the element says itself before (or instead of) a
 * game's script. No catalogue is imported here: the element's script stays small, and a page loads the
 * words of one language only, in its game's script (scripts/build-embed.mjs builds one per game and language).
 *
 * A blogger chooses the language with the element's `lang` attribute, as on any HTML element; without one,
 * the element speaks its page's language (the nearest `lang` above it, usually <html lang="…">). A value
 * is read by its primary subtag ("es-MX" is Spanish); a language the site does not have, or a value that
 * is no language tag, is English.
 */
import { DEFAULT_LOCALE, isLocale, type Locale } from '../words/locales';

/** The language a `lang` value names ("es", "es-MX", "ES"), or English for none, another language or a malformed value. */
export function embedLocale(tag: string | null | undefined): Locale {
  const primary = /^\s*([a-z]{2,3})(?:-[a-z0-9]{1,8})*\s*$/i.exec(tag ?? '')?.[1]?.toLowerCase();
  return isLocale(primary) ? primary : DEFAULT_LOCALE;
}

/** A game's embed script in a language, from the element's script's folder: games/ferret.js (English), games/ferret.es.js. */
export const gameScript = (game: string, locale: Locale): string => (locale === DEFAULT_LOCALE ? `games/${game}.js` : `games/${game}.${locale}.js`);

/**
 * The ui catalogue's entries the element says itself ("element.loading" in src/words/ui/<locale>.json, which
 * the element asks for as "ui.element.loading"): build-embed.mjs puts them in its script, by language.
 */
export const ELEMENT_PREFIX = 'element.';
export type ElementWords = Readonly<Record<string, Readonly<Record<string, string>>>>;

/**
 * One of the element's sentences in a language ("ui.element.loading"): its entry with each `{name}` filled in. Those entries take
 * plain parameters only (tests/unit/embed-words.test.ts holds them to what the catalogues' formatter says),
 * so the element needs no formatter.
 */
export function elementSay(words: ElementWords, locale: Locale, id: string, params: Readonly<Record<string, string>> = {}): string {
  const table = (Object.hasOwn(words, locale) ? words[locale] : undefined) ?? words[DEFAULT_LOCALE] ?? {};
  const template = Object.hasOwn(table, id) ? (table[id] as string) : id;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(params, name) ? (params[name] as string) : whole));
}

/**
 * What tells a reader's language on a page: words of one language the other does not use, the proper
 * names both share, the text a reader meets (visible text and accessible names), and the deck's card names
 * in each language, read from the catalogues with fs (the Playwright runner has no import.meta.glob).
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';

/** English words Spanish does not use: one of them in a Spanish page's text is English left behind. */
export const ENGLISH = [
  'the',
  'and',
  'your',
  'you',
  'is',
  'are',
  'to',
  'of',
  'with',
  'for',
  'this',
  'that',
  'it',
  'on',
  'in',
  'from',
  'or',
  'by',
  'card',
  'cards',
  'play',
  'plays',
  'turn',
  'hand',
  'pick',
  'pass',
  'undo',
  'rules',
  'rule',
  'example',
  'step',
  'next',
  'back',
  'show',
  'hide',
  'why',
  'what',
  'who',
  'new',
  'game',
  'games',
  'match',
  'wins',
  'win',
  'score',
  'points',
  'trick',
  'tricks',
  'suit',
  'suits',
  'draw',
  'pile',
  'table',
  'player',
  'players',
  'computer',
  'level',
  'search',
  'menu',
  'skip',
  'content',
];

/** Spanish words English does not use: one of them in an English page's text is Spanish that crossed over. */
export const SPANISH = [
  'el',
  'la',
  'los',
  'las',
  'del',
  'de',
  'y',
  'tu',
  'tus',
  'con',
  'una',
  'que',
  'por',
  'para',
  'es',
  'carta',
  'cartas',
  'mano',
  'turno',
  'partida',
  'juega',
  'juegas',
  'jugar',
  'asiento',
  'ordenador',
  'pasa',
  'pasar',
  'mesa',
  'gana',
  'ganas',
  'fin',
  'puntos',
  'conectado',
  'mirar',
  'zona',
  'esperando',
  'roba',
  'sobre',
  'lleva',
  'su',
  'sus',
];

/**
 * Proper names and terms that stay as they are in Spanish: the games' published names, the deck's, the
 * designers', the licence's; the computer players' names (Ann, Buck…) and the names in examples are names.
 */
export const ALLOWED = [
  /\bBadger[’']s Court\b/g,
  /\bFerret\b/g,
  /\bThricewise\b/g,
  /\bHermit\b/g,
  /\bJigger\b/g,
  /\bDecktet\b/g,
  /\bP\. ?D\. Magnus\b/g,
  /\bGreg James\b/g,
  /\bevanievan\b/g,
  /\b(CC )?BY-NC-SA( 3\.0)?\b/g,
  /\bCreative Commons\b/g,
  // Addresses (a print sheet's footer names its page).
  /\bhttps?:\/\/\S+/g,
];

/** Every sentence of the page (or of one region of it) a reader meets: visible text and accessible names, code left out. */
export async function readerText(where: Page | Locator): Promise<string[]> {
  const root = 'locator' in where && 'goto' in where ? where.locator('body') : where;
  return root.evaluate((body) => {
    const out: string[] = [];
    // Text a reader cannot meet: code, and what is not drawn (visually hidden text is spoken, so it counts).
    const hidden = (el: Element | null): boolean => {
      if (!el || el.closest('pre, code, script, style, template, [hidden]')) return true;
      for (let e: Element | null = el; e; e = e.parentElement) {
        const s = getComputedStyle(e);
        if (s.display === 'none' || s.visibility === 'hidden') return true;
      }
      return false;
    };
    const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const t = n.textContent?.trim();
      if (t && !hidden(n.parentElement)) out.push(t);
    }
    for (const el of body.querySelectorAll('[aria-label], [alt], [title], [placeholder]')) {
      if (el.closest('pre, code')) continue;
      for (const a of ['aria-label', 'alt', 'title', 'placeholder']) {
        const v = el.getAttribute(a);
        if (v) out.push(v);
      }
    }
    return out;
  });
}

/** The texts (cut to 160 characters) holding a word of `words`, once the allowed proper names are taken out. */
function wordsIn(texts: readonly string[], words: readonly string[]): string[] {
  const found = new Set<string>();
  for (const raw of texts) {
    let t = raw;
    for (const a of ALLOWED) t = t.replace(a, ' ');
    const seen = t.toLowerCase().match(/[a-záéíóúüñ’']+/g) ?? [];
    if (seen.some((w) => words.includes(w))) found.add(raw.slice(0, 160));
  }
  return [...found];
}

/** Texts with English in them (for a Spanish page). */
export const englishIn = (texts: readonly string[]): string[] => wordsIn(texts, ENGLISH);
/** Texts with Spanish in them (for an English page). */
export const spanishIn = (texts: readonly string[]): string[] => wordsIn(texts, SPANISH);

type Lang = 'en' | 'es';
const deck = (locale: Lang) =>
  (JSON.parse(readFileSync(new URL(`../../src/words/deck/${locale}.json`, import.meta.url), 'utf8')) as { cards: Record<string, { name: string }> }).cards;
/** Every card's name in each language, by card id ("4MS": Mountain, Montaña). */
export const CARD_NAMES: Readonly<Record<string, Readonly<Record<Lang, string>>>> = (() => {
  const en = deck('en');
  const es = deck('es');
  return Object.fromEntries(Object.keys(en).map((id) => [id, { en: en[id]!.name, es: es[id]?.name ?? '' }]));
})();

/**
 * A card named in a text of this language: with its article ("the End", "el Fin", "del Fin"), since a
 * bare name can be a plain word ("Fin de la partida").
 */
export const cardNamePattern = (name: string, locale: Lang): RegExp =>
  new RegExp(`(^|[^\\p{L}])(${locale === 'en' ? 'the' : 'el|la|los|las|del|al'}) ${name}($|[^\\p{L}])`, 'iu');

/** Card names of the other language in these texts (a name both languages share is not counted). */
export function foreignCardNames(texts: readonly string[], locale: Lang): string[] {
  const other: Lang = locale === 'en' ? 'es' : 'en';
  const all = texts.join('\n');
  return Object.values(CARD_NAMES)
    .filter((n) => n[other] !== n[locale] && cardNamePattern(n[other], other).test(all))
    .map((n) => n[other]);
}

/** Card names of this language in these texts. */
export function ownCardNames(texts: readonly string[], locale: Lang): string[] {
  const all = texts.join('\n');
  return Object.values(CARD_NAMES)
    .filter((n) => cardNamePattern(n[locale], locale).test(all))
    .map((n) => n[locale]);
}

/**
 * The site's languages. English is the default and keeps today's addresses ("/games/ferret/"); every
 * other language lives under its code ("/es/games/ferret/"). Starlight's locales (astro.config.mjs),
 * the catalogues (src/words/<scope>/<locale>.json) and the pages all follow this list.
 */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The language's name in itself, for the language picker. */
export const LOCALE_LABEL: Readonly<Record<Locale, string>> = { en: 'English', es: 'Español' };

export const isLocale = (x: unknown): x is Locale => typeof x === 'string' && (LOCALES as readonly string[]).includes(x);

/** A site path ("/games/ferret/") in a language: unchanged for English, under "/es" for Spanish. */
export const localePath = (locale: Locale, path: string): string =>
  locale === DEFAULT_LOCALE ? path : `/${locale}${path.startsWith('/') ? path : `/${path}`}`;

/** The language of a site path ("/es/deck/" → "es"), English when it names none. */
export function localeOfPath(path: string): Locale {
  const first = path.split('/').filter(Boolean)[0];
  return isLocale(first) && first !== DEFAULT_LOCALE ? first : DEFAULT_LOCALE;
}

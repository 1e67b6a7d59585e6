/**
 * The site's navigation in every language, for Starlight's configuration (astro.config.mjs): a label in
 * English with its translations by language, from the "core" catalogues. Read by the config at build
 * time, where Vite's globs do not run, so the catalogues are imported by name here.
 */
import enCore from './core/en.json' with { type: 'json' };
import esCore from './core/es.json' with { type: 'json' };
import enDeck from './deck/en.json' with { type: 'json' };
import esDeck from './deck/es.json' with { type: 'json' };
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales';
import { makeWords, type DeckWords, type Words } from './words';

const CORE: Readonly<Record<Locale, Readonly<Record<string, string | readonly string[]>>>> = { en: enCore, es: esCore };
const DECK: Readonly<Record<Locale, DeckWords>> = { en: enDeck, es: esDeck };

const wordsIn = (locale: Locale): Words =>
  makeWords({
    locale,
    deck: DECK[locale],
    messages: Object.fromEntries(Object.entries(CORE[locale]).map(([k, v]) => [`core.${k}`, typeof v === 'string' ? v : v.join(' ')])),
  });

/** A label in the default language, with its translations: Starlight's `{ label, translations }`. */
export function navLabel(id: string, p?: Readonly<Record<string, string>>): { label: string; translations: Record<string, string> } {
  const translations: Record<string, string> = {};
  for (const locale of LOCALES) if (locale !== DEFAULT_LOCALE) translations[locale] = wordsIn(locale).t(id, p);
  return { label: wordsIn(DEFAULT_LOCALE).t(id, p), translations };
}

/** The site's title in every language, for Starlight's `title`. */
export const siteTitle = (): Record<string, string> => Object.fromEntries(LOCALES.map((l) => [l, wordsIn(l).t('core.site.title')]));

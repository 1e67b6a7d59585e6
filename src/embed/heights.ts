/**
 * How tall each example's frame must be to show all of it, at the snippet's width, on a host page that
 * runs no script (an oEmbed paste, a plain iframe), in each language: a language's frame has its own words,
 * longer or shorter, so its own height. Measured in the built site by `npm run measure:embeds`
 * (scripts/measure-embeds.ts: every step of every example in every language, in Chromium, the tallest
 * step), written beside each game's embed entry (src/embed/games/<game>.heights.json) and committed.
 * tests/e2e/embed-fit.spec.ts loads every frame in every language at this size and checks its caption and
 * controls are in view at every step, so a layout change that makes an example taller fails there until the
 * heights are measured again.
 */
import { catalogList } from '../engine/catalog';
import { LOCALES, type Locale } from '../words/locales';

/** What `npm run measure:embeds` writes for one game: the width it measured at, and each example's height in each language. */
export interface MeasuredHeights {
  readonly width: number;
  readonly heights: Readonly<Partial<Record<Locale, Readonly<Record<string, number>>>>>;
}
const files = import.meta.glob<MeasuredHeights>('./games/*.heights.json', { eager: true, import: 'default' });
/** A game's measured heights (none for a game not measured yet: its frames take FALLBACK). */
export const heightsFile = (game: string): string => `./games/${game}.heights.json`;
export const measuredFor = (game: string): MeasuredHeights | undefined => (Object.hasOwn(files, heightsFile(game)) ? files[heightsFile(game)] : undefined);

/** The width of the iframe snippet and of oEmbed responses, in CSS pixels. */
export const FRAME_WIDTH = 720;
/** Room left over below the tallest step (a wrong answer's message, fonts that differ a little). */
const SLACK = 48;
/** For an example not measured yet (a new one before `npm run measure:embeds`). */
const FALLBACK = 1100;

/** "es/ferret/the-castle" → its height in CSS pixels at FRAME_WIDTH. */
const HEIGHTS: Readonly<Record<string, number>> = Object.fromEntries(
  LOCALES.flatMap((locale) =>
    catalogList().flatMap((g) => Object.entries(measuredFor(g.id)?.heights[locale] ?? {}).map(([example, h]) => [`${locale}/${g.id}/${example}`, h] as const)),
  ),
);

const roundUp = (n: number) => Math.ceil(n / 10) * 10;

/** The frame height for a site example in a language, or for a custom one (`example` undefined): the game's tallest in that language. */
export function frameHeight(locale: Locale, game: string, example?: string): number {
  const key = `${locale}/${game}/${example ?? ''}`;
  if (example !== undefined && Object.hasOwn(HEIGHTS, key)) return roundUp((HEIGHTS[key] as number) + SLACK);
  const mine = Object.entries(HEIGHTS)
    .filter(([k]) => k.startsWith(`${locale}/${game}/`))
    .map(([, h]) => h);
  return mine.length && example === undefined ? roundUp(Math.max(...mine) + SLACK) : FALLBACK;
}

/** An example's measured height in a language, in CSS pixels at FRAME_WIDTH (undefined when not measured). */
export const measured = (locale: Locale, game: string, example: string): number | undefined => HEIGHTS[`${locale}/${game}/${example}`];

/**
 * The printable rules sheets: each game's rules cut down to one or two pages, in our own words, with a
 * few pictured example steps taken from the game's scripted examples (so the pictures match the engine).
 * `pages` is the most pages the sheet may print on, on A4 or Letter; a browser test holds it to that.
 * Each game's text is in its own folder (src/engine/<game>/sheet.json, checked by src/engine/core/data.ts); the list follows the registry.
 * Another language lays its mirror over each sheet's text (`sheetsIn`: src/words/<game>/sheet.<locale>.json,
 * the deck's src/words/deck/sheet.<locale>.json); the sheets' own chrome is the ui catalogue's.
 */
import { byGame } from '../engine/by-game';
import { catalogList, gamePage, type CatalogId } from '../engine/catalog';
import { gameSheet, type GameSheet, type SheetPicture, type SheetSection } from '../engine/core/data';
import { DEFAULT_LOCALE, type Locale } from '../words/locales';
import { sheetIn } from '../words/pages';
import type { Words } from '../words/words';

export type { GameSheet, SheetPicture, SheetSection };

export interface Sheet {
  readonly id: string;
  readonly title: string;
  readonly byline: string;
  readonly page: string;
  readonly pages: 1 | 2;
  readonly intro: string;
  readonly sections: readonly SheetSection[];
  readonly pictures: readonly SheetPicture[];
  /** Show the three pairs of suits that never share a card (from the game's print settings). */
  readonly suitPairs: boolean;
  /** Show the six suits with their shapes and colours in words (for games where suits matter). */
  readonly suitKey: boolean;
  /** Cards to show as they look, under the ui catalogue's heading (the deck's sheet: one of each kind). */
  readonly gallery?: { readonly cards: readonly string[] };
}

/** The deck's own sheet, which belongs to no game. */
const DECK_SHEET: Sheet = {
  id: 'deck',
  title: 'The Decktet',
  byline: 'The deck by P.D. Magnus',
  page: '/deck/',
  pages: 1,
  intro: 'The Decktet is a deck of cards with six suits. Most cards have two suits, and every card but the Aces also has a name and a picture.',
  sections: [
    {
      heading: 'The six suits',
      text:
        'Moons (grey), Suns (orange), Waves (blue), Leaves (brown), Wyrms (green) and Knots ' +
        '(yellow). Each suit has its own shape, so colour is never needed to tell them apart.',
    },
    {
      heading: 'The basic deck: 36 cards',
      points: [
        'Six Aces (rank 1), one for each suit, with one suit each.',
        'Ranks 2 to 9: three cards of each rank, each with two suits. The three cards of a rank cover all six suits once.',
        'Six Crowns, the highest rank, one for each suit, with one suit each.',
      ],
    },
    {
      heading: 'The extended deck: 45 cards',
      points: ['Four Pawns and four Courts, ranked between 9 and the Crown, each with three suits.', 'The Excuse, with no rank and no suit.'],
    },
    {
      heading: 'Kinds of card',
      text:
        'Every card except the Aces and the Excuse is a personality (a person, such as the Sailor), ' +
        'a location (such as the Mountain) or an event (such as the Journey). Three cards are both ' +
        'a location and an event.',
    },
  ],
  pictures: [],
  suitPairs: true,
  suitKey: true,
  gallery: { cards: ['AM', '2MK', '6SY', 'PWLY', 'CS', 'X'] },
};

const own = byGame(import.meta.glob<unknown>('../engine/*/sheet.json', { eager: true, import: 'default' }), (id) => `../engine/${id}/sheet.json`);

/** The deck's sheet, then every game's, in the registry's order. */
export const SHEETS: readonly Sheet[] = [
  DECK_SHEET,
  ...catalogList().map((m) => ({
    id: m.id,
    title: m.title,
    page: gamePage(m.id),
    pages: m.print.pages,
    suitPairs: m.print.suitPairs,
    ...gameSheet(`${m.id}/sheet.json`, own[m.id as CatalogId]),
  })),
];

/**
 * The sheets in a language: each sheet's text with its mirror laid over it (English as written), and the
 * deck's title and page in that language's words.
 */
export function sheetsIn(locale: Locale, w: Words): readonly Sheet[] {
  return locale === DEFAULT_LOCALE ? SHEETS : SHEETS.map((s) => sheetInLanguage(s, locale, w));
}

/** One sheet in a language (`sheetsIn`). */
export const sheetInLanguage = (s: Sheet, locale: Locale, w: Words): Sheet => ({
  ...s,
  ...sheetIn(s.id, s, locale),
  ...(s.id === 'deck' ? { title: w.t('ui.list.deck') } : {}),
  page: w.path(s.page),
});

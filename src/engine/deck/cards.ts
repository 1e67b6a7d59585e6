/**
 * The Decktet, card by card, as listed in shared/decktet-cards.md. Cards are keyed by rank and suits
 * (another edition renames every card but keeps ranks and suits), so a card's id is its rank code
 * followed by its suit letters in the conventional suit order: the Penitent, 6 of Suns and Wyrms, is
 * "6SY".
 */

export const SUITS = ['moons', 'suns', 'waves', 'leaves', 'wyrms', 'knots'] as const;
export type Suit = (typeof SUITS)[number];

/** A suit's facts; its names (and its colour's) are words, in each language's deck words (src/words/deck/). */
export interface SuitInfo {
  readonly id: Suit;
  /** One letter for the notation: M S W L Y K. */
  readonly letter: string;
}

export const SUIT_INFO: Readonly<Record<Suit, SuitInfo>> = {
  moons: { id: 'moons', letter: 'M' },
  suns: { id: 'suns', letter: 'S' },
  waves: { id: 'waves', letter: 'W' },
  leaves: { id: 'leaves', letter: 'L' },
  wyrms: { id: 'wyrms', letter: 'Y' },
  knots: { id: 'knots', letter: 'K' },
};

/** The three antipathetic pairs: no basic card carries both suits of a pair. */
export const ANTIPATHETIC_PAIRS: readonly (readonly [Suit, Suit])[] = [
  ['moons', 'wyrms'],
  ['suns', 'leaves'],
  ['waves', 'knots'],
];

export const ANTIPATHY: Readonly<Record<Suit, Suit>> = {
  moons: 'wyrms',
  wyrms: 'moons',
  suns: 'leaves',
  leaves: 'suns',
  waves: 'knots',
  knots: 'waves',
};

/** Ranks in order, low to high: Ace, 2 to 9, then the extended deck's Pawn and Court, then Crown. */
export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'P', 'T', 'C'] as const;
export type Rank = (typeof RANKS)[number];

export type CardType = 'personality' | 'location' | 'event';
export type CardId = string;

export interface Card {
  readonly id: CardId;
  /** null for the Excuse, which has no rank. */
  readonly rank: Rank | null;
  readonly suits: readonly Suit[];
  readonly types: readonly CardType[];
  readonly deck: 'basic' | 'extended';
}

type Row = readonly [rank: Rank | null, suits: string, types: string];

// Suits as letters (M S W L Y K); types as P, L, E. Copied from shared/decktet-cards.md.
const ROWS: readonly Row[] = [
  ['A', 'M', ''],
  ['A', 'S', ''],
  ['A', 'W', ''],
  ['A', 'L', ''],
  ['A', 'Y', ''],
  ['A', 'K', ''],
  ['2', 'MK', 'P'],
  ['2', 'SY', 'L'],
  ['2', 'WL', 'LE'],
  ['3', 'MW', 'E'],
  ['3', 'SK', 'P'],
  ['3', 'LY', 'P'],
  ['4', 'YK', 'E'],
  ['4', 'MS', 'L'],
  ['4', 'WL', 'P'],
  ['5', 'SW', 'E'],
  ['5', 'ML', 'L'],
  ['5', 'YK', 'P'],
  ['6', 'MW', 'P'],
  ['6', 'LK', 'LE'],
  ['6', 'SY', 'P'],
  ['7', 'SK', 'L'],
  ['7', 'WY', 'L'],
  ['7', 'ML', 'E'],
  ['8', 'YK', 'E'],
  ['8', 'MS', 'P'],
  ['8', 'WL', 'L'],
  ['9', 'WY', 'L'],
  ['9', 'LK', 'P'],
  ['9', 'MS', 'E'],
  ['C', 'M', 'P'],
  ['C', 'S', 'P'],
  ['C', 'W', 'L'],
  ['C', 'L', 'LE'],
  ['C', 'Y', 'E'],
  ['C', 'K', 'E'],
  // The extended deck.
  ['P', 'WLY', 'L'],
  ['P', 'MSL', 'E'],
  ['P', 'SWK', 'P'],
  ['P', 'MYK', 'P'],
  ['T', 'MWK', 'P'],
  ['T', 'SWY', 'L'],
  ['T', 'MLY', 'E'],
  ['T', 'SLK', 'L'],
  [null, '', ''],
];

const SUIT_BY_LETTER: Readonly<Record<string, Suit>> = Object.fromEntries(SUITS.map((s) => [SUIT_INFO[s].letter, s]));
const TYPE_BY_LETTER: Readonly<Record<string, CardType>> = { P: 'personality', L: 'location', E: 'event' };

/**
 * The one copy of this string the JavaScript engine keeps for property names. Rules compare card ids all
 * the time; two such copies compare by address, while ids built by joining letters compare letter by
 * letter (a few per cent of every engine's random games, Hermit's most).
 */
const internal = (s: string): string => Object.keys({ [s]: 0 })[0] as string;

/** The id of the card with this rank and these suits (suits in any order). */
export function cardKey(rank: Rank | null, suits: readonly Suit[]): CardId {
  if (rank === null) return 'X';
  const sorted = [...suits].sort((a, b) => SUITS.indexOf(a) - SUITS.indexOf(b));
  return internal(rank + sorted.map((s) => SUIT_INFO[s].letter).join(''));
}

export const CARDS: readonly Card[] = ROWS.map(([rank, suits, types]) => {
  // Every card is checked against shared/decktet-cards.md (tests/unit/deck.test.ts): a letter here is a suit's.
  const suitList = [...suits].map((l) => SUIT_BY_LETTER[l] as Suit);
  return Object.freeze({
    id: cardKey(rank, suitList),
    rank,
    suits: Object.freeze(suitList),
    types: Object.freeze([...types].map((t) => TYPE_BY_LETTER[t] as CardType)),
    deck: rank === 'P' || rank === 'T' || rank === null ? 'extended' : 'basic',
  } satisfies Card);
});

const BY_ID: ReadonlyMap<CardId, Card> = new Map(CARDS.map((c) => [c.id, c]));

/** The 36 cards of the basic deck, in the order of the card list. */
export const BASIC_DECK: readonly CardId[] = CARDS.filter((c) => c.deck === 'basic').map((c) => c.id);
/** All 45 cards: the basic deck, the Pawns and Courts, and the Excuse. */
export const EXTENDED_DECK: readonly CardId[] = CARDS.map((c) => c.id);

export function isCardId(id: string): boolean {
  return BY_ID.has(id);
}

/** The card with this id. Ids come from the deck itself, so an unknown id is a programming error. */
export function card(id: CardId): Card {
  const c = BY_ID.get(id);
  if (!c) throw new Error(`no such card: ${id}`);
  return c;
}

/** The card for an id someone typed, or undefined. Letters may be in any case and suits in any order. */
export function findCard(text: string): Card | undefined {
  const t = text.trim().toUpperCase();
  if (t === 'X') return BY_ID.get('X');
  const m = /^([A2-9PTC])([MSWLYK]{1,3})$/.exec(t);
  if (!m) return undefined;
  const suits = [...(m[2] as string)].map((l) => SUIT_BY_LETTER[l] as Suit);
  if (new Set(suits).size !== suits.length) return undefined;
  return BY_ID.get(cardKey(m[1] as Rank, suits));
}

export const isPersonality = (c: Card): boolean => c.types.includes('personality');
export const hasSuit = (c: Card, s: Suit): boolean => c.suits.includes(s);

/** 2 to 9 for number cards; null for Aces, Crowns, Pawns, Courts and the Excuse. */
export function numberValue(c: Card): number | null {
  if (c.rank === null) return null;
  const n = Number(c.rank);
  return Number.isInteger(n) ? n : null;
}

/**
 * The Decktet, card by card, as listed in shared/decktet-cards.md. Cards are keyed by rank and suits
 * (another edition renames every card but keeps ranks and suits), so a card's id is its rank code
 * followed by its suit letters in the conventional suit order: the Penitent, 6 of Suns and Wyrms, is
 * "6SY".
 */

export const SUITS = ['moons', 'suns', 'waves', 'leaves', 'wyrms', 'knots'] as const;
export type Suit = (typeof SUITS)[number];

export interface SuitInfo {
  readonly id: Suit;
  /** Plural name, as players say it: "Moons". */
  readonly name: string;
  /** Singular, for "the Ace of Moons" and "a Moon". */
  readonly singular: string;
  /** One letter for the notation: M S W L Y K. */
  readonly letter: string;
  /** The colour of the suit on the official art, named for children and for colour-blind readers. */
  readonly colourName: string;
}

export const SUIT_INFO: Readonly<Record<Suit, SuitInfo>> = {
  moons: { id: 'moons', name: 'Moons', singular: 'Moon', letter: 'M', colourName: 'grey' },
  suns: { id: 'suns', name: 'Suns', singular: 'Sun', letter: 'S', colourName: 'orange' },
  waves: { id: 'waves', name: 'Waves', singular: 'Wave', letter: 'W', colourName: 'blue' },
  leaves: { id: 'leaves', name: 'Leaves', singular: 'Leaf', letter: 'L', colourName: 'brown' },
  wyrms: { id: 'wyrms', name: 'Wyrms', singular: 'Wyrm', letter: 'Y', colourName: 'green' },
  knots: { id: 'knots', name: 'Knots', singular: 'Knot', letter: 'K', colourName: 'yellow' },
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

export const RANK_NAME: Readonly<Record<Rank, string>> = {
  A: 'Ace',
  '2': '2',
  '3': '3',
  '4': '4',
  '5': '5',
  '6': '6',
  '7': '7',
  '8': '8',
  '9': '9',
  P: 'Pawn',
  T: 'Court',
  C: 'Crown',
};

export type CardType = 'personality' | 'location' | 'event';
export type CardId = string;

export interface Card {
  readonly id: CardId;
  /** With its article, as a sentence uses it: "the Penitent", "the Ace of Moons". */
  readonly name: string;
  /** null for the Excuse, which has no rank. */
  readonly rank: Rank | null;
  readonly suits: readonly Suit[];
  readonly types: readonly CardType[];
  readonly deck: 'basic' | 'extended';
}

type Row = readonly [rank: Rank | null, name: string, suits: string, types: string];

// Suits as letters (M S W L Y K); types as P, L, E. Copied from shared/decktet-cards.md.
const ROWS: readonly Row[] = [
  ['A', 'the Ace of Moons', 'M', ''],
  ['A', 'the Ace of Suns', 'S', ''],
  ['A', 'the Ace of Waves', 'W', ''],
  ['A', 'the Ace of Leaves', 'L', ''],
  ['A', 'the Ace of Wyrms', 'Y', ''],
  ['A', 'the Ace of Knots', 'K', ''],
  ['2', 'the Author', 'MK', 'P'],
  ['2', 'the Desert', 'SY', 'L'],
  ['2', 'the Origin', 'WL', 'LE'],
  ['3', 'the Journey', 'MW', 'E'],
  ['3', 'the Painter', 'SK', 'P'],
  ['3', 'the Savage', 'LY', 'P'],
  ['4', 'the Battle', 'YK', 'E'],
  ['4', 'the Mountain', 'MS', 'L'],
  ['4', 'the Sailor', 'WL', 'P'],
  ['5', 'the Discovery', 'SW', 'E'],
  ['5', 'the Forest', 'ML', 'L'],
  ['5', 'the Soldier', 'YK', 'P'],
  ['6', 'the Lunatic', 'MW', 'P'],
  ['6', 'the Market', 'LK', 'LE'],
  ['6', 'the Penitent', 'SY', 'P'],
  ['7', 'the Castle', 'SK', 'L'],
  ['7', 'the Cave', 'WY', 'L'],
  ['7', 'the Chance Meeting', 'ML', 'E'],
  ['8', 'the Betrayal', 'YK', 'E'],
  ['8', 'the Diplomat', 'MS', 'P'],
  ['8', 'the Mill', 'WL', 'L'],
  ['9', 'the Darkness', 'WY', 'L'],
  ['9', 'the Merchant', 'LK', 'P'],
  ['9', 'the Pact', 'MS', 'E'],
  ['C', 'the Huntress', 'M', 'P'],
  ['C', 'the Bard', 'S', 'P'],
  ['C', 'the Sea', 'W', 'L'],
  ['C', 'the End', 'L', 'LE'],
  ['C', 'the Calamity', 'Y', 'E'],
  ['C', 'the Windfall', 'K', 'E'],
  // The extended deck.
  ['P', 'the Borderland', 'WLY', 'L'],
  ['P', 'the Harvest', 'MSL', 'E'],
  ['P', 'the Light Keeper', 'SWK', 'P'],
  ['P', 'the Watchman', 'MYK', 'P'],
  ['T', 'the Consul', 'MWK', 'P'],
  ['T', 'the Island', 'SWY', 'L'],
  ['T', 'the Rite', 'MLY', 'E'],
  ['T', 'the Window', 'SLK', 'L'],
  [null, 'the Excuse', '', ''],
];

const SUIT_BY_LETTER: Readonly<Record<string, Suit>> = Object.fromEntries(SUITS.map((s) => [SUIT_INFO[s].letter, s]));
const TYPE_BY_LETTER: Readonly<Record<string, CardType>> = { P: 'personality', L: 'location', E: 'event' };

function suitsFromLetters(letters: string): Suit[] {
  return [...letters].map((l) => {
    const suit = SUIT_BY_LETTER[l];
    if (!suit) throw new Error(`unknown suit letter ${l}`);
    return suit;
  });
}

/** The id of the card with this rank and these suits (suits in any order). */
export function cardKey(rank: Rank | null, suits: readonly Suit[]): CardId {
  if (rank === null) return 'X';
  const sorted = [...suits].sort((a, b) => SUITS.indexOf(a) - SUITS.indexOf(b));
  return rank + sorted.map((s) => SUIT_INFO[s].letter).join('');
}

export const CARDS: readonly Card[] = ROWS.map(([rank, name, suits, types]) => {
  const suitList = suitsFromLetters(suits);
  return Object.freeze({
    id: cardKey(rank, suitList),
    name,
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

/** "the Penitent": lower-case article for mid-sentence; capitalise for the start of a sentence. */
export function cardName(id: CardId): string {
  return card(id).name;
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "Suns and Wyrms", "Moons, Suns and Leaves". */
export function suitList(suits: readonly Suit[]): string {
  const names = suits.map((s) => SUIT_INFO[s].name);
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/**
 * The spoken name of a card: "the Penitent, 6, Suns and Wyrms"; "the Ace of Moons" (the name already
 * says rank and suit); "the Huntress, Crown, Moons"; "the Excuse, no rank and no suit".
 */
export function spokenName(id: CardId): string {
  const c = card(id);
  if (c.rank === null) return `${c.name}, no rank and no suit`;
  if (c.rank === 'A') return c.name;
  return `${c.name}, ${RANK_NAME[c.rank]}, ${suitList(c.suits)}`;
}

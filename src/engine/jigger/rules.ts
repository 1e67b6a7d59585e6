/** Jigger's vocabulary as data: the rule sections of its page, the deal, the decks. */
import type { RuleRef } from '../core';

export const RULES = {
  setup: { section: 'Getting ready', anchor: 'getting-ready' },
  demand: { section: 'I demand…', anchor: 'i-demand' },
  jigger: { section: 'Jigger! Going fishing', anchor: 'jigger-going-fishing' },
  excuse: { section: 'The Excuse', anchor: 'the-excuse' },
  end: { section: 'The end of the game', anchor: 'the-end-of-the-game' },
  handicap: { section: 'Two players of different ages', anchor: 'two-players-of-different-ages' },
  staggered: { section: 'Staggered demands', anchor: 'staggered-demands' },
  books: { section: 'Book scoring', anchor: 'book-scoring' },
  reading: { section: 'How this site reads the rules', anchor: 'how-this-site-reads-the-rules' },
} as const satisfies Record<string, RuleRef>;

export const HAND_SIZE = 5;
/** One deck for up to three players, and one more for every three players after that. */
export const decksFor = (players: number): number => Math.max(1, Math.ceil(players / 3));
/** The most players a position or a link may name (the play page seats 2 to 12). */
export const MAX_PLAYERS = 30;

/**
 * The games as plain data (their meta.ts files, no engine code): for places that must stay small, such
 * as the custom element's script and astro.config.mjs (the sidebar). The full definitions, with each
 * game's engine, are in ./games.ts. This file and games.ts are the only ones outside a game's own
 * folders that name every game; every other list of games derives from one of them.
 */
import type { GameDefinition } from './core/definition';
import { meta as ferret } from './ferret/meta';
import { meta as jigger } from './jigger/meta';
import { meta as thricewise } from './thricewise/meta';
import { meta as hermit } from './hermit/meta';
import { meta as badgersCourt } from './badgers-court/meta';

/** A game's plain facts: what a definition spreads in, and what lists of games show. */
export interface GameMeta extends Pick<GameDefinition, 'id' | 'title' | 'designer' | 'licence' | 'noun' | 'seats' | 'print'> {
  /** One sentence for the home page's list, after the title and seats: "a trick game where…". */
  readonly blurb: string;
  /** The home page's link to the play page: "Play it", "Play a match". */
  readonly playLink: string;
  /** The home page's words after that link: "against the computer or a friend at this screen". */
  readonly playWith: string;
  /** The teachers' page: the order to learn it in, how long it takes, what it teaches. */
  readonly teach: { readonly order: number; readonly players: string; readonly time: string; readonly teaches: string };
  /** The rules page's opening summary, one screen: the goal, a turn, and the end, in a sentence or three each. */
  readonly summary: { readonly goal: string; readonly turn: string; readonly end: string };
}

/** In the site's order (the sidebar's). */
export const CATALOG = { ferret, jigger, thricewise, hermit, 'badgers-court': badgersCourt } as const satisfies Record<string, GameMeta>;

export type CatalogId = keyof typeof CATALOG;

/** Is this one of the games? By the catalog's own keys only, so "constructor" or "__proto__" is not a game. */
export const isCatalogId = (x: unknown): x is CatalogId => typeof x === 'string' && Object.hasOwn(CATALOG, x);

export const catalogList = (): readonly GameMeta[] => Object.values(CATALOG);

/** A game's rules page, guided game, play page and print sheet. */
export const gamePage = (id: string): string => `/games/${id}/`;
export const playPage = (id: string): string => `/games/${id}/play/`;
/** The guided first game: learn the game by playing it, with a coach. */
export const learnPage = (id: string): string => `/games/${id}/learn/`;
export const printPage = (id: string): string => `/print/${id}/`;

/** Seat counts in words: "2", "2 to 5". */
export const seatsText = (m: Pick<GameMeta, 'seats'>): string => (m.seats.min === m.seats.max ? String(m.seats.min) : `${m.seats.min} to ${m.seats.max}`);

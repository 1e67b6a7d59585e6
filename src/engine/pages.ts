/**
 * Where each of a game's pages is, from its id alone: no game's data, so a play island that links to
 * its own pages does not load every game's meta.json (src/engine/catalog.ts re-exports these).
 */

/** A game's rules page, guided game, play page and print sheet. */
export const gamePage = (id: string): string => `/games/${id}/`;
export const playPage = (id: string): string => `/games/${id}/play/`;
/** The guided first game: learn the game by playing it, with a coach. */
export const learnPage = (id: string): string => `/games/${id}/learn/`;
export const printPage = (id: string): string => `/print/${id}/`;

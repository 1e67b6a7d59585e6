/**
 * The registry: every game's full definition (engine, examples, options, computer player), in the
 * site's order. Every list of games derives from this or from ./catalog.ts (the same games as plain
 * data, for places that must stay small); these two are the only files outside a game's own folders
 * that name every game. Adding a game is one line here and one in catalog.ts (DEVELOPERS.md).
 */
import type { AnyGameDefinition } from './core/definition';
import { ferretDefinition } from './ferret/definition';
import { jiggerDefinition } from './jigger/definition';
import { thricewiseDefinition } from './thricewise/definition';
import { hermitDefinition } from './hermit/definition';
import { badgersCourtDefinition } from './badgers-court/definition';

export const GAMES = {
  ferret: ferretDefinition,
  jigger: jiggerDefinition,
  thricewise: thricewiseDefinition,
  hermit: hermitDefinition,
  'badgers-court': badgersCourtDefinition,
} as const;

export type GameId = keyof typeof GAMES;

/** Is this one of the games? By the registry's own keys only: "constructor", "__proto__" or "toString" is not a game. */
export const isGameId = (x: unknown): x is GameId => typeof x === 'string' && Object.hasOwn(GAMES, x);

/** Every game's definition, in the site's order. */
export const gameList = (): readonly AnyGameDefinition[] => Object.values(GAMES);

/** A game's definition by id, or undefined when the id names no game. */
export const gameById = (id: unknown): AnyGameDefinition | undefined => (isGameId(id) ? GAMES[id] : undefined);

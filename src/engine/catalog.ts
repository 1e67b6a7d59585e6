/**
 * The games as plain data (their meta.json files, checked by core/data.ts; no engine code): for places that must stay small, such
 * as the custom element's script and astro.config.mjs (the sidebar). The full definitions, with each
 * game's engine, are in ./games.ts. This file and games.ts are the only ones outside a game's own
 * folders that name every game; every other list of games derives from one of them.
 */
import { gameMeta, type GameMeta } from './core/data';
import ferret from './ferret/meta.json' with { type: 'json' };
import jigger from './jigger/meta.json' with { type: 'json' };
import thricewise from './thricewise/meta.json' with { type: 'json' };
import hermit from './hermit/meta.json' with { type: 'json' };
import badgersCourt from './badgers-court/meta.json' with { type: 'json' };

export type { GameMeta };

/** In the site's order (the sidebar's). */
export const CATALOG = {
  ferret: gameMeta('ferret/meta.json', ferret),
  jigger: gameMeta('jigger/meta.json', jigger),
  thricewise: gameMeta('thricewise/meta.json', thricewise),
  hermit: gameMeta('hermit/meta.json', hermit),
  'badgers-court': gameMeta('badgers-court/meta.json', badgersCourt),
} as const satisfies Record<string, GameMeta>;

export type CatalogId = keyof typeof CATALOG;

/** Is this one of the games? By the catalog's own keys only, so "constructor" or "__proto__" is not a game. */
export const isCatalogId = (x: unknown): x is CatalogId => typeof x === 'string' && Object.hasOwn(CATALOG, x);

export const catalogList = (): readonly GameMeta[] => Object.values(CATALOG);

export { gamePage, learnPage, playPage, printPage } from './pages';

/** Seat counts in words: "2", "2 to 5". */
export const seatsText = (m: Pick<GameMeta, 'seats'>): string => (m.seats.min === m.seats.max ? String(m.seats.min) : `${m.seats.min} to ${m.seats.max}`);

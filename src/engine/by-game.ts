/**
 * Each game's file of one kind (its computer's levels, its example island, its measured embed heights…),
 * found for every id in the registry and nothing else: a map the type checker holds to the registry's
 * ids. A game whose file is missing stops the build (and the unit tests) with the file's name, rather
 * than leaving a page without it; a file of a game the registry does not list is never reached.
 */
import { catalogList, type CatalogId } from './catalog';

/** "badgers-court" → "BadgersCourt": a game id as its components' names spell it. */
export const pascal = (id: string): string =>
  id
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('');

/**
 * Picks each game's entry out of `files` (an `import.meta.glob`, keyed by path) by the path `path` gives
 * for its id. Throws, naming the file, when a game in the registry has none.
 */
export function byGame<T>(files: Readonly<Record<string, T>>, path: (id: CatalogId) => string): Readonly<Record<CatalogId, T>> {
  const out: Partial<Record<CatalogId, T>> = {};
  for (const { id } of catalogList()) {
    const key = path(id as CatalogId);
    if (!Object.hasOwn(files, key)) throw new Error(`${id}: the registry lists this game, but ${key} is missing`);
    out[id as CatalogId] = files[key] as T;
  }
  return out as Record<CatalogId, T>;
}

/**
 * Every embeddable game at once (for the site's own pages: the editor, the gallery and the frame pages),
 * in the registry's order. Each game's entry is its own file, src/embed/games/<game>.ts, held to the
 * registry's ids by `byGame` (a game without one stops the build), so this list never names a game.
 */
import { byGame } from '../engine/by-game';
import { catalogList, isCatalogId, type CatalogId } from '../engine/catalog';
import type { EmbeddableGame } from './entry';

export type { EmbeddableGame } from './entry';

const files = byGame(import.meta.glob<{ entry: EmbeddableGame }>('./games/*.ts', { eager: true }), (id) => `./games/${id}.ts`);

export const EMBEDDABLE: readonly EmbeddableGame[] = catalogList().map((m) => files[m.id as CatalogId].entry);

/** A game's embed entry, by the registry's own keys only ("constructor" is no game). */
export const embeddable = (id: unknown): EmbeddableGame | undefined => (isCatalogId(id) ? files[id].entry : undefined);

/**
 * Every embeddable game at once (for the site's own pages: the editor, the gallery and the frame pages),
 * in the registry's order. Each game's entry is its own file, src/embed/games/<game>.ts, found here by
 * name, so this list never names a game.
 */
import { catalogList, isCatalogId } from '../engine/catalog';
import type { EmbeddableGame } from './entry';

export type { EmbeddableGame } from './entry';

const files = import.meta.glob<{ entry: EmbeddableGame }>('./games/*.ts', { eager: true });
const byId = new Map(Object.values(files).map((f) => [f.entry.id, f.entry]));

export const EMBEDDABLE: readonly EmbeddableGame[] = catalogList().flatMap((m) => {
  const g = byId.get(m.id);
  return g ? [g] : [];
});

/** A game's embed entry, by the registry's own keys only ("constructor" is no game). */
export const embeddable = (id: unknown): EmbeddableGame | undefined => (isCatalogId(id) ? byId.get(id) : undefined);

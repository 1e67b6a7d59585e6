/** Every embeddable game at once (for the site's own pages: the editor and the gallery). */
import type { EmbeddableGame } from './entry';
import { entry as ferret } from './games/ferret';
import { entry as hermit } from './games/hermit';
import { entry as thricewise } from './games/thricewise';
import { entry as jigger } from './games/jigger';
import { entry as badgersCourt } from './games/badgers-court';

export type { EmbeddableGame } from './entry';
export const EMBEDDABLE: readonly EmbeddableGame[] = [ferret, hermit, thricewise, jigger, badgersCourt];
export const embeddable = (id: string): EmbeddableGame | undefined => EMBEDDABLE.find((g) => g.id === id);

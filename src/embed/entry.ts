/** What the embeds need of a game: its engine (to check custom examples), its examples and its island. */
import type { ComponentType } from 'preact';
import type { GameModule } from '../engine/core';
import type { Example } from '../engine/core/example';
import type { ExampleIslandProps } from '../components/ExampleStepper';
import type { WordsData } from '../words/words';
import { CATALOG, gamePage, isCatalogId } from '../engine/catalog';

export interface EmbeddableGame {
  readonly id: string;
  readonly title: string;
  readonly page: string;
  /** Who designed the game ("Greg James"), for the credit under every embed. */
  readonly designer: string;
  // The modules differ in their types; the embeds only parse examples and hand them to the island.
  readonly module: GameModule<unknown, unknown, unknown, unknown, unknown>;
  readonly examples: readonly Example[];
  /** The game's example island, given its words (withWords, src/words/context.ts). */
  readonly Island: ComponentType<ExampleIslandProps & { words: WordsData }>;
}

export const gameEntry = <S, M, O, V, E>(
  module: GameModule<S, M, O, V, E>,
  examples: readonly Example[],
  Island: ComponentType<ExampleIslandProps & { words: WordsData }>,
): EmbeddableGame => ({
  id: module.id,
  title: module.title,
  page: gamePage(module.id),
  designer: isCatalogId(module.id) ? CATALOG[module.id].designer : '',
  module: module as unknown as GameModule<unknown, unknown, unknown, unknown, unknown>,
  examples,
  Island,
});

/** A game's title by id, without its code (from the catalog); undefined for anything that is not a game, "constructor" included. */
export const gameTitle = (id: unknown): string | undefined => (isCatalogId(id) ? CATALOG[id].title : undefined);

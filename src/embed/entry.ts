/** What the embeds need of a game: its engine (to check custom examples), its examples and its island. */
import type { ComponentType } from 'preact';
import type { Example, GameModule } from '../engine/core';
import type { ExampleIslandProps } from '../components/ExampleStepper';

export interface EmbeddableGame {
  readonly id: string;
  readonly title: string;
  readonly page: string;
  // The modules differ in their types; the embeds only parse examples and hand them to the island.
  readonly module: GameModule<unknown, unknown, unknown, unknown, unknown>;
  readonly examples: readonly Example[];
  readonly Island: ComponentType<ExampleIslandProps>;
}

export const gameEntry = <S, M, O, V, E>(module: GameModule<S, M, O, V, E>, examples: readonly Example[], Island: ComponentType<ExampleIslandProps>): EmbeddableGame => ({
  id: module.id,
  title: module.title,
  page: `/games/${module.id}/`,
  module: module as unknown as GameModule<unknown, unknown, unknown, unknown, unknown>,
  examples,
  Island,
});

/** The games' ids and titles, without their code: for messages about a game that does not exist. */
export const GAME_TITLES: Readonly<Record<string, string>> = { ferret: 'Ferret', hermit: 'Hermit', thricewise: 'Thricewise', jigger: 'Jigger', 'badgers-court': 'Badger’s Court' };

/** Every game's example island, engine and examples, by game id: what the embeds can show. */
import type { ComponentType } from 'preact';
import type { Example, GameModule } from '../engine/core';
import type { ExampleIslandProps } from '../components/ExampleStepper';
import { ferret } from '../engine/ferret';
import { hermit } from '../engine/hermit';
import { thricewise } from '../engine/thricewise';
import { jigger } from '../engine/jigger';
import { badgersCourt } from '../engine/badgers-court';
import { FERRET_EXAMPLES } from '../engine/ferret/examples';
import { HERMIT_EXAMPLES } from '../engine/hermit/examples';
import { THRICEWISE_EXAMPLES } from '../engine/thricewise/examples';
import { JIGGER_EXAMPLES } from '../engine/jigger/examples';
import { BADGERS_COURT_EXAMPLES } from '../engine/badgers-court/examples';
import FerretExample from '../components/ferret/FerretExample';
import HermitExample from '../components/hermit/HermitExample';
import ThricewiseExample from '../components/thricewise/ThricewiseExample';
import JiggerExample from '../components/jigger/JiggerExample';
import BadgersCourtExample from '../components/badgers-court/BadgersCourtExample';

export interface EmbeddableGame {
  readonly id: string;
  readonly title: string;
  readonly page: string;
  // The modules differ in their types; the embeds only parse examples and hand them to the island.
  readonly module: GameModule<unknown, unknown, unknown, unknown, unknown>;
  readonly examples: readonly Example[];
  readonly Island: ComponentType<ExampleIslandProps>;
}

const entry = <S, M, O, V, E>(module: GameModule<S, M, O, V, E>, examples: readonly Example[], Island: ComponentType<ExampleIslandProps>): EmbeddableGame => ({
  id: module.id,
  title: module.title,
  page: `/games/${module.id}/`,
  module: module as unknown as GameModule<unknown, unknown, unknown, unknown, unknown>,
  examples,
  Island,
});

export const EMBEDDABLE: readonly EmbeddableGame[] = [
  entry(ferret, FERRET_EXAMPLES, FerretExample),
  entry(hermit, HERMIT_EXAMPLES, HermitExample),
  entry(thricewise, THRICEWISE_EXAMPLES, ThricewiseExample),
  entry(jigger, JIGGER_EXAMPLES, JiggerExample),
  entry(badgersCourt, BADGERS_COURT_EXAMPLES, BadgersCourtExample),
];

export const embeddable = (id: string): EmbeddableGame | undefined => EMBEDDABLE.find((g) => g.id === id);

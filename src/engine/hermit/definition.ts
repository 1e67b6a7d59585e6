/** Hermit as the site knows it: the play table's part (./play.ts), its teaching and its computer player. */
import { gameDefinition } from '../core/definition';
import { hermitPlayDefinition } from './play';
import { hermitComputers } from './levels';
import { HERMIT_EXAMPLES } from './examples';
import { HERMIT_TRIES } from './tries';
import { HERMIT_GUIDED } from './guided';

export const hermitDefinition = gameDefinition(hermitPlayDefinition, {
  computers: hermitComputers,
  examples: HERMIT_EXAMPLES,
  tries: HERMIT_TRIES,
  guided: HERMIT_GUIDED,
});

/** Jigger as the site knows it: the play table's part (./play.ts), its teaching and its computer player. */
import { gameDefinition } from '../core/definition';
import { jiggerPlayDefinition } from './play';
import { jiggerComputers } from './levels';
import { JIGGER_EXAMPLES } from './examples';
import { JIGGER_TRIES } from './tries';
import { JIGGER_GUIDED } from './guided';

export const jiggerDefinition = gameDefinition(jiggerPlayDefinition, {
  computers: jiggerComputers,
  examples: JIGGER_EXAMPLES,
  tries: JIGGER_TRIES,
  guided: JIGGER_GUIDED,
});

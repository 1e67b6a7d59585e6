/** Ferret as the site knows it: the play table's part (./play.ts), its teaching and its computer player. */
import { gameDefinition } from '../core/definition';
import { ferretPlayDefinition } from './play';
import { ferretComputers } from './levels';
import { FERRET_EXAMPLES } from './examples';
import { FERRET_TRIES } from './tries';
import { FERRET_GUIDED } from './guided';

export const ferretDefinition = gameDefinition(ferretPlayDefinition, {
  computers: ferretComputers,
  examples: FERRET_EXAMPLES,
  tries: FERRET_TRIES,
  guided: FERRET_GUIDED,
});

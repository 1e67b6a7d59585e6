/** Thricewise as the site knows it: the play table's part (./play.ts), its teaching and its computer player. */
import { gameDefinition } from '../core/definition';
import { thricewisePlayDefinition } from './play';
import { thricewiseComputers } from './levels';
import { THRICEWISE_EXAMPLES } from './examples';
import { THRICEWISE_TRIES } from './tries';
import { THRICEWISE_GUIDED } from './guided';

export const thricewiseDefinition = gameDefinition(thricewisePlayDefinition, {
  computers: thricewiseComputers,
  examples: THRICEWISE_EXAMPLES,
  tries: THRICEWISE_TRIES,
  guided: THRICEWISE_GUIDED,
});

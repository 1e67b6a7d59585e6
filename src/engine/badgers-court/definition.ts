/** Badger's Court as the site knows it: the play table's part (./play.ts), its teaching and its computer player. */
import { gameDefinition } from '../core/definition';
import { badgersCourtPlayDefinition } from './play';
import { badgersCourtComputers } from './levels';
import { BADGERS_COURT_EXAMPLES } from './examples';
import { BADGERS_COURT_TRIES } from './tries';
import { BADGERS_COURT_GUIDED } from './guided';

export const badgersCourtDefinition = gameDefinition(badgersCourtPlayDefinition, {
  computers: badgersCourtComputers,
  examples: BADGERS_COURT_EXAMPLES,
  tries: BADGERS_COURT_TRIES,
  guided: BADGERS_COURT_GUIDED,
});

/**
 * Badger's Court's guided first game: the last deal of a round, four cards each, so the round is
 * scored and the game ends. The reader matches, adds, builds Crowns and takes the build. The game is
 * data (./guided.json, read by core/example-data.ts), replayed by tests/unit/guided.test.ts.
 */
import type { GuidedGame } from '../core';
import { guidedGame } from '../core/example-data';
import guided from './guided.json' with { type: 'json' };
import { RULES } from './rules';

export const BADGERS_COURT_GUIDED: GuidedGame = guidedGame('badgers-court/guided.json', guided, RULES);

/**
 * Jigger's guided first game: two players, a draw pile of five, five demands for the reader, the Excuse
 * given instead of fishing, and the game's end when the pile runs out during fishing, in a tie on cards
 * that the Excuse breaks. The game is data (./guided.json, read by core/example-data.ts),
 * replayed by tests/unit/guided.test.ts.
 */
import type { GuidedGame } from '../core';
import { guidedGame } from '../core/example-data';
import guided from './guided.json' with { type: 'json' };
import { RULES } from './rules';

export const JIGGER_GUIDED: GuidedGame = guidedGame('jigger/guided.json', guided, RULES);

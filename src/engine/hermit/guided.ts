/**
 * Hermit's guided first game: the last hand of a three-player match, four cards each, so the match
 * ends when the hand does. The game is data (./guided.json, read by core/example-data.ts), replayed
 * by tests/unit/guided.test.ts.
 */
import type { GuidedGame } from '../core';
import { guidedGame } from '../core/example-data';
import guided from './guided.json' with { type: 'json' };
import { RULES } from './rules';

export const HERMIT_GUIDED: GuidedGame = guidedGame('hermit/guided.json', guided, RULES);

/**
 * Thricewise's guided first game: two players, three cards each and no draw pile, so three turns of
 * choosing in secret and placing; on the second turn both choose a 6, a tie, and both cards wait
 * (deferred) until the third. The game is data (./guided.json, read by core/example-data.ts),
 * replayed by tests/unit/guided.test.ts.
 */
import type { GuidedGame } from '../core';
import { guidedGame } from '../core/example-data';
import guided from './guided.json' with { type: 'json' };
import { RULES } from './rules';

export const THRICEWISE_GUIDED: GuidedGame = guidedGame('thricewise/guided.json', guided, RULES);

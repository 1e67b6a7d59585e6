/**
 * Ferret's guided first game: a short deal (a draw pile of four, so the game ends after four draws),
 * four moves for the reader (three into the tableau, one into the hand), and the final scoring, where
 * the reader forms a set from the hand. The game is data (./guided.json, read by core/example-data.ts),
 * replayed by tests/unit/guided.test.ts.
 */
import type { GuidedGame } from '../core';
import { guidedGame } from '../core/example-data';
import guided from './guided.json' with { type: 'json' };
import { RULES } from './rules';

export const FERRET_GUIDED: GuidedGame = guidedGame('ferret/guided.json', guided, RULES);

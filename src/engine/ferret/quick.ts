/**
 * Ferret's quick levels, Gentle and Normal (ai.ts, where the worlds they and Strong's search deal from
 * the seat's view are made too), which a play page runs itself. No search here: the page loads this
 * file, not the search.
 */
import { quickLevels } from '../core/quick-levels';
import { chooseMove, determinise } from './ai';
import { ferret } from './index';
import type { FerretMove } from './state';
import type { FerretView } from './view';

/** The Normal player, as a level (its options left at their defaults). */
export const ferretNormal = (view: FerretView, seed: string): FerretMove => chooseMove(view, seed);
export const ferretQuick = quickLevels({ module: ferret, determinise }, ferretNormal, 0.5);
export const computers = ferretQuick;

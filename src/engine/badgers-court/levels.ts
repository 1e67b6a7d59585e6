/**
 * Badger's Court's computer at three levels (src/engine/core/search.ts): Gentle, Normal (ai.ts) and
 * Strong, a search over deals of the unseen cards consistent with the seat's view (`determinise`, in
 * quick.ts), played out to the end of the round. Also the worker's entry for Badger's Court: the engine and
 * its players, without examples or words.
 */
import { strongLevel, squash, type SearchSpec } from '../core/search';
import { determinise, badgersCourtQuick } from './quick';
import { chooseMove, worth } from './ai';
import { badgersCourt } from './index';
import type { BadgersCourtMove, BadgersCourtState } from './state';
import type { BadgersCourtView } from './view';

export const badgersCourtSearch: SearchSpec<BadgersCourtState, BadgersCourtMove, BadgersCourtView> = {
  module: badgersCourt,
  // The playouts a move: the table's own cap (TABLE_BUDGET), since the faster listing and Normal player fit
  // them in the 150 ms (issue 35: p50 about 70 ms, p90 90 ms of CPU a move here, with the machine's load
  // near 8 on 2 cores, where 250 took 23 / 29 ms before), so the time limit rarely decides.
  iterations: 1200,
  determinise,
  playout: (view, seed) => chooseMove(view, seed),
  // Played out a few turns (or to the end of the round), then judged by the score and by what the
  // cards each player has taken are worth under these options.
  horizon: (start, now, moves) => moves >= 8 || now.results.length > start.results.length,
  value: (s, seat) => {
    const piles = (p: number) => (s.piles[p] ?? []).reduce((a, c) => a + worth(c, s.options), 0);
    return squash((s.scores[seat] ?? 0) - (s.scores[1 - seat] ?? 0) + piles(seat) - piles(1 - seat), 3);
  },
};

export const badgersCourtComputers = { ...badgersCourtQuick, strong: strongLevel(badgersCourtSearch, chooseMove) };
export const computers = badgersCourtComputers;

export { determinise };

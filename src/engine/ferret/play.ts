/**
 * Ferret at the play table: its engine, options and words. Its teaching and its computer player are
 * not here (./definition.ts adds them): a play page loads this, the guided game comes as a prop and the
 * computer thinks in its worker.
 */
import { createRng } from '../core/random';
import { msg } from '../core/message';
import { type PlayDefinition } from '../core/definition';
import { ferret } from './index';
import type { FerretEvent, FerretMove, FerretOptions, FerretState } from './state';
import type { Seat } from './rules';
import { viewEvent, type FerretView } from './view';
import { describeEvent, outcomeText, reminder } from './describe';
import { eventCards } from './events';
import { explainEvent, hintsFor } from './explain';
import { playFacts } from '../core/data';
import meta from './meta.json' with { type: 'json' };

export const ferretPlayDefinition: PlayDefinition<FerretState, FerretMove, FerretOptions, FerretView, FerretEvent> = {
  ...playFacts(meta),
  module: ferret,
  loadComputers: () => import('./levels'),
  loadQuick: () => import('./quick'),
  optionFields: [],
  // Who plays first is drawn from the seed, so a link to a deal replays it exactly (as links always have).
  seeded: (o, seed) => ({ ...o, first: createRng(`first:${seed}`).int(2) as Seat }),
  toFields: () => ({}),
  fromFields: () => ({}),
  // The sets a lay-off goes onto are named from the event's state; without it the words say "a set".
  describe: (e, state) => describeEvent(e, state?.sets ?? []),
  explain: explainEvent,
  hints: (v) => hintsFor(v),
  eventCards,
  viewEvent: (e, seat) => viewEvent(e, seat as Seat),
  undoBlockedBy: (e) => (e.type === 'draw' ? msg('ferret.undo.drawn') : msg('ferret.undo.shown')),
  summaries: () => 0,
  reminder,
  result: (o) => outcomeText(o.scores),
  upcoming: (s) => ({ cards: s.drawPile.slice(0, 6), what: msg('ferret.upcoming') }),
};

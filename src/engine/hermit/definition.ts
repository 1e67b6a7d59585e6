/** Hermit as the site knows it: the engine, its examples, its options, the computer player and its words. */
import type { GameDefinition } from '../core/definition';
import { hermit } from './index';
import type { HermitEvent, HermitMove, HermitOptions, HermitState } from './state';
import { viewEvent, type HermitView } from './view';
import { chooseMove } from './ai';
import { describeEvent } from './describe';
import { eventCards } from './events';
import { explainEvent, hintsFor } from './explain';
import { HERMIT_EXAMPLES, HERMIT_TRIES } from './examples';
import { HERMIT_GUIDED } from './guided';
import { meta } from './meta';

export const hermitDefinition: GameDefinition<HermitState, HermitMove, HermitOptions, HermitView, HermitEvent> = {
  ...meta,
  module: hermit,
  examples: HERMIT_EXAMPLES,
  exampleTries: HERMIT_TRIES,
  guided: HERMIT_GUIDED,
  // Link parameters as they have always been: target, pc, hp.
  optionFields: [
    {
      key: 'target',
      param: 'target',
      label: 'The match ends at',
      kind: 'choice',
      default: 66,
      choices: [
        { value: 66, label: '66 points' },
        { value: 100, label: '100 points (a longer match)' },
      ],
      // With two players the match is not played to a target (the page says so).
      seats: [3, 4, 5],
    },
    { key: 'pleasantCompany', param: 'pc', label: 'Pleasant Company', kind: 'boolean', default: false },
    { key: 'houseParty', param: 'hp', label: 'House Party', kind: 'boolean', default: false },
  ],
  toFields: (o) => ({ target: o.target, pleasantCompany: o.pleasantCompany, houseParty: o.houseParty }),
  fromFields: (f, players) => ({ players, target: players === 2 ? 66 : f.target, pleasantCompany: f.pleasantCompany === true, houseParty: f.houseParty === true }),
  computer: (view, seed) => chooseMove(view, seed),
  describe: (e, names, you) => describeEvent(e, names, you),
  explain: explainEvent,
  hints: (v) => hintsFor(v),
  eventCards,
  viewEvent,
  undoBlockedBy: (e) => (e.type === 'deal' || e.type === 'hand-over' ? 'a new hand was dealt' : 'another player’s card was shown'),
  summaries: (s) => s.results.length,
};

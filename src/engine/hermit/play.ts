/**
 * Hermit at the play table: its engine, options and words. Its teaching and its computer player are
 * not here (./definition.ts adds them): a play page loads this, the guided game comes as a prop and the
 * computer thinks in its worker.
 */
import { choiceField, definitionParts, flagField, type PlayDefinition } from '../core/definition';
import { msg } from '../core/message';
import { hermit } from './index';
import type { HermitEvent, HermitMove, HermitOptions, HermitState } from './state';
import { viewEvent, type HermitView } from './view';
import { describeEvent, outcomeText, reminder } from './describe';
import { eventCards } from './events';
import { explainEvent, hintsFor } from './explain';
import { playFacts } from '../core/data';
import meta from './meta.json' with { type: 'json' };

export const hermitPlayDefinition: PlayDefinition<HermitState, HermitMove, HermitOptions, HermitView, HermitEvent> = {
  ...playFacts(meta),
  module: hermit,
  loadComputers: () => import('./levels'),
  loadQuick: () => import('./quick'),
  // Link parameters as they have always been: target, pc, hp.
  optionFields: [
    // With two players the match is not played to a target (the page says so).
    choiceField(
      'target',
      'target',
      msg('hermit.option.target'),
      66,
      [
        [66, msg('hermit.option.target-66')],
        [100, msg('hermit.option.target-100')],
      ],
      [3, 4, 5],
    ),
    flagField('pleasantCompany', 'pc', msg('hermit.option.pleasant-company')),
    flagField('houseParty', 'hp', msg('hermit.option.house-party')),
  ],
  toFields: (o) => ({ target: o.target, pleasantCompany: o.pleasantCompany, houseParty: o.houseParty }),
  fromFields: (f, players) => ({
    players,
    target: players === 2 ? 66 : f.target,
    pleasantCompany: f.pleasantCompany === true,
    houseParty: f.houseParty === true,
  }),
  ...definitionParts({ describeEvent, explainEvent, hintsFor, eventCards, viewEvent }),
  undoBlockedBy: (e) => (e.type === 'deal' || e.type === 'hand-over' ? msg('hermit.undo.dealt') : msg('hermit.undo.shown')),
  summaries: (s) => s.results.length,
  reminder,
  result: outcomeText,
  // With two players, the Cottage: the face-down cards that go to whoever takes fewer tricks.
  upcoming: (s) => ({ cards: s.options.players === 2 ? s.cottage : [], what: msg('hermit.upcoming.cottage') }),
};

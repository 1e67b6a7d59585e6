/**
 * Thricewise at the play table: its engine, options and words. Its teaching and its computer player are
 * not here (./definition.ts adds them): a play page loads this, the guided game comes as a prop and the
 * computer thinks in its worker.
 */
import { definitionParts, type PlayDefinition } from '../core/definition';
import { msg } from '../core/message';
import { thricewise } from './index';
import type { ThricewiseEvent, ThricewiseMove, ThricewiseOptions, ThricewiseState } from './state';
import { viewEvent, type ThricewiseView } from './view';
import { describeEvent, outcomeText, reminder } from './describe';
import { eventCards } from './events';
import { explainEvent, hintsFor } from './explain';
import { playFacts } from '../core/data';
import meta from './meta.json' with { type: 'json' };

export const thricewisePlayDefinition: PlayDefinition<ThricewiseState, ThricewiseMove, ThricewiseOptions, ThricewiseView, ThricewiseEvent> = {
  ...playFacts(meta),
  module: thricewise,
  loadComputers: () => import('./levels'),
  loadQuick: () => import('./quick'),
  // Thricewise has no options but the number of players.
  optionFields: [],
  toFields: () => ({}),
  fromFields: (_f, players) => ({ players }),
  ...definitionParts({ describeEvent, explainEvent, hintsFor, eventCards, viewEvent }),
  undoBlockedBy: (e) => (e.type === 'draw' ? msg('thricewise.undo.drawn') : msg('thricewise.undo.revealed')),
  summaries: () => 0,
  reminder,
  result: outcomeText,
  upcoming: (s) => ({ cards: s.drawPile.slice(0, 6), what: msg('thricewise.upcoming') }),
};

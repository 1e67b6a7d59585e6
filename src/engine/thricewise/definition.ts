/** Thricewise as the site knows it: the engine, its examples, the computer player and its words. */
import { definitionParts, type GameDefinition, teachingParts } from '../core/definition';
import { thricewise } from './index';
import type { ThricewiseEvent, ThricewiseMove, ThricewiseOptions, ThricewiseState } from './state';
import { viewEvent, type ThricewiseView } from './view';
import { thricewiseComputers } from './levels';
import { describeEvent, outcomeText, reminder } from './describe';
import { eventCards } from './events';
import { explainEvent, hintsFor } from './explain';
import { THRICEWISE_EXAMPLES, THRICEWISE_TRIES } from './examples';
import { gameMeta } from '../core/data';
import meta from './meta.json' with { type: 'json' };
import { THRICEWISE_GUIDED } from './guided';

export const thricewiseDefinition: GameDefinition<ThricewiseState, ThricewiseMove, ThricewiseOptions, ThricewiseView, ThricewiseEvent> = {
  ...gameMeta('thricewise/meta.json', meta),
  module: thricewise,
  // Thricewise has no options but the number of players.
  optionFields: [],
  toFields: () => ({}),
  fromFields: (_f, players) => ({ players }),
  ...definitionParts({ computers: thricewiseComputers, describeEvent, explainEvent, hintsFor, eventCards, viewEvent }),
  undoBlockedBy: (e) => (e.type === 'draw' ? 'a card was drawn' : 'the chosen cards were turned up'),
  summaries: () => 0,
  reminder,
  result: outcomeText,
  upcoming: (s) => ({ cards: s.drawPile.slice(0, 6), what: 'the draw pile' }),
  ...teachingParts({ examples: THRICEWISE_EXAMPLES, tries: THRICEWISE_TRIES, guided: THRICEWISE_GUIDED }),
};

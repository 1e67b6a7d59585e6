/**
 * Jigger at the play table: its engine, options and words. Its teaching and its computer player are
 * not here (./definition.ts adds them): a play page loads this, the guided game comes as a prop and the
 * computer thinks in its worker.
 */
import { choiceField, definitionParts, flagField, type PlayDefinition } from '../core/definition';
import { msg } from '../core/message';
import { baseCard, jigger, viewEvent, type JiggerEvent, type JiggerMove, type JiggerOptions, type JiggerState, type JiggerView } from './index';
import { describeEvent, outcomeText, reminder } from './describe';
import { eventCards } from './events';
import { explainEvent, hintsFor } from './explain';
import { playFacts } from '../core/data';
import meta from './meta.json' with { type: 'json' };

type Handicap = 'none' | 'screen' | 'face-down';
const handicapOf = (o: JiggerOptions): Handicap => (o.handicap === null ? 'none' : o.handicap.takesFaceDown ? 'face-down' : 'screen');

export const jiggerPlayDefinition: PlayDefinition<JiggerState, JiggerMove, JiggerOptions, JiggerView, JiggerEvent> = {
  ...playFacts(meta),
  module: jigger,
  loadComputers: () => import('./levels'),
  loadQuick: () => import('./quick'),
  // Link parameters books and staggered as they have always been; first, excuse and handicap are new.
  optionFields: [
    { key: 'first', param: 'first', label: msg('jigger.option.first'), kind: 'seat', default: 0 },
    flagField('bookScoring', 'books', msg('jigger.option.books')),
    flagField('staggered', 'staggered', msg('jigger.option.staggered')),
    choiceField('fishedExcuse', 'excuse', msg('jigger.option.excuse'), 'keep', [
      ['keep', msg('jigger.option.excuse.keep')],
      ['surrender', msg('jigger.option.excuse.surrender')],
    ]),
    // The handicap for two players of different ages, one plain field: its stage. The older player is the
    // one who does not start, since the youngest starts (the `first` field).
    choiceField(
      'handicap',
      'handicap',
      msg('jigger.option.handicap'),
      'none',
      [
        ['none', msg('jigger.option.handicap.none')],
        ['screen', msg('jigger.option.handicap.screen')],
        ['face-down', msg('jigger.option.handicap.face-down')],
      ],
      [2],
    ),
  ],
  toFields: (o) => ({ first: o.first, bookScoring: o.bookScoring, staggered: o.staggered === true, fishedExcuse: o.fishedExcuse, handicap: handicapOf(o) }),
  fromFields: (f, players) => ({
    players,
    first: f.first,
    bookScoring: f.bookScoring === true,
    staggered: f.staggered === true,
    fishedExcuse: f.fishedExcuse,
    handicap: players === 2 && f.handicap !== 'none' ? { older: f.first === 1 ? 0 : 1, takesFaceDown: f.handicap === 'face-down' } : null,
  }),
  ...definitionParts({
    // A card fished and kept is named only to the one who drew it (hidden when the screen is shared): describe.ts.
    describeEvent,
    explainEvent,
    hintsFor,
    eventCards,
    viewEvent,
  }),
  undoBlockedBy: (e) => (e.type === 'fish' ? msg('jigger.undo.drawn') : msg('jigger.undo.given')),
  summaries: () => 0,
  reminder,
  result: outcomeText,
  // With more than one deck (one per three players) a card may be a copy (`AL#2`): shown as its card.
  upcoming: (s) => ({ cards: s.drawPile.slice(0, 6).map(baseCard), what: msg('jigger.upcoming') }),
};

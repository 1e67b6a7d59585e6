/**
 * Badger's Court at the play table: its engine, options and words (as messages). Its teaching and its computer player are
 * not here (./definition.ts adds them): a play page loads this, the guided game comes as a prop and the
 * computer thinks in its worker.
 */
import { choiceField, definitionParts, flagField, type PlayDefinition } from '../core/definition';
import { msg } from '../core/message';
import { badgersCourt } from './index';
import type { BadgersCourtEvent, BadgersCourtMove, BadgersCourtOptions, BadgersCourtState } from './state';
import { viewEvent, type BadgersCourtView } from './view';
import { describeEvent, outcomeText, reminder } from './describe';
import { eventCards } from './events';
import { explainEvent, hintsFor } from './explain';
import { playFacts } from '../core/data';
import meta from './meta.json' with { type: 'json' };

export const badgersCourtPlayDefinition: PlayDefinition<BadgersCourtState, BadgersCourtMove, BadgersCourtOptions, BadgersCourtView, BadgersCourtEvent> = {
  ...playFacts(meta),
  module: badgersCourt,
  loadComputers: () => import('./levels'),
  loadQuick: () => import('./quick'),
  // Link parameters as they have always been: deck, variant, royal, personalities, draw, casinos.
  optionFields: [
    choiceField('deck', 'deck', msg('badgers-court.option.deck'), 'basic', [
      ['basic', msg('badgers-court.option.deck-basic', { n: 36 })],
      ['extended', msg('badgers-court.option.deck-extended', { n: 44 })],
    ]),
    choiceField('variant', 'variant', msg('badgers-court.option.variant'), 'standard', [
      ['standard', msg('badgers-court.option.standard')],
      ['traditional', msg('badgers-court.option.traditional')],
    ]),
    flagField('royal', 'royal', msg('badgers-court.option.royal')),
    flagField('personalityPoints', 'personalities', msg('badgers-court.option.personalities')),
    flagField('drawEachTurn', 'draw', msg('badgers-court.option.draw')),
    flagField('casinos', 'casinos', msg('badgers-court.option.casinos')),
  ],
  toFields: (o) => ({
    deck: o.deck,
    variant: o.variant,
    royal: o.royal,
    personalityPoints: o.personalityPoints,
    drawEachTurn: o.drawEachTurn,
    casinos: o.casinos,
  }),
  fromFields: (f) => ({
    deck: f.deck,
    variant: f.variant,
    royal: f.royal,
    personalityPoints: f.personalityPoints,
    drawEachTurn: f.drawEachTurn,
    casinos: f.casinos,
  }),
  ...definitionParts({ describeEvent, explainEvent, hintsFor, eventCards, viewEvent }),
  undoBlockedBy: (e) => (e.type === 'draw' ? msg('badgers-court.undo.drawn') : msg('badgers-court.undo.dealt')),
  summaries: (s) => s.results.length,
  reminder,
  result: outcomeText,
  upcoming: (s) => ({ cards: s.stock.slice(0, 8), what: msg('badgers-court.upcoming.deck') }),
};

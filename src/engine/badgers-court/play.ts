/**
 * Badger's Court at the play table: its engine, options and words. Its teaching and its computer player are
 * not here (./definition.ts adds them): a play page loads this, the guided game comes as a prop and the
 * computer thinks in its worker.
 */
import { choiceField, definitionParts, flagField, type PlayDefinition } from '../core/definition';
import { badgersCourt } from './index';
import type { BadgersCourtEvent, BadgersCourtMove, BadgersCourtOptions, BadgersCourtState } from './state';
import { viewEvent, type BadgersCourtView } from './view';
import { describeEvent, outcomeText, reminder } from './describe';
import { eventCards } from './events';
import { explainEvent, hintsFor } from './explain';
import { gameMeta } from '../core/data';
import meta from './meta.json' with { type: 'json' };

export const badgersCourtPlayDefinition: PlayDefinition<BadgersCourtState, BadgersCourtMove, BadgersCourtOptions, BadgersCourtView, BadgersCourtEvent> = {
  ...gameMeta('badgers-court/meta.json', meta),
  module: badgersCourt,
  loadComputers: () => import('./levels'),
  // Link parameters as they have always been: deck, variant, royal, personalities, draw, casinos.
  optionFields: [
    choiceField('deck', 'deck', 'Deck', 'basic', [
      ['basic', 'The basic deck (36 cards)'],
      ['extended', 'With the Pawns and Courts (44 cards)'],
    ]),
    choiceField('variant', 'variant', 'Rules', 'standard', [
      ['standard', 'Standard'],
      ['traditional', 'Very traditional'],
    ]),
    flagField('royal', 'royal', 'Royal Court (standard rules only)'),
    flagField('personalityPoints', 'personalities', 'A point for each personality (standard rules only)'),
    flagField('drawEachTurn', 'draw', 'Draw a card after each turn'),
    flagField('casinos', 'casinos', 'Little and big casino (standard rules only)'),
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
  undoBlockedBy: (e) => (e.type === 'draw' ? 'a card was drawn' : 'new cards were dealt'),
  summaries: (s) => s.results.length,
  reminder,
  result: outcomeText,
  upcoming: (s) => ({ cards: s.stock.slice(0, 8), what: 'the deck' }),
};

/** Badger's Court as the site knows it: the engine, its examples, its options, the computer player and its words. */
import { choiceField, definitionParts, flagField, type GameDefinition, teachingParts } from '../core/definition';
import { badgersCourt } from './index';
import type { BadgersCourtEvent, BadgersCourtMove, BadgersCourtOptions, BadgersCourtState } from './state';
import { viewEvent, type BadgersCourtView } from './view';
import { badgersCourtComputers } from './levels';
import { describeEvent, outcomeText, reminder } from './describe';
import { eventCards } from './events';
import { explainEvent, hintsFor } from './explain';
import { BADGERS_COURT_EXAMPLES, BADGERS_COURT_TRIES } from './examples';
import { gameMeta } from '../core/data';
import meta from './meta.json' with { type: 'json' };
import { BADGERS_COURT_GUIDED } from './guided';

export const badgersCourtDefinition: GameDefinition<BadgersCourtState, BadgersCourtMove, BadgersCourtOptions, BadgersCourtView, BadgersCourtEvent> = {
  ...gameMeta('badgers-court/meta.json', meta),
  module: badgersCourt,
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
  ...definitionParts({ computers: badgersCourtComputers, describeEvent, explainEvent, hintsFor, eventCards, viewEvent }),
  undoBlockedBy: (e) => (e.type === 'draw' ? 'a card was drawn' : 'new cards were dealt'),
  summaries: (s) => s.results.length,
  reminder,
  result: outcomeText,
  upcoming: (s) => ({ cards: s.stock.slice(0, 8), what: 'the deck' }),
  ...teachingParts({ examples: BADGERS_COURT_EXAMPLES, tries: BADGERS_COURT_TRIES, guided: BADGERS_COURT_GUIDED }),
};

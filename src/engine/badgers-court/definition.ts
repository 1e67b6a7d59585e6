/** Badger's Court as the site knows it: the engine, its examples, its options, the computer player and its words. */
import type { GameDefinition } from '../core/definition';
import { badgersCourt } from './index';
import type { BadgersCourtEvent, BadgersCourtMove, BadgersCourtOptions, BadgersCourtState } from './state';
import { viewEvent, type BadgersCourtView } from './view';
import { chooseMove } from './ai';
import { describeEvent } from './describe';
import { eventCards } from './events';
import { explainEvent, hintsFor } from './explain';
import { BADGERS_COURT_EXAMPLES, BADGERS_COURT_TRIES } from './examples';
import { BADGERS_COURT_GUIDED } from './guided';
import { meta } from './meta';

export const badgersCourtDefinition: GameDefinition<BadgersCourtState, BadgersCourtMove, BadgersCourtOptions, BadgersCourtView, BadgersCourtEvent> = {
  ...meta,
  module: badgersCourt,
  examples: BADGERS_COURT_EXAMPLES,
  exampleTries: BADGERS_COURT_TRIES,
  guided: BADGERS_COURT_GUIDED,
  // Link parameters as they have always been: deck, variant, royal, personalities, draw, casinos.
  optionFields: [
    {
      key: 'deck',
      param: 'deck',
      label: 'Deck',
      kind: 'choice',
      default: 'basic',
      choices: [
        { value: 'basic', label: 'The basic deck (36 cards)' },
        { value: 'extended', label: 'With the Pawns and Courts (44 cards)' },
      ],
    },
    {
      key: 'variant',
      param: 'variant',
      label: 'Rules',
      kind: 'choice',
      default: 'standard',
      choices: [
        { value: 'standard', label: 'Standard' },
        { value: 'traditional', label: 'Very traditional' },
      ],
    },
    { key: 'royal', param: 'royal', label: 'Royal Court (standard rules only)', kind: 'boolean', default: false },
    { key: 'personalityPoints', param: 'personalities', label: 'A point for each personality (standard rules only)', kind: 'boolean', default: false },
    { key: 'drawEachTurn', param: 'draw', label: 'Draw a card after each turn', kind: 'boolean', default: false },
    { key: 'casinos', param: 'casinos', label: 'Little and big casino (standard rules only)', kind: 'boolean', default: false },
  ],
  toFields: (o) => ({ deck: o.deck, variant: o.variant, royal: o.royal, personalityPoints: o.personalityPoints, drawEachTurn: o.drawEachTurn, casinos: o.casinos }),
  fromFields: (f) => ({ deck: f.deck, variant: f.variant, royal: f.royal, personalityPoints: f.personalityPoints, drawEachTurn: f.drawEachTurn, casinos: f.casinos }),
  computer: (view, seed) => chooseMove(view, seed),
  describe: (e, names, you) => describeEvent(e, names, you),
  explain: explainEvent,
  hints: (v) => hintsFor(v),
  eventCards,
  viewEvent,
  undoBlockedBy: (e) => (e.type === 'draw' ? 'a card was drawn' : 'new cards were dealt'),
  summaries: (s) => s.results.length,
};

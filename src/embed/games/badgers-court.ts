/** BadgersCourt, as the embeds need it: its engine, its examples, and its example island (its words: ../words.ts). */
import { badgersCourt } from '../../engine/badgers-court';
import { BADGERS_COURT_EXAMPLES } from '../../engine/badgers-court/examples';
import BadgersCourtExample from '../../components/badgers-court/BadgersCourtExample';
import { gameEntry } from '../entry';

export const entry = gameEntry(badgersCourt, BADGERS_COURT_EXAMPLES, BadgersCourtExample);

/** BadgersCourt, as the embeds need it: its engine, its examples, its example island and its words. */
import { badgersCourt } from '../../engine/badgers-court';
import { BADGERS_COURT_EXAMPLES } from '../../engine/badgers-court/examples';
import BadgersCourtExample from '../../components/badgers-court/BadgersCourtExample';
import { gameEntry } from '../entry';
import { englishWords } from '../words';
import badgersCourtWords from '../../words/badgers-court/en.json';

export const entry = gameEntry(badgersCourt, BADGERS_COURT_EXAMPLES, BadgersCourtExample);

/** The custom element's words for it (English; the iframe pages give their own): ../words.ts. */
export const words = /* @__PURE__ */ englishWords('badgers-court', badgersCourtWords);

/** Hermit, as the embeds need it: its engine, its examples, its example island and its words. */
import { hermit } from '../../engine/hermit';
import { HERMIT_EXAMPLES } from '../../engine/hermit/examples';
import HermitExample from '../../components/hermit/HermitExample';
import { gameEntry } from '../entry';
import { englishWords } from '../words';
import hermitWords from '../../words/hermit/en.json';

export const entry = gameEntry(hermit, HERMIT_EXAMPLES, HermitExample);

/** The custom element's words for it (English; the iframe pages give their own): ../words.ts. */
export const words = /* @__PURE__ */ englishWords('hermit', hermitWords);

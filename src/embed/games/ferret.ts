/** Ferret, as the embeds need it: its engine, its examples, its example island and its words. */
import { ferret } from '../../engine/ferret';
import { FERRET_EXAMPLES } from '../../engine/ferret/examples';
import FerretExample from '../../components/ferret/FerretExample';
import { gameEntry } from '../entry';
import { englishWords } from '../words';
import ferretWords from '../../words/ferret/en.json';

export const entry = gameEntry(ferret, FERRET_EXAMPLES, FerretExample);

/** The custom element's words for it (English; the iframe pages give their own): ../words.ts. */
export const words = /* @__PURE__ */ englishWords('ferret', ferretWords);

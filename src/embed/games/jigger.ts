/** Jigger, as the embeds need it: its engine, its examples, its example island and its words. */
import { jigger } from '../../engine/jigger';
import { JIGGER_EXAMPLES } from '../../engine/jigger/examples';
import JiggerExample from '../../components/jigger/JiggerExample';
import { gameEntry } from '../entry';
import { englishWords } from '../words';
import jiggerWords from '../../words/jigger/en.json';

export const entry = gameEntry(jigger, JIGGER_EXAMPLES, JiggerExample);

/** The custom element's words for it (English; the iframe pages give their own): ../words.ts. */
export const words = /* @__PURE__ */ englishWords('jigger', jiggerWords);

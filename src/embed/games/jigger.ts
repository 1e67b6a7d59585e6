/** Jigger, as the embeds need it: its engine, its examples, and its example island (its words: ../words.ts). */
import { jigger } from '../../engine/jigger';
import { JIGGER_EXAMPLES } from '../../engine/jigger/examples';
import JiggerExample from '../../components/jigger/JiggerExample';
import { gameEntry } from '../entry';

export const entry = gameEntry(jigger, JIGGER_EXAMPLES, JiggerExample);

/** Hermit, as the embeds need it: its engine, its examples, and its example island (its words: ../words.ts). */
import { hermit } from '../../engine/hermit';
import { HERMIT_EXAMPLES } from '../../engine/hermit/examples';
import HermitExample from '../../components/hermit/HermitExample';
import { gameEntry } from '../entry';

export const entry = gameEntry(hermit, HERMIT_EXAMPLES, HermitExample);

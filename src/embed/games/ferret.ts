/** Ferret, as the embeds need it: its engine, its examples, and its example island (its words: ../words.ts). */
import { ferret } from '../../engine/ferret';
import { FERRET_EXAMPLES } from '../../engine/ferret/examples';
import FerretExample from '../../components/ferret/FerretExample';
import { gameEntry } from '../entry';

export const entry = gameEntry(ferret, FERRET_EXAMPLES, FerretExample);

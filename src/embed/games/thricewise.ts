/** Thricewise, as the embeds need it: its engine, its examples, and its example island (its words: ../words.ts). */
import { thricewise } from '../../engine/thricewise';
import { THRICEWISE_EXAMPLES } from '../../engine/thricewise/examples';
import ThricewiseExample from '../../components/thricewise/ThricewiseExample';
import { gameEntry } from '../entry';

export const entry = gameEntry(thricewise, THRICEWISE_EXAMPLES, ThricewiseExample);

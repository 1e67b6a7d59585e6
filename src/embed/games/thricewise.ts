/** Thricewise, as the embeds need it: its engine, its examples, its example island and its words. */
import { thricewise } from '../../engine/thricewise';
import { THRICEWISE_EXAMPLES } from '../../engine/thricewise/examples';
import ThricewiseExample from '../../components/thricewise/ThricewiseExample';
import { gameEntry } from '../entry';
import { englishWords } from '../words';
import thricewiseWords from '../../words/thricewise/en.json';

export const entry = gameEntry(thricewise, THRICEWISE_EXAMPLES, ThricewiseExample);

/** The custom element's words for it (English; the iframe pages give their own): ../words.ts. */
export const words = /* @__PURE__ */ englishWords('thricewise', thricewiseWords);

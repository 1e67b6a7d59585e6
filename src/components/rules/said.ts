/**
 * Words as a component is given them: already said in the page's language (a screen's lines, src/play/screen.ts)
 * or as data (an engine's message and rule key: an example's explanations, a review). Either way the
 * component shows them in its island's words (src/words/context.ts), and links a rule to its section of the
 * game's page in that language.
 */
import type { RuleRef } from '../../engine/core/game';
import type { Message } from '../../engine/core/message';
import { gamePage } from '../../engine/pages';
import { siteUrl } from '../../site/site-base';
import type { RuleTitle, Words } from '../../words/words';

export type Said = string | Message;
export type RuleAt = RuleRef | RuleTitle;

/** A reason (an explanation, a hint's rule) as either form carries it. */
export interface Reasoned {
  readonly text: Said;
  readonly rule: RuleAt;
}

export const said = (w: Words, x: Said): string => (typeof x === 'string' ? x : w.say(x));

export const ruleTitle = (w: Words, r: RuleAt): RuleTitle => ('key' in r ? w.rule(r.key) : r);

/** The address of a rule's section on the game's page in the words' language. */
export const ruleHref = (w: Words, game: string, r: RuleAt): string => siteUrl(`${w.path(gamePage(game))}#${ruleTitle(w, r).anchor}`);

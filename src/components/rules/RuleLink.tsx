/** A link to a rule's section of the game's rules page: "Rule: Ferreting". */
import type { RuleRef } from '../../engine/core';
import { siteUrl } from '../../site/site-base';

export function RuleLink({ game, rule }: { game: string; rule: RuleRef }) {
  return <a href={siteUrl(`/games/${game}/#${rule.anchor}`)}>Rule: {rule.section}</a>;
}

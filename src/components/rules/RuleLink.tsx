/** A link to a rule's section of the game's rules page: "Rule: Ferreting". */
import { useWords } from '../../words/context';
import { ruleHref, ruleTitle, type RuleAt } from './said';

export function RuleLink({ game, rule }: { game: string; rule: RuleAt }) {
  const w = useWords();
  return <a href={ruleHref(w, game, rule)}>{w.t('ui.rule.link', { section: ruleTitle(w, rule).section })}</a>;
}

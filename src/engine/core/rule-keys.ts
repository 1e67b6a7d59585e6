import type { RuleRef } from './game';

/**
 * A game's rule sections as references by key ("ferret.turn"): the engine names the rule a move breaks or
 * an event follows; each language's catalogue gives the section's title ("<game>.rule.<key>") and so its
 * anchor on that language's page (src/words/words.ts).
 */
export function ruleKeys<K extends string>(game: string, keys: readonly K[]): Readonly<Record<K, RuleRef>> {
  return Object.fromEntries(keys.map((k) => [k, { key: `${game}.${k}` }])) as Record<K, RuleRef>;
}

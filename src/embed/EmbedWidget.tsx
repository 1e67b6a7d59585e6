/**
 * One embeddable example: a site example by game and id, or a blogger's own example as JSON text, which
 * is checked first; every problem is shown in the widget, never thrown. Used by the iframe pages, the
 * custom element and the live editor.
 */
import { useMemo } from 'preact/hooks';
import { parseExample } from '../engine/core';
import { siteUrl } from '../lib/site-base';
import { GAME_TITLES, type EmbeddableGame } from './entry';

export interface EmbedWidgetProps {
  /** The game's id, as written by whoever embeds it. */
  game: string;
  example?: string;
  /** A custom example, as JSON text. */
  custom?: string;
  start?: number;
}

export function EmbedProblem({ problems }: { problems: readonly string[] }) {
  return (
    <div class="embed-problem" role="alert">
      <p>
        <strong>This example cannot be shown:</strong>
      </p>
      <ul>
        {problems.map((p, i) => (
          <li key={i}>{p}</li>
        ))}
      </ul>
    </div>
  );
}

/** The widget for a game whose code is at hand (or undefined when the game id names no game). */
export function EmbedView({ entry: g, game, example, custom, start }: EmbedWidgetProps & { entry: EmbeddableGame | undefined }) {
  const parsed = useMemo(() => (g && custom !== undefined ? parseExample(g.module, custom) : null), [g, custom]);
  if (!g) return <EmbedProblem problems={[`There is no game called “${game}”. The games are: ${Object.keys(GAME_TITLES).join(', ')}.`]} />;
  if (parsed && !parsed.ok) return <EmbedProblem problems={parsed.error} />;
  if (!parsed && (!example || !g.examples.some((e) => e.id === example)))
    return <EmbedProblem problems={[`${g.title} has no example called “${example ?? ''}”. Its examples are: ${g.examples.map((e) => e.id).join(', ')}.`]} />;
  const count = parsed?.ok ? parsed.value.steps.length : (g.examples.find((e) => e.id === example)?.steps.length ?? 0);
  const from = start !== undefined && Number.isInteger(start) ? Math.max(0, Math.min(count, start)) : undefined;
  return (
    <div class="embed-widget">
      <g.Island {...(parsed?.ok ? { custom: parsed.value } : { example: example ?? '' })} {...(from !== undefined ? { start: from } : {})} />
      <p class="embed-credit">
        <a href={siteUrl(g.page)} target="_blank" rel="noopener">
          How to play {g.title}
        </a>{' '}
        · Decktet Rules
      </p>
    </div>
  );
}

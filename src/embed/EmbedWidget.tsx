/**
 * One embeddable example: a site example by game and id, or a blogger's own example as JSON text, which
 * is checked first; every problem is shown in the widget, never thrown. Used by the iframe pages, the
 * custom element and the live editor.
 */
import { useMemo } from 'preact/hooks';
import { parseExample, type Example } from '../engine/core/example';
import { siteUrl } from '../site/site-base';
import { RenderGuard } from '../components/RenderGuard';
import { noSuchGame, type EmbeddableGame } from './entry';

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

/** A custom example from JSON text, never throwing: every problem is a sentence. */
function safeParse(g: EmbeddableGame, text: string): { ok: true; value: Example } | { ok: false; error: readonly string[] } {
  try {
    return parseExample(g.module, text);
  } catch (e) {
    return { ok: false, error: [`The example could not be read: ${e instanceof Error ? e.message : 'it is not in the expected format'}.`] };
  }
}

/** The widget for a game whose code is at hand (or undefined when the game id names no game). */
export function EmbedView({ entry: g, game, example, custom, start }: EmbedWidgetProps & { entry: EmbeddableGame | undefined }) {
  const parsed = useMemo(() => (g && custom !== undefined ? safeParse(g, typeof custom === 'string' ? custom : '') : null), [g, custom]);
  if (!g) return <EmbedProblem problems={[noSuchGame(String(game))]} />;
  if (parsed && !parsed.ok) return <EmbedProblem problems={parsed.error} />;
  // The example to draw: the custom one, or the site's by its id (an id that is no string finds none).
  const data = parsed?.ok ? parsed.value : g.examples.find((e) => e.id === example);
  if (!data)
    return (
      <EmbedProblem
        problems={[`${g.title} has no example called “${String(example ?? '').slice(0, 60)}”. Its examples are: ${g.examples.map((e) => e.id).join(', ')}.`]}
      />
    );
  const count = data.steps.length;
  const from = start !== undefined && Number.isInteger(start) ? Math.max(0, Math.min(count, start)) : undefined;
  return (
    <div class="embed-widget">
      {/* Anything that still goes wrong while drawing (it should not: custom examples are checked field by
          field first) is shown like any other problem, and drawn again when the example changes. */}
      <RenderGuard key={`${custom ?? ''}\u0000${example ?? ''}`} fallback={(m) => <EmbedProblem problems={[`The example could not be drawn: ${m}.`]} />}>
        <g.Island example={parsed?.ok ? parsed.value.id : (example ?? '')} data={data} {...(from !== undefined ? { start: from } : {})} />
      </RenderGuard>
      <p class="embed-credit">
        <a href={siteUrl(g.page)} target="_blank" rel="noopener">
          How to play {g.title}
        </a>{' '}
        · {g.designer ? `game by ${g.designer}, ` : ''}original rules{' '}
        <a href="https://creativecommons.org/licenses/by-nc-sa/3.0/" target="_blank" rel="noopener license">
          CC BY-NC-SA 3.0
        </a>{' '}
        · Decktet Rules
      </p>
    </div>
  );
}

/**
 * One embeddable example: a site example by game and id, or a blogger's own example as JSON text, which
 * is checked first; every problem is shown in the widget, never thrown. Used by the iframe pages, the
 * custom element and the live editor.
 */
import { msg } from '../engine/core/message';
import { useMemo } from 'preact/hooks';
import type { Example } from '../engine/core/example';
import { parseExample } from '../engine/core/example-parse';
import type { IllegalMove } from '../engine/core/game';
import { siteUrl } from '../site/site-base';
import { catalogList } from '../engine/catalog';
import { RenderGuard } from '../components/RenderGuard';
import { StageGhostsSlot } from '../components/ExampleStepper';
import { StageGhosts } from './StageGhosts';
import { useWords, WordsProvider } from '../words/context';
import { makeWords, type WordsData } from '../words/words';
import { type EmbeddableGame } from './entry';
import { openingStep } from './start-step';

export interface EmbedWidgetProps {
  /** The game's id, as written by whoever embeds it. */
  game: string;
  example?: string;
  /** A custom example, as JSON text. */
  custom?: string;
  /** The step to open at, as written (the custom element's `step` attribute): one the example does not have is said. */
  step?: string;
  /** A site example given whole (in another language, its words laid over it), in place of the entry's by `example`. */
  data?: Example;
}

export function EmbedProblem({ problems }: { problems: readonly string[] }) {
  const w = useWords();
  return (
    <div class="embed-problem" role="alert">
      <p>
        <strong>{w.t('ui.embed.cannot')}</strong>
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
function safeParse(words: WordsData, g: EmbeddableGame, text: string): { ok: true; value: Example } | { ok: false; error: readonly string[] } {
  const w = makeWords(words);
  // A move the rules refuse, in the reader's words: the refusal and its rule's title.
  const refusal = (e: IllegalMove) => w.t('ui.embed.refusal', { said: w.say(e.message), section: w.rule(e.rule.key).section });
  try {
    return parseExample(g.module, text, refusal);
  } catch (e) {
    return { ok: false, error: [w.t('ui.embed.unread', { why: e instanceof Error ? e.message : w.phrase(msg('ui.embed.unread-format')) })] };
  }
}

/**
 * The widget for a game whose code is at hand (or undefined when the game id names no game), in the words
 * it is given (`words`: the frame page's language, or the custom element's).
 */
export function EmbedView(props: EmbedWidgetProps & { entry: EmbeddableGame | undefined; words: WordsData }) {
  return (
    <WordsProvider data={props.words}>
      <Embed {...props} />
    </WordsProvider>
  );
}

function Embed({ entry: g, game, example, custom, step, words, data: given }: EmbedWidgetProps & { entry: EmbeddableGame | undefined; words: WordsData }) {
  const w = useWords();
  const parsed = useMemo(() => (g && custom !== undefined ? safeParse(words, g, typeof custom === 'string' ? custom : '') : null), [g, custom]);
  if (!g)
    return (
      <EmbedProblem
        problems={[
          w.t('ui.embed.no-game', {
            game: String(game).slice(0, 40),
            games: catalogList()
              .map((m) => m.id)
              .join(', '),
          }),
        ]}
      />
    );
  if (parsed && !parsed.ok) return <EmbedProblem problems={parsed.error} />;
  const examples = g.examples.map((e) => e.id).join(', ');
  // A custom element with no example attribute (a misspelt one, `exemple`): said so, not as an example called “”.
  if (!parsed && !given && example === undefined) return <EmbedProblem problems={[w.t('ui.embed.no-example-named', { title: g.title, examples })]} />;
  // The example to draw: the custom one, or the site's by its id (an id that is no string finds none).
  const data = parsed?.ok ? parsed.value : (given ?? g.examples.find((e) => e.id === example));
  if (!data) return <EmbedProblem problems={[w.t('ui.embed.no-example', { title: g.title, example: String(example ?? '').slice(0, 60), examples })]} />;
  const count = data.steps.length;
  const opening = openingStep(typeof step === 'string' ? step : undefined, count);
  return (
    <div class="embed-widget">
      {opening.wrong && (
        <p class="embed-problem" role="note">
          {w.t('ui.embed.step-out-of-range', { step: String(step).slice(0, 20), last: String(count) })}
        </p>
      )}
      {/* Anything that still goes wrong while drawing (it should not: custom examples are checked field by
          field first) is shown like any other problem, and drawn again when the example changes. */}
      <RenderGuard key={`${custom ?? ''}\u0000${example ?? ''}`} fallback={(m) => <EmbedProblem problems={[w.t('ui.embed.not-drawn', { why: m })]} />}>
        <StageGhostsSlot.Provider value={StageGhosts}>
          <g.Island
            example={parsed?.ok ? parsed.value.id : (example ?? '')}
            data={data}
            words={words}
            {...(opening.start > 0 ? { start: opening.start } : {})}
          />
        </StageGhostsSlot.Provider>
      </RenderGuard>
      <p class="embed-credit">
        <a href={siteUrl(w.path(g.page))} target="_blank" rel="noopener">
          {w.t('ui.embed.how-to-play', { title: g.title })}
        </a>{' '}
        · {w.phrase(msg('ui.embed.credit', { designer: g.designer, by: g.designer ? 'yes' : 'no' }))}{' '}
        <a href="https://creativecommons.org/licenses/by-nc-sa/3.0/" target="_blank" rel="noopener license">
          CC BY-NC-SA 3.0
        </a>{' '}
        · {w.t('ui.embed.site')}
      </p>
    </div>
  );
}

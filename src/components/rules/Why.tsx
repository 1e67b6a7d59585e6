/**
 * "Why?": the engine's explanations of an event (or a step of an example), each with a link to its rule
 * on the game's page. A disclosure button per line, reachable by keyboard, named after the line it explains.
 */
import { useId, useState } from 'preact/hooks';
import type { Explanation } from '../../engine/core';
import { siteUrl } from '../../site/site-base';

/** The explanations as short paragraphs, each ending with its rule's link. No list items: logs count theirs. */
export function WhyText({ why, game }: { why: readonly Explanation[]; game: string }) {
  return (
    <div class="why-text">
      {why.map((w, i) => (
        <p key={i}>
          {w.text} <a href={siteUrl(`/games/${game}/#${w.rule.anchor}`)}>Rule: {w.rule.section}</a>
        </p>
      ))}
    </div>
  );
}

/** A "Why?" button that shows and hides the explanations below it. `about` names the line, for screen readers. */
export function WhyButton({ why, game, about }: { why: readonly Explanation[]; game: string; about: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  if (why.length === 0) return null;
  return (
    <>
      {' '}
      <button
        type="button"
        class="why-button"
        aria-expanded={open ? 'true' : 'false'}
        aria-controls={id}
        aria-label={`Why? ${about}`}
        onClick={() => setOpen(!open)}
      >
        Why?
      </button>
      <div id={id} class="why-panel" hidden={!open}>
        {open && <WhyText why={why} game={game} />}
      </div>
    </>
  );
}

/**
 * "Why?": the engine's explanations of an event (or a step of an example), each with a link to its rule
 * on the game's page. A disclosure button per line, reachable by keyboard, named after the line it explains.
 */
import { useId, useState } from 'preact/hooks';
import { useWords } from '../../words/context';
import { ruleHref, ruleTitle, said, type Reasoned } from './said';

/** The explanations as short paragraphs, each ending with its rule's link. No list items: logs count theirs. */
export function WhyText({ why, game }: { why: readonly Reasoned[]; game: string }) {
  const w = useWords();
  return (
    <div class="why-text">
      {why.map((r, i) => (
        <p key={i}>
          {said(w, r.text)} <a href={ruleHref(w, game, r.rule)}>{w.t('ui.rule.link', { section: ruleTitle(w, r.rule).section })}</a>
        </p>
      ))}
    </div>
  );
}

/**
 * Brings explanations just opened into view: a "Why?" at the screen's edge (a log's last line) opened them
 * below it, and the reader saw nothing happen. (One function for every panel: Preact calls a ref again only
 * when it changes, so the panel is brought into view when it opens, not at each render while open.) The panel is
 * drawn only while open: a button with aria-expanded false may name a panel not drawn.
 */
const shown = (el: HTMLElement | null) => el?.scrollIntoView({ block: 'nearest' });

/**
 * A "Why?" button that shows and hides the explanations below it. `about` names the line, for screen readers.
 * It is open for the line it was opened on: where the same button comes to stand for another line (a
 * replay's lines, kept by their place so that focus stays as the arrow keys move it), it is closed.
 */
export function WhyButton({ why, game, about }: { why: readonly Reasoned[]; game: string; about: string }) {
  const w = useWords();
  // The words of the line it is open on ('' and undefined: closed; no line is empty).
  const [openOn, setOpenOn] = useState<string>();
  const open = openOn === about;
  const id = useId();
  if (why.length === 0) return null;
  return (
    <>
      {' '}
      <button
        type="button"
        class="why-button"
        aria-expanded={open}
        aria-controls={id}
        aria-label={w.t('ui.why.about', { about })}
        onClick={() => setOpenOn(open ? '' : about)}
      >
        {w.t('ui.why')}
      </button>
      {open && (
        <div id={id} class="why-panel" ref={shown}>
          <WhyText why={why} game={game} />
        </div>
      )}
    </>
  );
}

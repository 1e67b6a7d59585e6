/**
 * The stage of an example (./ExampleStepper.tsx): a box of fixed height whose table is scaled to fit
 * whole, with the cards a step moved marked and a question's answers scrolled into sight.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { CardId } from '../engine/deck';
import { Card } from './cards/Card';
import { useWords } from '../words/context';

/** The cards a step points at that this table has not got (taken into a pile, into a hidden hand). */
export const missingFrom = (table: Element | null | undefined, marked: readonly CardId[]): CardId[] =>
  table ? marked.filter((id) => !table.querySelector(`[data-card="${CSS.escape(id)}"]`)) : [];

/** Those cards, in a strip of their own under the table, so a step never points at nothing. */
export function OffstageStrip({ ids }: { ids: readonly CardId[] }) {
  const w = useWords();
  if (ids.length === 0) return null;
  return (
    <div class="card-row example-offstage" role="group" aria-label={w.t('ui.example.offstage')}>
      <span>{w.t('ui.example.offstage-list')}</span>
      {ids.map((id) => (
        <Card key={id} id={id.split('#')[0] as CardId} size="small" highlighted />
      ))}
    </div>
  );
}

/** The search's step between the scales it can find (0.2 to 1 in eight halvings). */
const STEP = 0.8 / 256;

/**
 * The stage: a box of fixed height (set by the page's styles) whose cards are scaled down, when they
 * must be, to fit in it whole, so the caption and the buttons below never move from step to step.
 * Before the island runs, the box scrolls instead.
 */
export function FitStage({
  children,
  step,
  marked,
  asking,
  unseen,
}: {
  children: ComponentChildren;
  step: number;
  marked: readonly CardId[];
  asking: boolean;
  /** In an embed, every step's table, laid unseen in the table's place (ExampleStepper's `StageGhostsSlot`). */
  unseen?: ComponentChildren;
}) {
  const outer = useRef<HTMLDivElement | null>(null);
  const shownAsk = useRef(-1);
  const inner = useRef<HTMLDivElement | null>(null);
  const askingNow = useRef(asking);
  askingNow.current = asking;
  /** The table's height when it was last fitted (its size unscaled). */
  const tall = useRef(0);
  /** The scale of the last fit, tried first by the next, and the sizes that fit left (a resize to them is its own). */
  const last = useRef({ s: 1, sizes: '' });
  const sizes = (o: HTMLElement, i: HTMLElement) => `${o.clientWidth} ${o.clientHeight} ${i.offsetWidth} ${i.offsetHeight}`;
  const fit = () => {
    const o = outer.current;
    const i = inner.current;
    if (!o || !i) return;
    // A pixel is kept free on the right and at the foot, and the height is not let over it: the scaled table's edges
    // fall between pixels, and a zone's border on the stage's edge was cut (up to 1 px over, in every Ferret and
    // Badger's Court example on a phone; now none, at a phone, a laptop and a projector).
    const W = o.clientWidth - 1;
    const H = o.clientHeight - 1;
    if (W <= 0 || H <= 0) return;
    const fits = (s: number) => {
      i.style.width = `${W / s}px`;
      return i.scrollWidth <= W / s + 1 && i.offsetHeight * s <= H;
    };
    // Each try lays the table out again. The search finds the largest scale of 0.2 + k·STEP at which the
    // table fits; the last fit's scale is that still where it fits and the next does not (a step that
    // changed little), which two tries tell instead of nine.
    let s = 1;
    if (!fits(1)) {
      const p = last.current.s;
      if (p < 1 && !fits(Math.min(1, p + STEP)) && fits(p)) s = p;
      else {
        let lo = 0.2;
        let hi = 1;
        for (let k = 0; k < 8; k++) {
          const mid = (lo + hi) / 2;
          if (fits(mid)) lo = mid;
          else hi = mid;
        }
        s = lo;
        fits(s);
      }
    }
    // A card or button the reader can press never shrinks below 24 px (WCAG 2.2's target size): where
    // the table would need to, it keeps that size and the stage scrolls instead.
    const targets = [...i.querySelectorAll<HTMLElement>('.example-now :is(button, [role="button"], a[href], input)')].filter((t) => t.offsetWidth > 0);
    const smallest = Math.min(...targets.map((t) => Math.min(t.offsetWidth, t.offsetHeight)));
    const floor = Number.isFinite(smallest) && smallest > 0 ? Math.min(1, 24.5 / smallest) : 0;
    if (s < floor) {
      s = floor;
      fits(s);
      o.dataset.scroll = '';
    } else delete o.dataset.scroll;
    i.style.transform = s < 1 ? `scale(${s})` : '';
    o.dataset.fit = s.toFixed(2);
    // A box that scrolls must be reachable by keyboard (WCAG 2.1.1): by its own buttons, or else itself.
    const needsFocus = o.dataset.scroll !== undefined && i.querySelector('button:not([disabled]), a[href], input:not([disabled])') === null;
    if (needsFocus) o.tabIndex = 0;
    else o.removeAttribute('tabindex');
    last.current = { s, sizes: sizes(o, i) };
  };
  /**
   * Fits the table again after it changed size by itself. Where the stage scrolls, the answers at the
   * table's foot that came or changed with the reader's choice (a Badger's Court play bar, once a card
   * is chosen) come into sight.
   */
  const refit = () => {
    const o = outer.current;
    // Fitting lays the table out at trial widths, which may pull a scrolled stage back to its top.
    const scrolled = o?.scrollTop ?? 0;
    fit();
    if (o) o.scrollTop = scrolled;
    const h = inner.current?.offsetHeight ?? 0;
    if (o && h !== tall.current && tall.current > 0 && askingNow.current && o.dataset.scroll !== undefined) revealAnswers(o, 'last');
    tall.current = h;
  };
  // Cards the step points at that the table does not show (taken into a pile, into a hidden hand):
  // shown in a strip of their own, so a step never points at nothing.
  const [offstage, setOffstage] = useState<CardId[]>([]);
  useLayoutEffect(() => {
    const o = outer.current;
    const missing = missingFrom(o?.querySelector('.example-now'), marked);
    if (missing.join() !== offstage.join()) setOffstage(missing);
    fit();
    tall.current = inner.current?.offsetHeight ?? 0;
    // Where the stage scrolls (a small embed on a phone), a step that asks brings its answers into
    // sight once: the reader's choices are never hidden below the box's edge.
    if (o && asking && shownAsk.current !== step) {
      shownAsk.current = step;
      if (o.dataset.scroll !== undefined) revealAnswers(o, 'first');
    }
    if (!asking) shownAsk.current = -1;
  });
  useEffect(() => {
    if (typeof ResizeObserver === 'undefined') return;
    let frame = 0;
    const later = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(refit);
    };
    // A resize to the sizes the last fit left is that fit's own (its trial widths, the observers' first call):
    // nothing to fit again. The sizes are read where the browser has just laid the page out.
    const ro = new ResizeObserver(() => {
      const o = outer.current;
      const i = inner.current;
      if (o && i && sizes(o, i) === last.current.sizes) return;
      later();
    });
    if (outer.current) ro.observe(outer.current);
    // The table itself may grow between the stepper's renders (a Badger's Court play bar appears when a
    // card is chosen, drawn by the game's own state): it is fitted again then too, or its buttons would
    // fall below the stage's edge, cut off.
    if (inner.current) ro.observe(inner.current);
    // The classroom setting changes card sizes without a render.
    const mo = new MutationObserver(later);
    mo.observe(document.documentElement, { attributes: true, attributeFilter: ['class', 'data-theme'] });
    return () => (ro.disconnect(), mo.disconnect(), cancelAnimationFrame(frame));
  }, []);
  return (
    // Until the island runs, the stage scrolls (its table is not fitted yet), so it takes focus; fitting removes that.
    <div class="example-stage" ref={outer} data-step={step} tabIndex={0}>
      <div class={unseen ? 'example-stage-inner has-ghosts' : 'example-stage-inner'} ref={inner}>
        {/* The table shown with its strip of cards: one piece, which an embed's unseen tables lie over. */}
        <div class="example-shown">
          <div class="example-table example-now">{children}</div>
          <OffstageStrip ids={offstage} />
        </div>
        {unseen}
      </div>
    </div>
  );
}

/**
 * Scrolls a scrolling stage so that its answers are in sight: a group of choices, or else the first button
 * (a step that asks), or the last (the newest, at the table's foot).
 */
function revealAnswers(stage: HTMLElement, which: 'first' | 'last'): void {
  // The table shown, not an embed's unseen ones.
  const buttons = stage.querySelectorAll<HTMLElement>('.example-now button:not([disabled])');
  const target =
    which === 'first'
      ? (stage.querySelector<HTMLElement>('.example-now .example-choices') ?? buttons[0])
      : (buttons[buttons.length - 1] ?? stage.querySelector<HTMLElement>('.example-now .example-choices'));
  if (!target) return;
  const box = stage.getBoundingClientRect();
  const r = target.getBoundingClientRect();
  const top = r.top - box.top + stage.scrollTop;
  const bottom = r.bottom - box.top + stage.scrollTop;
  if (top >= stage.scrollTop && bottom <= stage.scrollTop + stage.clientHeight) return;
  // Its foot in sight, or its head where it is taller than the box.
  stage.scrollTop = Math.max(0, Math.min(top - 4, bottom - stage.clientHeight + 8));
}

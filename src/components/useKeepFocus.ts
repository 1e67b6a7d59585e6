/**
 * Keeps keyboard focus in a widget when a render takes away the control that had it (an answer button
 * that goes once answered, a hand-over gate that opens): focus would otherwise fall to the page's body,
 * and a keyboard reader would have to find their way back from the top. Only then, and only when the
 * focus was inside this widget, it moves to `fallback()` (the next thing to press), if there is one.
 */
import { useEffect, useLayoutEffect, useRef } from 'preact/hooks';

export function useKeepFocus(root: { readonly current: HTMLElement | null }, fallback: (root: HTMLElement) => HTMLElement | null): void {
  const last = useRef<HTMLElement | null>(null);
  // Whether that focus came by the keyboard (else by a pointer: a click or a tap).
  const keyed = useRef(false);
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    const onIn = (e: FocusEvent) => {
      last.current = e.target instanceof HTMLElement ? e.target : null;
      keyed.current = !!last.current?.matches(':focus-visible');
    };
    // Focus that leaves for somewhere else on the page is the reader's own choice.
    const onOut = (e: FocusEvent) => {
      if (e.relatedTarget instanceof Node && !el.contains(e.relatedTarget)) last.current = null;
    };
    el.addEventListener('focusin', onIn);
    el.addEventListener('focusout', onOut);
    return () => (el.removeEventListener('focusin', onIn), el.removeEventListener('focusout', onOut));
  }, []);
  useLayoutEffect(() => {
    const el = root.current;
    const was = last.current;
    if (!el || !was) return;
    const active = document.activeElement;
    // A focused button just disabled still holds the focus here; Chromium moves it to the page a moment later.
    const lost = active === null || active === document.body || active === was;
    const gone = !was.isConnected || (was as HTMLButtonElement).disabled === true;
    if (!lost || !gone) return;
    const next = fallback(el);
    if (!next) {
      last.current = null;
      return;
    }
    // A control in a closed disclosure (the toolbar's "Look back" menu) cannot take focus: focus() would do nothing
    // but work out the page's styles in the middle of the render, which a slow device paid for in every tap (issue 35).
    // The focus stays where it fell, as it did, and goes on to the next control to press once one is drawn.
    if (next.closest('details:not([open])')) return;
    // A reader at the keyboard is taken to it; one who clicked or tapped stays where they are looking (a scroll to a
    // control far down the table took the table away after every move made with the mouse).
    next.focus({ preventScroll: !keyed.current });
  });
}

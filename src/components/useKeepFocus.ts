/**
 * Keeps keyboard focus in a widget when a render takes away the control that had it (an answer button
 * that goes once answered, a hand-over gate that opens): focus would otherwise fall to the page's body,
 * and a keyboard reader would have to find their way back from the top. Only then, and only when the
 * focus was inside this widget, it moves to `fallback()` (the next thing to press), if there is one.
 */
import { useEffect, useLayoutEffect, useRef } from 'preact/hooks';

export function useKeepFocus(root: { readonly current: HTMLElement | null }, fallback: (root: HTMLElement) => HTMLElement | null): void {
  const last = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    const onIn = (e: FocusEvent) => (last.current = e.target instanceof HTMLElement ? e.target : null);
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
    const lost = active === null || active === document.body;
    const gone = !was.isConnected || (was as HTMLButtonElement).disabled === true;
    if (!lost || !gone) return;
    const next = fallback(el);
    if (next) next.focus();
    else last.current = null;
  });
}

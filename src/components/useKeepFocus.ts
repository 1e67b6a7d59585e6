/**
 * Keeps keyboard focus in a widget when a render takes away the control that had it (an answer button
 * that goes once answered, a hand-over gate that opens): focus would otherwise fall to the page's body,
 * and a keyboard reader would have to find their way back from the top. Only then, and only when the
 * focus was inside this widget, it moves to `fallback()` (the next thing to press), if there is one. While there is
 * none (the others' turns), it waits at `park.at()` (the play table's status line: what is happening, and Tab goes
 * on from there into the table) for the next control to press, or for the table to give it on (usePlay, at the
 * person's turn), or for the reader to move it.
 */
import { useEffect, useLayoutEffect, useRef } from 'preact/hooks';

export function useKeepFocus(
  root: { readonly current: HTMLElement | null },
  fallback: (root: HTMLElement) => HTMLElement | null,
  park?: { at: (root: HTMLElement) => HTMLElement | null; goOn: () => boolean },
): void {
  const last = useRef<HTMLElement | null>(null);
  // Whether that focus came by the keyboard (else by a pointer: a click or a tap).
  const keyed = useRef(false);
  // Where the focus waits for the next thing to press, when it was put there.
  const parked = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    const onIn = (e: FocusEvent) => {
      if (e.target === parked.current) return;
      parked.current = null;
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
    // Waiting where it was put, it goes on only when `park.goOn()` says (not at the person's turn, when the table's own
    // code gives it to the hand: usePlay).
    const waiting = parked.current !== null && active === parked.current;
    if (waiting && !park?.goOn()) return;
    // A focused button just disabled still holds the focus here; Chromium moves it to the page a moment later.
    const lost = waiting || active === null || active === document.body || active === was;
    const gone = waiting || !was.isConnected || (was as HTMLButtonElement).disabled === true;
    if (!lost || !gone) return;
    // A control in a closed disclosure (the toolbar's "Look back" menu) cannot take focus: focus() would do nothing
    // but work out the page's styles in the middle of the render, which a slow device paid for in every tap (issue 35).
    // It counts as none: the focus waits (where `park` says, else where it fell) for the next control to press.
    const found = fallback(el);
    const next = found && !found.closest('details:not([open])') ? found : null;
    if (!next) {
      const spot = waiting ? null : (park?.at(el) ?? null);
      if (spot) {
        parked.current = spot;
        spot.focus({ preventScroll: true });
      } else if (!waiting && !found) last.current = null;
      return;
    }
    // A reader at the keyboard is taken to it; one who clicked or tapped stays where they are looking (a scroll to a
    // control far down the table took the table away after every move made with the mouse).
    parked.current = null;
    next.focus({ preventScroll: !keyed.current });
  });
}

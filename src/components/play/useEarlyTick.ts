/**
 * A checkbox the server drew, which a reader may tick before the page's script has run: hydration keeps
 * what the box shows and tells no one, so "Show all hands" could stay ticked with every hand face down (a
 * newcomer's walk: 5 tries in 11, ticked as soon as it showed). Once the page runs, a box found otherwise
 * than drawn is taken as the reader's choice. The ref goes on the input.
 */
import { useEffect, useRef } from 'preact/hooks';

export function useEarlyTick(drawn: boolean, onChange: (on: boolean) => void) {
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const shown = box.current?.checked;
    if (shown !== undefined && shown !== drawn) onChange(shown);
  }, []);
  return box;
}

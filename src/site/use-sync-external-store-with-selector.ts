/**
 * ESM replacement for `use-sync-external-store/shim/with-selector`, built on Preact (./react-for-xstate.ts).
 *
 * @xstate/react imports the CommonJS shim, which under Preact loads a second copy of Preact during the
 * static prerender. astro.config.mjs aliases the shim to this module. Semantics follow React's
 * useSyncExternalStoreWithSelector: the selection is memoised per snapshot and kept when `isEqual`
 * says the new selection equals the previous one.
 */
import { useMemo, useRef } from 'preact/hooks';
import { useSyncExternalStore } from './react-for-xstate';

export function useSyncExternalStoreWithSelector<Snapshot, Selection>(
  subscribe: (onStoreChange: () => void) => () => void,
  getSnapshot: () => Snapshot,
  getServerSnapshot: undefined | null | (() => Snapshot),
  selector: (snapshot: Snapshot) => Selection,
  isEqual?: (a: Selection, b: Selection) => boolean,
): Selection {
  const last = useRef<{ snapshot: Snapshot; selection: Selection } | null>(null);
  const select = useMemo(() => {
    return (snapshot: Snapshot): Selection => {
      const prev = last.current;
      if (prev && Object.is(prev.snapshot, snapshot)) return prev.selection;
      const selection = selector(snapshot);
      if (prev && isEqual && isEqual(prev.selection, selection)) {
        last.current = { snapshot, selection: prev.selection };
        return prev.selection;
      }
      last.current = { snapshot, selection };
      return selection;
    };
  }, [selector, isEqual]);
  const getSelection = () => select(getSnapshot());
  void getServerSnapshot;
  return useSyncExternalStore(subscribe, getSelection);
}

/**
 * The part of React that @xstate/react uses, made of Preact: astro.config.mjs points `react` (and the
 * `use-sync-external-store` shims) here, so a play page does not load preact/compat, about 2 kB of
 * JavaScript of which @xstate/react needs only these. Nothing else in the site imports React.
 *
 * `useSyncExternalStore` follows React's own shim for older Reacts: the snapshot is read at each render,
 * and after each commit and at each change of the store the component renders again when it differs.
 */
import { createContext, createElement } from 'preact';
import { useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';

export { createContext, createElement, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState };
export const useInsertionEffect = useLayoutEffect;

interface Store<T> {
  value: T;
  getSnapshot: () => T;
}

/** Whether the store's snapshot has changed since `store.value` was read (a snapshot that throws has). */
function changed<T>(store: Store<T>): boolean {
  try {
    return !Object.is(store.value, store.getSnapshot());
  } catch {
    return true;
  }
}

export function useSyncExternalStore<T>(subscribe: (onChange: () => void) => () => void, getSnapshot: () => T): T {
  const value = getSnapshot();
  const [{ store }, rerender] = useState<{ store: Store<T> }>(() => ({ store: { value, getSnapshot } }));
  useLayoutEffect(() => {
    store.value = value;
    store.getSnapshot = getSnapshot;
    if (changed(store)) rerender({ store });
  }, [subscribe, value, getSnapshot]);
  useEffect(() => {
    if (changed(store)) rerender({ store });
    return subscribe(() => {
      if (changed(store)) rerender({ store });
    });
  }, [subscribe]);
  return value;
}

export default {
  createContext,
  createElement,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useInsertionEffect,
  useSyncExternalStore,
};

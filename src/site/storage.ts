/**
 * localStorage that never throws: storage may be full, blocked (cookies off: even reading the
 * `localStorage` property throws), or absent (the server render). Writes say whether they were kept,
 * so a page can tell the reader once that the browser is not keeping their game.
 */
export interface Store {
  read(key: string): string | null;
  /** Writes (or, for null, removes) a value; false when the browser would not keep it. */
  write(key: string, value: string | null): boolean;
  /** The keys that begin with `prefix` (none when the browser keeps nothing). */
  keys(prefix: string): string[];
}

type Kind = 'localStorage' | 'sessionStorage';

function storage(kind: Kind): Storage | null {
  try {
    return typeof globalThis[kind] === 'undefined' ? null : globalThis[kind];
  } catch {
    return null;
  }
}

function guarded(kind: Kind): Store {
  return {
    read(key) {
      try {
        return storage(kind)?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    write(key, value) {
      try {
        const s = storage(kind);
        if (!s) return false;
        if (value === null) s.removeItem(key);
        else s.setItem(key, value);
        return true;
      } catch {
        return false;
      }
    },
    keys(prefix) {
      try {
        const s = storage(kind);
        if (!s) return [];
        const out: string[] = [];
        for (let i = 0; i < s.length; i++) {
          const k = s.key(i);
          if (k !== null && k.startsWith(prefix)) out.push(k);
        }
        return out;
      } catch {
        return [];
      }
    },
  };
}

/** The browser's storage, guarded: kept on this device across visits. */
export const browserStore: Store = guarded('localStorage');
/** This tab's storage, guarded: kept across reloads of the tab, not shared with other tabs. */
export const tabStore: Store = guarded('sessionStorage');

export const readStorage = (key: string): string | null => browserStore.read(key);
export const writeStorage = (key: string, value: string | null): boolean => browserStore.write(key, value);

/** A store in memory, for tests and for a page whose browser keeps nothing. */
export function memoryStore(initial: Record<string, string> = {}): Store & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    read: (k) => data.get(k) ?? null,
    write: (k, v) => {
      if (v === null) data.delete(k);
      else data.set(k, v);
      return true;
    },
    keys: (prefix) => [...data.keys()].filter((k) => k.startsWith(prefix)),
  };
}

/**
 * localStorage that never throws: storage may be full, blocked (cookies off: even reading the
 * `localStorage` property throws), or absent (the server render). Writes say whether they were kept,
 * so a page can tell the reader once that the browser is not keeping their game.
 */
export interface Store {
  read(key: string): string | null;
  /** Writes (or, for null, removes) a value; false when the browser would not keep it. */
  write(key: string, value: string | null): boolean;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readStorage(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string | null): boolean {
  try {
    const s = storage();
    if (!s) return false;
    if (value === null) s.removeItem(key);
    else s.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** The browser's storage, guarded. */
export const browserStore: Store = { read: readStorage, write: writeStorage };

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
  };
}

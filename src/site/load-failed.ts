/**
 * What a module does when a file it needs would not load (a lazy chunk, the computer's worker): ask the
 * page's recovery (STALE_PAGE_SCRIPT in ./stale-page.ts, an inline script in every Starlight page's head)
 * whether a new version of the site has replaced this page's files, and let it load that version; or
 * hear what else went wrong, to say it in words. Named by its global rather than imported, so that the
 * head script is not bundled into every page again; where it is absent (an embed frame, another site),
 * the answer is 'failed' and callers say what they said before.
 */

/** The global the head script sets. */
export const LOAD_FAILED_GLOBAL = 'decktetLoadFailed';
/** Where the head script keeps, across the reload it makes, what the page was doing ("search"). */
export const RESUME_KEY = 'decktet-rules:resume';

/**
 * reloading: a new version replaced the page's files, and the page is loading it now;
 * new: a new version replaced them, but the page will not reload by itself (it just did, or the caller
 *   asked it not to): the reader may load it;
 * offline: the site could not be reached;
 * failed: the files are there, yet did not load (a dropped connection, or a browser that remembers a
 *   failed module), or they are missing from the newest version too (the page has just reloaded into
 *   it): a reload may work, later.
 */
export type LoadOutcome = 'reloading' | 'new' | 'offline' | 'failed';

interface Recovery {
  (addresses: readonly string[], reload: boolean, resume?: string): Promise<LoadOutcome>;
  say(where: Element | null, outcome: LoadOutcome, subject?: string, thing?: string): void;
}

const recovery = (): Recovery | undefined => {
  const r = (globalThis as { [LOAD_FAILED_GLOBAL]?: unknown })[LOAD_FAILED_GLOBAL];
  return typeof r === 'function' ? (r as Recovery) : undefined;
};

/** Is the page's recovery here (a Starlight page)? */
export const canRecover = (): boolean => recovery() !== undefined;

/** The addresses an error names (a browser's "Failed to fetch dynamically imported module: https://…"). */
export const addressesIn = (error: unknown): string[] => String(error instanceof Error ? error.message : error).match(/https?:\/\/[^\s'"`()]+/g) ?? [];

/**
 * Finds out why a file would not load and, if a new version of the site replaced it and `reload` is
 * set, loads that version (at most once a minute, so a broken deploy cannot loop). `resume` names what
 * the reader was doing, for the reloaded page to take up again (see `resumed`).
 */
export function loadFailed(error: unknown, reload: boolean, resume?: string): Promise<LoadOutcome> {
  const r = recovery();
  if (!r) return Promise.resolve('failed');
  return r(addressesIn(error), reload, resume).catch((): LoadOutcome => 'failed');
}

/** Says in words what happened and what to do, in `where` (first in it) or, for null, at the foot of the screen; false where there is no recovery. */
export function sayLoadFailed(where: Element | null, outcome: LoadOutcome, subject?: string): boolean {
  const r = recovery();
  if (!r) return false;
  r.say(where, outcome, subject);
  return true;
}

/** Was the page reloaded into a new version while the reader was doing `what`? Answers true once. */
export function resumed(what: string): boolean {
  try {
    if (sessionStorage.getItem(RESUME_KEY) !== what) return false;
    sessionStorage.removeItem(RESUME_KEY);
    return true;
  } catch {
    return false;
  }
}

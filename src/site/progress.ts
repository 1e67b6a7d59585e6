/**
 * Which examples a reader has completed, on this device, without an account: a small record in
 * localStorage, per game, of example ids. A damaged record is treated as empty, never as an error.
 * Pages hear of changes through a window event, so a page's summary and its examples agree.
 */
import { readStorage, writeStorage } from './storage';

export const PROGRESS_KEY = 'decktet-rules:progress';
export const PROGRESS_EVENT = 'decktet-progress';

export type Progress = Readonly<Record<string, readonly string[]>>;

/**
 * Where an example's completion is recorded: under its game for the site's own examples, and apart
 * ("<game>:custom") for a custom example, so that one reusing a site example's id never ticks it.
 */
export const progressKey = (e: { readonly game: string; readonly custom?: boolean }): string => (e.custom ? `${e.game}:custom` : e.game);

/** A progress record from stored text; anything malformed is dropped. */
export function parseProgress(text: string | null): Progress {
  if (!text) return {};
  try {
    const raw: unknown = JSON.parse(text);
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
    const out: Record<string, string[]> = {};
    for (const [game, ids] of Object.entries(raw)) if (Array.isArray(ids)) out[game] = [...new Set(ids.filter((x): x is string => typeof x === 'string'))];
    return out;
  } catch {
    return {};
  }
}

export const withCompleted = (p: Progress, game: string, example: string): Progress =>
  (p[game] ?? []).includes(example) ? p : { ...p, [game]: [...(p[game] ?? []), example] };

export const withoutGame = (p: Progress, game: string): Progress => Object.fromEntries(Object.entries(p).filter(([g]) => g !== game));

export const readProgress = (): Progress => parseProgress(readStorage(PROGRESS_KEY));

function save(p: Progress): void {
  writeStorage(PROGRESS_KEY, JSON.stringify(p));
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(PROGRESS_EVENT));
}

export function markCompleted(game: string, example: string): void {
  const p = readProgress();
  const next = withCompleted(p, game, example);
  if (next !== p) save(next);
}

export function resetProgress(game: string): void {
  save(withoutGame(readProgress(), game));
}

/**
 * Saved games and shared links for a play page. A save is versioned JSON; anything that is not exactly
 * a save of this version is refused with a sentence a player can read, and the page starts afresh.
 */
import { isValidSeed } from '../engine/core/random';
import { err, ok, type Result } from '../engine/core/result';

export const SAVE_VERSION = 1;

export interface SavedGame {
  readonly v: typeof SAVE_VERSION;
  readonly game: string;
  readonly seed: string;
  /** Ferret: against the computer or a friend. */
  readonly mode?: 'computer' | 'friends';
  readonly speed: 'quick' | 'normal' | 'slow';
  readonly moves: readonly string[];
  /** Games with more to set up (Hermit: options and seats), checked by the game's page. */
  readonly setup?: unknown;
}

const MAX_MOVES = 2000;

export function parseSave(text: string | null, game: string): Result<SavedGame | null, string> {
  if (text === null || text === '') return ok(null);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return err('the saved game is damaged (it is not readable data)');
  }
  if (typeof data !== 'object' || data === null) return err('the saved game is damaged');
  const d = data as Record<string, unknown>;
  if (d.v !== SAVE_VERSION) return err(typeof d.v === 'number' && d.v < SAVE_VERSION ? 'the saved game comes from an older version of this site' : 'the saved game is from a version of this site this page cannot read');
  if (d.game !== game) return err('the saved game is of another game');
  if (typeof d.seed !== 'string' || !isValidSeed(d.seed)) return err('the saved game has no valid deal');
  if (d.mode !== undefined && d.mode !== 'computer' && d.mode !== 'friends') return err('the saved game has no valid mode');
  if (game === 'ferret' && d.mode === undefined) return err('the saved game has no valid mode');
  const speed = d.speed === 'quick' || d.speed === 'slow' ? d.speed : 'normal';
  if (!Array.isArray(d.moves) || d.moves.length > MAX_MOVES || !d.moves.every((m) => typeof m === 'string' && m.length < 80))
    return err('the saved moves are damaged');
  return ok({
    v: SAVE_VERSION,
    game,
    seed: d.seed,
    ...(d.mode === 'computer' || d.mode === 'friends' ? { mode: d.mode } : {}),
    speed,
    moves: d.moves as string[],
    ...(d.setup !== undefined ? { setup: d.setup } : {}),
  });
}

export interface LinkRequest {
  readonly seed?: string;
  readonly mode?: 'computer' | 'friends';
  readonly error?: string;
}

/** What a link's query asks for: a deal (seed) and perhaps a mode. Unknown parameters are ignored. */
export function parseLink(search: string): LinkRequest {
  const params = new URLSearchParams(search);
  const seed = params.get('seed');
  const mode = params.get('mode');
  const out: { seed?: string; mode?: 'computer' | 'friends'; error?: string } = {};
  if (mode === 'computer' || mode === 'friends') out.mode = mode;
  else if (mode !== null) out.error = `The link asks for a mode “${mode.slice(0, 30)}” this page does not know, so you play against the computer.`;
  if (seed !== null) {
    if (isValidSeed(seed)) out.seed = seed;
    else out.error = `The link’s deal “${seed.slice(0, 40)}” is not valid (a deal is up to 40 letters, digits, - or _), so here is a new deal instead.`;
  }
  return out;
}

/** A fresh seed from the browser's random numbers. */
export function randomSeed(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}

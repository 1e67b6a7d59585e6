/**
 * What a person or another device types that a play page checks: a device's token and a name as typed.
 * Their own module, so that play across devices (./room.ts and what it imports, loaded only when someone
 * plays so) shares only these few lines with the page: a module loaded later that imported the page's
 * sessions or seats made the bundler move those out of the page's own chunk into chunks of their own
 * (1.4 kB gzip more on every play page).
 */

/** The longest name a person may give their seat. */
export const MAX_NAME = 24;

/** A device's own secret, kept on it, that gives it its seat back when it comes back. */
export const isToken = (x: unknown): x is string => typeof x === 'string' && /^[A-Za-z0-9_-]{16,64}$/.test(x);

/**
 * A name as a person typed it, made safe to show among other words: no control characters and no
 * direction overrides (U+202E turned a log line around), at most MAX_NAME characters.
 */
export function cleanName(raw: string): string {
  return raw.replace(/[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '').slice(0, MAX_NAME);
}

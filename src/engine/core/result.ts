/** A value or an error, never an exception for something a player or a link got wrong. */
export type Result<T, E> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export const ok = <T>(value: T): { readonly ok: true; readonly value: T } => ({ ok: true, value });
export const err = <E>(error: E): { readonly ok: false; readonly error: E } => ({ ok: false, error });

/** Unwraps a result the caller knows is ok (tests, scripted data); throws with the error otherwise. */
export function unwrap<T, E>(result: Result<T, E>): T {
  if (result.ok) return result.value;
  const e = result.error as unknown;
  const text = typeof e === 'object' && e !== null && 'message' in e ? String((e as { message: unknown }).message) : JSON.stringify(e);
  throw new Error(`unwrap of an error result: ${text}`);
}

/**
 * The "What can I do?" preference: shown by default, but off in the classroom setting unless the
 * teacher turns it on there. Kept apart for the two settings, on this device, in guarded storage.
 */
import type { Store } from '../site/storage';

export const HINTS_KEY = 'decktet-rules:hints';
export const CLASSROOM_HINTS_KEY = 'decktet-rules:hints:classroom';

/** Whether the hint panel is wanted: the choice remembered for this setting, or its default. */
export function hintsWanted(store: Store, classroom: boolean): boolean {
  const v = store.read(classroom ? CLASSROOM_HINTS_KEY : HINTS_KEY);
  return v === null ? !classroom : v === 'on';
}

/** Remembers the choice for this setting; false when the browser would not keep it (the choice holds for the page). */
export function setHintsWanted(store: Store, classroom: boolean, on: boolean): boolean {
  return store.write(classroom ? CLASSROOM_HINTS_KEY : HINTS_KEY, on ? 'on' : 'off');
}

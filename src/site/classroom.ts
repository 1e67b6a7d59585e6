/**
 * The classroom display setting: very large cards and text, high contrast, suit colours named on the
 * cards, dark Moons, slower movement. It is a class on <html>, remembered on this device, set before the
 * page paints (see HEAD_SCRIPT) so the page never flashes at the wrong size.
 */
export const CLASSROOM_KEY = 'decktet-rules:classroom';
export const CLASSROOM_CLASS = 'classroom';

/** Runs in <head> before the page paints: applies the remembered setting. */
export const HEAD_SCRIPT = `try{if(localStorage.getItem('${CLASSROOM_KEY}')==='on')document.documentElement.classList.add('${CLASSROOM_CLASS}')}catch(e){}`;

/** Is the classroom setting on in this page? False on the server. */
export function classroomOn(): boolean {
  return typeof document !== 'undefined' && document.documentElement.classList.contains(CLASSROOM_CLASS);
}

/** The computer's speed for a new game: slower in the classroom. */
export function defaultSpeed(): 'slow' | 'normal' {
  return classroomOn() ? 'slow' : 'normal';
}

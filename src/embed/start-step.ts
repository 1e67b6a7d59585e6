/**
 * Where a custom element's example opens: its `step` attribute as the blogger wrote it, read against the
 * example's steps (0, the start, to the last). A value that names no step of it is said to be wrong, and the
 * example opens at the start: never at its end, where the reader would seem to have stepped through it.
 */
export interface Opening {
  /** The step to open at. */
  readonly start: number;
  /** The attribute names no step of the example (a note says so). */
  readonly wrong: boolean;
}

/** The opening for a `step` attribute (undefined or blank: none) on an example of `count` steps. */
export function openingStep(step: string | undefined, count: number): Opening {
  if (step === undefined || step.trim() === '') return { start: 0, wrong: false };
  const n = /^\s*[+-]?\d+\s*$/.test(step) ? Number(step) : NaN;
  return Number.isInteger(n) && n >= 0 && n <= count ? { start: n, wrong: false } : { start: 0, wrong: true };
}

/** The engine's core as most of the site uses it. The examples' machinery (./example.ts), the guided games'
 * check (./guided-check.ts) and the computer's search (./search.ts) are imported by their paths, so that a
 * play page, which needs none of them, does not load them. */
export * from './result';
export * from './random';
export * from './game';
export * from './definition';
export * from './data';
export * from './view';
export * from './position';
export * from './notation';
export * from './guided';
export * from './levels';
export * from './message';

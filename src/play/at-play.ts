/**
 * What the play runtime is given: a game's play definition (src/engine/<game>/play.ts), on the learn page
 * with the guided game its island was given, and in the tests and the bench (which give the full
 * definition) with the computer player too, which then moves here and now instead of in its worker
 * (src/play/machine.ts). A play page never loads a game's examples, guided game or computer with its table.
 */
import type { Computer, GuidedGame, Level, PlayDefinition } from '../engine/core';

export type AtPlay<S = unknown, M = unknown, O = unknown, V = unknown, E = unknown> = PlayDefinition<S, M, O, V, E> & {
  readonly guided?: GuidedGame;
  readonly computers?: Readonly<Record<Level, Computer<V, M>>>;
};

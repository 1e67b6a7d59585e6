/**
 * The guided games' check, for the tests (tests/unit/guided.test.ts): apart from ./guided.ts, which the
 * play page loads, so that a play page does not load the examples' checks with it.
 */
import { checkExpectations, refusalForAuthors } from './example';
import { guidedStart, isLetThrough, type GuidedGame, type GuidedModule } from './guided';

const HIDDEN = new Set(['out', 'draw', 'stock', 'aside', 'discarded', 'unknown']);

/** Whether a card in this zone (as `locate` names it) faces the reader: not hidden, not another seat's hand. */
function inSight(zone: string, seat: number): boolean {
  const [where, owner] = zone.split(':');
  if (HIDDEN.has(where ?? '')) return false;
  return !((where === 'hand' || where === 'chosen') && owner !== String(seat));
}

/**
 * Replays a guided game through the engine: every move legal where it is, made by the seat the engine
 * says, every reader's move with a line, every mark a card, every `expect` true, and the game over at
 * the end of the script (not before). Every move a step lets through (`also`) is replayed too, with the
 * rest of the script after it. Returns the problems, each naming its step; none when it is sound.
 */
export function checkGuided<S, M>(game: GuidedModule<S, M>, guided: GuidedGame): string[] {
  const start = guidedStart(game, guided);
  if (!start.ok) return [start.error];
  const problems: string[] = [];
  if (game.scores(start.value).length !== guided.players) problems.push(`its position has ${game.scores(start.value).length} seats, not ${guided.players}`);
  return [...problems, ...replayFrom(game, guided, start.value, 0, '')];
}

/** The script's steps from `from` on, replayed from `state` (see `checkGuided`); `note` names a let-through move the replay follows. */
function replayFrom<S, M>(game: GuidedModule<S, M>, guided: GuidedGame, begin: S, from: number, note: string): string[] {
  const problems: string[] = [];
  let state = begin;
  for (const [i, step] of guided.steps.entries()) {
    if (i < from) continue;
    const where = `step ${i + 1} (${step.move})${note}`;
    if (game.waitingFor(state).length === 0) return [...problems, `${where}: the game is already over`];
    const move = game.parseMove(step.move);
    if (!move.ok) return [...problems, `${where}: ${move.error}`];
    if (game.printMove(move.value) !== step.move) problems.push(`${where}: write it as the engine does, ${game.printMove(move.value)}`);
    const by = game.mover(state, move.value);
    const applied = game.apply(state, move.value, by);
    if (!applied.ok) return [...problems, `${where}: ${refusalForAuthors(applied.error)}`];
    const reader = by === guided.seat;
    if (reader && !step.say) problems.push(`${where}: the reader’s move has no line for the coach`);
    // Where the reader could do something else, the coach says why it wants this move.
    if (
      reader &&
      !step.because &&
      game.legalMoves(state).some((m) => game.mover(state, m) === by && game.printMove(m) !== step.move && !isLetThrough(game, step, m))
    )
      problems.push(`${where}: the reader has other moves here, so the coach needs a reason (because) for this one`);
    if (!reader && (step.say || step.mark || step.because || step.rule || step.also))
      problems.push(`${where}: the computer’s move has coach words; they belong to the reader’s next move`);
    for (const c of step.mark ?? []) if (!inSight(game.locate(state, c), guided.seat)) problems.push(`${where}: ${c} is not in the reader’s sight to point at`);
    // A move let through must be the reader's, legal, and leave the rest of the script as sound as the coach's move does.
    if (reader && !note)
      for (const text of step.also ?? []) {
        const at = `step ${i + 1} (${text} instead of ${step.move})`;
        const alt = game.parseMove(text);
        if (!alt.ok) {
          problems.push(`${at}: ${alt.error}`);
          continue;
        }
        if (game.printMove(alt.value) !== text) problems.push(`${at}: write it as the engine does, ${game.printMove(alt.value)}`);
        if (text === step.move) problems.push(`${at}: it is the coach’s own move`);
        if (game.mover(state, alt.value) !== by) {
          problems.push(`${at}: it is not the reader’s move`);
          continue;
        }
        const r = game.apply(state, alt.value, by);
        if (!r.ok) {
          problems.push(`${at}: ${refusalForAuthors(r.error)}`);
          continue;
        }
        for (const f of checkExpectations(game, r.value.state, step.expect)) problems.push(`${at}: ${f}`);
        problems.push(...replayFrom(game, guided, r.value.state, i + 1, ` after ${text} at step ${i + 1}`));
      }
    state = applied.value.state;
    for (const f of checkExpectations(game, state, step.expect)) problems.push(`${where}: ${f}`);
  }
  if (game.waitingFor(state).length > 0) problems.push(`the script ends before the game does${note}`);
  for (const f of checkExpectations(game, state, guided.end.expect)) problems.push(`the end${note}: ${f}`);
  return problems;
}

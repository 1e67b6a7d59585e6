/** What the play machines share: a game's history of moves, and when a move may be taken back. */

export interface HistoryEntry<Event> {
  readonly move: string;
  readonly by: number;
  readonly events: readonly Event[];
}

export type UndoPoint = { readonly index: number } | { readonly index: null; readonly why: string };

export interface UndoRules<Event> {
  /** The seat asking to undo. */
  readonly seat: number;
  /** Only the very last move may be taken back (people sharing a screen). */
  readonly onlyLast: boolean;
  readonly over: boolean;
  /** Did this event show the seat something hidden? */
  readonly reveals: (e: Event, seat: number) => boolean;
  /** Why such an event forbids undo, in a few words: "a card was drawn". */
  readonly because: (e: Event) => string;
}

/**
 * The history index an undo goes back to: the seat's last move, as long as nothing hidden from that seat
 * has been shown since (a card drawn, a card from another hand). Otherwise null, and why.
 */
export function undoPoint<Event>(history: readonly HistoryEntry<Event>[], rules: UndoRules<Event>): UndoPoint {
  if (rules.over) return { index: null, why: 'The game is over.' };
  if (history.length === 0) return { index: null, why: 'No move has been made yet.' };
  let index = -1;
  for (let i = history.length - 1; i >= 0; i--)
    if ((history[i] as HistoryEntry<Event>).by === rules.seat) {
      index = i;
      break;
    }
  if (rules.onlyLast && index !== history.length - 1) index = -1;
  if (index < 0) return { index: null, why: 'You have no move to take back.' };
  for (let i = index; i < history.length; i++)
    for (const e of (history[i] as HistoryEntry<Event>).events)
      if (rules.reveals(e, rules.seat)) return { index: null, why: `Undo is not possible: ${rules.because(e)} since your move.` };
  return { index };
}

/** A state value as a dotted name: "human.choosingTarget". */
export function stateName(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    const [k, v] = Object.entries(value)[0] ?? ['', ''];
    return `${k}.${stateName(v)}`;
  }
  return '';
}

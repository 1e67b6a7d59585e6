/**
 * A screen in the words of the screen that shows it. A screen is made as data (src/play/screen.ts), the
 * same for every language, so the host of a game played across devices can send it to a guest whose page
 * is in another language; each page says it here with its own catalogue. Log lines are said once each
 * (the log keeps its lines from one screen to the next), so a long game costs a move's lines per move.
 */
import type { Param } from '../engine/core/message';
import { isMessage } from '../engine/core/message';
import type { Words } from '../words/words';
import type { CoachLine, Data, HintLine, LogLine, Message, Reason, Screen, ScreenData, Shown, ShownEvent } from './screen';

/** Per page's words, per way of speaking (the names and the seat spoken to): those words, and the log lines they have said. */
const speakers = new WeakMap<Words, Map<string, { words: Words; said: WeakMap<object, LogLine<unknown, Shown>> }>>();

/** A seat's name as a screen shows it: a given or computer name as it is; "You", "Player 2" in the language. */
export const sayName = (words: Words, name: Param): string => (isMessage(name) ? words.say(name) : String(name));

export function sayScreen<V, M, E>(screen: ScreenData<V, M, E>, base: Words): Screen<V, M, E> {
  const names = screen.names.map((n) => sayName(base, n));
  const key = `${screen.you}|${names.join('|')}`;
  const byKey = speakers.get(base) ?? new Map<string, { words: Words; said: WeakMap<object, LogLine<unknown, Shown>> }>();
  speakers.set(base, byKey);
  const speaker = byKey.get(key) ?? { words: base.speaking(names, screen.you), said: new WeakMap<object, LogLine<unknown, Shown>>() };
  byKey.set(key, speaker);
  const { words, said } = speaker;
  const reason = (r: Reason<Data>): Reason => ({ text: words.say(r.text), rule: words.rule(r.rule.key) });
  const line = (l: LogLine<E, Data>): LogLine<E> => {
    const hit = said.get(l) as LogLine<E> | undefined;
    if (hit) return hit;
    const out: LogLine<E> = { ...l, text: words.say(l.text), why: l.why.map(reason) };
    said.set(l, out as LogLine<unknown, Shown>);
    return out;
  };
  const event = (e: ShownEvent<E, Data>): ShownEvent<E> => ({ ...e, text: words.say(e.text) });
  const hint = (h: HintLine<Data>): HintLine => ({ move: h.move, label: words.say(h.label), text: words.say(h.text), rule: words.rule(h.rule.key) });
  const answer = (m: Message<Data>): Message => ({
    kind: m.kind,
    text: words.say(m.text),
    ...(m.rule ? { rule: words.rule(m.rule.key) } : {}),
    ...(m.code !== undefined ? { code: m.code } : {}),
    ...(m.to !== undefined ? { to: m.to } : {}),
  });
  const coach = (c: CoachLine<Data>): CoachLine => ({ ...c, line: words.say(c.line), rule: c.rule ? words.rule(c.rule.key) : null });
  return {
    ...screen,
    names,
    upcoming: screen.upcoming ? { cards: screen.upcoming.cards, what: words.phrase(screen.upcoming.what) } : null,
    recent: screen.recent.map(event),
    log: screen.log.map(line),
    status: screen.status ? words.say(screen.status) : null,
    message: screen.message ? answer(screen.message) : null,
    result: screen.result ? words.say(screen.result) : null,
    finalWhy: screen.finalWhy.map(reason),
    hints: screen.hints ? screen.hints.map(hint) : null,
    reminder: words.say(screen.reminder),
    undo: 'why' in screen.undo ? { index: null, why: words.say(screen.undo.why) } : screen.undo,
    coach: screen.coach ? coach(screen.coach) : null,
  };
}

/**
 * The New game form's fields: seats (a person at this screen, on another device, or the computer), names,
 * the computer's level and the game's own options, drawn from its option fields. A game in progress is
 * never thrown away: it is kept among the person's games, and the reader is asked first. Loaded when the
 * form is first opened (./NewGameForm.tsx).
 */
import { useState } from 'preact/hooks';
import { fieldsFor, LEVELS, plural, type FieldValue, type Level } from '../../engine/core';
import type { AtPlay } from '../../play/at-play';
import { cleanName, dealOptions } from '../../play/session';
import { MAX_NAME, type SeatKind } from '../../play/seats';
import type { Session } from '../../play/usePlay';
import { randomSeed } from '../../play/useSession';

/** The levels in the New game form, in plain words. */
const LEVEL_CHOICE: Readonly<Record<Level, string>> = {
  gentle: 'Gentle (for children and first games)',
  normal: 'Normal',
  strong: 'Strong (thinks ahead)',
};

export interface NewGameFormProps<O> {
  def: AtPlay<unknown, unknown, O>;
  session: Session<O>;
  /** A game is under way (moves made, not over): starting another sets it aside, after asking. */
  inProgress: boolean;
}

export function NewGameFields<O>({ def, session, inProgress, close }: NewGameFormProps<O> & { close: () => void }) {
  const ownForm = () => ({
    players: session.seats.length,
    seats: [...session.seats],
    names: [...session.given],
    level: session.level,
    fields: { ...def.toFields(session.options) } as Record<string, FieldValue>,
  });
  const [form, setForm] = useState(ownForm);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const id = `${def.id}-new`;
  const counts = Array.from({ length: def.seats.max - def.seats.min + 1 }, (_, i) => def.seats.min + i);
  const seats = Array.from({ length: form.players }, (_, i) => form.seats[i] ?? 'computer');
  const people = seats.filter((k) => k === 'human').length;
  const submit = () => {
    if (inProgress && !confirming) {
      setConfirming(true);
      return;
    }
    setConfirming(false);
    const chosen = [...seats];
    if (!chosen.includes('human')) chosen[0] = 'human';
    const seed = randomSeed();
    const options = dealOptions(def, form.fields, form.players, seed);
    if (typeof options === 'string') {
      setProblem(`These options cannot be played together: ${options}.`);
      return;
    }
    setProblem(null);
    close();
    const names = form.names.slice(0, form.players).map((n) => cleanName(n.trim()));
    session.startNew({ seed, options, seats: chosen, names, speed: session.speed, level: form.level });
  };
  return (
    <form
      class="new-match-form"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {def.seats.min !== def.seats.max && (
        <span class="form-row">
          <label for={`${id}-players`}>Players</label>
          <select id={`${id}-players`} value={String(form.players)} onChange={(e) => setForm({ ...form, players: Number(e.currentTarget.value) })}>
            {counts.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </span>
      )}
      <fieldset class="seat-list">
        <legend>Who sits where</legend>
        {seats.map((kind, i) => (
          <span key={i} class="seat-choice">
            <label for={`${id}-seat-${i}`}>Seat {i + 1}</label>
            <select
              id={`${id}-seat-${i}`}
              value={kind}
              onChange={(e) => setForm({ ...form, seats: Object.assign([...seats], { [i]: e.currentTarget.value as SeatKind }) })}
            >
              <option value="human">A person at this screen</option>
              <option value="remote">A person on another device</option>
              <option value="computer">The computer</option>
            </select>
            {kind === 'human' && people > 1 && (
              <>
                <label for={`${id}-name-${i}`} class="sr-only">
                  Name for seat {i + 1}
                </label>
                <input
                  id={`${id}-name-${i}`}
                  type="text"
                  maxLength={MAX_NAME}
                  placeholder={`Player ${i + 1}`}
                  value={form.names[i] ?? ''}
                  onInput={(e) => setForm({ ...form, names: Object.assign([...form.names], { [i]: e.currentTarget.value }) })}
                />
              </>
            )}
          </span>
        ))}
      </fieldset>
      <span class="form-row">
        <label for={`${id}-level`}>Computer level</label>
        <select
          id={`${id}-level`}
          value={form.level}
          disabled={people === seats.length}
          onChange={(e) => setForm({ ...form, level: e.currentTarget.value as Level })}
        >
          {LEVELS.map((l) => (
            <option key={l} value={l}>
              {LEVEL_CHOICE[l]}
            </option>
          ))}
        </select>
      </span>
      {fieldsFor(def.optionFields, form.players).map((f) => {
        const value = form.fields[f.key] ?? f.default;
        const set = (v: FieldValue) => setForm({ ...form, fields: { ...form.fields, [f.key]: v } });
        if (f.kind === 'boolean')
          return (
            <label key={f.key} class="form-row">
              <input type="checkbox" checked={value === true} onChange={(e) => set(e.currentTarget.checked)} /> {f.label}
            </label>
          );
        const choices = f.kind === 'seat' ? Array.from({ length: form.players }, (_, i) => ({ value: i, label: `Seat ${i + 1}` })) : f.choices;
        return (
          <span key={f.key} class="form-row">
            <label for={`${id}-${f.key}`}>{f.label}</label>
            <select
              id={`${id}-${f.key}`}
              value={String(value)}
              onChange={(e) => {
                const picked = choices.find((c) => String(c.value) === e.currentTarget.value);
                if (picked) set(picked.value);
              }}
            >
              {choices.map((c) => (
                <option key={String(c.value)} value={String(c.value)}>
                  {c.label}
                </option>
              ))}
            </select>
          </span>
        );
      })}
      {problem && (
        <p class="play-message is-error" role="alert">
          {problem}
        </p>
      )}
      {confirming && (
        <p class="play-message" role="status">
          Your {def.noun} in progress will be kept in Your {plural(def.noun)}, and you can go back to it. Start the new {def.noun}?
        </p>
      )}
      <div class="play-actions">
        <button type="submit" class="btn btn-primary">
          {confirming ? `Yes, start the new ${def.noun}` : `Start the new ${def.noun}`}
        </button>
        {confirming && (
          <button type="button" class="btn" onClick={() => setConfirming(false)}>
            No, keep playing
          </button>
        )}
      </div>
      <p class="form-note">
        The {def.noun} in progress is kept in Your {plural(def.noun)}, so you can go back to it.
      </p>
    </form>
  );
}

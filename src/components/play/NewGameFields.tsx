/**
 * The New game form's fields: seats (a person at this screen, on another device, or the computer), names,
 * the computer's level and the game's own options, drawn from its option fields. A game in progress is
 * never thrown away: it is kept among the person's games, and the reader is asked first. Loaded when the
 * form is first opened (./NewGameForm.tsx).
 */
import { useState } from 'preact/hooks';
import { fieldsFor, LEVELS, type FieldValue, type Level } from '../../engine/core';
import type { AtPlay } from '../../play/at-play';
import { dealOptions } from '../../play/session';
import type { SeatKind } from '../../play/seats';
import { cleanName, MAX_NAME } from '../../play/typed';
import type { Session } from '../../play/usePlay';
import { randomSeed } from '../../play/useSession';
import { useWords } from '../../words/context';
import { said } from '../rules/said';

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
  const w = useWords();
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
    // This screen keeps the game, so one of its seats is played here: said, not quietly given to seat 1.
    if (!seats.includes('human')) {
      setProblem(w.t('ui.new.no-one-here'));
      return;
    }
    const chosen = [...seats];
    const seed = randomSeed();
    const dealt = dealOptions(def, form.fields, form.players, seed);
    if (!dealt.ok) {
      // The engine's reason is in English, for developers: the form names the option it refused by the field's own words.
      const parsed = def.module.parseOptions(def.fromFields(form.fields, form.players));
      const field = parsed.ok ? undefined : def.optionFields.find((f) => parsed.error[0]?.path === `options.${f.key}`);
      setProblem(field ? w.t('ui.new.clash-option', { option: field.label }) : w.t('ui.new.clash', { why: dealt.error }));
      return;
    }
    const options = dealt.value;
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
          <label for={`${id}-players`}>{w.t('ui.new.players')}</label>
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
        <legend>{w.t('ui.new.seats')}</legend>
        {seats.map((kind, i) => (
          <span key={i} class="seat-choice">
            <label for={`${id}-seat-${i}`}>{w.t('ui.new.seat', { n: i + 1 })}</label>
            <select
              id={`${id}-seat-${i}`}
              value={kind}
              onChange={(e) => setForm({ ...form, seats: Object.assign([...seats], { [i]: e.currentTarget.value as SeatKind }) })}
            >
              <option value="human">{w.t('ui.new.seat.human')}</option>
              <option value="remote">{w.t('ui.new.seat.remote')}</option>
              <option value="computer">{w.t('ui.new.seat.computer')}</option>
            </select>
            {/* A name where others will see it: several people at this screen, or people on other devices. */}
            {kind === 'human' && (people > 1 || seats.includes('remote')) && (
              <>
                {/* Seen: "Name" (a placeholder alone went when typing began); said: which seat's. */}
                <label for={`${id}-name-${i}`}>{w.t('ui.new.name-short')}</label>
                <input
                  id={`${id}-name-${i}`}
                  aria-label={w.t('ui.new.name', { n: i + 1 })}
                  type="text"
                  maxLength={MAX_NAME}
                  placeholder={w.t('core.name.player', { n: i + 1 })}
                  value={form.names[i] ?? ''}
                  onInput={(e) => setForm({ ...form, names: Object.assign([...form.names], { [i]: e.currentTarget.value }) })}
                />
              </>
            )}
          </span>
        ))}
      </fieldset>
      <span class="form-row">
        <label for={`${id}-level`}>{w.t('ui.new.level')}</label>
        <select
          id={`${id}-level`}
          value={form.level}
          disabled={people === seats.length}
          onChange={(e) => setForm({ ...form, level: e.currentTarget.value as Level })}
        >
          {LEVELS.map((l) => (
            <option key={l} value={l}>
              {w.t('ui.new.level.choice', { level: l })}
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
              <input type="checkbox" checked={value === true} onChange={(e) => set(e.currentTarget.checked)} /> {said(w, f.label)}
            </label>
          );
        const choices =
          f.kind === 'seat'
            ? Array.from({ length: form.players }, (_, i) => ({ value: i as string | number, label: w.t('ui.new.seat', { n: i + 1 }) }))
            : f.choices.map((c) => ({ value: c.value, label: said(w, c.label) }));
        return (
          <span key={f.key} class="form-row">
            <label for={`${id}-${f.key}`}>{said(w, f.label)}</label>
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
          {w.t('ui.new.confirm', { noun: def.noun })}
        </p>
      )}
      <div class="play-actions">
        <button type="submit" class="btn btn-primary">
          {w.t('ui.new.start', { noun: def.noun, sure: confirming ? 'yes' : 'no' })}
        </button>
        {confirming && (
          <button type="button" class="btn" onClick={() => setConfirming(false)}>
            {w.t('ui.new.keep-playing')}
          </button>
        )}
      </div>
      <p class="form-note">{w.t('ui.new.note', { noun: def.noun })}</p>
    </form>
  );
}
